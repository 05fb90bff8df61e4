/// A destination the engine can navigate to.
///
/// A route is plain data: it says *where* to go and *how* it is shown, never *what* view
/// shows it (that belongs to the renderer). Conformers are usually enums:
///
/// ```swift
/// enum ShopRoute: RouteType {
///     case item(id: Int)
///     case filters
///
///     static let registeredName = "shop"
///
///     var presentationStyle: PresentationStyle {
///         switch self {
///         case .item: .push
///         case .filters: .detents([.medium, .large])
///         }
///     }
/// }
/// ```
///
/// Persistence and deep links identify a route type by ``registeredName`` and a route value by
/// its `Codable` form, never by a Swift type name, so renaming the Swift type keeps persisted
/// state readable as long as the registered name stays.
///
/// `@RouteNames` from the WayfinderMacros product writes ``registeredName`` and ``routeName``
/// for an enum: route names from a `switch` over the cases instead of reflection.
public protocol RouteType: Hashable, Sendable, Codable {
    /// The stable name this route type is registered under (persistence, deep links, events).
    ///
    /// It must be unique within a ``RouteRegistry`` and should never change once shipped.
    static var registeredName: String { get }

    /// How a screen for this route is presented when no explicit style is requested.
    var presentationStyle: PresentationStyle { get }

    /// A short, human-readable name of this particular route, used by `popTo(name:)`,
    /// events and analytics.
    ///
    /// The default implementation uses the enum case name (`item` for `.item(id: 3)`), read by
    /// reflection (``reflectedRouteName``) each time it is asked: about 21,000 instructions and a
    /// few allocations. ``AnyRoute`` (what the coordinator engine stores) asks for it the first
    /// time its own name is read and keeps it. `@RouteNames` (the WayfinderMacros product) writes
    /// the same names as a `switch` over the cases, which costs no reflection and no allocation;
    /// a hand-written `switch` does the same.
    var routeName: String { get }

    /// The route itself, unwrapped from any type erasure.
    ///
    /// Type-erased wrappers (`AnyRoute`) return the route they wrap; every other route returns
    /// itself (the default). A router's `popTo(_:animated:)` with a route type, and
    /// `EntryTarget.type(_:)`, test `baseRoute is T`.
    var baseRoute: any RouteType { get }

    /// Whether this route type declares rules for its screens (a leave check, saved state
    /// fields) through WayfinderCoordinators' `ScreenRules`; `false` by default.
    ///
    /// `ScreenRules` answers `true` for the types that conform to it; do not write it yourself.
    /// The engine reads it (a few instructions) before it asks a route for its rules, so routes
    /// that declare none cost nothing more.
    static var declaresScreenRules: Bool { get }
}

extension RouteType {
    /// The route itself.
    public var baseRoute: any RouteType { self }

    /// `false`: a route type declares no screen rules unless it conforms to `ScreenRules`
    /// (WayfinderCoordinators).
    public static var declaresScreenRules: Bool { false }

    /// The enum case name of this route (`item` for `.item(id: 3)`), or its description for
    /// non-enum conformers: ``reflectedRouteName``.
    public var routeName: String { reflectedRouteName }

    /// The name the default ``routeName`` reads by reflection: the enum case name (`item` for
    /// `.item(id: 3)`), or the route's description for non-enum conformers.
    ///
    /// It asks `Mirror` each time (several thousand instructions and a few allocations). A route
    /// type that returns its names from a `switch`, by hand or through `@RouteNames`
    /// (WayfinderMacros), can compare them with this in a test.
    public var reflectedRouteName: String {
        let mirror = Mirror(reflecting: self)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
            return label
        }
        return String(describing: self)
    }
}
