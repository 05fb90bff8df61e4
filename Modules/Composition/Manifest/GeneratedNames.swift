/// The Swift names generated code (`wayfinder generate`) gives a manifest's names
/// (``SwiftIdentifier``), kept clear of the members generated types declare and of the modules
/// it names. The generator writes these names and the validator checks them, so both use one
/// definition.
package enum GeneratedNames {
    /// Members the generated enums declare themselves, and words Swift gives a meaning after a
    /// dot: a case with one of these names gets a trailing `_` (`url` becomes `url_`).
    static let reserved: Set<String> = [
        "registeredName", "presentationStyle", "parameters", "defaultRoute", "url", "template", "matcher",
        "allCases", "rawValue", "hashValue", "hash", "description", "init", "self", "Self", "Type", "Protocol",
        // The modules generated code qualifies the library's types with (`Swift.String`).
        "Swift", "Foundation", "WayfinderRouting", "WayfinderComposition",
    ]

    /// `name` as a case or member, escaped when it is a keyword.
    package static func member(_ name: String) -> String {
        let identifier = SwiftIdentifier.member(name)
        return SwiftIdentifier.escaped(reserved.contains(identifier) ? identifier + "_" : identifier)
    }

    /// `name` as a parameter label: any word but `inout`, `var` and `let` is one as it is
    /// (Swift warns about backticks that are not needed there).
    package static func label(_ name: String) -> String {
        let identifier = SwiftIdentifier.member(name)
        return ["inout", "var", "let"].contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `name` as a local variable in a pattern (`case .item(let id)`): a member, never a
    /// keyword, prefixed so it cannot shadow anything the generated code uses.
    package static func local(_ name: String) -> String {
        "v" + SwiftIdentifier.type(name)
    }

    /// `name` as a type name.
    package static func type(_ name: String) -> String {
        let identifier = SwiftIdentifier.type(name)
        return SwiftIdentifier.escaped(reserved.contains(identifier) ? identifier + "_" : identifier)
    }
}
