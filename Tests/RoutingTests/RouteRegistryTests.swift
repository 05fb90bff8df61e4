import Testing
import WayfinderRouting

@Suite struct RouteRegistryTests {
    @Test func register_distinctTypes_listsSortedNames() throws {
        var registry = RouteRegistry()
        try registry.register(ShopRoute.self)
        try registry.register(HomeRoute.self)
        try registry.register(DefaultRoute.self)
        #expect(registry.names == ["home", "shop", "wayfinder.route"])
        #expect(registry.contains("shop"))
        #expect(!registry.contains("shopp"))
        #expect(try registry.type(named: "shop") == ShopRoute.self)
    }

    @Test func register_sameTypeTwice_isANoOp() throws {
        var registry = try RouteRegistry([ShopRoute.self])
        try registry.register(ShopRoute.self)
        #expect(registry.names == ["shop"])
    }

    @Test func register_secondTypeWithTheSameName_throwsNamingBothTypesAndKeepsTheFirst() throws {
        var registry = try RouteRegistry([ShopRoute.self])
        let error = #expect(throws: RouteRegistryError.self) { try registry.register(RenamedShopRoute.self) }
        #expect(
            error?.description
                == "route type name 'shop' is already registered by RoutingTests.ShopRoute; cannot also register RoutingTests.RenamedShopRoute"
        )
        #expect(try registry.type(named: "shop") == ShopRoute.self)
    }

    @Test func register_emptyName_throws() {
        var registry = RouteRegistry()
        let error = #expect(throws: RouteRegistryError.self) { try registry.register(UnnamedRoute.self) }
        #expect(error?.description == "route type RoutingTests.UnnamedRoute has an empty registered name")
        #expect(registry.names.isEmpty)
    }

    @Test func register_anyRoutesPlaceholderName_throwsReserved() {
        var registry = RouteRegistry()
        let error = #expect(throws: RouteRegistryError.self) { try registry.register(ImpostorRoute.self) }
        #expect(
            error?.description
                == "route type name 'wayfinder.any-route' is reserved for AnyRoute; cannot register RoutingTests.ImpostorRoute"
        )
        let anyRouteError = #expect(throws: RouteRegistryError.self) { try registry.register(AnyRoute.self) }
        #expect(anyRouteError == .reservedName("wayfinder.any-route", type: "WayfinderRouting.AnyRoute"))
    }

    @Test func typeNamed_unknownName_throwsListingRegisteredNames() throws {
        let empty = RouteRegistry()
        #expect(throws: RouteRegistryError.unknownName("shop", registered: [])) { try empty.type(named: "shop") }
        #expect(
            RouteRegistryError.unknownName("shop", registered: []).description
                == "unknown route type 'shop'; registered: none")
        let registry = try RouteRegistry([ShopRoute.self, HomeRoute.self])
        #expect(throws: RouteRegistryError.unknownName("shopp", registered: ["home", "shop"])) {
            try registry.type(named: "shopp")
        }
    }

    @Test func initWithTypes_stopsAtTheFirstDuplicate() {
        #expect(
            throws: RouteRegistryError.duplicateName(
                "shop", registeredType: "RoutingTests.ShopRoute", rejectedType: "RoutingTests.RenamedShopRoute")
        ) {
            try RouteRegistry([ShopRoute.self, HomeRoute.self, RenamedShopRoute.self])
        }
    }
}
