import WayfinderRouting
import WayfinderStacks

/// A coordinator whose routes are properties: `@Root` screens it can start with, and `@Route`
/// screens or child coordinators it can push or present — the Stinsen family.
///
/// ```swift
/// final class MainCoordinator: NavigationCoordinatable {
///     let stack = CoordinatorStack<MainCoordinator>(initial: \.home)
///
///     @Root var home = makeHome
///     @Route(.push) var product = makeProduct
///     @Route(.modal) var settings = makeSettings
///
///     func makeHome() -> MainScreen { .home }
///     func makeProduct(id: Int) -> MainScreen { .product(id: id) }
///     func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
/// }
///
/// try await main.route(to: \.product, 3)
/// let settings = try await main.route(to: \.settings)
/// ```
///
/// It runs on the same engine as every other family: placed as the navigator's root, a tab
/// page or an embedded container, it owns its stack; pushed or presented by another
/// coordinator, it navigates in its own scope of that coordinator's stack. Each call is one
/// transaction, seen by the same interceptors and observers.
@MainActor
public protocol NavigationCoordinatable: CoordinatorType {
    /// The stack declaration: the initial root, and a read-only view of the entries.
    var stack: CoordinatorStack<Self> { get }

    /// The renderer attributes attached to this coordinator's entries (a tint, a title style).
    ///
    /// - Parameter attributes: The attributes the entries would inherit from the scope that
    ///   placed this coordinator (empty for a coordinator that owns its stack).
    /// - Returns: The attributes to attach. The default returns `attributes` unchanged.
    func customize(_ attributes: [String: String]) -> [String: String]
}

extension NavigationCoordinatable {
    // MARK: - Declaring routes

    /// Declares a route property: `@Route(.push) var detail = makeDetail`.
    public typealias Route<Input, Output> = NavigationRoute<Self, Input, Output>
    /// Declares a root property: `@Root var home = makeHome`.
    public typealias Root<Input, Output: RouteType> = NavigationRoot<Self, Input, Output>
    /// The seed's name for the stack declaration: `var stack = NavigationStack(initial: \.home)`.
    @available(*, deprecated, renamed: "CoordinatorStack", message: "Wayfinder calls NavigationStack CoordinatorStack")
    public typealias NavigationStack = CoordinatorStack<Self>

    // MARK: - CoordinatorType

    /// The engine's record of this coordinator, kept by its ``stack``.
    public var core: CoordinatorCore { stack.core }

    /// Shows the stack's initial root.
    public func start(animated: Bool = true) async throws {
        let route = try stack.initial(self)
        try await core.showRoot(AnyRoute(route), style: nil, attributes: customize(core.inheritedAttributes))
    }

    /// Does nothing.
    public func didFinish() {}

    /// Returns `attributes` unchanged.
    public func customize(_ attributes: [String: String]) -> [String: String] { attributes }

    // MARK: - Attributes

    /// The attributes a request of this coordinator attaches explicitly: its customization when
    /// it owns its stack; nothing when it acts as a scope, whose entries inherit them.
    var ownedStackAttributes: [String: String] {
        core.placement?.isScope == true ? [:] : customize([:])
    }
}
