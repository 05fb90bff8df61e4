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

/// The error decoding stopped at, and how to get past it.
///
/// Holds only cheap facts — the message, the node and where it is — because most failures are
/// caught by a `Decodable` type probing for a shape (`try? container.decode(Bool.self)`) and
/// dropped; the diagnostic, with its mark and key path, is made only for a failure that is
/// reported (see ``finding(in:)``).
struct Failure {
    /// What is wrong, as one line.
    var message: String
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

    /// The finding to report: the message at the node's mark and key path.
    func finding(in tree: YAMLTree) -> Finding {
        Finding(
            diagnostic: ConfigDiagnostic(at: tree.mark(node), keyPath: location.keyPath, message: message), role: role)
    }
}
