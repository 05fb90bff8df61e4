import Observation
import WayfinderRouting
import WayfinderStacks

/// A navigator's route loaders, and the navigation waiting for them (``pending``).
///
/// Loaders are found for a new screen by its route's name first (``register(_:forRoute:)``,
/// what a manifest's `load:` does), then by its route type (``register(_:)``). A navigator
/// with no loader registered pays nothing for them.
@MainActor
@Observable
public final class RouteLoaders {
    @ObservationIgnored private var byName: [String: RouteLoader] = [:]
    @ObservationIgnored private var byType: [ObjectIdentifier: @MainActor (AnyRoute) -> RouteLoader?] = [:]
    @ObservationIgnored private var observers: [(token: UInt64, handler: @MainActor (LoadEvent) -> Void)] = []
    @ObservationIgnored private var nextToken: UInt64 = 0
    /// The request waiting for its loaders, if any.
    @ObservationIgnored var waiting: PendingLoad?
    /// The transaction whose loaders are done, while it commits.
    @ObservationIgnored var resuming: OpenTransaction?

    /// The navigation waiting for its screens' loaders, with how many are done; `nil` while
    /// none waits. Observed like any `@Observable` property, so a renderer can show progress.
    public internal(set) var pending: PendingNavigation?

    /// Whether any loader is registered: without one, no request looks for loaders.
    ///
    /// Not observed: every push and pop reads it, and an observed read cost 134 instructions
    /// per push + pop on `router0` (callgrind, Observation's registrar access); registering a
    /// loader is set-up, not state a view shows.
    // Unchecked exclusivity: a main-actor Bool, read and written in single statements, never
    // held across another access; the dynamic check cost ~150 instructions per push + pop on
    // `router0` (callgrind: swift_beginAccess and its access set).
    @ObservationIgnored @exclusivity(unchecked) public private(set) var isEmpty = true

    init() {}

    // MARK: - Registering

    /// Loads every screen of the route named `route` with `loader`, in place of any loader
    /// registered for that name before.
    public func register(_ loader: RouteLoader, forRoute route: String) {
        byName[route] = loader
        isEmpty = false
    }

    /// Loads the routes of `type` that declare a loader (``LoadableRoute/loader``).
    public func register<Route: LoadableRoute>(_ type: Route.Type) {
        byType[ObjectIdentifier(type)] = { $0.base(as: Route.self)?.loader }
        isEmpty = false
    }

    /// Stops loading the route named `route`.
    public func unregister(route: String) {
        byName[route] = nil
        isEmpty = byName.isEmpty && byType.isEmpty
    }

    /// The loader registered for the route named `route` (``register(_:forRoute:)``), if any.
    public func loader(forRoute route: String) -> RouteLoader? {
        byName[route]
    }

    /// The loader of `route`: registered for its name, else declared by its type; `nil` when it
    /// loads nothing.
    public func loader(for route: AnyRoute) -> RouteLoader? {
        if isEmpty { return nil }
        if let loader = byName[route.routeName] { return loader }
        guard !byType.isEmpty else { return nil }
        return byType[ObjectIdentifier(type(of: route.base))]?(route)
    }

    // MARK: - Observing

    /// Calls `handler` with every step of every load: started, one loader done, committed,
    /// failed, cancelled.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (LoadEvent) -> Void) -> UInt64 {
        nextToken += 1
        observers.append((nextToken, handler))
        return nextToken
    }

    /// Stops calling an observer added with ``observe(_:)``.
    public func removeObserver(_ token: UInt64) {
        observers.removeAll { $0.token == token }
    }

    func tell(_ event: LoadEvent) {
        for (_, handler) in observers { handler(event) }
    }
}

/// A navigation waiting for its screens' loaders, as ``RouteLoaders/pending`` reports it.
public struct PendingNavigation: Hashable, Sendable, CustomStringConvertible {
    /// Who asked for the navigation.
    public let source: NavigationSource
    /// The new screens that load, by route name, in the order the request adds them.
    public let routes: [String]
    /// How many of their loaders are done.
    public var done: Int
    /// How many loaders there are.
    public var total: Int { routes.count }

    /// The navigation as one line: `loading item, category (1/2)`.
    public var description: String {
        "loading \(routes.joined(separator: ", ")) (\(done)/\(total))"
    }
}

/// One step of a load, as ``RouteLoaders/observe(_:)`` reports it.
public struct LoadEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The loaders started.
        case started
        /// One loader finished (``route`` names it).
        case loaded
        /// Every loader finished and the request committed.
        case committed
        /// A loader failed and the request failed with it (``failure`` says why).
        case failed
        /// A newer user request cancelled the loaders.
        case cancelled
        /// The value of a screen restored with a lazy loader (``RouteLoader/RestorePolicy/lazy``)
        /// arrived after the restore committed (``route`` names it; ``failure`` says why it
        /// failed, if it did).
        case arrived
    }

    /// What happened.
    public let kind: Kind
    /// The navigation as it stood then.
    public let navigation: PendingNavigation
    /// For ``Kind/loaded`` and ``Kind/arrived``, the route whose loader finished.
    public let route: String?
    /// For ``Kind/failed`` (and a failed ``Kind/arrived``), the failure.
    public let failure: LoadFailure?

    /// The event as one line: `cancelled: loading item (0/1)`.
    public var description: String {
        var text = "\(kind.rawValue): \(navigation)"
        if let route { text += " [\(route)]" }
        if let failure { text += " [\(failure)]" }
        return text
    }
}
