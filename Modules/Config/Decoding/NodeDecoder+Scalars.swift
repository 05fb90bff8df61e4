import WayfinderRouting

extension NodeDecoder {
    /// A scalar's text after interpolation and what the core schema (or its tag) reads it as.
    struct ScalarValue {
        let text: String
        let resolved: CoreSchema.Resolved
    }

    // MARK: - Reading scalars

    /// What reading a node as a scalar gave: its value, or why there is none.
    enum ScalarReading {
        case value(ScalarValue)
        /// A mapping or a sequence.
        case notScalar
        /// `${...}` could not be expanded; the message says why.
        case interpolationFailed(String)
        /// A tag that is not a core scalar tag.
        case unsupportedTag(String)
        /// A core tag the (interpolated) text does not fit.
        case invalid(tag: String, text: String)
    }

    /// Reads a node as a scalar without recording anything: the one place that applies
    /// interpolation, the core schema and tags, for decoding and for ``scalarKind(of:)`` alike.
    func readScalar(_ node: Int32) -> ScalarReading {
        let tree = session.tree
        let record = tree.records[Int(node)]
        guard record.kind == .scalar else { return .notScalar }
        var text = tree.scalars[Int(record.payload)]
        if record.mayInterpolate {
            do {
                text = try Interpolation.expand(text, environment: session.environment)
            } catch {
                return .interpolationFailed(error.message)
            }
        }
        guard record.tag >= 0 else {
            return .value(ScalarValue(text: text, resolved: record.isPlain ? CoreSchema.resolve(text) : .string))
        }
        let tag = tree.tags[Int(record.tag)]
        let resolved: CoreSchema.Resolved?
        switch tag {
        case YAMLTag.string, "!": resolved = .string
        case YAMLTag.null: resolved = CoreSchema.isNull(text) ? .null : nil
        case YAMLTag.bool: resolved = CoreSchema.bool(text).map { .bool($0) }
        case YAMLTag.integer: resolved = CoreSchema.isInteger(text) ? .integer : nil
        case YAMLTag.float:
            resolved = CoreSchema.isFloat(text) ? .float : (CoreSchema.isInteger(text) ? .integer : nil)
        default: return .unsupportedTag(tag)
        }
        guard let resolved else { return .invalid(tag: tag, text: text) }
        return .value(ScalarValue(text: text, resolved: resolved))
    }

    /// Reads a scalar for a value of type `T`, or throws a mismatch for a collection, a failed
    /// interpolation or a tag the text does not fit.
    func scalar<T: ScalarDecodable>(_ node: Int32, at location: Location, for type: T.Type) throws -> ScalarValue {
        switch readScalar(node) {
        case .value(let value):
            return value
        case .notScalar:
            throw mismatch(node, at: location, for: T.self)
        case .interpolationFailed(let message):
            throw session.fail(
                message, at: node, location, expected: T.self, recovery: replacement(node, T.self),
                kind: .dataCorrupted)
        case .unsupportedTag(let tag):
            throw session.fail(
                "unsupported tag '\(YAMLTag.short(tag))'", at: node, location, expected: T.self,
                recovery: replacement(node, T.self), kind: .dataCorrupted)
        case .invalid(let tag, let text):
            throw session.fail(
                "\(Self.quoted(text)) is not a valid \(YAMLTag.short(tag))", at: node, location, expected: T.self,
                recovery: replacement(node, T.self), kind: .dataCorrupted)
        }
    }

    /// What kind of scalar a node reads as (``ScalarKindProviding``), or `nil` when reading it
    /// as a scalar fails: decoding it then throws the error to report.
    func scalarKind(of node: Int32) -> ScalarKind? {
        guard case .value(let value) = readScalar(node) else { return nil }
        switch value.resolved {
        case .null: return .null
        case .bool: return .bool
        case .integer: return .integer
        case .float: return .float
        case .string: return .string
        }
    }

    /// A float scalar's value (integers included).
    func number(_ text: String) -> Double? {
        CoreSchema.float(text) ?? Double(text)
    }

