import Foundation

// The JSON text of the snapshot coder's direct path (`DirectSnapshotJSON`): a writer that gives
// the bytes `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes`, and a reader of
// plain documents that gives up (`nil`) on anything it does not read exactly as `JSONDecoder`
// does, so that the coder's general path can read it instead.

/// Writes JSON text as `JSONEncoder` does with `.sortedKeys` and `.withoutEscapingSlashes`:
/// no whitespace, strings escaped the same way, whole numbers in decimal. The caller writes
/// an object's keys in sorted order (by their UTF-8 bytes, as `JSONEncoder` sorts them); the
/// writer puts the commas between members and items.
struct DirectJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open object or array, whether a member or item has been written in it.
    private var hasMembers: [Bool] = []

    init() {
        bytes.reserveCapacity(4_096)
        hasMembers.reserveCapacity(16)
    }

    /// Opens an object (`{`) or an array (`[`).
    mutating func open(_ bracket: Bracket) {
        bytes.append(bracket == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        hasMembers.append(false)
    }

    /// Closes the object or array opened last.
    mutating func close(_ bracket: Bracket) {
        hasMembers.removeLast()
        bytes.append(bracket == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    enum Bracket {
        case object, array
    }

    /// Starts the next item of the open array.
    mutating func item() {
        if hasMembers[hasMembers.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasMembers[hasMembers.count - 1] = true
    }

    /// Starts a member of the open object: `"key":`, for a key that needs no escaping.
    mutating func key(_ key: StaticString) {
        item()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    /// Starts a member of the open object whose key is any text.
    mutating func key(_ key: String) {
        item()
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A member whose value is an array of `items`, each written by `write`; `false` as soon as
    /// `write` declines one.
    mutating func array<Items: Sequence>(
        _ key: StaticString, _ items: Items, _ write: (Items.Element, inout DirectJSONWriter) -> Bool
    ) -> Bool {
        self.key(key)
        open(.array)
        for item in items {
            self.item()
            guard write(item, &self) else { return false }
        }
        close(.array)
        return true
    }

    /// A member whose value is text.
    mutating func field(_ key: StaticString, _ text: String) {
        self.key(key)
        string(text)
    }

    /// A member whose value is a whole number.
    mutating func field(_ key: StaticString, integer: some BinaryInteger) {
        self.key(key)
        self.integer(integer)
    }

    /// Writes a string: `"` and `\` escaped, the control characters as `\b`, `\t`, `\n`, `\f`,
    /// `\r` or `\u00xx`, everything else (slashes and non-ASCII included) as its UTF-8 bytes.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(contentsOf: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a whole number in decimal.
    mutating func integer(_ value: some BinaryInteger) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Writes `text` as it is: a number's digits.
    mutating func verbatim(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }
}

/// A parsed JSON value, as far as the direct path reads one: whole numbers, and numbers that
/// are not whole written as the writer writes them.
enum DirectJSON {
    case object([(key: String, value: DirectJSON)])
    case array([DirectJSON])
    case string(String)
    /// A whole number: its magnitude and sign.
    case integer(magnitude: UInt64, negative: Bool)
    /// A number that is not whole (`0.4`, `1e-05`), as ``DirectJSONWriter/number(_:)`` writes it.
    case fraction(Double)
    case bool(Bool)
    case null

    /// The document in `data`, or `nil` when it is not JSON or holds something the direct path
    /// leaves to `JSONDecoder`: a whole number beyond 64 bits or written with a fraction or an
    /// exponent, a number that is not whole written otherwise than the writer writes it, a
    /// string that is not valid UTF-8 or has a lone surrogate escape, an object that repeats a
    /// key.
    static func parse(_ data: Data) -> DirectJSON? {
        data.withUnsafeBytes { raw -> DirectJSON? in
            var reader = DirectJSONReader(bytes: raw.bindMemory(to: UInt8.self))
            guard let value = reader.value() else { return nil }
            reader.skipWhitespace()
            return reader.isAtEnd ? value : nil
        }
    }

    /// The members of an object, or `nil` when this is no object or it has a key not in
    /// `allowed`.
    func members(allowed: [String]) -> Members? {
        guard case .object(let pairs) = self, pairs.allSatisfy({ allowed.contains($0.key) }) else { return nil }
        return Members(pairs: pairs)
    }

    /// An object's members, looked up by key (objects of the format have a few keys each).
    struct Members {
        let pairs: [(key: String, value: DirectJSON)]

        subscript(key: String) -> DirectJSON? {
            pairs.first { $0.key == key }?.value
        }
    }

    var text: String? {
        if case .string(let text) = self { text } else { nil }
    }

    var flag: Bool? {
        if case .bool(let flag) = self { flag } else { nil }
    }

    /// The items of an array, each read by `read`, or `nil` when this is no array or `read`
    /// declines an item.
    func items<Item>(_ read: (DirectJSON) -> Item?) -> [Item]? {
        guard case .array(let values) = self else { return nil }
        var items: [Item] = []
        items.reserveCapacity(values.count)
        for value in values {
            guard let item = read(value) else { return nil }
            items.append(item)
        }
        return items
    }

    /// The number as `Integer`, or `nil` when it is no whole number or does not fit.
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) -> Integer? {
        guard case .integer(let magnitude, let negative) = self else { return nil }
        if !negative { return Integer(exactly: magnitude) }
        guard Integer.isSigned, magnitude <= UInt64(Int64.max) + 1 else { return nil }
        return magnitude == UInt64(Int64.max) + 1
            ? Integer(exactly: Int64.min) : Integer(exactly: -Int64(magnitude))
    }
}

/// Reads one JSON value at a time from UTF-8 bytes.
struct DirectJSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// How many objects and arrays are open: the reader recurses into each, so a document
    /// nested deeper than ``maxDepth`` is left to `JSONDecoder` (which refuses it with an error)
    /// rather than overflowing the stack.
    private(set) var depth = 0
    static let maxDepth = 256

    var isAtEnd: Bool { index >= bytes.count }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value() -> DirectJSON? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(DirectJSON.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: DirectJSON) -> DirectJSON? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        let matches = word.withUTF8Buffer { $0.elementsEqual(bytes[index..<index + count]) }
        guard matches else { return nil }
        index += count
        return value
    }

    private mutating func object() -> DirectJSON? {
        guard depth < Self.maxDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var pairs: [(key: String, value: DirectJSON)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            guard !pairs.contains(where: { $0.key == key }) else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = value() else { return nil }
            pairs.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { return nil }
            index += 1
            switch bytes[index - 1] {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(pairs)
            default: return nil
            }
        }
    }

    private mutating func array() -> DirectJSON? {
        guard depth < Self.maxDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var items: [DirectJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            guard let item = value() else { return nil }
            items.append(item)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            index += 1
            switch bytes[index - 1] {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(items)
            default: return nil
            }
        }
    }

    /// A string from its opening quote; `nil` for a bad escape, a lone surrogate, a raw
    /// control character or bytes that are not UTF-8.
    private mutating func string() -> String? {
        index += 1
        var start = index
        var unescaped: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let tail = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if var built = unescaped {
                    built.append(contentsOf: tail)
                    return built.withUnsafeBufferPointer(Self.text)
                }
                return Self.text(tail)
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var built = unescaped ?? []
            built.append(contentsOf: bytes[start..<index])
            guard index + 1 < bytes.count else { return nil }
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): built.append(code)
            case UInt8(ascii: "b"): built.append(0x08)
            case UInt8(ascii: "f"): built.append(0x0C)
            case UInt8(ascii: "n"): built.append(0x0A)
            case UInt8(ascii: "r"): built.append(0x0D)
            case UInt8(ascii: "t"): built.append(0x09)
            case UInt8(ascii: "u"):
                guard let scalar = unicodeEscape() else { return nil }
                built.append(contentsOf: String(Character(scalar)).utf8)
            default: return nil
            }
            unescaped = built
            start = index
        }
        return nil
    }

    /// The text of UTF-8 bytes, or `nil` when they are not UTF-8 (ASCII, the common case, needs
    /// no validation).
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The scalar of a `\u` escape whose `\u` has been read, with its low surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hexQuad() else { return nil }
        if (0xD800..<0xDC00).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { return nil }
            index += 2
            guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(high)
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(bytes[index]) else { return nil }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
