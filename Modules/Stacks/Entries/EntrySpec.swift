import WayfinderRouting

/// The description of an entry still to be created: what ``PathOperation/replace(_:)`` and
/// ``PathOperation/beginScope(_:_:root:)`` take.
///
/// Unset fields resolve when the entry is created: `style` to the route's own
/// ``/WayfinderRouting/RouteType/presentationStyle``, `withNavigation` to `true` (a root or a modal layer allows
/// pushes unless asked otherwise, as for every Wayfinder call that opens a layer).
/// An entry created at index 0 is the root: its style becomes ``/WayfinderRouting/PresentationStyle/push``.
public struct EntrySpec<Route: RouteType>: Hashable, Codable, Sendable {
    /// The route to show.
    public var route: Route
    /// How to show it; `nil` uses the route's own style.
    public var style: PresentationStyle?
    /// Whether pushes are allowed inside the context it opens; `nil` means `true`.
    public var withNavigation: Bool?
    /// Renderer attributes, merged over those of the acting scope.
    public var attributes: [String: String]

    /// Creates a spec.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - style: How to show it; `nil` uses the route's own style.
    ///   - withNavigation: Whether pushes are allowed inside the modal (or root) it opens.
    ///   - attributes: Renderer attributes.
    @inlinable public init(
        _ route: Route,
        style: PresentationStyle? = nil,
        withNavigation: Bool? = nil,
        attributes: [String: String] = [:]
    ) {
        self.route = route
        self.style = style
        self.withNavigation = withNavigation
        self.attributes = attributes
    }

    // MARK: - Shorthands

    /// A pushed entry.
    @inlinable public static func push(_ route: Route) -> Self {
        Self(route, style: .push)
    }

    /// A sheet.
    @inlinable public static func sheet(_ route: Route, withNavigation: Bool = true) -> Self {
        Self(route, style: .sheet, withNavigation: withNavigation)
    }

    /// A full-screen cover.
    @inlinable public static func cover(_ route: Route, withNavigation: Bool = true) -> Self {
        Self(route, style: .fullScreenCover, withNavigation: withNavigation)
    }
}
