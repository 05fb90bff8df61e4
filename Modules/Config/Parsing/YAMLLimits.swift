/// Bounds that keep hostile or broken configurations from crashing, hanging or exhausting
/// memory. Going past one is an ordinary ``ConfigError`` at the place it happened.
///
/// | Limit | Default | Counts |
/// |---|---|---|
/// | ``maxDepth`` | 256 | nested sequences and mappings, through aliases and includes |
/// | ``maxAliasExpansion`` | 100,000 | nodes that aliases, merge sources and repeated includes stand for |
/// | ``maxDocumentBytes`` | 8 MiB | UTF-8 bytes of each source (the file and every included file) |
/// | ``maxIncludeDepth`` | 16 | files open in a chain of `!include`s |
/// | ``maxTotalBytes`` | 16 MiB | UTF-8 bytes of the file and all its includes together |
/// | ``maxTotalNodes`` | 250,000 | nodes parsed in the file and all its includes together |
///
/// The two totals bound the work a configuration can cause whatever its shape: 16 includes of
/// nearly 8 MiB each pass every per-file limit but not the total. A total exceeded in an
/// included file is reported at the `!include` that brought it in, with the chain of includes.
public struct YAMLLimits: Hashable, Sendable {
    /// The deepest nesting of sequences and mappings; the root collection is depth 1. An alias or
    /// include counts at the depth it would have when expanded. Parsing stops at the first
    /// collection that goes deeper, so a 10,000-level document fails at once.
    public var maxDepth: Int
    /// The most nodes all aliases together may stand for, counting each alias as a full copy of
    /// what it names (and aliases inside that, recursively) — computed from sizes recorded while
    /// parsing, never by copying. The "billion laughs" document trips it within a few lines.
    public var maxAliasExpansion: Int
    /// The largest source, in UTF-8 bytes, checked before parsing each file.
    public var maxDocumentBytes: Int
    /// The longest chain of nested `!include`s.
    public var maxIncludeDepth: Int
    /// The most UTF-8 bytes of all sources together: the file and every file it includes,
    /// counted once per file however often it is included.
    public var maxTotalBytes: Int
    /// The most nodes (scalars, sequences, mappings, aliases) parsed from all sources together;
    /// what aliases and repeated includes stand for is bounded by ``maxAliasExpansion``.
    public var maxTotalNodes: Int

    /// Creates limits; every parameter defaults to the value in the table above.
    ///
    /// - Parameters:
    ///   - maxDepth: The deepest nesting of collections.
    ///   - maxAliasExpansion: The most nodes aliases may stand for.
    ///   - maxDocumentBytes: The largest source in bytes.
    ///   - maxIncludeDepth: The longest chain of includes.
    ///   - maxTotalBytes: The most bytes of all sources together.
    ///   - maxTotalNodes: The most nodes of all sources together.
    public init(
        maxDepth: Int = 256,
        maxAliasExpansion: Int = 100_000,
        maxDocumentBytes: Int = 8 * 1024 * 1024,
        maxIncludeDepth: Int = 16,
        maxTotalBytes: Int = 16 * 1024 * 1024,
        maxTotalNodes: Int = 250_000
    ) {
        self.maxTotalBytes = maxTotalBytes
        self.maxTotalNodes = maxTotalNodes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDocumentBytes = maxDocumentBytes
        self.maxIncludeDepth = maxIncludeDepth
    }
}
