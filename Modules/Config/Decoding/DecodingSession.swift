/// The state of one decoding run over a tree: options, findings, the failure in flight, and
/// per-node bookkeeping for unknown and duplicate keys.
///
/// Bookkeeping lives in flat arrays indexed by node and children slot, allocated once per run,
/// so decoding a mapping costs no allocation for it. The mutable state opts out of dynamic
/// exclusivity checks, which would cost more than the bookkeeping itself: a session belongs to
/// one decode on one thread, and no access to these properties overlaps another.
final class DecodingSession {
    /// Per-node flags.
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// A keyed container was opened on the mapping during the current `init(from:)`.
        static let opened = Flags(rawValue: 1)
        /// Duplicate keys were reported.
        static let duplicatesChecked = Flags(rawValue: 2)
        /// `allKeys` was asked: the mapping is read like a dictionary.
        static let enumerated = Flags(rawValue: 4)
    }

    /// A mapping opened in the current `init(from:)`, checked for unknown keys when it returns.
    struct OpenedMapping {
        let node: Int32
        let path: PathNode?
    }

    let tree: YAMLTree
    let options: YAMLDecoder.Options
    let environment: [String: String]
    let userInfo: [CodingUserInfoKey: any Sendable]

    // Benchmark: Benchmarks/instructions.sh, scenario `manifest` (release, callgrind, instructions per
    // decode of the benchmark manifest): 453.4 M with the decoder's 11 `@exclusivity(unchecked)`
    // (here and in NodeDecoder), 484.4 M without them (+6.8%), measured 2026-11-24.
    @exclusivity(unchecked) var flags: [Flags]
    /// Where the last successful lookup in each mapping ended, so keys asked in source order are
    /// found at once.
    // Unchecked exclusivity: one decode on one thread, no access held across another; saves 6.8% of a manifest decode (figure above).
    @exclusivity(unchecked) var lookupHints: [Int32]
    /// Whether the key in each children slot was asked for.
    // Unchecked exclusivity: one decode on one thread, no access held across another; saves 6.8% of a manifest decode (figure above).
    @exclusivity(unchecked) var asked: [Bool]
    @exclusivity(unchecked) var openedMappings: [OpenedMapping] = []
    /// Keys asked for but absent, as candidates for "did you mean".
    // Unchecked exclusivity: one decode on one thread, no access held across another; saves 6.8% of a manifest decode (figure above).
    @exclusivity(unchecked) var missingAsks: [(mapping: Int32, key: String)] = []
    /// `allKeys` of the last mapping enumerated: keys the coding-key type rejected.
    // Unchecked exclusivity: one decode on one thread, no access held across another; saves 6.8% of a manifest decode (figure above).
    @exclusivity(unchecked) var rejectedKeys: (mapping: Int32, keys: [String])?

    /// Findings that do not stop decoding: unknown and duplicate keys.
    // Unchecked exclusivity: one decode on one thread, no access held across another; saves 6.8% of a manifest decode (figure above).
    @exclusivity(unchecked) var findings: [Finding] = []
    /// The failure behind the error being thrown, if any. Cleared as soon as decoding goes on,
    /// which means the error was caught (a `try?` probing for a shape).
    // Unchecked exclusivity: one decode on one thread, no access held across another; saves 6.8% of a manifest decode (figure above).
    @exclusivity(unchecked) var pending: Failure? {
        didSet { hasPending = pending != nil }
    }
    /// Whether ``pending`` is set, tested on every decoding step without copying the failure.
    // Unchecked exclusivity: one decode on one thread, no access held across another; saves 6.8% of a manifest decode (figure above).
    @exclusivity(unchecked) private(set) var hasPending = false
    /// Whether the tree has items dropped by recovery.
    var hasSkips: Bool { tree.hasSkips }

    init(tree: YAMLTree, decoder: YAMLDecoder) {
        self.tree = tree
        self.options = decoder.options
        self.environment = decoder.environment
        self.userInfo = decoder.userInfo
        flags = Array(repeating: [], count: tree.records.count)
        lookupHints = Array(repeating: 0, count: tree.records.count)
        asked = Array(repeating: false, count: tree.children.count)
    }

    // MARK: - Failures

    /// Records a failure with a finished text and returns the `DecodingError` to throw to the
    /// `Decodable` code.
    func fail(
        _ message: String, at node: Int32, _ location: Location, expected: Any.Type,
        recovery: Recovery? = nil, role: Finding.Role = .plain, kind: ErrorKind = .typeMismatch
    ) -> DecodingError {
        fail(
            message: .text(message), at: node, location, expected: expected, recovery: recovery, role: role, kind: kind)
    }

    /// Records a failure and returns the `DecodingError` to throw to the `Decodable` code: its
    /// `debugDescription` is the message's ``FailureMessage/summary``, its `underlyingError` the
    /// whole message, worded only if the failure is reported.
    func fail(
        message: FailureMessage, at node: Int32, _ location: Location, expected: Any.Type,
        recovery: Recovery? = nil, role: Finding.Role = .plain, kind: ErrorKind = .typeMismatch
    ) -> DecodingError {
        pending = Failure(message: message, role: role, recovery: recovery, node: node, location: location)
        let context = DecodingError.Context(
            codingPath: location.codingPath, debugDescription: message.summary,
            underlyingError: DeferredMessage(message: message, node: node))
        switch kind {
        case .typeMismatch: return .typeMismatch(expected, context)
        case .valueNotFound: return .valueNotFound(expected, context)
        case .keyNotFound(let key): return .keyNotFound(YAMLCodingKey(stringValue: key), context)
        case .dataCorrupted: return .dataCorrupted(context)
        }
    }

    /// The `DecodingError` case to throw.
    enum ErrorKind {
        case typeMismatch, valueNotFound, dataCorrupted
        case keyNotFound(String)
    }

    /// Forgets a failure that the `Decodable` code caught.
    @inline(__always)
    func clearPending() {
        if hasPending { pending = nil }
    }

    // MARK: - Nodes

    @inline(__always)
    func isSkipped(_ node: Int32) -> Bool {
        tree.records[Int(node)].kind == .skipped
    }
}
