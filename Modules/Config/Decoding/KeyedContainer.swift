/// What a keyed container reads. (Declared outside the generic container: a type nested in a
/// generic one costs a metadata lookup at every use.)
enum KeyedShape {
    case mapping
    /// A non-mapping node; a non-null scalar's text names an enum case.
    case other
    /// The empty payload of a case written bare.
    case emptyCase
}

/// Where a key led.
enum KeyLookup {
    case found(Int32, Location)
    case missing
    /// The bare case's own name: its (empty) payload.
    case emptyCase
}

/// The keyed container over a mapping — or over a scalar, which reads as a one-key mapping so an
/// enum case can be written bare (`style: push` for `case push`) and a single unlabeled payload
/// without its `_0` key (`transition: {custom: fade}` for `case custom(String)`).
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let node: Int32
    let path: PathNode?
    let shape: KeyedShape

    init(decoder: NodeDecoder, node: Int32, path: PathNode?, isEmptyCase: Bool = false) {
        self.decoder = decoder
        self.node = node
        self.path = path
        if isEmptyCase {
            shape = .emptyCase
        } else if decoder.session.tree.records[Int(node)].kind == .mapping {
            shape = .mapping
            decoder.session.open(node, path: path)
        } else {
            shape = .other
        }
    }

    /// For a non-mapping: the scalar's text, naming an enum case.
    private var caseName: String? {
        decoder.session.tree.records[Int(node)].kind == .scalar && !decoder.isNull(node)
            ? decoder.session.tree.text(node) : nil
    }

    var codingPath: [any CodingKey] { path.codingPath }

    // MARK: - Keys

    var allKeys: [Key] {
        listKeys(withNodes: false).keys
    }

    /// ``allKeys`` and, when asked, at the same positions the node of each key (the first of
    /// duplicates; for a bare case name, the scalar itself). Two arrays rather than one of
    /// tuples, whose generic metadata would be looked up on every call.
    func listKeys(withNodes: Bool) -> (keys: [Key], nodes: [Int32]) {
        let session = decoder.session
        var keys: [Key] = []
        var nodes: [Int32] = []
        var rejected: [String] = []
        switch shape {
        case .mapping:
            session.flags[Int(node)].insert(.enumerated)
            let tree = session.tree
            let hasDuplicates = tree.records[Int(node)].hasDuplicateKeys
            var seen = Set<String>()
            for entry in tree.entries(of: node) where tree.records[Int(entry.key)].kind == .scalar {
                guard !session.isSkipped(entry.value) else { continue }
                let text = tree.text(entry.key)
                if hasDuplicates, !seen.insert(text).inserted { continue }
                if let key = Key(stringValue: text) {
                    keys.append(key)
                    if withNodes { nodes.append(entry.key) }
                } else {
                    rejected.append(text)
                }
            }
        case .other:
            if let caseName {
                if let key = Key(stringValue: caseName) {
                    keys.append(key)
                    if withNodes { nodes.append(node) }
                } else {
                    rejected.append(caseName)
                }
            }
        case .emptyCase:
            break
        }
        session.rejectedKeys = (node, rejected)
        return (keys, nodes)
    }

    func contains(_ key: Key) -> Bool {
        decoder.session.clearPending()
        switch shape {
        case .mapping: return decoder.session.find(key.stringValue, in: node) != nil
        case .other: return key.stringValue == caseName || key.stringValue == "_0"
        case .emptyCase: return false
        }
    }

    /// Finds a key's value; asking a non-mapping for any key but its case name or `_0` is a
    /// mismatch.
    func lookup(_ key: String, isOptional: Bool = false) throws -> KeyLookup {
        decoder.session.clearPending()
        switch shape {
        case .mapping:
            guard let entry = decoder.session.find(key, in: node) else { return .missing }
            let slot = Int(decoder.session.tree.records[Int(node)].payload) + 2 * entry + 1
            let value = decoder.session.tree.children[slot]
            let step = PathNode.Step.key(
                key, mapping: node, slot: Int32(truncatingIfNeeded: slot), isOptional: isOptional)
            return .found(value, Location(path, step))
        case .other:
            if key == caseName { return .emptyCase }
            if key == "_0" { return .found(node, Location(path)) }
            throw decoder.session.fail(
                message: .found(expected: "expected a mapping", hint: ""), at: node, Location(path),
                expected: [String: Any].self)
        case .emptyCase:
            return .missing
        }
    }

    private func missingKey(_ key: String, _ type: Any.Type) -> DecodingError {
        missingKey(key, type, isKnown: { Key(stringValue: $0) != nil })
    }

    /// The error for a required key that is absent: at an unasked key that looks like its
    /// misspelling (one `isKnown` does not know), or else at the mapping.
    func missingKey(_ key: String, _ type: Any.Type, isKnown: (String) -> Bool) -> DecodingError {
        if case .mapping = shape,
            let misspelled = decoder.session.misspelling(of: key, in: node, isKnown: isKnown)
        {
            let text = decoder.session.tree.text(misspelled)
            return decoder.session.fail(
                "unknown key '\(text)'; did you mean '\(key)'?", at: misspelled,
                Location(path, .key(text, mapping: node, slot: -1)), expected: type,
                recovery: .rename(key: misspelled, to: key), kind: .keyNotFound(key))
        }
        let placeholder = Placeholders.scalar(for: type)
        return decoder.session.fail(
            "missing required key '\(key)'", at: node, Location(path), expected: type,
            recovery: placeholder.map { .insert(mapping: node, key: key, text: $0.text, style: $0.style) },
            role: .missingKey(key, mapping: node), kind: .keyNotFound(key))
    }

    func emptyCaseMismatch(_ key: String, _ type: Any.Type) -> DecodingError {
        decoder.session.fail(
            message: .found(expected: "expected a mapping with the key '\(key)'", hint: ""), at: node, Location(path),
            expected: type)
    }

    // MARK: - Decoding

    func decodeNil(forKey key: Key) throws -> Bool {
        switch try lookup(key.stringValue) {
        case .found(let value, _): return decoder.isNull(value)
        case .missing: throw missingKey(key.stringValue, Never.self)
        case .emptyCase: return false
        }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        switch try lookup(key.stringValue) {
        case .found(let value, let location): return try decoder.decodeValue(type, node: value, at: location)
        case .missing: throw missingKey(key.stringValue, type)
        case .emptyCase: throw emptyCaseMismatch(key.stringValue, type)
        }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        switch try lookup(key.stringValue, isOptional: true) {
        case .found(let value, let location):
            return decoder.isNull(value) ? nil : try decoder.decodeValue(type, node: value, at: location)
        case .missing, .emptyCase: return nil
        }
    }

    private func decodeScalar<T: ScalarDecodable>(_ type: T.Type, forKey key: Key) throws -> T {
        switch try lookup(key.stringValue) {
        case .found(let value, let location): return try T.decodeScalar(from: decoder, node: value, at: location)
        case .missing: throw missingKey(key.stringValue, type)
        case .emptyCase: throw emptyCaseMismatch(key.stringValue, type)
        }
    }

    private func decodeScalarIfPresent<T: ScalarDecodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        switch try lookup(key.stringValue, isOptional: true) {
        case .found(let value, let location):
            return decoder.isNull(value) ? nil : try T.decodeScalar(from: decoder, node: value, at: location)
        case .missing, .emptyCase: return nil
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeScalar(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeScalar(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeScalar(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeScalar(type, forKey: key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try decodeScalarIfPresent(type, forKey: key)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try decodeScalarIfPresent(type, forKey: key)
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        switch try lookup(key.stringValue) {
        case .found(let value, let location):
            return KeyedDecodingContainer(KeyedContainer<NestedKey>(decoder: decoder, node: value, path: location.path))
        case .missing:
            throw missingKey(key.stringValue, [String: Any].self)
        case .emptyCase:
            return KeyedDecodingContainer(
                KeyedContainer<NestedKey>(decoder: decoder, node: node, path: path, isEmptyCase: true))
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        switch try lookup(key.stringValue) {
        case .found(let value, let location):
            return try UnkeyedContainer(decoder: decoder, node: value, path: location.path)
        case .missing:
            throw missingKey(key.stringValue, [Any].self)
        case .emptyCase:
            throw emptyCaseMismatch(key.stringValue, [Any].self)
        }
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: "super")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key.stringValue)
    }

    private func superDecoder(named key: String) throws -> any Decoder {
        switch try lookup(key) {
        case .found(let value, let location): return decoder.child(node: value, path: location.path)
        case .missing: throw missingKey(key, Any.self)
        case .emptyCase: throw emptyCaseMismatch(key, Any.self)
        }
    }
}
