extension ParameterValue {
    // MARK: - Typed values

    /// The text of a `.string`, else `nil`.
    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The number of an `.int`, else `nil`.
    public var intValue: Int? {
        if case .int(let number) = self { number } else { nil }
    }

    /// The number of a `.double`, or of an `.int` as a double (a manifest's `double` accepts
    /// whole numbers), else `nil`.
    public var doubleValue: Double? {
        switch self {
        case .double(let number): number
        case .int(let number): Double(number)
        default: nil
        }
    }

    /// The flag of a `.bool`, else `nil`.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { flag } else { nil }
    }
}
