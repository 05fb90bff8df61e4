/// How manifest names become Swift identifiers in generated code (`wayfinder generate`), and so
/// which names the validator reports as colliding.
///
/// A name is split into words at every character that is not a letter or a digit (`-`, `_`,
/// `.`, spaces): `home-flow` becomes `homeFlow` as a member and HomeFlow as a type. Letters
/// keep their case within a word, so `itemList` stays `itemList`; non-ASCII letters are kept
/// (`café`, `日本`). A name starting with a digit gets a leading `_`; one without letters or
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
        let words = self.words(name)
        guard let first = words.first else { return "unnamed" }
        return guarded(lowercasingFirst(first) + words.dropFirst().map(uppercasingFirst).joined())
    }

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

    /// The words of `name`: runs of letters and digits (the characters Swift allows in
    /// identifiers).
    static func words(_ name: String) -> [String] {
        name.split { !isIdentifierCharacter($0) }.map(String.init)
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        // Emoji and symbols are letters to no one; Swift would refuse most of them.
        character.isLetter || character.isNumber
    }

    private static func guarded(_ identifier: String) -> String {
        identifier.first?.isNumber == true ? "_" + identifier : identifier
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
