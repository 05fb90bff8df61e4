import Foundation
import Testing
import WayfinderConfig

/// `Configs/shop.yaml` parses, resolves its includes, and hangs together as YAML. (Its meaning as
/// an app manifest is tested by CompositionTests; here a small shape of its own keeps the Config
/// layer independent of Composition.)
@Suite struct ShopConfigTests {
    struct Shape: Decodable {
        struct App: Decodable {
            var id: String
            var name: String
            var root: Marked<String>
        }

        struct Link: Decodable {
            var pattern: Marked<String>
            var name: String?
            var tab: String?
            var route: Marked<String>?
            var flow: String?
            var via: [Marked<String>]?
        }

        struct Plugin: Decodable {
            var id: String
            var requires: [String]?
            var onFailure: String?
            var options: YAMLNode?
        }

        var app: App
        var routes: [OrderedMapping<YAMLNode>]
        var coordinators: OrderedMapping<YAMLNode>
        var deepLinks: [Link]
        var plugins: [Plugin]
        /// What `check` holds the app to (`never: {visible: ..., while: ...}`).
        var invariants: [OrderedMapping<YAMLNode>]
    }

    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Configs/shop.yaml").path

    @Test func shop_decodesStrictly_andEveryLinkNamesARoute() throws {
        let shop = try YAMLDecoder(environment: [:]).decode(Shape.self, fromFile: Self.path)
        #expect(shop.app.id == "shop")
        #expect(shop.plugins.map(\.id) == ["analytics", "deep-links", "auth-guard", "state-restoration"])
        #expect(shop.routes.map(\.count) == [14, 3])
        #expect(shop.coordinators.map(\.key).contains(shop.app.root.value))
        let filters = try #require(shop.routes[0]["filters"])
        #expect(filters["style"]?["detents"]?.elements.map { $0.scalar?.text } == ["medium", "large"])
        let routeNames = Set(shop.routes.flatMap { $0.map(\.key) })
        let references = shop.deepLinks.flatMap { ($0.via ?? []) + ($0.route.map { [$0] } ?? []) }
        let findings = references.filter { !routeNames.contains($0.value) }.map {
            ConfigDiagnostic(at: $0.mark, keyPath: $0.keyPath, message: "undefined route '\($0.value)'")
        }
        #expect(findings.isEmpty, "\(ConfigDiagnostic.render(findings))")
        #expect(shop.deepLinks[0].pattern.mark?.description == Self.path + ":52:15")
    }

    @Test func shopInterpolation_usesTheDefaultsOrTheEnvironment() throws {
        let root = try YAMLParser.parse(fileAtPath: Self.path)
        let restoration = try #require(
            root["plugins"]?.elements.first { $0["id"]?.scalar?.text == "state-restoration" }?["options"])
        struct Restoration: Decodable {
            var store: String
            var path: String
            var scene: String
            var saveEvery: Int
        }
        let defaults = try YAMLDecoder(environment: [:]).decode(Restoration.self, from: restoration)
        #expect(defaults.path == ".wayfinder/shop.sqlite")
        #expect(defaults.saveEvery == 1)
        let custom = try YAMLDecoder(environment: ["SHOP_STATE_PATH": "/tmp/shop.sqlite"]).decode(
            Restoration.self, from: restoration)
        #expect(custom.path == "/tmp/shop.sqlite")
    }

    @Test func shopRoutes_comeFromTheIncludedFiles() throws {
        let root = try YAMLParser.parse(fileAtPath: Self.path)
        let routes = try #require(root["routes"])
        #expect(
            routes.elements.map(\.mark.source).allSatisfy {
                $0.hasPrefix((Self.path as NSString).deletingLastPathComponent + "/shop/")
            })
        #expect(
            routes.elements.map { ($0.mark.source as NSString).lastPathComponent } == ["routes.yaml", "checkout.yaml"])
    }
}
