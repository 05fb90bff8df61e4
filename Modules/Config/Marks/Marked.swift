/// A decoded value together with where it was written: its ``SourceMark`` and ``ConfigKeyPath``.
///
/// Use it for values a later check must point at, such as route names and references between
/// them:
///
/// ```swift
/// struct Tab: Decodable {
///     var route: Marked<String>
/// }
/// // later: ConfigDiagnostic(at: tab.route.mark, keyPath: tab.route.keyPath, message: "undefined route '\(tab.route.value)'")
/// ```
///
/// Decoded by ``YAMLDecoder``, the mark is the value node's and the key path is the full path
/// from the document's root. Any other decoder gives no mark and the decoder's `codingPath`.
/// Equality, hashing and encoding use the value only, so a `Marked` field compares like the
/// value it wraps. Properties of the value read through: `tab.route.count`.
@dynamicMemberLookup
public struct Marked<Value: Decodable>: Decodable {
    /// The decoded value.
    public var value: Value
    /// Where the value was written; `nil` when decoded by another decoder or made in code.
    public var mark: SourceMark?
    /// Where the value sits in its document.
    public var keyPath: ConfigKeyPath {
        get {
            switch place {
            case .keyPath(let keyPath): keyPath
            case .decoded(let path): path.keyPath
            }
        }
        set { place = .keyPath(newValue) }
    }

    /// Where the value sits: a key path, or the decoder's path to it, rendered only when asked
    /// for — most marked values are never reported.
    @usableFromInline enum Place: Sendable {
        case keyPath(ConfigKeyPath)
        case decoded(PathNode?)
    }

    @usableFromInline var place: Place

    /// Wraps a value made in code.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - mark: Where it was written, if anywhere.
    ///   - keyPath: Where it sits in its document.
    public init(_ value: Value, mark: SourceMark? = nil, keyPath: ConfigKeyPath = .root) {
        self.value = value
        self.mark = mark
        self.place = .keyPath(keyPath)
    }

    /// Decodes the value and, from ``YAMLDecoder``, its mark and key path.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What decoding the value throws.
    public init(from decoder: any Decoder) throws {
        guard let nodeDecoder = decoder as? NodeDecoder else {
            self.init(
                try Value(from: decoder), mark: nil,
                keyPath: ConfigKeyPath(
                    decoder.codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }))
            return
        }
        let node = nodeDecoder.node
        let path = nodeDecoder.path
        self.init(
            value: try nodeDecoder.decodeValue(Value.self, node: node, at: Location(path)),
            mark: nodeDecoder.session.tree.mark(node), place: .decoded(path))
    }

    /// A value read at a node (``NodeReader``), with the node's mark and path, as
    /// ``init(from:)`` marks it. Inlinable so callers make their `Marked` without generic
    /// dispatch (a generic member of a package type is not specialized across modules; one of
    /// this public type is).
    @inlinable package init(_ value: Value, at node: NodeReader) {
        self.value = value
        self.mark = node.mark
        self.place = .decoded(node.path)
    }

    private init(value: Value, mark: SourceMark?, place: Place) {
        self.value = value
        self.mark = mark
        self.place = place
    }

    /// A property of the value.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
        value[keyPath: keyPath]
    }
}

extension Marked: Equatable where Value: Equatable {
    /// Compares the values; marks and key paths are ignored.
    public static func == (lhs: Marked, rhs: Marked) -> Bool { lhs.value == rhs.value }
}

extension Marked: Hashable where Value: Hashable {
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Marked: Sendable where Value: Sendable {}

extension Marked: Encodable where Value: Encodable {
    /// Encodes the value alone.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
