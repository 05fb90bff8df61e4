/// The unkeyed container over a sequence. Items dropped by error recovery are stepped over;
/// key paths keep each item's index in the source.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let node: Int32
    let path: PathNode?
    private let firstSlot: Int
    private let itemCount: Int
    /// The index in the source of the next item.
    private var position = 0

    let count: Int?
    private(set) var currentIndex = 0

    init(decoder: NodeDecoder, node: Int32, path: PathNode?) throws {
        let session = decoder.session
        let record = session.tree.records[Int(node)]
        guard record.kind == .sequence else {
            throw session.fail(
                message: .found(expected: "expected a sequence", hint: ""), at: node, Location(path),
                expected: [Any].self)
        }
        self.decoder = decoder
        self.node = node
        self.path = path
        firstSlot = Int(record.payload)
        itemCount = Int(record.count)
        if session.hasSkips {
            count = (0..<itemCount).count { !session.isSkipped(session.tree.children[Int(record.payload) + $0]) }
        } else {
            count = itemCount
        }
        skipDropped()
    }

    var codingPath: [any CodingKey] { path.codingPath }

    var isAtEnd: Bool { position >= itemCount }

    // MARK: - Position

    private var current: Int32 { decoder.session.tree.children[firstSlot + position] }

    private var location: Location {
        Location(path, .index(position, slot: Int32(truncatingIfNeeded: firstSlot + position)))
    }

    private mutating func advance() {
        position += 1
        currentIndex += 1
        skipDropped()
    }

    private mutating func skipDropped() {
        guard decoder.session.hasSkips else { return }
        while position < itemCount, decoder.session.isSkipped(current) { position += 1 }
    }

    private func checkNotAtEnd(_ type: Any.Type) throws {
        decoder.session.clearPending()
        guard isAtEnd else { return }
        let items = count ?? itemCount
        throw decoder.session.fail(
            "expected another item, found the end of the sequence after \(items) item\(items == 1 ? "" : "s")",
            at: node, Location(path), expected: type, kind: .valueNotFound)
    }

    // MARK: - Decoding

    mutating func decodeNil() throws -> Bool {
        try checkNotAtEnd(Never.self)
        guard decoder.isNull(current) else { return false }
        advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try checkNotAtEnd(type)
        let value = try decoder.decodeValue(type, node: current, at: location)
        advance()
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeScalar(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeScalar(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeScalar(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeScalar(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeScalar(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeScalar(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeScalar(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeScalar(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeScalar(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeScalar(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeScalar(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeScalar(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeScalar(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeScalar(type) }

    private mutating func decodeScalar<T: ScalarDecodable>(_ type: T.Type) throws -> T {
        try checkNotAtEnd(type)
        let value = try T.decodeScalar(from: decoder, node: current, at: location)
        advance()
        return value
    }

    // MARK: - Nested containers

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try checkNotAtEnd([String: Any].self)
        let container = KeyedContainer<NestedKey>(decoder: decoder, node: current, path: location.path)
        advance()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try checkNotAtEnd([Any].self)
        let container = try UnkeyedContainer(decoder: decoder, node: current, path: location.path)
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        try checkNotAtEnd(Any.self)
        let child = decoder.child(node: current, path: location.path)
        advance()
        return child
    }
}
