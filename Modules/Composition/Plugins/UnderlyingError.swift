/// An error that another error carries as its cause, kept as it was thrown.
///
/// Cast ``error`` to its type to inspect it (`failure.error.error as? MyPluginError`). Two
/// underlying errors are equal when they are of the same type and read the same, which keeps the
/// errors that carry one `Hashable`.
public struct UnderlyingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error, as thrown.
    public let error: any Error

    /// Wraps `error`.
    ///
    /// - Parameter error: The error, as thrown.
    public init(_ error: any Error) {
        self.error = error
    }

    /// The error's own text.
    public var description: String { "\(error)" }

    /// Whether both errors are of one type and read the same.
    public static func == (lhs: UnderlyingError, rhs: UnderlyingError) -> Bool {
        type(of: lhs.error) == type(of: rhs.error) && lhs.description == rhs.description
    }

    /// Hashes the type and the text, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: error)))
        hasher.combine(description)
    }
}

/// Why a plugin was failed without throwing: a plugin it requires is disabled.
public struct PluginRequirementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id of the required plugin that is disabled.
    public var required: String

    /// `it requires 'auth', which is disabled`.
    public var description: String { "it requires '\(required)', which is disabled" }
}
