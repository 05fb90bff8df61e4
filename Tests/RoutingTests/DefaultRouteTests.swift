import Testing
import WayfinderRouting

@Suite struct DefaultRouteTests {
    @Test func routeName_isTheName() {
        let route = DefaultRoute("item", parameters: ["id": 3], presentationStyle: .sheet)
        #expect(route.routeName == "item")
        #expect(route.presentationStyle == .sheet)
        #expect(DefaultRoute.registeredName == "wayfinder.route")
        #expect(
            String(describing: DefaultRoute("search", parameters: ["q": "shoes", "page": 2]))
                == "search(page: 2, q: shoes)")
        #expect(String(describing: DefaultRoute("home")) == "home")
    }

    @Test func encode_writesNameParametersAndStyle() throws {
        let route = DefaultRoute("item", parameters: ["id": 3, "color": "red", "gift": true, "price": 9.5])
        #expect(
            try json(route)
                == #"{"name":"item","parameters":{"color":"red","gift":true,"id":3,"price":9.5},"style":"push"}"#)
    }

    @Test func encode_withoutParameters_leavesThemOut() throws {
        #expect(try json(DefaultRoute("cart", presentationStyle: .sheet)) == #"{"name":"cart","style":"sheet"}"#)
    }

    @Test func decode_omittedParametersAndStyle_defaultToNoneAndPush() throws {
        #expect(try decode(DefaultRoute.self, from: #"{"name":"home"}"#) == DefaultRoute("home"))
    }

    @Test func roundTrip_everyStyle_isLossless() throws {
        let routes = [
            DefaultRoute("item", parameters: ["id": 3]),
            DefaultRoute("filters", presentationStyle: .detents([.medium, .fraction(0.3)])),
            DefaultRoute(
                "promo", parameters: ["code": "SPRING"],
                presentationStyle: .custom(
                    transition: NamedEffect("slide", ["edge": "bottom"]), animation: nil, fullScreen: true
                )),
        ]
        for route in routes {
            #expect(try decode(DefaultRoute.self, from: json(route)) == route)
        }
    }

    @Test func decode_unknownKey_isAnError() {
        let error = #expect(throws: DecodingError.self) {
            try decode(DefaultRoute.self, from: #"{"name":"item","parametres":{"id":3}}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "unknown key 'parametres' in a route; expected name, parameters, style")
        #expect(context.codingPath.map(\.stringValue) == ["parametres"])
    }

    @Test func decode_emptyName_isAnError() {
        let error = #expect(throws: DecodingError.self) { try decode(DefaultRoute.self, from: #"{"name":""}"#) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "a route name cannot be empty")
    }
}
