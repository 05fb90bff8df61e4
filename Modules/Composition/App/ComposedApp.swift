import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// An app composed from a manifest: a navigator running the manifest's coordinators, the
/// plugins it selects, the route registry and deep-link matcher — and a headless user's view of
/// it (``topScreen``, ``perform(action:)``).
///
/// ```swift
/// let app = try await AppComposer(registry: registry).compose(manifest)
/// print(app.topScreen ?? "nothing shown")
/// try await app.perform(action: 1)
/// print(app.navigator.tree.rendered)
/// await app.stop()
/// ```
@MainActor
public final class ComposedApp {
    /// The navigator, with the root coordinator started.
    public let navigator: Navigator
    /// The manifest, with the plugins' contributions.
    public let manifest: AppManifest
    /// The route types persistence and deep links decode: `DefaultRoute`.
    public let routes: RouteRegistry
    /// The manifest's deep links, each leading to its target route (a flow's link to the flow's
    /// first screen).
    public let deepLinks: DeepLinkMatcher
    /// The plugins.
    public let plugins: PluginHost

    let factory: CoordinatorFactory
    /// Each deep link's parsed pattern.
    let links: [(pattern: DeepLinkPattern, spec: DeepLinkSpec)]
    /// The leave questions waiting for an answer, oldest first (see ``LeaveQuestion``).
    public internal(set) var pendingQuestions: [LeaveQuestion] = []
    /// Told of the next question asked, once.
    var nextQuestionListener: (@MainActor (LeaveQuestion) -> Void)?

    init(
        navigator: Navigator, manifest: AppManifest, routes: RouteRegistry, deepLinks: DeepLinkMatcher,
        links: [(pattern: DeepLinkPattern, spec: DeepLinkSpec)], plugins: PluginHost, factory: CoordinatorFactory
    ) {
        self.navigator = navigator
        self.manifest = manifest
        self.routes = routes
        self.deepLinks = deepLinks
        self.links = links
        self.plugins = plugins
        self.factory = factory
        installLeaveChecks()
        installFlowRestorer()
        installWindowRestorer()
    }

    // MARK: - Screens

    /// The screen an entry shows, or `nil` for an entry that shows no manifest route (a tab
    /// bar's own entry).
    ///
    /// - Parameter entry: An entry of the navigator's tree.
    /// - Returns: The title and text with placeholders filled, and the actions.
    public func screen(for entry: Entry<AnyRoute>) -> Screen? {
        guard let route = entry.route.baseRoute as? DefaultRoute, let spec = manifest.routes[route.name] else {
            return nil
        }
        return Screen(entry: entry.id, route: route, spec: spec)
    }

    /// The screen on top of everything the user sees.
    public var topScreen: Screen? {
        navigator.tree.topEntry.flatMap { screen(for: $0) }
    }

    /// The entry with this id anywhere in the tree (tab pages and embedded slots included).
    ///
    /// - Parameter id: An entry id.
    /// - Returns: The entry, or `nil`.
    public func entry(_ id: EntryID) -> Entry<AnyRoute>? {
        navigator.tree.entry(id)
    }

    // MARK: - Stopping

    /// Cancels every leave question still waiting (``cancelQuestions()``: a question would hold
    /// its request, and whoever awaits it, forever), then stops the plugins in reverse start
    /// order and removes their hooks. The navigator keeps its state.
    public func stop() async {
        cancelQuestions()
        await plugins.stop()
    }
}
