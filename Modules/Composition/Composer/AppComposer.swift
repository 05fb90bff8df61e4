import Foundation
import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Turns a manifest into a running app: validates it against the plugin registry, builds the
/// root coordinator tree on a `Navigator`, and installs and starts the plugins.
///
/// ```swift
/// var registry = PluginRegistry()
/// try registry.register(AnalyticsPlugin.self)
/// let app = try await AppComposer(registry: registry).compose(path: "Configs/shop.yaml")
/// ```
///
/// Composition order: validate (plugin options decoded, contributions added) → create the
/// plugins → install their hooks → start the root coordinator → start the plugins. Coordinator
/// ids follow creation order, so the same manifest always yields the same ids (persisted trees
/// restore onto the same containers).
@MainActor
public struct AppComposer {
    /// The plugins the host app offers.
    public var registry: PluginRegistry
    /// The renderer the navigator shows changes with; a headless one when `nil`.
    public var renderer: (any NavigationRenderer)?
    /// The variables the manifest and plugin options are interpolated with.
    public var environment: [String: String]
    /// The entry id generator; inject one to make ids deterministic across runs.
    public var ids: EntryIDGenerator
    /// What the plugins get in code besides their options (clocks, sinks); see
    /// ``PluginServices``.
    public var services: PluginServices

    /// Creates a composer.
    ///
    /// - Parameters:
    ///   - registry: The plugins the host app offers.
    ///   - renderer: The renderer; a `HeadlessRenderer` when `nil`.
    ///   - environment: The variables for interpolation; the process environment by default.
    ///   - ids: The entry id generator.
    ///   - services: What the plugins get in code besides their options.
    public init(
        registry: PluginRegistry = PluginRegistry(), renderer: (any NavigationRenderer)? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, ids: EntryIDGenerator = EntryIDGenerator(),
        services: PluginServices = PluginServices()
    ) {
        self.registry = registry
        self.renderer = renderer
        self.environment = environment
        self.ids = ids
        self.services = services
    }

    // MARK: - Composing

    /// Loads, validates and composes the manifest at `path`.
    ///
    /// - Parameter path: The manifest file.
    /// - Returns: The running app.
    /// - Throws: ``CompositionError/invalidManifest(_:)`` for decoding or validation findings,
    ///   and what ``compose(_:)-(AppManifest)`` throws.
    public func compose(path: String) async throws(CompositionError) -> ComposedApp {
        let manifest: AppManifest
        do {
            manifest = try AppManifest.load(path: path, environment: environment)
        } catch {
            throw .invalidManifest(error)
        }
        return try await compose(manifest)
    }

    /// Validates and composes a manifest.
    ///
    /// - Parameter manifest: A decoded manifest.
    /// - Returns: The running app: root coordinator started, plugins running.
    /// - Throws: ``CompositionError/invalidManifest(_:)`` with every finding,
    ///   ``CompositionError/plugins(_:)`` when a plugin with policy `fail` failed (the others
    ///   are stopped again), ``CompositionError/navigation(_:request:)`` when the root
    ///   coordinator could not start.
    public func compose(_ manifest: AppManifest) async throws(CompositionError) -> ComposedApp {
        let validated: ValidatedManifest
        do {
            validated = try ManifestValidator(registry: registry, environment: environment).validated(manifest)
        } catch {
            throw .invalidManifest(error)
        }
        return try await compose(validated)
    }

    /// Composes a manifest that was validated already; nothing is checked or contributed again.
    ///
    /// - Parameter validated: What ``ManifestValidator/validated(_:)`` returned.
    /// - Returns: The running app: root coordinator started, plugins running.
    /// - Throws: ``CompositionError/plugins(_:)`` when a plugin with policy `fail` failed (the
    ///   others are stopped again), ``CompositionError/navigation(_:request:)`` when the root
    ///   coordinator could not start.
    public func compose(_ validated: ValidatedManifest) async throws(CompositionError) -> ComposedApp {
        let result = validated.result
        let manifest = result.manifest
        let factory = CoordinatorFactory(
            manifest: manifest, kinds: result.coordinatorKinds, decoder: YAMLDecoder(environment: environment))
        var routes = RouteRegistry()
        do {
            try routes.register(DefaultRoute.self)
        } catch {
            throw .routeRegistration(error)
        }
        let navigator = Navigator(renderer: renderer, ids: ids)
        navigator.windowLimit = manifest.windows?.max?.value
        let paneRoles = manifest.routes.routes.compactMap { route in
            route.spec.pane.map { (route.name.value, $0.value) }
        }
        if !paneRoles.isEmpty {
            navigator.setPaneRoles(Dictionary(paneRoles, uniquingKeysWith: { first, _ in first }))
        }
        for (route, loader) in result.routeLoaders {
            navigator.loaders.register(loader, forRoute: route)
        }
        let host = PluginHost(
            plugins: result.plugins, manifest: manifest, environment: environment, services: services)
        let app = ComposedApp(
            navigator: navigator, manifest: manifest, routes: routes, deepLinks: result.deepLinks, links: result.links,
            plugins: host,
            factory: factory)
        host.app = app
        let rootName = manifest.app.root.value
        func startRoot() async throws(CompositionError) {
            let root = try factory.make(rootName)
            do {
                try await navigator.start(root: root)
            } catch let error as NavigationError {
                throw .navigation(error, request: "start root '\(rootName)'")
            } catch {
                throw .navigation(.transactionFailed(TransactionFailure(error)), request: "start root '\(rootName)'")
            }
        }
        try await host.launch(afterInstall: startRoot)
        return app
    }
}
