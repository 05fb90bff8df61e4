import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// Opens URLs as one transactional plan across tabs, stacks, modal layers and child flows.
///
/// ```yaml
/// deepLinks:
///   - {pattern: "shop://item/:id:int", tab: home, via: [catalog], route: item}
///   - {pattern: "shop://cart/checkout", tab: cart, flow: checkout}
/// plugins:
///   - id: deep-links
///     options: {reset: all}
/// ```
///
/// A URL is matched against the manifest's `deepLinks` (and the plugin's `links:`, which it adds
/// to them), then planned against the current tree (``/WayfinderComposition/DeepLinkPlan``): select the tab, dismiss
/// what is presented and pop back to the first screen, show the `via` screens and the target, or
/// start the flow. The plan runs as one `navigator.transaction(source: .deepLink)`: observers
/// and the renderer see one change, interceptors see every entry it inserts (a guard can
/// redirect it to login), and a refused plan changes nothing.
///
/// With the default ``/WayfinderComposition/DeepLinkReset/all`` every stack is reset, so the same URL leads to the
/// same tree from any state. ``plan(for:)`` is a dry run.
///
/// `open:` actions and ``/WayfinderComposition/ComposedApp/openDeepLink(_:)`` go through ``open(_:in:)``.
public final class DeepLinkPlugin: WayfinderPlugin, DeepLinkHandling {
    /// `deep-links`.
    public static let id = "deep-links"

    /// The options the plugin was created with.
    public let options: Options
    private weak var app: ComposedApp?

    // MARK: - Lifecycle

    /// Creates the plugin.
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - context: The context.
    public init(options: Options, context: PluginContext) throws {
        self.options = options
    }

    /// Adds the option's `links` to the manifest's deep links.
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - contributions: What the plugin adds.
    public static func contribute(options: Options, to contributions: inout ManifestContributions) throws {
        for link in options.links {
            contributions.addDeepLink(link)
        }
    }

    /// Keeps the app to navigate in.
    ///
    /// - Parameter installation: The navigator and app.
    public func install(_ installation: PluginInstallation) throws {
        app = installation.app
    }

    // MARK: - Policy

    /// Whether this plugin opens `url`: any URL when the options list no `schemes`, else one
    /// whose scheme is listed.
    ///
    /// - Parameter url: A URL such as `shop://item/3`.
    /// - Returns: Whether ``open(_:in:)`` takes it.
    public func handles(_ url: String) -> Bool {
        guard !options.schemes.isEmpty else { return true }
        guard let colon = url.firstIndex(of: ":") else { return false }
        return options.schemes.contains(String(url[..<colon]).lowercased())
    }

    // MARK: - Planning

    /// Plans `url` against the current tree without changing anything (a dry run), with the
    /// plugin's reset policy.
    ///
    /// - Parameter url: A URL such as `shop://item/3`.
    /// - Returns: The plan; its `description` lists each step.
    /// - Throws: ``DeepLinkError/rejected(_:)`` when the URL matches no link,
    ///   ``DeepLinkError/unplannable(url:reason:)`` when no plan leads there.
    public func plan(for url: String) throws(DeepLinkError) -> DeepLinkPlan {
        guard let app else { throw .notInstalled(url: url) }
        let target = try resolve(url, in: app)
        do {
            return try app.planDeepLink(target, reset: options.reset)
        } catch {
            throw Self.deepLinkError(error, url: url)
        }
    }

    // MARK: - Opening

    /// Plans `url` and carries the plan out as one transaction with source `.deepLink`, through
    /// ``/WayfinderComposition/ComposedApp/follow(_:reset:source:)`` with the plugin's reset policy.
    ///
    /// The plan is made when the transaction opens, against the state it then starts from.
    /// Before it opens, the leave checks of the screens the plan would remove are asked (a
    /// checkout with an address typed in asks before a link to another tab); a refusal is
    /// ``DeepLinkError/refused(url:_:)`` with `NavigationError.leaveRefused`, and nothing changes.
    ///
    /// - Parameter url: A URL such as `shop://item/3`.
    /// - Returns: The plan carried out.
    /// - Throws: ``DeepLinkError``; nothing changed when it throws.
    @discardableResult
    public func open(_ url: String) async throws(DeepLinkError) -> DeepLinkPlan {
        guard let app else { throw .notInstalled(url: url) }
        let target = try resolve(url, in: app)
        do {
            return try await app.follow(target, reset: options.reset)
        } catch {
            throw Self.deepLinkError(error, url: url)
        }
    }

    /// Opens `url` for an `open:` action or ``/WayfinderComposition/ComposedApp/openDeepLink(_:)``.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - app: The app (the plugin navigates in the app it was installed in).
    /// - Throws: ``/WayfinderComposition/CompositionError``, reading like the app's own errors:
    ///   ``/WayfinderComposition/CompositionError/deepLinkRejected(_:)`` (the matcher's text) for a URL that matches no
    ///   link, ``/WayfinderComposition/CompositionError/navigation(_:request:)`` (`open URL: ...`) for a refused plan,
    ///   ``/WayfinderComposition/CompositionError/deepLinkUnplannable(url:reason:)`` when no plan leads there, and
    ///   ``DeepLinkError/notInstalled(url:)`` when the plugin is not installed.
    public func open(_ url: String, in app: ComposedApp) async throws {
        do {
            try await open(url)
        } catch .rejected(let rejection) {
            throw CompositionError.deepLinkRejected(rejection)
        } catch .refused(let url, let error) {
            throw CompositionError.navigation(error, request: "open \(url)")
        } catch .unplannable(let url, let reason) {
            throw CompositionError.deepLinkUnplannable(url: url, reason: reason)
        } catch {
            throw error
        }
    }

    // MARK: - Engine

    private func resolve(_ url: String, in app: ComposedApp) throws(DeepLinkError) -> DeepLinkTarget {
        do {
            return try app.resolveDeepLink(url)
        } catch {
            throw Self.deepLinkError(error, url: url)
        }
    }

    /// The plugin's reading of an error of the app's deep-link path.
    private static func deepLinkError(_ error: CompositionError, url: String) -> DeepLinkError {
        switch error {
        case .deepLinkRejected(let rejection): .rejected(rejection)
        case .navigation(let error, _): .refused(url: url, error)
        case .deepLinkUnplannable(_, let reason): .unplannable(url: url, reason: reason)
        default: .unplannable(url: url, reason: "\(error)")
        }
    }
}
