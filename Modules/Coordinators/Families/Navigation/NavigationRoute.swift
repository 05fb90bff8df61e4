import WayfinderRouting

/// Declares a route of a ``NavigationCoordinatable`` as a property whose value is its factory.
///
/// Inside a conforming class the wrapper is spelled `@Route` (see
/// ``NavigationCoordinatable/Route``). The factory returns a screen route (any `RouteType`) or
/// a child coordinator, and takes no input or one `Encodable` input:
///
/// ```swift
/// @Route(.push) var detail = makeDetail            // func makeDetail(id: Int) -> ShopScreen
/// @Route(.modal) var settings = makeSettings       // func makeSettings() -> SettingsCoordinator
/// @Route(.push, name: "item") var product = makeProduct
/// ```
///
/// The route is registered under `name`, or under the property's name (`detail`); that name,
/// never a Swift type name, is what entries, events and persistence carry.
@propertyWrapper
public struct NavigationRoute<Owner: NavigationCoordinatable, Input, Output>: DeclaredRoute {
    /// The route: what `route(to: \.detail)` reads through the key path.
    public let wrappedValue: RouteTransition<Owner, RoutePresentation, Input, Output>

    var identity: RouteIdentity { wrappedValue.identity }

    /// Wraps a route made elsewhere (another coordinator's, or a shared one).
    ///
    /// - Parameter wrappedValue: The route.
    public init(wrappedValue: RouteTransition<Owner, RoutePresentation, Input, Output>) {
        self.wrappedValue = wrappedValue
    }
}

extension NavigationRoute where Input == Void {
    /// Declares a route whose factory takes no input.
    ///
    /// - Parameters:
    ///   - factory: An instance method of the coordinator, such as `makeSettings`.
    ///   - presentation: How the route is shown.
    ///   - name: The registered name; the property's name when `nil`.
    public init(
        wrappedValue factory: @escaping @MainActor (Owner) -> () -> Output,
        _ presentation: RoutePresentation,
        name: String? = nil
    ) {
        wrappedValue = RouteTransition(
            presentation: presentation, name: name, make: { owner, _ in factory(owner)() }, encode: { _ in nil }
        )
    }
}

extension NavigationRoute where Input: Encodable {
    /// Declares a route whose factory takes one input, kept as data in the route's entry.
    ///
    /// - Parameters:
    ///   - factory: An instance method of the coordinator, such as `makeDetail(id:)`.
    ///   - presentation: How the route is shown.
    ///   - name: The registered name; the property's name when `nil`.
    public init(
        wrappedValue factory: @escaping @MainActor (Owner) -> (Input) -> Output,
        _ presentation: RoutePresentation,
        name: String? = nil
    ) {
        wrappedValue = RouteTransition(
            presentation: presentation, name: name, make: { owner, input in factory(owner)(input) },
            encode: { try RouteInput(encoding: $0) }
        )
    }
}

/// Declares a root of a ``NavigationCoordinatable``: a screen its stack can start with
/// (`CoordinatorStack(initial:)`) or switch to (`root(_:)`).
///
/// Inside a conforming class the wrapper is spelled `@Root`. Root factories return a screen
/// route.
///
/// ```swift
/// @Root var home = makeHome
/// @Root(name: "welcome") var start = makeStart
/// ```
@propertyWrapper
public struct NavigationRoot<Owner: NavigationCoordinatable, Input, Output: RouteType>: DeclaredRoute {
    /// The root: what `CoordinatorStack(initial: \.home)` reads through the key path.
    public let wrappedValue: RouteTransition<Owner, RootSwitch, Input, Output>

    var identity: RouteIdentity { wrappedValue.identity }

    /// Wraps a root made elsewhere.
    ///
    /// - Parameter wrappedValue: The root.
    public init(wrappedValue: RouteTransition<Owner, RootSwitch, Input, Output>) {
        self.wrappedValue = wrappedValue
    }
}

extension NavigationRoot where Input == Void {
    /// Declares a root whose factory takes no input.
    ///
    /// - Parameters:
    ///   - factory: An instance method of the coordinator, such as `makeHome`.
    ///   - name: The registered name; the property's name when `nil`.
    public init(wrappedValue factory: @escaping @MainActor (Owner) -> () -> Output, name: String? = nil) {
        wrappedValue = RouteTransition(
            presentation: .push, name: name, make: { owner, _ in factory(owner)() }, encode: { _ in nil }
        )
    }
}

extension NavigationRoot where Input: Encodable {
    /// Declares a root whose factory takes one input.
    ///
    /// - Parameters:
    ///   - factory: An instance method of the coordinator taking the input, such as
    ///     `makeWelcome` declared `func makeWelcome(name: String) -> Screen`.
    ///   - name: The registered name; the property's name when `nil`.
    public init(wrappedValue factory: @escaping @MainActor (Owner) -> (Input) -> Output, name: String? = nil) {
        wrappedValue = RouteTransition(
            presentation: .push, name: name, make: { owner, input in factory(owner)(input) },
            encode: { try RouteInput(encoding: $0) }
        )
    }
}
