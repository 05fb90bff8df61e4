import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting

/// Why an app could not be composed, or an action, deep link or login could not be carried out.
/// The navigation state is unchanged.
public enum CompositionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The manifest has findings (see ``ManifestValidator``).
    case invalidManifest(ConfigError)
    /// A plugin failed with policy `fail`, or the host was started twice.
    case plugins(PluginHostError)
    /// The navigator refused a change.
    ///
    /// - Parameters:
    ///   - error: The refusal.
    ///   - request: What was asked (`push item`, `start root 'main'`).
    case navigation(NavigationError, request: String)
    /// Nothing is shown, so there is no screen to act on.
    case nothingShown
    /// The entry shows no manifest route (a tab bar's own entry).
    case notAScreen(String)
    /// The screen has no action with this number.
    ///
    /// - Parameters:
    ///   - number: The number asked for, from 1.
    ///   - screen: The screen's route.
    ///   - count: How many actions it has.
    case noSuchAction(Int, screen: String, count: Int)
    /// No manifest route has this name.
    case unknownRoute(String)
    /// No manifest coordinator has this name.
    case unknownCoordinator(String)
    /// Parameters for a route are missing or of the wrong type.
    case invalidParameters(route: String, reason: String)
    /// A URL matched no deep link.
    case deepLinkRejected(DeepLinkRejection)
    /// A URL matched a pattern that is not one of the manifest's deep links.
    case deepLinkNotInManifest(pattern: String)
    /// A URL matched, but no plan leads there from the current state.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - reason: What is missing (a tab, a stack to navigate in, ...).
    case deepLinkUnplannable(url: String, reason: String)
    /// The manifest's route type could not be registered for persistence and deep links.
    case routeRegistration(RouteRegistryError)
    /// `open:` with no running plugin that handles deep links.
    case noDeepLinkHandler(url: String)
    /// A contributed verb (`login:`) with no running plugin that handles it.
    case noVerbHandler(verb: String)
    /// A plugin's hook threw; the plugin's error is kept as its own type.
    case plugin(PluginError)
    /// A contributed coordinator kind could not build a coordinator.
    case coordinatorKind(kind: String, coordinator: String, error: UnderlyingError)
    /// A coordinator of the manifest has no root route to start with.
    case coordinatorWithoutRoot(String)
    /// A tabs coordinator of the manifest has no pages.
    case tabsWithoutPages(String)
    /// The action makes no sense where the user is (going back from a tab's first screen, a
    /// tab without a root tab bar, ...).
    case actionRefused(ActionRefusal)

    /// The error as text.
    public var description: String {
        switch self {
        case .invalidManifest(let error):
            "\(error)"
        case .plugins(let error):
            "\(error)"
        case .navigation(let error, let request):
            "\(request): \(error)"
        case .nothingShown:
            "nothing is shown"
        case .notAScreen(let entry):
            "\(entry) is not a screen of the manifest"
        case .noSuchAction(let number, let screen, let count):
            "screen '\(screen)' has no action \(number); it has \(count == 0 ? "none" : "1...\(count)")"
        case .unknownRoute(let name):
            "no route '\(name)' in the manifest"
        case .unknownCoordinator(let name):
            "no coordinator '\(name)' in the manifest"
        case .invalidParameters(let route, let reason):
            "invalid parameters for route '\(route)': \(reason)"
        case .deepLinkRejected(let rejection):
            "\(rejection)"
        case .deepLinkNotInManifest(let pattern):
            "deep link '\(pattern)' is not in the manifest"
        case .deepLinkUnplannable(let url, let reason):
            "cannot open '\(url)': \(reason)"
        case .routeRegistration(let error):
            "cannot compose a validated manifest: \(error)"
        case .noDeepLinkHandler(let url):
            "cannot open '\(url)': no running plugin handles deep links"
        case .noVerbHandler(let verb):
            "cannot \(verb): no running plugin handles the verb '\(verb)'"
        case .plugin(let error):
            "\(error)"
        case .coordinatorKind(let kind, let coordinator, let error):
            "coordinator '\(coordinator)' of kind '\(kind)' could not be built: \(error)"
        case .coordinatorWithoutRoot(let name):
            "coordinator '\(name)' has no root route"
        case .tabsWithoutPages(let name):
            "tabs coordinator '\(name)' has no pages"
        case .actionRefused(let refusal):
            "\(refusal)"
        }
    }
}
