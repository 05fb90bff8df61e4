import WayfinderRouting

/// `{name}` placeholders in titles, texts and `with:` values.
enum Placeholders {
    /// The names of the placeholders in `template`, in order (`"Item {id} of {shop}"` gives
    /// `id`, `shop`). A placeholder is `{` + letters, digits or `_` + `}`; other braces are text.
    static func names(in template: String) -> [String] {
        var names: [String] = []
        scan(template) { name in
            names.append(name)
            return nil
        }
        return names
    }

    /// `template` with each placeholder naming a parameter replaced by its value; other
    /// placeholders stay as written.
    static func fill(_ template: String, with parameters: [String: ParameterValue]) -> String {
        scan(template) { parameters[$0]?.description }
    }

    /// The name when `text` is exactly one placeholder (`"{id}"` gives `id`).
    static func whole(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: one character per byte.
            let name = utf8.dropFirst().dropLast()
            guard !name.isEmpty, name.allSatisfy(isNameByte) else { return nil }
            return String(Substring(name))
        }
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let name = String(text.dropFirst().dropLast())
        return name.allSatisfy(isNameCharacter) ? name : nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// Walks `template`, replacing each placeholder by what `replacement` returns for its name
    /// (keeping it when `nil`).
    @discardableResult
    private static func scan(_ template: String, _ replacement: (String) -> String?) -> String {
        // Most titles and texts hold no placeholder: rule them out byte-wise.
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy(isNameCharacter) {
                result += replacement(String(name)) ?? "{\(name)}"
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}

extension AppManifest {
    /// An `open:` URL as a screen of `route` would open it, with each `{name}` placeholder
    /// naming one of the route's parameters filled by a value of its type (`1` for an int, a
    /// zero UUID for a uuid, the first option of a `oneOf`): what the validator checks and a
    /// graph draws, so both see the link the URL really leads to.
    ///
    /// ```swift
    /// manifest.sampleURL("shop://item/{id}", on: "cart")   // shop://item/1 (cart's id is an int)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL as the manifest writes it.
    ///   - route: The route whose screen opens it.
    /// - Returns: The URL with its placeholders filled; placeholders the route does not declare
    ///   stay as written.
    public func sampleURL(_ url: String, on route: String) -> String {
        let samples = (routes[route]?.parameterTypes ?? []).map { ($0.name, $0.type.sample) }
        return Placeholders.fill(url, with: Dictionary(samples) { first, _ in first })
    }
}
