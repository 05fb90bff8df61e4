import Foundation

/// The `Decoder` handed to `init(from:)`. One instance serves a whole run: decoding a nested
/// value points it at the child node and path and restores them afterwards, so only nested
/// values that ask for a path allocate one. Its position opts out of dynamic exclusivity checks
/// for the same reason as ``DecodingSession``'s state.
final class NodeDecoder: Decoder {
    let session: DecodingSession
    // See DecodingSession for the benchmark figure behind these two attributes.
    /// The node the next container is made for.
    // Unchecked exclusivity: as DecodingSession's state, one decode on one thread; part of its 6.8% saving.
    @exclusivity(unchecked) var node: Int32
    /// Its key path.
    // Unchecked exclusivity: as DecodingSession's state, one decode on one thread; part of its 6.8% saving.
    @exclusivity(unchecked) var path: PathNode?

    init(session: DecodingSession, node: Int32, path: PathNode?) {
        self.session = session
        self.node = node
        self.path = path
    }

    // MARK: - Decoder

    var codingPath: [any CodingKey] { path.codingPath }

    var userInfo: [CodingUserInfoKey: Any] { session.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(keyedContainer(keyedBy: type))
    }

    /// The keyed container itself, for callers in this module that skip the type-erasing box.
    func keyedContainer<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedContainer<Key> {
        session.clearPending()
        return KeyedContainer<Key>(decoder: self, node: node, path: path)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        session.clearPending()
        return try UnkeyedContainer(decoder: self, node: node, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        session.clearPending()
        return SingleValueContainer(decoder: self, node: node, path: path)
    }

    // MARK: - Values

    /// Decodes a value of any type from a node: scalars directly, everything else through its
    /// `init(from:)`, followed by the unknown-key check of the mappings it opened.
    func decodeValue<T: Decodable>(_ type: T.Type, node: Int32, at location: Location) throws -> T {
        session.clearPending()
        // Exact metatype checks: much cheaper than a conformance lookup for every nested value.
        if T.self == String.self { return try scalar(String.self, as: T.self, node, location) }
        if T.self == Int.self { return try scalar(Int.self, as: T.self, node, location) }
        if T.self == Bool.self { return try scalar(Bool.self, as: T.self, node, location) }
        if T.self == Double.self { return try scalar(Double.self, as: T.self, node, location) }
        if T.self == URL.self { return try scalar(URL.self, as: T.self, node, location) }
        if T.self == Float.self { return try scalar(Float.self, as: T.self, node, location) }
        if T.self == Decimal.self { return try scalar(Decimal.self, as: T.self, node, location) }
        if T.self == Int8.self { return try scalar(Int8.self, as: T.self, node, location) }
        if T.self == Int16.self { return try scalar(Int16.self, as: T.self, node, location) }
        if T.self == Int32.self { return try scalar(Int32.self, as: T.self, node, location) }
        if T.self == Int64.self { return try scalar(Int64.self, as: T.self, node, location) }
        if T.self == UInt.self { return try scalar(UInt.self, as: T.self, node, location) }
        if T.self == UInt8.self { return try scalar(UInt8.self, as: T.self, node, location) }
        if T.self == UInt16.self { return try scalar(UInt16.self, as: T.self, node, location) }
        if T.self == UInt32.self { return try scalar(UInt32.self, as: T.self, node, location) }
        if T.self == UInt64.self { return try scalar(UInt64.self, as: T.self, node, location) }
        return try decodeComposite(type, node: node, path: location.path)
    }

    /// Decodes a scalar type `S` that the caller checked is `T`.
    @inline(__always)
    private func scalar<S: ScalarDecodable, T>(
        _ scalarType: S.Type, as type: T.Type, _ node: Int32, _ location: Location
    ) throws -> T {
        unsafeBitCast(try S.decodeScalar(from: self, node: node, at: location), to: T.self)
    }

    private func decodeComposite<T: Decodable>(_ type: T.Type, node: Int32, path: PathNode?) throws -> T {
        let openedStart = session.openedMappings.count
        let missingStart = session.missingAsks.count
        let saved = (node: self.node, path: self.path)
        self.node = node
        self.path = path
        defer { (self.node, self.path) = saved }
        do {
            let value = try T(from: self)
            session.clearPending()
            session.finishMappings(openedStart: openedStart, missingStart: missingStart)
            return value
        } catch {
            session.abandonMappings(openedStart: openedStart, missingStart: missingStart)
            if let failure = failure(for: error, decoding: T.self, node: node, path: path) {
                session.pending = failure
            }
            throw error
        }
    }

    /// A decoder for a child node, for `superDecoder` calls.
    func child(node: Int32, path: PathNode?) -> NodeDecoder {
        NodeDecoder(session: session, node: node, path: path)
    }

    // MARK: - Nulls

    /// Whether a node reads as null, after interpolation.
    func isNull(_ node: Int32) -> Bool {
        let record = session.tree.records[Int(node)]
        guard record.kind == .scalar else { return false }
        if record.tag >= 0 { return session.tree.tags[Int(record.tag)] == YAMLTag.null }
        guard record.isPlain else { return false }
        let text = session.tree.scalars[Int(record.payload)]
        guard record.mayInterpolate else { return CoreSchema.isNull(text) }
        guard let expanded = try? Interpolation.expand(text, environment: session.environment) else { return false }
        return CoreSchema.isNull(expanded)
    }
}
