import WayfinderComposition

/// The Swift names generated code gives a manifest's names (``SwiftIdentifier``), kept clear
/// of the members generated types declare.
enum GeneratedNames {
    /// Members the generated enums declare themselves, and words Swift gives a meaning after a
    /// dot: a case with one of these names gets a trailing `_` (`url` becomes `url_`).
    static let reserved: Set<String> = [
        "registeredName", "presentationStyle", "parameters", "defaultRoute", "url", "template", "matcher",
        "allCases", "rawValue", "hashValue", "hash", "description", "init", "self", "Self", "Type", "Protocol",
    ]

    /// `name` as a case or member, escaped when it is a keyword.
    static func member(_ name: String) -> String {
        let identifier = SwiftIdentifier.member(name)
        return SwiftIdentifier.escaped(reserved.contains(identifier) ? identifier + "_" : identifier)
    }

    /// `name` as a parameter label: any word but `inout`, `var` and `let` is one as it is
    /// (Swift warns about backticks that are not needed there).
    static func label(_ name: String) -> String {
        let identifier = SwiftIdentifier.member(name)
        return ["inout", "var", "let"].contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `name` as a local variable in a pattern (`case .item(let id)`): a member, never a
    /// keyword, prefixed so it cannot shadow anything the generated code uses.
    static func local(_ name: String) -> String {
        "v" + SwiftIdentifier.type(name)
    }

    /// `name` as a type name.
    static func type(_ name: String) -> String {
        let identifier = SwiftIdentifier.type(name)
        return SwiftIdentifier.escaped(reserved.contains(identifier) ? identifier + "_" : identifier)
    }
}
