import WayfinderConfig

// MARK: - Manifests written in code

extension AppSpec {
    /// Creates the app section in code, without source marks.
    ///
    /// - Parameters:
    ///   - id: The app's id (`[a-z0-9-]+`).
    ///   - name: Its display name.
    ///   - root: The root coordinator's name.
    public init(id: String, name: String, root: String) {
        self.init(id: Marked(id), name: Marked(name), root: Marked(root))
    }
}

extension PluginSpec {
    /// Creates a plugin entry in code, without source marks.
    ///
    /// - Parameters:
    ///   - id: The registered plugin's id.
    ///   - enabled: Whether it runs; `true` by default.
    ///   - requires: Plugins that must start first.
    ///   - onFailure: What a failure does; the plugin's own policy when `nil`.
    ///   - options: Its options as a node (`YAMLParser.parse` makes one).
    public init(
        id: String, enabled: Bool = true, requires: [String] = [], onFailure: PluginFailurePolicy? = nil,
        options: YAMLNode? = nil
    ) {
        self.id = Marked(id)
        self.enabled = Marked(enabled)
        self.requires = requires.map { Marked($0) }
        self.onFailure = onFailure.map { Marked($0) }
        self.options = options.map { Marked($0) }
    }
}

extension RouteTable.Route {
    /// Creates a named route in code, without source marks.
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - spec: Its declaration.
    public init(_ name: String, _ spec: RouteSpec) {
        self.init(name: Marked(name), spec: spec)
    }
}
