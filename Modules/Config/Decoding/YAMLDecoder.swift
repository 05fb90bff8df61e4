import Foundation

/// Decodes `Decodable` values from YAML, strictly, with errors that point at the source.
///
/// ```swift
/// let decoder = YAMLDecoder(environment: ["API_HOST": "api.example.com"])
/// let config = try decoder.decode(ShopConfig.self, fromFile: "Configs/shop.yaml")
/// ```
///
/// ## Scalars (YAML 1.2 core schema)
///
/// A **plain** (unquoted) scalar resolves by its text:
/// - null: `null`, `Null`, `NULL`, `~` and the empty scalar;
/// - booleans: exactly `true`, `True`, `TRUE`, `false`, `False`, `FALSE` — `yes`, `no`, `on`,
///   `off` are strings;
/// - integers: `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`, decoded into any width (`Int`,
///   `Int8`...`UInt64`) with a range check;
/// - floats: `[-+]?(.[0-9]+|[0-9]+(.[0-9]*)?)([eE][-+]?[0-9]+)?`, `.inf`, `-.inf`, `.nan`
///   (integers decode as `Double`, `Float` and `Decimal` too);
/// - anything else is a string.
///
/// Every plain scalar except a null also decodes as `String`, as its text (`version: 1.10`
/// gives `"1.10"`). **Quoted and block scalars are always strings**: decoding `"12"` as `Int` is
/// a type mismatch. The core tags `!!str`, `!!int`, `!!float`, `!!bool`, `!!null` force a
/// resolution; other tags on scalars are errors. `URL` decodes from a string, `Decimal` from a
/// number.
///
/// ## Collections and Swift shapes
///
/// - Structs and classes: a mapping with a key per property; optional properties may be absent
///   or null (`decodeIfPresent`).
/// - Arrays and sets: a sequence.
/// - `[String: T]` (and other `Codable` dictionaries): a mapping. Swift dictionaries have no
///   order; to keep the source order decode ``OrderedMapping`` instead.
/// - Enums with raw values: the raw value (`style: sheet`). Make them `CaseIterable` and errors
///   list the valid values with a "did you mean" — and decoding continues past them.
/// - Enums with associated values: a mapping with one key naming the case, holding the labelled
///   values — `{custom: {name: fade, duration: 0.3}}` for `case custom(name:duration:)` — or a
///   bare case name for a case without values (`none`, same as `{none: {}}`). A single unlabeled
///   value may be written directly: `{custom: fade}` for `case custom(String)`.
/// - ``Marked`` captures a value with its mark and key path; ``YAMLNode`` captures the subtree
///   undecoded.
///
/// ## Strictness
///
/// By default an unknown key (one the type never asked for, with "did you mean" when a known key
/// is close) and a duplicate key are errors; ``Options`` turns either off. Decoding continues
/// past them and past most wrong values (a wrong scalar is replaced by a placeholder, a broken
/// sequence item, dictionary entry or optional value is dropped, and decoding runs again), so one
/// ``ConfigError`` lists every mistake of the file in order of position. A type that catches
/// errors to probe for a shape (`try? container.decode(String.self)`) sees ordinary
/// `DecodingError`s and works as with any decoder; their `debugDescription` says what was
/// expected, and what was found is worded only if the error is reported.
///
/// ## Environment interpolation
///
/// Every scalar **value**, in any style (plain, quoted, block), is interpolated before it is
/// resolved: `${NAME}` is the variable's value (an error at the scalar when it is unset),
/// `${NAME:-default}` the value or, when unset or empty, `default`, and `$$` a literal `$`.
/// Any other `$` stays as is. A plain scalar resolves after interpolation, so
/// `port: ${PORT:-8080}` decodes as an `Int`. Mapping keys and include paths are not
/// interpolated.
///
/// ## Includes
///
/// A scalar tagged `!include` is replaced by the root node of the file it names, resolved
/// relative to the directory of the file containing the tag (or absolute):
///
/// ```yaml
/// routes: !include shop/routes.yaml
/// ```
///
/// Marks inside point into the included file. An include cycle is an error listing the chain;
/// a missing file is an error at the tag. See ``YAMLLimits`` for the bounds on input.
public struct YAMLDecoder: Sendable {
    /// What the decoder tolerates.
    public struct Options: Hashable, Sendable {
        /// Whether keys no property asked for are ignored instead of reported.
        public var allowsUnknownKeys: Bool
        /// Whether a repeated key is accepted instead of reported; the first occurrence is used.
        public var allowsDuplicateKeys: Bool

        /// Creates options; both default to strict.
        ///
        /// - Parameters:
        ///   - allowsUnknownKeys: Whether unknown keys are ignored.
        ///   - allowsDuplicateKeys: Whether duplicate keys are accepted (the first wins).
        public init(allowsUnknownKeys: Bool = false, allowsDuplicateKeys: Bool = false) {
            self.allowsUnknownKeys = allowsUnknownKeys
            self.allowsDuplicateKeys = allowsDuplicateKeys
        }

        /// Unknown and duplicate keys are errors (the default).
        public static let strict = Options()
        /// Unknown keys are ignored and duplicate keys accepted.
        public static let lenient = Options(allowsUnknownKeys: true, allowsDuplicateKeys: true)
    }

    /// What the decoder tolerates; strict by default.
    public var options: Options
    /// Bounds against hostile input, applied when parsing text or files.
    public var limits: YAMLLimits
    /// The variables `${NAME}` reads.
    public var environment: [String: String]
    /// Values handed to `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// The most errors one decode reports; the rest are counted and a note says how many.
    static let maxReportedErrors = 50
    /// How many nodes the re-decodes that count errors past ``maxReportedErrors`` may visit in
    /// all before counting stops ("at least N more"): a few thousand re-decodes of a manifest,
    /// a handful of a huge document.
    static let countingBudget = 2_000_000

