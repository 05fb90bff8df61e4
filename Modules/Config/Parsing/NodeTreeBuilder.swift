/// Accumulates the arrays of one ``YAMLTree`` across the root source and every included one,
/// and enforces the limits that span sources (alias expansion, include cache).
///
/// The arrays appended to for every event opt out of dynamic exclusivity checks, which cost more
/// than the appends: a builder belongs to one parse on one thread, and no access to them
/// overlaps another.
final class NodeTreeBuilder {
    /// A finished node with what the limits need to know when it is reused.
    struct Built {
        let node: Int32
        /// Nodes it stands for when expanded.
        let size: Int
        /// Nesting levels of collections it spans (0 for a scalar).
        let height: Int
    }

    let limits: YAMLLimits
    // See DocumentParser for the benchmark figure behind these three attributes.
    @exclusivity(unchecked) var records: [YAMLTree.Record] = []
    @exclusivity(unchecked) var scalars: [String] = []
    @exclusivity(unchecked) var children: [Int32] = []
    var sources: [YAMLTree.Source] = []
    private var tags: [String] = []
    private var tagIndexes: [String: Int32] = [:]
    /// Nodes stood for by aliases, merge sources and repeated includes so far.
    private var aliasExpansion = 0
    /// UTF-8 bytes of every source parsed so far, against ``YAMLLimits/maxTotalBytes``.
    private var totalBytes = 0
    /// Included files already parsed, by canonical path, with their size in bytes: a second
    /// include reuses the node and counts the bytes again.
    var includes: [String: (built: Built, bytes: Int)] = [:]

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    // MARK: - Entry

    /// Parses a whole source (and what it includes) into a tree and returns its root.
    static func parse(_ text: String, sourceName: String, limits: YAMLLimits) throws(ConfigError) -> YAMLNode {
        let builder = NodeTreeBuilder(limits: limits)
        let root = try builder.parseSource(
            text, name: sourceName, chain: [IncludeLink(path: sourceName)], baseDepth: 0, basePath: .root)
        let tree = YAMLTree(
            records: builder.records, scalars: builder.scalars, children: builder.children,
            tags: builder.tags, sources: builder.sources)
        return YAMLNode(tree: tree, index: root.node)
    }

    /// Parses one source into the shared arrays.
    func parseSource(
        _ text: String, name: String, chain: [IncludeLink], baseDepth: Int, basePath: ConfigKeyPath
    ) throws(ConfigError) -> Built {
        let sourceText = SourceText(text)
        let byteCount = text.utf8.count
        if byteCount > limits.maxDocumentBytes {
            throw ConfigError(
                ConfigDiagnostic(
                    at: SourceMark(source: name, line: 1, column: 1, text: sourceText), keyPath: basePath,
                    message: "the document is \(byteCount) bytes, more than the limit of \(limits.maxDocumentBytes)"))
        }
        try chargeBytes(
            byteCount, at: chain.last?.mark ?? SourceMark(source: name, line: 1, column: 1, text: sourceText),
            chain: chain, keyPath: basePath)
        guard sources.count < Int(UInt16.max) else {
            throw ConfigError(
                ConfigDiagnostic(at: chain.last?.mark, keyPath: basePath, message: "too many included files"))
        }
        sources.append(YAMLTree.Source(name: name, text: sourceText))
        let parser = DocumentParser(
            builder: self, source: UInt16(sources.count - 1), name: name, text: sourceText,
            chain: chain, baseDepth: baseDepth, basePath: basePath)
        var input = text
        let result = input.withUTF8 { bytes in
            Result { () throws(ConfigError) in try parser.run(bytes) }
        }
        return try result.get()
    }

    // MARK: - Appending

    /// Appends a node record and returns its index.
    @inline(__always)
    func append(_ record: YAMLTree.Record) -> Int32 {
        records.append(record)
        return Int32(truncatingIfNeeded: records.count - 1)
    }

    /// The index of a tag in the tag table, adding it on first use.
    func internTag(_ tag: String) -> Int32 {
        if let index = tagIndexes[tag] { return index }
        let index = Int32(tags.count)
        tags.append(tag)
        tagIndexes[tag] = index
        return index
    }

    func tag(at index: Int32) -> String? {
        index < 0 ? nil : tags[Int(index)]
    }

    /// Counts `count` bytes of a source, parsed or included again, against
    /// ``YAMLLimits/maxTotalBytes``: every inclusion counts, however its path is spelled.
    ///
    /// - Throws: A ``ConfigError`` at `mark` when the total passes the limit.
    func chargeBytes(
        _ count: Int, at mark: SourceMark?, chain: [IncludeLink], keyPath: ConfigKeyPath
    )
        throws(ConfigError)
    {
        totalBytes += count
        guard totalBytes > limits.maxTotalBytes else { return }
        throw ConfigError(
            ConfigDiagnostic(
                at: mark, keyPath: keyPath,
                message:
                    "the configuration and its includes are \(totalBytes) bytes so far, more than the limit of "
                    + "\(limits.maxTotalBytes) in all\(IncludeLink.describe(chain))"))
    }

    /// Counts a reuse of `size` nodes against ``YAMLLimits/maxAliasExpansion``.
    ///
    /// - Returns: `false` when the limit is exceeded.
    func chargeExpansion(_ size: Int) -> Bool {
        aliasExpansion += size
        return aliasExpansion <= limits.maxAliasExpansion
    }
}

/// One file in a chain of includes, for cycle detection and messages.
struct IncludeLink {
    /// The path as shown in messages.
    let path: String
    /// The absolute, symlink-free path compared to detect cycles.
    let canonical: String
    /// Where the `!include` tag naming this file was; `nil` for the root source.
    let mark: SourceMark?

    /// ` (in b.yaml, included at a.yaml:3:9, included at shop.yaml:5:10)` for a chain of more
    /// than the root source; empty for the root alone.
    static func describe(_ chain: [IncludeLink]) -> String {
        guard chain.count > 1, let last = chain.last else { return "" }
        let steps = chain.dropFirst().reversed().compactMap { link in link.mark.map { "included at \($0)" } }
        return " (in \(last.path), " + steps.joined(separator: ", ") + ")"
    }

    init(path: String, mark: SourceMark? = nil) {
        self.path = path
        self.canonical = SourceReader.canonicalPath(path)
        self.mark = mark
    }
}
