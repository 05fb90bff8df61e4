import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// Why a deep link was not opened. The state is unchanged whenever one is thrown.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL matches no pattern; the text is the matcher's.
    case rejected(DeepLinkRejection)
    /// The URL matched, but no plan leads there from the current state.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - reason: What is missing (a tab, a stack to navigate in, ...).
    case unplannable(url: String, reason: String)
    /// The navigator or an interceptor refused the plan (a guard redirecting to login).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - error: The refusal.
    case refused(url: String, NavigationError)
    /// The plugin is not installed in a running app.
    case notInstalled(url: String)

    /// The error as text; a rejection reads exactly as the matcher's.
    public var description: String {
        switch self {
        case .rejected(let rejection):
            "\(rejection)"
        case .unplannable(let url, let reason):
            "cannot open '\(url)': \(reason)"
        case .refused(let url, let error):
            "open \(url): \(error)"
        case .notInstalled(let url):
            "cannot open '\(url)': the deep-links plugin is not installed in a running app"
        }
    }
}
