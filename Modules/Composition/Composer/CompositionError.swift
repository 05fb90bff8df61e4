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
    /// `open:` with no running plugin that handles deep links.
    case noDeepLinkHandler(url: String)
    /// `login:` or `logout:` with no running plugin that handles authentication.
    case noAuthHandler(verb: String)
    /// A plugin's hook threw.
    case plugin(id: String, error: String)
    /// A contributed coordinator kind could not build a coordinator.
    case coordinatorKind(kind: String, coordinator: String, error: String)
    /// The request makes no sense where the user is (going back from a tab's first screen, a
    /// tab without a root tab bar, ...).
    case unsupported(String)

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
        case .noDeepLinkHandler(let url):
            "cannot open '\(url)': no running plugin handles deep links"
        case .noAuthHandler(let verb):
            "cannot \(verb): no running plugin handles authentication"
        case .plugin(let id, let error):
            "plugin '\(id)': \(error)"
        case .coordinatorKind(let kind, let coordinator, let error):
            "coordinator '\(coordinator)' of kind '\(kind)' could not be built: \(error)"
        case .unsupported(let what):
            what
        }
    }
}
