// Shape, in YAML:  {name: item, parameters: {id: 3}, style: push}
// Decoding is strict about keys so a typo ("parametres") is an error rather than a silent default.

extension DefaultRoute {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, parameters, style
    }

    /// Decodes `{name: ..., parameters: {...}, style: ...}`; `parameters` defaults to none and
    /// `style` to `push`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for an empty name or a key other than `name`,
    ///   `parameters` and `style`, and the decoding errors of the values.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: StringCodingKey.self)
        if let unknown = keys.allKeys.first(where: { CodingKeys(stringValue: $0.stringValue) == nil }) {
            throw DecodingError.dataCorruptedError(
                forKey: unknown,
                in: keys,
                debugDescription: "unknown key '\(unknown.stringValue)' in a route; expected name, parameters, style"
            )
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        if name.isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container, debugDescription: "a route name cannot be empty")
        }
        self.init(
            name,
            parameters: try container.decodeIfPresent([String: ParameterValue].self, forKey: .parameters) ?? [:],
            presentationStyle: try container.decodeIfPresent(PresentationStyle.self, forKey: .style) ?? .push
        )
    }

    /// Encodes `{name: ..., parameters: {...}, style: ...}`, leaving `parameters` out when there
    /// are none and writing parameters in key order.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoding errors of the values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if !parameters.isEmpty {
            var nested = container.nestedContainer(keyedBy: StringCodingKey.self, forKey: .parameters)
            for key in parameters.keys.sorted() {
                try nested.encodeIfPresent(parameters[key], forKey: StringCodingKey(key))
            }
        }
        try container.encode(presentationStyle, forKey: .style)
    }
}