    // MARK: - Mismatches

    /// Records "expected X, found Y" for a node and returns the error to throw; decoding can go
    /// on with a placeholder of the expected type in place of the node.
    func mismatch<T: ScalarDecodable>(
        _ node: Int32, at location: Location, for type: T.Type, expectation: String? = nil, hint: String = ""
    ) -> DecodingError {
        session.fail(
            message: .found(expected: "expected " + (expectation ?? T.expectation), hint: hint), at: node, location,
            expected: T.self, recovery: replacement(node, T.self),
            kind: foundIsNull(node) ? .valueNotFound : .typeMismatch)
    }

    /// A failure's message in words, for the node it is about.
    func text(of message: FailureMessage, at node: Int32) -> String {
        switch message {
        case .text(let text):
            return text
        case .found(let expected, let hint):
            return "\(expected), found \(foundPhrase(node))\(hint)"
        case .oneOf(let names):
            var text = "expected one of \(names.joined(separator: ", ")), found \(foundPhrase(node))"
            if session.tree.records[Int(node)].kind == .scalar,
                let suggestion = NameSuggestion.closest(to: session.tree.text(node), among: names)
            {
                text += "; did you mean '\(suggestion)'?"
            }
            return text
        }
    }

    /// Replacing a node with a placeholder of `T`.
    func replacement<T: ScalarDecodable>(_ node: Int32, _ type: T.Type) -> Recovery {
        .replace(node: node, text: T.placeholder.text, style: T.placeholder.style)
    }

    /// What a node is, for "found ...": `null`, `the boolean true`, `the integer 12`, `the float
    /// 1.5`, `the string "abc"`, `a mapping`, `a sequence`.
    func foundPhrase(_ node: Int32) -> String {
        let tree = session.tree
        let record = tree.records[Int(node)]
        switch record.kind {
        case .mapping: return record.count == 0 ? "an empty mapping" : "a mapping"
        case .sequence: return record.count == 0 ? "an empty sequence" : "a sequence"
        case .scalar, .skipped: break
        }
        let text = foundText(node)
        if let tag = tree.tag(node), tag != YAMLTag.string, tag != "!" {
            return "\(YAMLTag.short(tag)) \(Self.quoted(text))"
        }
        guard record.isPlain, tree.tag(node) == nil else {
            return "the string \(Self.quoted(text))"
        }
        switch CoreSchema.resolve(text) {
        case .null: return "null"
        case .bool: return "the boolean \(text)"
        case .integer: return "the integer \(text)"
        case .float: return "the float \(text)"
        case .string: return "the string \(Self.quoted(text))"
        }
    }

    /// Whether ``foundPhrase(_:)`` says `null`: an untagged plain scalar that resolves to null
    /// (a mismatch there is a missing value rather than a wrong type).
    func foundIsNull(_ node: Int32) -> Bool {
        let record = session.tree.records[Int(node)]
        guard record.kind == .scalar || record.kind == .skipped, record.tag < 0, record.isPlain else { return false }
        return CoreSchema.resolve(foundText(node)) == .null
    }

    /// A scalar's text as ``foundPhrase(_:)`` shows it: interpolated when that succeeds.
    private func foundText(_ node: Int32) -> String {
        let record = session.tree.records[Int(node)]
        let text = session.tree.scalars[Int(record.payload)]
        guard record.mayInterpolate, let expanded = try? Interpolation.expand(text, environment: session.environment)
        else { return text }
        return expanded
    }

    /// Text in double quotes with Swift escapes, cut to 40 characters.
    static func quoted(_ text: String) -> String {
        let utf8 = text.utf8
        // Short printable ASCII without quotes or backslashes needs neither cutting nor escapes.
        if utf8.count <= 40, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }) {
            return "\"" + text + "\""
        }
        let shown = text.count > 40 ? String(text.prefix(37)) + "..." : text
        return shown.debugDescription
    }
}
