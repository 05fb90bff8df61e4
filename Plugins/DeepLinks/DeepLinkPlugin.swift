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
/// to them), then planned against the current tree (``DeepLinkPlan``): select the tab, dismiss
/// what is presented and pop back to the first screen, show the `via` screens and the target, or
/// start the flow. The plan runs as one `navigator.transaction(source: .deepLink)`: observers
/// and the renderer see one change, interceptors see every entry it inserts (a guard can
/// redirect it to login), and a refused plan changes nothing.
///
/// With the default ``DeepLinkReset/all`` every stack is reset, so the same URL leads to the
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

    // MARK: - Planning

    /// Plans `url` against the current tree without changing anything.
    ///
    /// - Parameter url: A URL such as `shop://item/3`.
    /// - Returns: The plan; its `description` lists each step.
    /// - Throws: ``DeepLinkError/rejected(_:)`` when the URL matches no link,
    ///   ``DeepLinkError/unplannable(url:reason:)`` when no plan leads there.
    public func plan(for url: String) throws(DeepLinkError) -> DeepLinkPlan {
        guard let app else { throw .notInstalled(url: url) }
        return try planner(app).plan(try resolve(url, in: app), in: app.navigator.tree)
    }

    // MARK: - Opening

    /// Plans `url` and carries the plan out as one transaction with source `.deepLink`.
    ///
    /// The plan is made when the transaction opens, against the state it then starts from.
    ///
    /// - Parameter url: A URL such as `shop://item/3`.
    /// - Returns: The plan carried out.
    /// - Throws: ``DeepLinkError``; nothing changed when it throws.
    @discardableResult
    public func open(_ url: String) async throws(DeepLinkError) -> DeepLinkPlan {
        guard let app else { throw .notInstalled(url: url) }
        let target = try resolve(url, in: app)
        let planner = planner(app)
        do {
            return try await app.navigator.transaction(source: .deepLink) { () async throws -> DeepLinkPlan in
                let plan = try planner.plan(target, in: app.navigator.tree)
                try await Self.execute(plan, in: app)
                return plan
            }
        } catch let error as DeepLinkError {
            throw error
        } catch let error as NavigationError {
            throw .refused(url: url, error)
        } catch CompositionError.navigation(let error, _) {
            throw .refused(url: url, error)
        } catch {
            throw .unplannable(url: url, reason: "\(error)")
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
    ///   ``/WayfinderComposition/CompositionError/unsupported(_:)`` when no plan leads there.
    public func open(_ url: String, in app: ComposedApp) async throws {
        do {
            try await open(url)
        } catch .rejected(let rejection) {
            throw CompositionError.deepLinkRejected(rejection)
        } catch .refused(let url, let error) {
            throw CompositionError.navigation(error, request: "open \(url)")
        } catch {
            throw CompositionError.unsupported("\(error)")
        }
    }

    // MARK: - Engine

    private func planner(_ app: ComposedApp) -> DeepLinkPlanner {
        let routes = app.manifest.routes
        return DeepLinkPlanner(reset: options.reset) { routes[$0] }
    }

    private func resolve(_ url: String, in app: ComposedApp) throws(DeepLinkError) -> DeepLinkTarget {
        do {
            return try app.resolveDeepLink(url)
        } catch .deepLinkRejected(let rejection) {
            throw .rejected(rejection)
        } catch {
            throw .unplannable(url: url, reason: "\(error)")
        }
    }

    /// Carries out `plan` inside the open transaction: data steps joined one by one, flows
    /// started through the app.
    private static func execute(_ plan: DeepLinkPlan, in app: ComposedApp) async throws {
        for step in plan.steps {
            if let data = step.navigationStep {
                let ticket = app.navigator.send(NavigationRequest([data], source: .deepLink))
                if let error = ticket.error { throw error }
            } else if case .startFlow(let flow, let parent, _) = step {
                try await app.startFlow(flow, from: parent)
            }
        }
    }
}
