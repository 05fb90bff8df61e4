import Foundation
import Testing
import WayfinderConfig

/// `Configs/shop.yaml` parses, resolves its include, and hangs together under a draft schema.
@Suite struct ShopConfigTests {
    struct Draft: Decodable {
        struct App: Decodable {
            var id: String
            var name: String
            var version: Int
        }

        struct Route: Decodable {
            struct Parameter: Decodable {
                var type: String
                var optional: Bool?
            }
            var screen: String
            var style: YAMLNode?
            var parameters: [String: Parameter]?
            var requiresAuth: Bool?
        }

        struct Link: Decodable {
            var pattern: Marked<String>
            var route: Marked<String>
            var tab: String
        }

        var app: App
        var coordinators: [String: YAMLNode]
        var routes: OrderedMapping<Route>
        var deepLinks: [Link]
        var plugins: OrderedMapping<YAMLNode>
    }

    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Configs/shop.yaml").path

    @Test func shopDraft_decodesStrictly_andEveryLinkNamesARoute() throws {
        let draft = try YAMLDecoder(environment: [:]).decode(Draft.self, fromFile: Self.path)
        #expect(draft.app.id == "com.wayfinder.shop")
        #expect(draft.plugins.map(\.key) == ["analytics", "deeplinks", "state-restoration", "auth-guard"])
        #expect(draft.routes.count == 12)
        #expect(draft.routes["filters"]?.style?["detents"]?.elements.map { $0.scalar?.text } == ["medium", "large"])
        #expect(draft.routes["search"]?.style?.scalar?.text == "push")
        let routeNames = Set(draft.routes.map(\.key))
        let findings = draft.deepLinks.filter { !routeNames.contains($0.route.value) }.map {
            ConfigDiagnostic(at: $0.route.mark, keyPath: $0.route.keyPath, message: "undefined route '\($0.route.value)'")
        }
        #expect(findings.isEmpty, "\(ConfigDiagnostic.render(findings))")
        #expect(draft.deepLinks[0].route.mark?.description == Self.path + ":46:12")
    }

    @Test func shopInterpolation_usesTheDefaultsOrTheEnvironment() throws {
        let root = try YAMLParser.parse(fileAtPath: Self.path)
        let analytics = try #require(root["plugins"]?["analytics"])
        struct Analytics: Decodable {
            var endpoint: URL
            var sampleRate: Double
            var events: [String]
        }
        let defaults = try YAMLDecoder(environment: [:]).decode(Analytics.self, from: analytics)
        #expect(defaults.endpoint.absoluteString == "https://analytics.example.com/v1/events")
        let custom = try YAMLDecoder(environment: ["SHOP_ANALYTICS_URL": "http://localhost:9000"])
            .decode(Analytics.self, from: analytics)
        #expect(custom.endpoint.absoluteString == "http://localhost:9000")
    }

    @Test func shopRoutes_comeFromTheIncludedFile() throws {
        let root = try YAMLParser.parse(fileAtPath: Self.path)
        let routes = try #require(root["routes"])
        #expect(routes.mark.source.hasSuffix("Configs/shop/routes.yaml"))
        #expect(routes["search"]?["style"]?.mark == routes["home"]?["style"]?.mark)
    }
}
