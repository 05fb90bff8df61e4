/// What happens when a plugin throws while it is created, installed or started.
public enum PluginFailurePolicy: String, Hashable, Sendable, CaseIterable, Decodable {
    /// The whole start fails: plugins already started are stopped in reverse order and the
    /// error is thrown.
    case fail
    /// The plugin is disabled and reported; the app runs without it (and without the plugins
    /// that require it).
    case disable
}
