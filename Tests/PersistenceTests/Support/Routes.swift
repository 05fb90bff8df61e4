import WayfinderRouting

// Route types of the persistence tests, at file scope so their names are stable.

/// The shop's screens.
enum ShopRoute: RouteType {
    case home
    case item(id: Int)
    case filters
    case checkout(step: Int)
    case login

    static let registeredName = "shop"

    var presentationStyle: PresentationStyle {
        switch self {
        case .home, .item, .checkout: .push
        case .filters: .detents([.medium, .large])
        case .login: .fullScreenCover
        }
    }
}

/// A route type that a later version of the app no longer registers.
enum RetiredRoute: RouteType {
    case promo(code: String)

    static let registeredName = "retired"

    var presentationStyle: PresentationStyle { .sheet }
}

/// The registry of the current app: shop routes and data-defined routes, not retired ones.
func makeRegistry() -> RouteRegistry {
    var registry = RouteRegistry()
    try? registry.register(ShopRoute.self)
    try? registry.register(DefaultRoute.self)
    return registry
}

/// The registry of the previous app version, which still knew retired routes.
func makeRegistryWithRetired() -> RouteRegistry {
    var registry = makeRegistry()
    try? registry.register(RetiredRoute.self)
    return registry
}
