// An in-memory Encoder that turns an Encodable value into a RouteInput tree. Containers write
// into shared slots (reference cells) that are resolved into values once encoding ends.

/// A cell a container writes one value into.
final class InputSlot {
    enum Content {
        case value(RouteInput)
        case list([InputSlot])
        case record([String: InputSlot])
    }

    var content = Content.value(.null)

    var resolved: RouteInput {
        switch content {
        case .value(let value): value
        case .list(let slots): .list(slots.map(\.resolved))
        case .record(let slots): .record(slots.mapValues(\.resolved))
        }
    }

    /// A new cell under `key`, turning this cell into a record if it is not one yet.
    func field(_ key: String) -> InputSlot {
        var slots: [String: InputSlot] = [:]
        if case .record(let existing) = content { slots = existing }
        let slot = InputSlot()
        slots[key] = slot
        content = .record(slots)
        return slot
    }

    /// A new cell at the end, turning this cell into a list if it is not one yet.
    func appended() -> InputSlot {
        var slots: [InputSlot] = []
        if case .list(let existing) = content { slots = existing }
        let slot = InputSlot()
        slots.append(slot)
        content = .list(slots)
        return slot
    }

    func makeRecord() {
        if case .record = content { return }
        content = .record([:])
    }

    func makeList() {
        if case .list = content { return }
        content = .list([])
    }

    var count: Int {
        if case .list(let slots) = content { return slots.count }
        return 0
    }

    /// Stores an encodable value: scalars directly, anything else through its own `encode(to:)`.
    func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let value as Bool: content = .value(.bool(value))
        case let value as String: content = .value(.string(value))
        case let value as Double: content = .value(.double(value))
        case let value as Float: content = .value(.double(Double(value)))
        case let value as any BinaryInteger: content = .value(Self.integer(value))
        default: try value.encode(to: InputEncoder(slot: self, codingPath: codingPath))
        }
    }

    /// An `Int` when the integer fits, its digits otherwise.
    static func integer(_ value: some BinaryInteger) -> RouteInput {
        Int(exactly: value).map(RouteInput.int) ?? .string(String(value))
    }
}

struct InputEncoder: Encoder {
    let slot: InputSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeRecord()
        return KeyedEncodingContainer(InputRecordContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeList()
        return InputListContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        InputValueContainer(slot: slot, codingPath: codingPath)
    }
}

struct InputRecordContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: InputSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.field(key.stringValue).content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try slot.field(key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        InputEncoder(slot: slot.field(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        InputEncoder(slot: slot.field(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        InputEncoder(slot: slot.field("super"), codingPath: codingPath + [InputKey("super")])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        InputEncoder(slot: slot.field(key.stringValue), codingPath: codingPath + [key])
    }
}

struct InputListContainer: UnkeyedEncodingContainer {
    let slot: InputSlot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    private var nextKey: InputKey { InputKey(intValue: count) }

    mutating func encodeNil() throws {
        slot.appended().content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = nextKey
        try slot.appended().store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let key = nextKey
        return InputEncoder(slot: slot.appended(), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = nextKey
        return InputEncoder(slot: slot.appended(), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = nextKey
        return InputEncoder(slot: slot.appended(), codingPath: codingPath + [key])
    }
}

struct InputValueContainer: SingleValueEncodingContainer {
    let slot: InputSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        slot.content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.store(value, codingPath: codingPath)
    }
}
