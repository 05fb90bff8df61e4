// Byte-level reading shared by the template parser and the URL reader. Both work on UTF-8 bytes
// and only look at ASCII delimiters, so slices between delimiters stay valid UTF-8.

/// A syntax problem at a byte offset, before the offset is turned into a column.
struct LocatedSyntaxProblem: Error {
    var offset: Int
    var problem: DeepLinkSyntaxProblem
}

enum DeepLinkBytes {
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let percent = UInt8(ascii: "%")

    // MARK: - Positions

    /// The 1-based column, in characters, of byte `offset`.
    static func column(of offset: Int, in bytes: [UInt8]) -> Int {
        String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).count + 1
    }

    /// The character starting at byte `offset`.
    static func character(at offset: Int, in bytes: [UInt8]) -> Character {
        String(decoding: bytes[offset...], as: UTF8.self).first ?? " "
    }

    // MARK: - Classes

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Space, ASCII control characters and DEL.
    static func isSpaceOrControl(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F
    }

    // MARK: - Scheme

    /// Reads `scheme "://"` from the start of `bytes`.
    ///
    /// - Returns: The lowercased scheme and the offset just after `://`.
    static func readScheme(_ bytes: [UInt8]) throws(LocatedSyntaxProblem) -> (scheme: String, end: Int) {
        var index = 0
        while index < bytes.count, bytes[index] != colon {
            let byte = bytes[index]
            if byte == slash || byte == question || byte == hash {
                throw LocatedSyntaxProblem(offset: index, problem: .missingSchemeSeparator)
            }
            let allowed =
                isLetter(byte)
                || (index > 0
                    && (isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                        || byte == UInt8(ascii: ".")))
            if !allowed {
                throw LocatedSyntaxProblem(
                    offset: index, problem: .invalidSchemeCharacter(character(at: index, in: bytes)))
            }
            index += 1
        }
        if index == 0 {
            throw LocatedSyntaxProblem(offset: 0, problem: .missingScheme)
        }
        guard index + 2 < bytes.count, bytes[index + 1] == slash, bytes[index + 2] == slash else {
            throw LocatedSyntaxProblem(offset: index, problem: .missingSchemeSeparator)
        }
        return (String(decoding: bytes[..<index], as: UTF8.self).lowercased(), index + 3)
    }

    // MARK: - Percent decoding

    /// The text of `bytes[range]` with `%XX` escapes decoded.
    ///
    /// - Throws: ``DeepLinkSyntaxProblem/invalidPercentEscape(_:)`` at the `%`, or
    ///   ``DeepLinkSyntaxProblem/invalidUTF8`` at the start of the range.
    static func percentDecoded(_ bytes: [UInt8], _ range: Range<Int>) throws(LocatedSyntaxProblem) -> String {
        let slice = bytes[range]
        guard slice.contains(percent) else {
            return String(decoding: slice, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(slice.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == percent else {
                decoded.append(byte)
                index += 1
                continue
            }
            guard index + 2 < range.upperBound, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            else {
                let following = String(decoding: bytes[(index + 1)..<min(index + 3, range.upperBound)], as: UTF8.self)
                throw LocatedSyntaxProblem(offset: index, problem: .invalidPercentEscape(following))
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        let text = String(decoding: decoded, as: UTF8.self)
        guard text.utf8.elementsEqual(decoded) else {
            throw LocatedSyntaxProblem(offset: range.lowerBound, problem: .invalidUTF8)
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
