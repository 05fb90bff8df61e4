import Foundation
import Testing

/// `wayfinder generate`, run as a user runs it.
@Suite struct GenerateCommandTests {
    static func checkedIn(_ name: String) throws -> String {
        try String(
            contentsOf: ShopBinary.packageRoot.appendingPathComponent("Tests/GeneratorTests/Generated/\(name)"),
            encoding: .utf8)
    }

    @Test func shop_writesTheFile_andExits0() throws {
        let scratch = try Scratch()
        let output = scratch.path("Shop.swift")
        let run = try ShopBinary.run(
            ["generate", "Configs/shop.yaml", "--output", output], tool: "wayfinder", scratch: scratch)
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors == "")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == Self.checkedIn("Shop.swift"))
    }

    @Test func withoutOutput_printsTheSource() throws {
        let run = try ShopBinary.run(
            ["generate", "Configs/examples/transit.yaml"], tool: "wayfinder", scratch: try Scratch())
        #expect(run.status == 0)
        #expect(run.output == (try Self.checkedIn("Transit.swift")))
    }

    @Test func internalAccess_declaresNothingPublic() throws {
        let run = try ShopBinary.run(
            ["generate", "Configs/shop.yaml", "--access", "internal"], tool: "wayfinder", scratch: try Scratch())
        #expect(run.status == 0)
        #expect(run.output.contains("\nenum ShopRoute: Swift.Hashable, Swift.Sendable {\n"))
        #expect(!run.output.contains("public "))
    }

    @Test func aManifestWithFindings_exits1_printsThem_andWritesNothing() throws {
        let scratch = try Scratch()
        let output = scratch.path("Broken.swift")
        let run = try ShopBinary.run(
            ["generate", "Configs/scenarios/broken/shop.yaml", "--output", output], tool: "wayfinder",
            scratch: scratch)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(
            run.errors.hasPrefix(
                "Configs/scenarios/broken/shop.yaml:13:31: error: routes.home.actions[0].push: undefined route 'itme'; did you mean 'item'?\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aManifestWithFindings_leavesAnEarlierFileAsItWas() throws {
        let scratch = try Scratch()
        let output = scratch.path("Shop.swift")
        try "// the last good generation\n".write(toFile: output, atomically: true, encoding: .utf8)
        let run = try ShopBinary.run(
            ["generate", "Configs/scenarios/broken/shop.yaml", "--output", output], tool: "wayfinder",
            scratch: scratch)
        #expect(run.status == 1)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "// the last good generation\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasSuffix(".swift") } == [
                "Shop.swift"
            ])
    }

    @Test func anUnwritableOutput_exits1_withTheReason() throws {
        let scratch = try Scratch()
        let run = try ShopBinary.run(
            ["generate", "Configs/shop.yaml", "--output", scratch.path("missing/folder/Shop.swift")],
            tool: "wayfinder", scratch: scratch)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("\(scratch.path("missing/folder/Shop.swift")): error: cannot write: "))
    }
}
