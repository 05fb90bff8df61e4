/// The `Decoder` handed to `init(from:)`. One instance serves a whole run: decoding a nested
/// value points it at the child node and path and restores them afterwards, so only nested
/// values that ask for a path allocate one.
final class NodeDecoder: Decoder {
    let session: DecodingSession
    /// The node the next container is made for.
    var node: Int32
    /// Its key path.
    var path: PathNode?

    init(session: DecodingSession, node: Int32, path: PathNode?) {
        self.session = session
        self.node = node
        self.path = path
    }

    // MARK: - Decoder

    var codingPath: [any CodingKey] { path.codingPath }

    var userInfo: [CodingUserInfoKey: Any] { session.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        session.clearPending()
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, node: node, path: path))
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
        if let scalarType = T.self as? any ScalarDecodable.Type,
            let value = try scalarType.decodeScalar(from: self, node: node, at: location) as? T
        {
            return value
        }
        return try decodeComposite(type, node: node, path: location.path)
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
            session.pending = nil
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
        guard record.style == YAMLNode.ScalarStyle.plain.rawValue else { return false }
        let text = session.tree.scalars[Int(record.payload)]
        guard Interpolation.isNeeded(text) else { return CoreSchema.isNull(text) }
        guard let expanded = try? Interpolation.expand(text, environment: session.environment) else { return false }
        return CoreSchema.isNull(expanded)
    }
}
