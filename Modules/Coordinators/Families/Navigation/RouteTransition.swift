import WayfinderRouting

/// What a `@Route` or `@Root` property holds: how to make the route's target from the
/// coordinator (and an input), how to show it, and the name the route is registered under.
///
/// `Kind` tells roots (``RootSwitch``) from routes (``RoutePresentation``) at compile time, so
/// `route(to:)` takes only routes and `root(_:)` only roots. `Output` is a screen route
/// (any `RouteType`) or a child coordinator (any `CoordinatorType`).
public final class RouteTransition<Owner: NavigationCoordinatable, Kind, Input, Output> {
    /// How the target is shown.
    public let presentation: RoutePresentation
    let identity: RouteIdentity
    let make: @MainActor (Owner, Input) -> Output
    let encode: (Input) throws -> RouteInput?

    init(
        presentation: RoutePresentation,
        name: String?,
        make: @escaping @MainActor (Owner, Input) -> Output,
        encode: @escaping (Input) throws -> RouteInput?
    ) {
        self.presentation = presentation
        self.identity = RouteIdentity(explicitName: name)
        self.make = make
        self.encode = encode
    }
}

/// The marker `Kind` of root transitions (`@Root`).
public enum RootSwitch {}

/// The registered name of one route property: given explicitly, or the property's own name,
/// found once per coordinator by reflecting on its stored properties.
final class RouteIdentity {
    let explicitName: String?
    var name: String?

    init(explicitName: String?) {
        self.explicitName = explicitName
        self.name = explicitName
    }
}

/// A property wrapper that declares a route, so reflection can find and name it.
protocol DeclaredRoute {
    var identity: RouteIdentity { get }
}
