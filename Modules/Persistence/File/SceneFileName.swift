/// Turns app and scene ids into file names and back.
///
/// Letters, digits, `_` and `-` stay as they are; every other byte of the UTF-8 form becomes
/// `%XX`. A name therefore never contains `/` or `.`, and never collides with the `.json`,
/// `.tmp-` and `.corrupt-` suffixes the store adds.
enum SceneFileName {
    /// The file-name form of an id: `main`, `shop%2Eeu`.
    static func encode(_ id: String) -> String {
        var name = ""
        for byte in id.utf8 {
            if isKept(byte) {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                name +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return name
    }

    /// The id a file name stands for, or `nil` when it is not a name ``encode(_:)`` makes.
    static func decode(_ name: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = name.utf8.makeIterator()
        while let byte = utf8.next() {
            if isKept(byte) {
                bytes.append(byte)
                continue
            }
            guard byte == UInt8(ascii: "%"), let high = utf8.next().flatMap(hexValue),
                let low = utf8.next().flatMap(hexValue)
            else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        let id = String(decoding: bytes, as: UTF8.self)
        return encode(id) == name ? id : nil
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
