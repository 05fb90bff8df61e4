import WayfinderRouting

/// The routes every navigation benchmark pushes: a typical app's mix of plain screens, screens
/// with parameters, and modal ones.
///
/// `routeName` is the default one (the case name, read through reflection), as in an app that
/// does not override it: interceptors that check route names pay what they would pay there.
public enum BenchRoute: RouteType {
    case home
    case item(id: Int)
    case detail(id: Int, title: String)
    case reviews(itemID: Int, page: Int)
    case sheet
    case editor(draft: String)

    /// `bench`.
    public static let registeredName = "bench"

    /// Sheets for `sheet` and `editor`, pushes for the rest.
    public var presentationStyle: PresentationStyle {
        switch self {
        case .sheet, .editor: .sheet
        case .home, .item, .detail, .reviews: .push
        }
    }

    /// A route with parameters, varied by `index` (what a fixture fills stacks with).
    ///
    /// - Parameter index: Any number.
    /// - Returns: An `item`, `detail` or `reviews` route.
    public static func pushed(_ index: Int) -> BenchRoute {
        switch index % 3 {
        case 0: .item(id: index)
        case 1: .detail(id: index, title: "Item number \(index)")
        default: .reviews(itemID: index, page: index % 7)
        }
    }

    /// The registry that decodes every route the fixtures create.
    ///
    /// - Throws: Never in practice: the names are distinct and not reserved.
    public static func registry() throws -> RouteRegistry {
        try RouteRegistry([BenchRoute.self, DefaultRoute.self])
    }
}

extension BenchRoute {
    /// The `routeName` that `@RouteNames` (WayfinderMacros) generates for this enum, written out
    /// as its expansion test shows it, so that the benchmark package does not build swift-syntax:
    /// the reflection-free name the `routeNameSwitch` scenario compares with `routeNameReflected`.
    public var switchedRouteName: String {
        switch self {
        case .home:
            "home"
        case .item:
            "item"
        case .detail:
            "detail"
        case .reviews:
            "reviews"
        case .sheet:
            "sheet"
        case .editor:
            "editor"
        }
    }
}

/// ``BenchRoute`` named the way `@RouteNames` names it: by a `switch` (``BenchRoute/switchedRouteName``),
/// with no reflection. The `router0named` and `router4named` scenarios push it, to measure the
/// engine as an app that declares its routes with the macro uses it.
public struct NamedBenchRoute: RouteType {
    /// The route.
    public var route: BenchRoute

    /// `benchNamed`.
    public static let registeredName = "benchNamed"

    /// The route's style.
    public var presentationStyle: PresentationStyle { route.presentationStyle }

    /// The case name, from the switch.
    public var routeName: String { route.switchedRouteName }

    /// Wraps `route`.
    public init(_ route: BenchRoute) {
        self.route = route
    }
}
