import Foundation
import Testing
import WayfinderMacros

// Real enums named by the macro; each test compares the generated names with the reflecting
// default (`reflectedRouteName`) for every case.

@RouteNames
enum StoreRoute: RouteType {
    case home
    case item(id: Int)
    case detail(id: Int, title: String)
    case reviews(Int, page: Int)
    case `default`
    indirect case related(StoreRoute)
    case filters

    var presentationStyle: PresentationStyle {
        switch self {
        case .filters: .detents([.medium, .large])
        default: .push
        }
    }

    /// One value of every case.
    static let everyCase: [StoreRoute] = [
        .home, .item(id: 3), .detail(id: 4, title: "Lamp"), .reviews(5, page: 2), .default, .related(.home),
        .filters,
    ]
}

@RouteNames("settings-v2")
public enum SettingsRoute: RouteType {
    case root
    case account(user: String)

    public var presentationStyle: PresentationStyle { .sheet }
}

/// States no `RouteType`: the macro adds the conformance, and the compiler still synthesises
/// `Codable` and `Hashable`.
@RouteNames
enum OnboardingRoutes {
    case welcome
    case step(Int)

    var presentationStyle: PresentationStyle { .fullScreenCover }
}

@RouteNames
enum CatalogueRoute<ID: Hashable & Codable & Sendable>: RouteType {
    case list
    case item(ID)

    var presentationStyle: PresentationStyle { .push }
}

@Suite struct RouteNamesUsageTests {
    @Test func everyCase_isNamedAsTheReflectingDefaultNamesIt() {
        #expect(StoreRoute.everyCase.count == 7)
        for route in StoreRoute.everyCase {
            #expect(route.routeName == route.reflectedRouteName)
        }
        #expect(
            StoreRoute.everyCase.map(\.routeName) == [
                "home", "item", "detail", "reviews", "default", "related", "filters",
            ])
        for route in [SettingsRoute.root, .account(user: "ada")] {
            #expect(route.routeName == route.reflectedRouteName)
        }
        for route in [OnboardingRoutes.welcome, .step(2)] {
            #expect(route.routeName == route.reflectedRouteName)
        }
        for route in [CatalogueRoute<String>.list, .item("x")] {
            #expect(route.routeName == route.reflectedRouteName)
        }
    }

    @Test func registeredNames_areGiven_orMadeFromTheTypeName() {
        #expect(StoreRoute.registeredName == "store")
        #expect(SettingsRoute.registeredName == "settings-v2")
        #expect(OnboardingRoutes.registeredName == "onboarding")
        #expect(CatalogueRoute<Int>.registeredName == "catalogue")
    }

    @Test func anyRoute_readsTheGeneratedName() {
        #expect(AnyRoute(StoreRoute.detail(id: 1, title: "Lamp")).routeName == "detail")
        #expect(AnyRoute(OnboardingRoutes.step(1)).registeredTypeName == "onboarding")
    }

    @Test func addedConformance_isARouteType_thatRoundTripsThroughTheRegistry() throws {
        let registry = try RouteRegistry([StoreRoute.self, SettingsRoute.self, OnboardingRoutes.self])
        let routes = [AnyRoute(OnboardingRoutes.step(3)), AnyRoute(StoreRoute.related(.item(id: 9)))]
        let data = try JSONEncoder().encode(routes)
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = registry
        #expect(try decoder.decode([AnyRoute].self, from: data) == routes)
        #expect(Set(routes).count == 2)
    }
}
