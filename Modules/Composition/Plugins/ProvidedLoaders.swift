import WayfinderCoordinators

/// The route loaders a host app provides by name, for manifests' `load:` keys (see
/// ``PluginRegistry/loaders``); plugins provide theirs through
/// ``ManifestContributions/addLoader(_:)``.
///
/// ```swift
/// var registry = PluginRegistry()
/// registry.loaders.provide(RouteLoader("item") { request in try await catalog.item(request.parameters["id"]) })
/// ```
public struct ProvidedLoaders: Sendable {
    private var named: [String: RouteLoader] = [:]
    /// Makes a loader for any name no app or plugin provides; `nil` (the default) makes such a
    /// name an error of the manifest. Tools that run any manifest without its app's code set it
    /// (the `shop` and `wayfinder` scripts' loaders, which the script finishes).
    public var standIn: (@Sendable (String) -> RouteLoader)?

    /// No loaders.
    public init() {}

    /// Provides `loader` under its name, in place of one provided before under that name.
    public mutating func provide(_ loader: RouteLoader) {
        named[loader.name] = loader
    }

    /// The names provided, sorted.
    public var names: [String] { named.keys.sorted() }

    /// A loader named `name` that makes, at once, its request as text (`item id=3`): what tools
    /// that run a manifest without its app's code load (``standIn``).
    public static func standIn(named name: String) -> RouteLoader {
        RouteLoader(name) { request in request.description }
    }

    /// The loader named `name`: provided, else made by ``standIn``.
    public func loader(named name: String) -> RouteLoader? {
        named[name] ?? standIn?(name)
    }
}

extension ManifestContributions {
    /// Provides a route loader for the manifest's `load:` keys (a name provided by the host app
    /// too is the app's).
    public mutating func addLoader(_ loader: RouteLoader) {
        loaders[loader.name] = loader
    }
}
