import WayfinderRouting
import WayfinderStacks

/// The routes most tests navigate between.
enum Screen: RouteType {
    case home, a, b, c, d, e
    case item(Int)
    /// A sheet by default.
    case filters
    /// A full-screen cover by default.
    case login
    /// A sheet with detents by default.
    case picker

    static let registeredName = "screen"

    var presentationStyle: PresentationStyle {
        switch self {
        case .filters: .sheet
        case .login: .fullScreenCover
        case .picker: .detents([.medium, .large])
        default: .push
        }
    }
}

/// Routes of a second feature, for type targets.
enum AccountRoute: RouteType {
    case profile, settings
    static let registeredName = "account"
    var presentationStyle: PresentationStyle { .push }
}

/// A hand-written erasure over both, standing in for `AnyRoute`: `baseRoute` unwraps.
enum Mixed: RouteType {
    case screen(Screen)
    case account(AccountRoute)

    static let registeredName = "mixed"

    var presentationStyle: PresentationStyle {
        switch self {
        case .screen(let route): route.presentationStyle
        case .account(let route): route.presentationStyle
        }
    }

    var routeName: String {
        switch self {
        case .screen(let route): route.routeName
        case .account(let route): route.routeName
        }
    }

    var baseRoute: any RouteType {
        switch self {
        case .screen(let route): route
        case .account(let route): route
        }
    }
}
