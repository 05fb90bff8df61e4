import WayfinderRouting

/// The single-value container: the node itself. It answers the scalar-kind query, so types
/// that accept several kinds (`ParameterValue`) decode without trial decodes.
struct SingleValueContainer: SingleValueDecodingContainer, ScalarKindProviding {
    let decoder: NodeDecoder
    let node: Int32
    let path: PathNode?

    var codingPath: [any CodingKey] { path.codingPath }

    var scalarKind: ScalarKind? {
        decoder.scalarKind(of: node)
    }

    func decodeNil() -> Bool {
        decoder.session.clearPending()
        return decoder.isNull(node)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(type, node: node, at: Location(path))
    }

    private func decodeScalar<T: ScalarDecodable>(_ type: T.Type) throws -> T {
        decoder.session.clearPending()
        return try T.decodeScalar(from: decoder, node: node, at: Location(path))
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decodeScalar(type) }
    func decode(_ type: String.Type) throws -> String { try decodeScalar(type) }
    func decode(_ type: Double.Type) throws -> Double { try decodeScalar(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeScalar(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodeScalar(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeScalar(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeScalar(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeScalar(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeScalar(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeScalar(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeScalar(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeScalar(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeScalar(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeScalar(type) }
}
