/// Valid stand-in values, used to continue decoding past an error and to list an enum's cases.
enum Placeholders {
    /// A scalar that decodes as `type`: its ``ScalarDecodable/placeholder``, or the first case of
    /// a `CaseIterable` enum with raw values.
    static func scalar(for type: Any.Type) -> (text: String, style: YAMLNode.ScalarStyle)? {
        if let scalarType = type as? any ScalarDecodable.Type { return scalarType.placeholder }
        guard let first = rawCases(of: type)?.first else { return nil }
        return (first.text, first.isString ? .doubleQuoted : .plain)
    }

    /// The raw values of a `CaseIterable & RawRepresentable` type, in declaration order.
    static func rawCases(of type: Any.Type) -> [(text: String, isString: Bool)]? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return rawValues(iterable)
    }

    private static func rawValues<Cases: CaseIterable>(_ type: Cases.Type) -> [(text: String, isString: Bool)]? {
        var values: [(text: String, isString: Bool)] = []
        for value in type.allCases {
            guard let representable = value as? any RawRepresentable else { return nil }
            let raw = representable.rawValue
            values.append(("\(raw)", raw is String))
        }
        return values.isEmpty ? nil : values
    }
}
