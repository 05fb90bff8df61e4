import Foundation
import Testing
import WayfinderComposition
import WayfinderGenerator

/// The generated code of the repository's manifests is checked in under `Generated/` and
/// compiled into this test target, so the other tests drive it. After a change to the
/// generator, refresh it with
/// `swift run wayfinder generate Configs/shop.yaml --output Tests/GeneratorTests/Generated/Shop.swift`
/// (and likewise for `Configs/examples/transit.yaml` and `Transit.swift`), and read the diff.
@MainActor
@Suite struct GoldenFileTests {
    static func checkedIn(_ name: String) throws -> String {
        try String(
            contentsOf: Manifests.root.appendingPathComponent("Tests/GeneratorTests/Generated/\(name)"), encoding: .utf8
        )
    }

    @Test func shop_generatesTheCheckedInFile() throws {
        #expect(try Manifests.generated("Configs/shop.yaml") == Self.checkedIn("Shop.swift"))
    }

    @Test func transit_generatesTheCheckedInFile() throws {
        #expect(try Manifests.generated("Configs/examples/transit.yaml") == Self.checkedIn("Transit.swift"))
    }

    @Test func shop_namesEveryRouteWithItsRegisteredName() throws {
        let manifest = try Manifests.validated("Configs/shop.yaml")
        let source = try Manifests.generated("Configs/shop.yaml")
        #expect(manifest.routes.names.count == 17)
        for name in manifest.routes.names {
            let member = SwiftIdentifier.member(name)
            // Each case but the last reads its name in an `if case`; the last one ends the chain.
            let checked = source.contains("if case .\(member) = self { return \"\(name)\" }\n")
            let last = source.contains("        return \"\(name)\"\n    }\n\n    /// How the manifest presents")
            #expect(checked || last, "no registered name for \(name)")
        }
        #expect(ShopRoute.item(id: 42).registeredName == "item")
        #expect(ShopRoute.checkoutPayment.registeredName == "checkout-payment")
        #expect(ShopRoute.filters.presentationStyle == .detents([.medium, .large]))
    }

    @Test func generating_twice_givesTheSameText() throws {
        #expect(try Manifests.generated("Configs/shop.yaml") == Manifests.generated("Configs/shop.yaml"))
    }

    @Test func internalAccess_declaresNothingPublic() throws {
        let source = SwiftGenerator(access: .internal).source(
            for: try Manifests.validated("Configs/shop.yaml"), sourceName: "shop.yaml")
        #expect(!source.contains("public "))
        #expect(source.contains("enum ShopRoute: Swift.Hashable, Swift.Sendable"))
    }
}
