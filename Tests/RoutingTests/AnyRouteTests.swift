import Testing
import WayfinderRouting

@Suite struct AnyRouteTests {
    let registry: RouteRegistry

    init() throws {
        registry = try RouteRegistry([ShopRoute.self, HomeRoute.self, ReceiptRoute.self, DefaultRoute.self])
    }

    // MARK: - Forwarding

    @Test func forwarding_styleNameAndBase_comeFromTheWrappedRoute() throws {
        let route = AnyRoute(ShopRoute.filters)
        #expect(route.presentationStyle == .detents([.medium, .large]))
        #expect(route.routeName == "filters")
        #expect(route.registeredTypeName == "shop")
        #expect(route.base(as: ShopRoute.self) == .filters)
        #expect(route.base(as: HomeRoute.self) == nil)
        #expect(route.baseRoute is ShopRoute)
        #expect(String(describing: route) == "shop: filters")
    }

    @Test func wrappingAnAnyRoute_doesNotNest() {
        let once = AnyRoute(ShopRoute.item(id: 3))
        let twice = AnyRoute(once)
        #expect(twice == once)
        #expect(twice.base is ShopRoute)
        #expect(twice.baseRoute is ShopRoute)
    }

    @Test func wrapping_asksNoName_theFirstReadAsksOnce_andCopiesShareIt() {
        let reads = CountingRoute.Reads()
        CountingRoute.$reads.withValue(reads) {
            let route = AnyRoute(CountingRoute())
            // A push that nothing observes never needs the name (issue 16).
            #expect(reads.count == 0)
            let copies = [route, AnyRoute(route), route]
            #expect(copies.map(\.routeName) == ["counted", "counted", "counted"])
            #expect(reads.count == 1)
            #expect(route.routeName == "counted")
            #expect(reads.count == 1)
        }
    }

    @Test func concurrentFirstReads_allSeeTheSameName_andLaterReadsAskNothing() async {
        let reads = CountingRoute.Reads()
        await CountingRoute.$reads.withValue(reads) {
            let route = AnyRoute(CountingRoute())
            let names = await withTaskGroup(of: String.self) { group in
                for _ in 0..<16 {
                    group.addTask { route.routeName }
                }
                return await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(names == Array(repeating: "counted", count: 16))
            // Readers racing on the first read may each ask; one name is kept for all.
            let asked = reads.count
            #expect((1...16).contains(asked))
            _ = route.routeName
            #expect(reads.count == asked)
        }
    }

    @Test func structRoute_routeNameFallsBackToDescription() {
        #expect(AnyRoute(ReceiptRoute(number: 7)).routeName == "receipt")
    }

    // MARK: - Equality and hashing

    @Test func equality_sameTypeSameValue_isEqualWithEqualHash() {
        let lhs = AnyRoute(ShopRoute.item(id: 3))
        let rhs = AnyRoute(ShopRoute.item(id: 3))
        #expect(lhs == rhs)
        #expect(lhs.hashValue == rhs.hashValue)
        #expect(lhs != AnyRoute(ShopRoute.item(id: 4)))
    }

    @Test func equality_differentTypesWithTheSameRegisteredNameAndShape_areUnequal() {
        #expect(AnyRoute(ShopRoute.item(id: 3)) != AnyRoute(RenamedShopRoute.item(id: 3)))
        #expect(AnyRoute(ShopRoute.filters) != AnyRoute(HomeRoute.feed))
    }

    @Test func set_ofMixedRoutes_keepsOneOfEachDistinctRoute() {
        let routes: Set<AnyRoute> = [
            AnyRoute(ShopRoute.item(id: 3)), AnyRoute(ShopRoute.item(id: 3)),
            AnyRoute(RenamedShopRoute.item(id: 3)), AnyRoute(HomeRoute.feed),
            AnyRoute(DefaultRoute("feed")), AnyRoute(DefaultRoute("feed")),
        ]
        #expect(routes.count == 4)
    }

    // MARK: - Codable

    @Test func encode_writesRegisteredNameAndTheRoutesOwnForm() throws {
        #expect(try json(AnyRoute(ShopRoute.item(id: 3))) == #"{"type":"shop","value":{"item":{"id":3}}}"#)
        #expect(
            try json(AnyRoute(DefaultRoute("item", parameters: ["id": 3])))
                == #"{"type":"wayfinder.route","value":{"name":"item","parameters":{"id":3},"style":"push"}}"#
        )
    }

    @Test func roundTrip_mixedRoutesThroughTheRegistry_isLossless() throws {
        let routes = [
            AnyRoute(ShopRoute.item(id: 3)), AnyRoute(ShopRoute.filters), AnyRoute(HomeRoute.profile(user: "ada")),
            AnyRoute(ReceiptRoute(number: 12)), AnyRoute(DefaultRoute("search", parameters: ["q": "red shoes"])),
        ]
        let decoded = try decode([AnyRoute].self, from: json(routes), registry: registry)
        #expect(decoded == routes)
    }

    @Test func decode_afterTheSwiftTypeIsRenamed_yieldsTheNewType() throws {
        let stored = try json(AnyRoute(ShopRoute.item(id: 3)))
        let renamedRegistry = try RouteRegistry([RenamedShopRoute.self])
        let decoded = try decode(AnyRoute.self, from: stored, registry: renamedRegistry)
        #expect(decoded == AnyRoute(RenamedShopRoute.item(id: 3)))
    }

    @Test func decode_unknownRegisteredName_throwsUnknownNameListingTheRegisteredOnes() throws {
        let registry = try RouteRegistry([ShopRoute.self, HomeRoute.self])
        let error = #expect(throws: RouteRegistryError.self) {
            try decode(AnyRoute.self, from: #"{"type":"shopp","value":"filters"}"#, registry: registry)
        }
        #expect(error == .unknownName("shopp", registered: ["home", "shop"]))
        #expect(error?.description == "unknown route type 'shopp'; registered: home, shop")
    }

    @Test func decode_withoutARegistry_throwsMissingRegistry() throws {
        let error = #expect(throws: RouteRegistryError.self) {
            try decode(AnyRoute.self, from: #"{"type":"shop","value":"filters"}"#)
        }
        #expect(
            error?.description
                == "cannot decode AnyRoute: the decoder's userInfo holds no RouteRegistry under .routeRegistry")
    }
}
