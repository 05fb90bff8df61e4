/// An error a plugin's hook threw, kept as its own type, with the id of the plugin that threw it.
///
/// ```swift
/// catch CompositionError.plugin(let failure) {
///     if let refusal = failure.underlying as? MyGuardError { ... }
/// }
/// ```
public struct PluginError: Error, Hashable, CustomStringConvertible {
    /// The plugin's id.
    public let pluginID: String
    /// What the plugin threw, as it threw it.
    public let underlying: any Error

    /// Wraps a plugin's error.
    ///
    /// - Parameters:
    ///   - pluginID: The plugin's id.
    ///   - underlying: What it threw.
    public init(pluginID: String, underlying: any Error) {
        self.pluginID = pluginID
        self.underlying = underlying
    }

    /// `plugin 'ID': ` and the underlying error's text.
    public var description: String { "plugin '\(pluginID)': \(underlying)" }

    /// Two wrappers are equal when the same plugin threw errors that ``UnderlyingError``
    /// counts as equal (one type, the same text).
    public static func == (lhs: PluginError, rhs: PluginError) -> Bool {
        lhs.pluginID == rhs.pluginID && UnderlyingError(lhs.underlying) == UnderlyingError(rhs.underlying)
    }

    /// Hashes the plugin id and the error as ``UnderlyingError`` does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pluginID)
        hasher.combine(UnderlyingError(underlying))
    }
}
