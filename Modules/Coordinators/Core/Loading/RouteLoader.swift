import WayfinderRouting
import WayfinderStacks

/// What a screen needs before it is shown, made by an async function from its route.
///
/// When a request adds a screen whose route has a loader, the navigator starts the loader after
/// the interceptors allowed the request and before it commits, together with the loaders of the
/// request's other new screens. The request commits once, with every value loaded; the value is
/// kept in the screen's ``EntryContext`` (``EntryContext/loaded``). A newer user request cancels
/// the loaders and takes the request's place (``NavigationError/loadCancelled(routes:)``).
///
/// ```swift
/// let item = RouteLoader("item") { request in
///     try await catalog.item(request.parameters["id"])
/// }
/// navigator.loaders.register(item, forRoute: "item")
/// ```
public struct RouteLoader: Sendable {
    /// What a failed loader does to its request.
    public enum ErrorPolicy: String, Hashable, Sendable, Codable, CaseIterable {
        /// The request fails with ``NavigationError/loadFailed(_:)`` and the state is unchanged.
        case fail
        /// The request commits; the screen finds the error in its context
        /// (``EntryContext/loaded``) and shows it.
        case show
    }

    /// When a restored screen's loader runs.
    public enum RestorePolicy: String, Hashable, Sendable, Codable, CaseIterable {
        /// Before the restored tree commits: the restore waits for it.
        case reload
        /// After: the restored tree commits at once and the screen's value arrives later.
        case lazy
    }

    /// The loader's name: the one a manifest's `load:` names, and the one messages show.
    public let name: String
    /// What a failure does to the request.
    public var onError: ErrorPolicy
    /// When the loader of a restored screen runs.
    public var restore: RestorePolicy
    let body: @Sendable (LoadRequest) async throws -> any Sendable

    /// A loader named `name` that makes a value with `load`.
    ///
    /// - Parameters:
    ///   - name: The loader's name.
    ///   - onError: What a failure does to the request; by default it fails it.
    ///   - restore: When the loader of a restored screen runs; by default before the restore commits.
    ///   - load: Makes the screen's value. It should return soon after its task is cancelled
    ///     (`Task.isCancelled`, or throwing a cancellation error); what it returns then is dropped.
    public init<Value: Sendable>(
        _ name: String, onError: ErrorPolicy = .fail, restore: RestorePolicy = .reload,
        _ load: @escaping @Sendable (LoadRequest) async throws -> Value
    ) {
        self.name = name
        self.onError = onError
        self.restore = restore
        self.body = { try await load($0) }
    }

    /// Runs the loader for `request`, as the navigator does: scripts and tests that wrap a
    /// loader call it.
    ///
    /// - Returns: The loaded value.
    /// - Throws: What the loader threw.
    public func load(_ request: LoadRequest) async throws -> any Sendable {
        try await body(request)
    }

    /// The same loader with another error policy.
    public func onError(_ policy: ErrorPolicy) -> RouteLoader {
        var copy = self
        copy.onError = policy
        return copy
    }

    /// The same loader with another restore policy.
    public func restore(_ policy: RestorePolicy) -> RouteLoader {
        var copy = self
        copy.restore = policy
        return copy
    }
}

/// What a loader is asked to load: the screen's route and entry.
public struct LoadRequest: Sendable {
    /// The screen's route.
    public let route: AnyRoute
    /// The screen's entry (the id it gets when the request commits).
    public let entry: EntryID

    /// A request to load the screen `entry` of `route`.
    public init(route: AnyRoute, entry: EntryID) {
        self.route = route
        self.entry = entry
    }

    /// The route's parameters, for a route defined by data (``/WayfinderRouting/DefaultRoute``);
    /// empty for a typed route, which a loader reads with `route.base(as:)`.
    public var parameters: [String: ParameterValue] {
        route.base(as: DefaultRoute.self)?.parameters ?? [:]
    }
}

/// A route type that declares its own loader.
///
/// Register the type once (``RouteLoaders/register(_:)``); every route of it that returns a
/// loader loads before it is shown.
public protocol LoadableRoute: RouteType {
    /// The route's loader, or `nil` when this route loads nothing.
    var loader: RouteLoader? { get }
}

extension LoadRequest: CustomStringConvertible {
    /// The route's name and its parameters, sorted by name: `item id=3`.
    public var description: String {
        let parameters = self.parameters.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }
        return route.routeName + parameters.joined()
    }
}
