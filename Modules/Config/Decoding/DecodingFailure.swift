/// A diagnostic found while decoding, with what the final report needs to merge related ones.
struct Finding: Hashable {
    /// How a finding relates to others in the same mapping.
    enum Role: Hashable {
        case plain
        /// A required key was missing from `mapping`.
        case missingKey(String, mapping: Int32)
        /// An unknown key of `mapping` looked like the known key `suggestion`.
        case unknownKey(suggestion: String, mapping: Int32)
    }

    let diagnostic: ConfigDiagnostic
    var role: Role = .plain
}

/// A change to the tree that lets decoding run again past an error, to find the next one.
enum Recovery: Hashable {
    /// Replace a scalar or collection with a scalar of the expected type.
    case replace(node: Int32, text: String, style: YAMLNode.ScalarStyle)
    /// Add a missing key with a value of the expected type.
    case insert(mapping: Int32, key: String, text: String, style: YAMLNode.ScalarStyle)
    /// Drop the sequence item or dictionary value in this children slot.
    case skip(slot: Int32)
    /// Read a misspelled key as the key it was meant to be.
    case rename(key: Int32, to: String)
}

/// What a failure says. The part naming what was found (`the string "abc"`, `a mapping`) is
/// worded only when the failure is reported: most failures are caught by a `Decodable` type
/// probing for a shape and dropped unread.
enum FailureMessage: Hashable, Sendable {
    /// A finished text.
    case text(String)
    /// `"\(expected), found \(what the node is)\(hint)"`, e.g. `expected an integer, found the
    /// string "abc"`.
    case found(expected: String, hint: String)
    /// `"expected one of a, b, found \(what the node is)"` with a "did you mean" among the names.
    case oneOf([String])

    /// What the message says without looking at the node: the text, or what was expected. The
    /// `DecodingError` handed to `Decodable` code carries this as its `debugDescription`.
    var summary: String {
        switch self {
        case .text(let text): text
        case .found(let expected, _): expected
        case .oneOf(let names): "expected one of \(names.joined(separator: ", "))"
        }
    }
}

/// The full message of a failure, carried as the `underlyingError` of the `DecodingError` thrown
/// to `Decodable` code, so that a failure rethrown after the decoder moved on is still reported
/// in full (``NodeDecoder/failure(for:decoding:node:path:)``).
struct DeferredMessage: Error, CustomStringConvertible {
    let message: FailureMessage
    let node: Int32

    var description: String { message.summary }
}

/// The error decoding stopped at, and how to get past it.
///
/// Holds only cheap facts — the message's parts, the node and where it is — because most
/// failures are caught by a `Decodable` type probing for a shape (`try? container.decode(Bool.self)`)
/// and dropped; the message text and the diagnostic, with its mark and key path, are made only
/// for a failure that is reported (see ``finding(by:)``).
struct Failure {
    /// What is wrong, worded when reported.
    var message: FailureMessage
    /// How the finding relates to others in the same mapping.
    var role: Finding.Role = .plain
    /// A local fix; when `nil`, the innermost item or dictionary entry of ``path`` is dropped.
    var recovery: Recovery?
    /// The node the error is about.
    var node: Int32
    /// Where the node is.
    var location: Location

    /// The node's path.
    var path: PathNode? { location.path }

    /// The finding to report: the message, worded by the decoder that failed, at the node's
    /// mark and key path.
    func finding(by decoder: NodeDecoder) -> Finding {
        Finding(
            diagnostic: ConfigDiagnostic(
                at: decoder.session.tree.mark(node), keyPath: location.keyPath,
                message: decoder.text(of: message, at: node)),
            role: role)
    }
}
