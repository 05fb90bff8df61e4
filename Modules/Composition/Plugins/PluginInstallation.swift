import WayfinderCoordinators

/// What a plugin's ``WayfinderPlugin/install(_:)`` hook works with: the navigator, the composed
/// app, and the calls that add interceptors and observers.
///
/// Hooks added here are removed by the host when the plugin stops or is disabled, so a plugin
/// needs no bookkeeping of its own.
@MainActor
public final class PluginInstallation {
    /// The navigator the app runs on.
    public let navigator: Navigator
    /// The composed app; held weakly (the app holds its plugins).
    public private(set) weak var app: ComposedApp?
    private var interceptorTokens: [UInt64] = []
    private var observerTokens: [UInt64] = []

    init(navigator: Navigator, app: ComposedApp) {
        self.navigator = navigator
        self.app = app
    }

    // MARK: - Hooks

    /// Adds an interceptor after those already installed.
    ///
    /// - Parameter interceptor: The interceptor.
    public func addInterceptor(_ interceptor: any NavigationInterceptor) {
        interceptorTokens.append(navigator.addInterceptor(interceptor))
    }

    /// Calls `handler` with the event of every committed transaction.
    ///
    /// - Parameter handler: The observer.
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) {
        observerTokens.append(navigator.observe(handler))
    }

    /// How many hooks are installed.
    public var hookCount: Int { interceptorTokens.count + observerTokens.count }

    /// Removes every hook added through this installation.
    func uninstall() {
        for token in interceptorTokens { navigator.removeInterceptor(token) }
        for token in observerTokens { navigator.removeObserver(token) }
        interceptorTokens = []
        observerTokens = []
    }
}
