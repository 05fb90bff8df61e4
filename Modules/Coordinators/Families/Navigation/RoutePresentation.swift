import WayfinderRouting
import WayfinderStacks

/// How a key-path route shows what its factory makes: pushed, or presented in a modal layer,
/// and for a child coordinator what it may do to the shared stack.
///
/// ```swift
/// @Route(.push) var detail = makeDetail
/// @Route(.modal) var filters = makeFilters
/// @Route(.fullScreen) var onboarding = makeOnboarding
/// @Route(.present(.detents([.medium]))) var picker = makePicker
/// @Route(.push(policy: .owned)) var checkout = makeCheckout
/// ```
public struct RoutePresentation: Hashable, Sendable {
    /// How the screen (or the child's first screen) is shown.
    public var style: PresentationStyle
    /// For a modal style: whether screens may be pushed inside the layer it opens.
    public var withNavigation: Bool
    /// For a route that makes a child coordinator: its scope policy; `nil` for the engine's
    /// default (shared when pushed, owned when presented; a ``ChildCoordinatable`` is always bounded).
    public var policy: ScopePolicy?

    /// Creates a presentation.
    ///
    /// - Parameters:
    ///   - style: How the route is shown.
    ///   - withNavigation: For a modal style, whether pushes are allowed inside it.
    ///   - policy: The scope policy of a child coordinator the route makes.
    public init(style: PresentationStyle, withNavigation: Bool = true, policy: ScopePolicy? = nil) {
        self.style = style
        self.withNavigation = withNavigation
        self.policy = policy
    }

    // MARK: - Shorthands

    /// Pushed onto the current navigation context.
    public static let push = RoutePresentation(style: .push)
    /// Presented as a sheet with its own navigation.
    public static let modal = RoutePresentation(style: .sheet)
    /// Presented covering the whole screen, with its own navigation.
    public static let fullScreen = RoutePresentation(style: .fullScreenCover)

    /// Pushed; a child coordinator it makes gets `policy`.
    ///
    /// - Parameter policy: The child's scope policy.
    /// - Returns: The presentation.
    public static func push(policy: ScopePolicy) -> RoutePresentation {
        RoutePresentation(style: .push, policy: policy)
    }

    /// Presented with any modal style, such as detents or a custom named transition.
    ///
    /// - Parameters:
    ///   - style: A modal style.
    ///   - withNavigation: Whether pushes are allowed inside the layer.
    ///   - policy: The scope policy of a child coordinator the route makes.
    /// - Returns: The presentation.
    public static func present(
        _ style: PresentationStyle, withNavigation: Bool = true, policy: ScopePolicy? = nil
    )
        -> RoutePresentation
    {
        RoutePresentation(style: style, withNavigation: withNavigation, policy: policy)
    }
}