    /// Creates a decoder.
    ///
    /// - Parameters:
    ///   - environment: The variables for interpolation; the process environment by default.
    ///     Pass a dictionary to make decoding deterministic.
    ///   - options: What to tolerate; strict by default.
    ///   - limits: Bounds against hostile input.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        options: Options = .strict,
        limits: YAMLLimits = YAMLLimits()
    ) {
        self.environment = environment
        self.options = options
        self.limits = limits
        self.userInfo = [:]
    }

    // MARK: - Decoding

    /// Decodes a value from YAML text.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - text: The YAML source.
    ///   - sourceName: The name diagnostics show, normally the file's path; relative includes
    ///     resolve against its directory.
    /// - Returns: The decoded value.
    /// - Throws: ``ConfigError`` with every syntax, limit, include or decoding error found.
    public func decode<T: Decodable>(_ type: T.Type, from text: String, sourceName: String) throws(ConfigError) -> T {
        try decode(type, from: YAMLParser.parse(text, sourceName: sourceName, limits: limits))
    }

    /// Decodes a value from a YAML file.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - path: The file's path, which diagnostics show as the source.
    /// - Returns: The decoded value.
    /// - Throws: ``ConfigError`` when the file cannot be read, and for every error
    ///   ``decode(_:from:sourceName:)`` reports.
    public func decode<T: Decodable>(_ type: T.Type, fromFile path: String) throws(ConfigError) -> T {
        try decode(type, from: YAMLParser.parse(fileAtPath: path, limits: limits))
    }

    /// Decodes a value from a parsed node — a whole document or a subtree kept as ``YAMLNode``
    /// (a plugin's options), with the same marks, strictness and errors.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - node: The node to decode.
    ///   - keyPath: Where the node sits in its document, prefixed to every key path reported
    ///     (the ``Marked/keyPath`` of a captured `Marked<YAMLNode>`).
    /// - Returns: The decoded value.
    /// - Throws: ``ConfigError`` with every decoding error found.
    public func decode<T: Decodable>(
        _ type: T.Type, from node: YAMLNode, keyPath: ConfigKeyPath = .root
    ) throws(ConfigError) -> T {
        var tree = node.tree
        var findings: [Finding] = []
        var seen = Set<Finding>()
        var applied = Set<Recovery>()
        // Past the cap, findings are only counted, while the re-decodes stay within a budget.
        var hidden = 0
        var work = 0
        var countingStopped = false
        func collect(_ finding: Finding) {
            guard seen.insert(finding).inserted else { return }
            if findings.count < Self.maxReportedErrors { findings.append(finding) } else { hidden += 1 }
        }
        while true {
            let session = DecodingSession(tree: tree, decoder: self)
            let decoder = NodeDecoder(session: session, node: node.index, path: PathNode.prefix(keyPath))
            do {
                let value = try decoder.decodeValue(type, node: node.index, at: Location(decoder.path))
                session.findings.forEach(collect)
                if findings.isEmpty { return value }
                break
            } catch {
                session.findings.forEach(collect)
                guard let failure = session.pending else {
                    collect(Finding(diagnostic: ConfigDiagnostic(at: node.mark, keyPath: keyPath, message: "\(error)")))
                    break
                }
                collect(failure.finding(by: decoder))
                guard let recovery = failure.recovery ?? Self.fallbackRecovery(failure.path, session: session),
                    applied.insert(recovery).inserted
                else { break }
                if findings.count >= Self.maxReportedErrors {
                    work += tree.records.count
                    if work > Self.countingBudget {
                        countingStopped = true
                        break
                    }
                }
                tree = tree.applying(recovery)
            }
        }
        var diagnostics = Self.merged(findings)
        if hidden > 0 || countingStopped {
            let count = countingStopped ? "at least \(hidden)" : "\(hidden)"
            diagnostics.append(
                ConfigDiagnostic(
                    .note, at: nil,
                    message: "\(count) more error\(hidden == 1 && !countingStopped ? "" : "s") not shown (the first "
                        + "\(Self.maxReportedErrors) are); fix these and run again"))
        }
        throw ConfigError(diagnostics)
    }

    /// Drops the innermost sequence item, dictionary entry or optional value around a failure
    /// that has no local fix.
    private static func fallbackRecovery(_ path: PathNode?, session: DecodingSession) -> Recovery? {
        var node = path
        while let current = node {
            switch current.step {
            case .index(_, let slot) where slot >= 0:
                return .skip(slot: slot)
            case .key(_, let mapping, let slot, let isOptional)
            where slot >= 0 && (isOptional || session.flags[Int(mapping)].contains(.enumerated)):
                return .skip(slot: slot)
            default:
                node = current.parent
            }
        }
        return nil
    }

    /// The diagnostics of the findings, without a missing-key error when an unknown key of the
    /// same mapping already suggests that key.
    private static func merged(_ findings: [Finding]) -> [ConfigDiagnostic] {
        var suggested = Set<String>()
        for finding in findings {
            if case .unknownKey(let suggestion, let mapping) = finding.role {
                suggested.insert("\(mapping) \(suggestion)")
            }
        }
        return findings.compactMap { finding in
            if case .missingKey(let key, let mapping) = finding.role, suggested.contains("\(mapping) \(key)") {
                return nil
            }
            return finding.diagnostic
        }
    }
}
