/// How manifest names become Swift identifiers in generated code (`wayfinder generate`), and so
/// which names the validator reports as colliding.
///
/// A name is split into words at every character Swift does not allow in an identifier
/// (``isIdentifierCharacter(_:)``, the grammar of The Swift Programming Language's lexical
/// structure) and at `_`, `-`, `.` and spaces: `home-flow` becomes `homeFlow` as a member and
/// HomeFlow as a type. Letters keep their case within a word, so `itemList` stays `itemList`;
/// non-ASCII letters are kept (`café`, `日本`). Invisible characters (format characters and
/// other default-ignorable code points: zero-width joiners, bidi controls, tag characters,
/// variation selectors) split words too, although Swift allows some of them: an identifier
/// never holds a character one cannot see, so `ad` U+200D `min` (with a zero-width joiner) becomes
/// `adMin`, not a second `admin` that looks the same. A name whose first character cannot
/// start an identifier (a digit, a combining mark) gets a leading `_`; one without letters or
/// digits becomes `unnamed` (Unnamed as a type). Swift keywords are written in backticks when declared or used.
///
/// ```swift
/// SwiftIdentifier.member("home-flow")   // "homeFlow"
/// SwiftIdentifier.type("shop")          // "Shop"
/// SwiftIdentifier.escaped("default")    // "`default`"
/// ```
public enum SwiftIdentifier {
    /// `name` as a member (a case, a property, a parameter label): lower camel case.
    ///
    /// - Parameter name: A manifest name.
    /// - Returns: The identifier, not escaped.
    public static func member(_ name: String) -> String {
        asciiMember(name) ?? memberFromWords(name)
    }

    /// ``member(_:)`` by its definition: the words, the first lowercased at its start, the
    /// others uppercased at theirs.
    static func memberFromWords(_ name: String) -> String {
        let words = self.words(name)
        guard let first = words.first else { return "unnamed" }
        return guarded(lowercasingFirst(first) + words.dropFirst().map(uppercasingFirst).joined())
    }

    /// ``member(_:)`` of an ASCII name, in one pass over its bytes, or `nil` for a name with
    /// other characters. The validator converts every name of a manifest to find collisions,
    /// and splitting into words cost 31 million instructions of the 314 million a 1,000-route
    /// manifest took to load (`Benchmarks/instructions.sh manifest`); a name already written
    /// as an identifier comes back as it is, without a copy.
    static func asciiMember(_ name: String) -> String? {
        var changes = false
        var hasWord = false
        var atWordStart = true
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            guard isASCIILetterOrDigit(byte) else {
                changes = true
                atWordStart = true
                continue
            }
            if atWordStart, hasWord ? isLowercaseASCII(byte) : isUppercaseASCII(byte) { changes = true }
            hasWord = true
            atWordStart = false
        }
        guard hasWord else { return "unnamed" }
        var identifier = name
        if changes {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count)
            hasWord = false
            atWordStart = true
            for byte in name.utf8 {
                guard isASCIILetterOrDigit(byte) else {
                    atWordStart = true
                    continue
                }
                if atWordStart, hasWord, isLowercaseASCII(byte) {
                    bytes.append(byte - 0x20)
                } else if !hasWord, isUppercaseASCII(byte) {
                    bytes.append(byte + 0x20)
                } else {
                    bytes.append(byte)
                }
                hasWord = true
                atWordStart = false
            }
            identifier = String(decoding: bytes, as: UTF8.self)
        }
        return identifier.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } == true ? "_" + identifier : identifier
    }

    /// Whether ``member(_:)`` gives `name` back unchanged because it already is one: ASCII
    /// letters and digits, starting with a lowercase letter. Checked without a copy.
    static func isMemberAsWritten(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLowercaseASCII(first) else { return false }
        return name.utf8.allSatisfy(isASCIILetterOrDigit)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || isLowercaseASCII(byte | 0x20)
    }

    private static func isLowercaseASCII(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isUppercaseASCII(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// `name` as a type: upper camel case.
    ///
    /// - Parameter name: A manifest name.
    /// - Returns: The identifier.
    public static func type(_ name: String) -> String {
        let words = self.words(name)
        guard !words.isEmpty else { return "Unnamed" }
        return guarded(words.map(uppercasingFirst).joined())
    }

    /// `identifier` in backticks when it is a Swift keyword, as is otherwise.
    ///
    /// - Parameter identifier: An identifier from ``member(_:)`` or ``type(_:)``.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The words of `name`: runs of the characters Swift allows in identifiers, but `_` and
    /// invisible ones.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar != "_", isIdentifierCharacter(scalar), !isInvisible(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// Whether `scalar` shows nothing: a control or format character, or another
    /// default-ignorable code point (zero-width joiners, bidi controls, tag characters,
    /// variation selectors). Generated identifiers never hold one.
    ///
    /// - Parameter scalar: A Unicode scalar.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format
            || properties.generalCategory == .control
    }

    /// `identifier` with a leading `_` when its first character cannot start an identifier.
    private static func guarded(_ identifier: String) -> String {
        identifier.unicodeScalars.first.map(isIdentifierHead) == false ? "_" + identifier : identifier
    }

    private static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Words Swift reserves in declarations and expressions.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "some", "any", "consume", "copy", "borrowing", "consuming", "each", "macro", "package", "_",
    ]
}
