import WayfinderRouting

/// One screen of a ``RoutePath``: a route, how it is shown, and the identity it keeps for life.
///
/// Entries are created by the path (through ``RoutePath/apply(_:as:source:ids:)``), never
/// mutated in place, and never share an ``EntryID``. Two entries with the same id are the same
/// screen; a renderer keys its views by ``id``.
///
/// The entry at index 0 of a path is the root: its ``style`` is always ``/WayfinderRouting/PresentationStyle/push``
/// and its ``withNavigation`` says whether the base context allows pushes. Every later entry
/// whose style is modal opens a new navigation context; ``withNavigation`` is meaningful only
/// for those (and the root) and is stored as `false` for pushed entries.
public struct Entry<Route: RouteType>: Hashable, Codable, Sendable {
    /// The identity of this entry, never reused.
    public let id: EntryID
    /// Where this entry goes.
    public let route: Route
    /// How this entry is shown: pushed, or presented in a new modal layer.
    public let style: PresentationStyle
    /// For the root and modal entries: whether screens may be pushed inside the context it opens.
    public let withNavigation: Bool
    /// The scope that created this entry, or `nil` for the path's base scope.
    public let scope: ScopeID?
    /// Free-form attributes for the renderer (for example a tint a child flow asked for).
    public let attributes: [String: String]

    /// Creates an entry; normally only a ``RoutePath`` does this.
    ///
    /// - Parameters:
    ///   - id: The entry's identity.
    ///   - route: The route shown.
    ///   - style: How it is shown.
    ///   - withNavigation: Whether pushes are allowed in the context this entry opens.
    ///   - scope: The scope that created it, `nil` for the base scope.
    ///   - attributes: Renderer attributes.
    @inlinable public init(
        id: EntryID,
        route: Route,
        style: PresentationStyle = .push,
        withNavigation: Bool = false,
        scope: ScopeID? = nil,
        attributes: [String: String] = [:]
    ) {
        self.id = id
        self.route = route
        self.style = style
        self.withNavigation = withNavigation
        self.scope = scope
        self.attributes = attributes
    }

    /// Whether this entry, when not the root, opens a modal layer.
    @inlinable public var isModal: Bool { style.isModal }
}

extension Entry: CustomStringConvertible {
    /// `#3 item`, `#4 filters (sheet, with navigation)`, `#5 b [scope 'child']`.
    public var description: String {
        var text = "\(id) \(route.routeName)"
        if style.isModal {
            text += " (\(style.summary)\(withNavigation ? ", with navigation" : ""))"
        }
        if let scope {
            text += " [scope \(scope)]"
        }
        return text
    }
}
