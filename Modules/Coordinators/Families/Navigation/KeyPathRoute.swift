import WayfinderRouting

/// The route of an entry made by a key-path route (`route(to: \.detail, 3)`): the route's
/// registered name, the input it was made with, and the screen its factory returned.
///
/// The entry carries the screen for the renderer to draw, and the name and input so that the
/// coordinator can find it again (`focusFirst(\.detail)`) and persistence can store it without
/// any Swift type name: `{"name": "detail", "input": 3, "screen": {"type": "shop", ...}}`.
public struct KeyPathRoute: RouteType {
    /// `wayfinder.keypath`.
    public static let registeredName = "wayfinder.keypath"

    /// The route's registered name: the property's name or the one given to `@Route`/`@Root`.
    public var name: String
    /// The input the route was made with, `nil` for routes without input.
    public var input: RouteInput?
    /// The screen the route's factory made.
    public var screen: AnyRoute
    /// How the route is shown.
    public var presentationStyle: PresentationStyle

    /// Creates a key-path route.
    ///
    /// - Parameters:
    ///   - name: The registered name.
    ///   - input: The input as data.
    ///   - screen: The screen the factory made.
    ///   - presentationStyle: How it is shown.
    public init(name: String, input: RouteInput? = nil, screen: AnyRoute, presentationStyle: PresentationStyle = .push)
    {
        self.name = name
        self.input = input
        self.screen = screen
        self.presentationStyle = presentationStyle
    }

    /// The route's registered ``name``.
    public var routeName: String { name }
}

extension KeyPathRoute: CustomStringConvertible {
    /// `detail(3) → item(id: 3)`: the route with its input, then the screen; just `home` when
    /// the screen reads the same as the route.
    public var description: String {
        let route = name + (input.map { "(\($0.argumentText))" } ?? "")
        let screen = NavigationTree.routeLabel(self.screen)
        return screen == route ? route : "\(route) → \(screen)"
    }
}
