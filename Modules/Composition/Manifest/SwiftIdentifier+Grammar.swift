extension SwiftIdentifier {
    // MARK: - Swift's grammar

    /// Whether `identifier` is one Swift accepts: an identifier-head followed by
    /// identifier-characters, as The Swift Programming Language's lexical structure defines
    /// them (the compiler's lexer uses the same ranges).
    ///
    /// - Parameter identifier: A candidate identifier, without backticks.
    /// - Returns: `false` for the empty string.
    public static func isValid(_ identifier: String) -> Bool {
        var scalars = identifier.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isIdentifierHead(first) else { return false }
        while let scalar = scalars.next() {
            guard isIdentifierCharacter(scalar) else { return false }
        }
        return true
    }

    /// Whether `scalar` may start an identifier (the grammar's identifier-head).
    ///
    /// - Parameter scalar: A Unicode scalar.
    public static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        return headRanges.contains { $0.contains(value) }
            || (value >= 0x10000 && value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD)
    }

    /// Whether `scalar` may continue an identifier (the grammar's identifier-character): a
    /// head, a digit or a combining mark of the ranges Swift lists.
    ///
    /// - Parameter scalar: A Unicode scalar.
    public static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 { return true }
        return isIdentifierHead(scalar) || combiningRanges.contains { $0.contains(value) }
    }

    /// The identifier-head ranges of the Basic Multilingual Plane beyond ASCII. (Above it, every
    /// plane from 1 to 14 is a head but for its last two code points.)
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
    ]

    /// The combining marks an identifier may hold after its first character.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
