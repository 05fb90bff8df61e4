import Foundation
import WayfinderConfig

/// An app described as data: its routes, coordinators, deep links and plugins, decoded strictly
/// from YAML and checked as a graph by ``ManifestValidator`` before anything runs.
///
/// ```swift
/// let manifest = try AppManifest.load(path: "Configs/shop.yaml")
/// let app = try await AppComposer(registry: registry).compose(manifest)
/// ```
///
/// A manifest has five sections: `app` (its id, name and root coordinator), `routes` (every
/// screen, with its title, style, parameters and actions), `coordinators` (stacks, tab bars,
/// child flows and base coordinators), `deepLinks` and `plugins`; an optional `invariants`
/// section holds the rules `wayfinder check` explores against (``InvariantSpec``), and an
/// optional `windows` section says how the app uses windows (``WindowsSpec``). Values may read the
/// environment (`${VAR:-default}`) and files may include others (`!include`); every name and
/// reference is ``/WayfinderConfig/Marked``, so findings point at it.
///
/// <doc:ManifestReference> describes every key with an example; each example there is
/// validated by the test suite.
public struct AppManifest: Decodable, Sendable {
    /// Who the app is and where it starts.
    public var app: AppSpec
    /// Every screen, by name.
    public var routes: RouteTable
    /// Every coordinator, by name, in order.
    public var coordinators: OrderedMapping<CoordinatorSpec>
    /// URL patterns and the states they lead to.
    public var deepLinks: [DeepLinkSpec]
    /// The plugins, in manifest order.
    public var plugins: [PluginSpec]
    /// Rules `wayfinder check` explores against (``InvariantSpec``); none by default.
    public var invariants: [InvariantSpec] = []
    /// How many windows may be open, what a new one shows and which deep links open one
    /// (``WindowsSpec``); one window at a time without limit, showing the root, when absent.
    public var windows: WindowsSpec?

    private enum CodingKeys: String, CodingKey {
        case app, routes, coordinators, deepLinks, plugins, invariants, windows
    }

    /// Decodes a manifest; `deepLinks` and `plugins` may be left out.
    ///
    /// - Parameter decoder: The decoder (``/WayfinderConfig/YAMLDecoder`` for marks and strictness).
    /// - Throws: The decoding errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        app = try container.decode(AppSpec.self, forKey: .app)
        routes = try container.decode(RouteTable.self, forKey: .routes)
        coordinators = try container.decode(OrderedMapping<CoordinatorSpec>.self, forKey: .coordinators)
        deepLinks = try container.decodeIfPresent([DeepLinkSpec].self, forKey: .deepLinks) ?? []
        plugins = try container.decodeIfPresent([PluginSpec].self, forKey: .plugins) ?? []
        invariants = try container.decodeIfPresent([InvariantSpec].self, forKey: .invariants) ?? []
        windows = try container.decodeIfPresent(WindowsSpec.self, forKey: .windows)
    }

    /// Creates a manifest in code.
    ///
    /// - Parameters:
    ///   - app: The app section.
    ///   - routes: The routes.
    ///   - coordinators: The coordinators.
    ///   - deepLinks: The deep links.
    ///   - plugins: The plugins.
    ///   - windows: The windows section; none by default.
    public init(
        app: AppSpec, routes: RouteTable, coordinators: OrderedMapping<CoordinatorSpec>, deepLinks: [DeepLinkSpec] = [],
        plugins: [PluginSpec] = [], windows: WindowsSpec? = nil
    ) {
        self.app = app
        self.routes = routes
        self.coordinators = coordinators
        self.deepLinks = deepLinks
        self.plugins = plugins
        self.windows = windows
    }

    // MARK: - Loading

    /// Loads a manifest file, resolving its includes and environment variables.
    ///
    /// - Parameters:
    ///   - path: The manifest's path; marks and diagnostics show it.
    ///   - environment: The variables `${NAME}` reads; the process environment by default.
    /// - Returns: The decoded manifest (not yet validated; see ``ManifestValidator``).
    /// - Throws: ``/WayfinderConfig/ConfigError`` with every syntax and decoding error.
    public static func load(
        path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> AppManifest {
        try YAMLDecoder(environment: environment).decode(AppManifest.self, fromFile: path)
    }

    /// Decodes a manifest from YAML text.
    ///
    /// - Parameters:
    ///   - yaml: The manifest's text.
    ///   - sourceName: The name diagnostics show; relative includes resolve against its directory.
    ///   - environment: The variables `${NAME}` reads; none by default.
    /// - Returns: The decoded manifest (not yet validated).
    /// - Throws: ``/WayfinderConfig/ConfigError`` with every syntax and decoding error.
    public static func load(
        yaml: String, sourceName: String = "manifest.yaml", environment: [String: String] = [:]
    ) throws(ConfigError) -> AppManifest {
        try YAMLDecoder(environment: environment).decode(AppManifest.self, from: yaml, sourceName: sourceName)
    }

    // MARK: - Lookup

    /// The coordinator named `name`.
    public func coordinator(_ name: String) -> CoordinatorSpec? {
        coordinators[name]
    }

    /// The first plugin entry with this id.
    public func plugin(_ id: String) -> PluginSpec? {
        plugins.first { $0.id.value == id }
    }
}
