import Foundation
import Testing

/// `shop state show` and `shop state clear` on the file a run saved.
@Suite("shop state")
struct StateCommandTests {
    @Test func show_afterARun_printsTheSavedScene_andClearRemovesIt() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        let saved = try ShopBinary.run(["run", "--state", state], input: "tab cart\ntap 2\n", scratch: scratch)
        try #require(saved.status == 0)

        let shown = try ShopBinary.run(["state", "show", "--state", state], scratch: scratch)
        #expect(shown.status == 0)
        let lines = shown.output.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 4)
        #expect(lines[0] == "\(state): 1 saved scene of app 'shop'")
        #expect(lines[2].hasPrefix("app shop, scene main, saved at 20"))
        #expect(lines[2].hasSuffix("Z"))
        #expect(
            shown.output.contains(
                "      * cart \"Cart\" icon=cart badge=2\n        stack c4.stack\n          #4 cart\n          #6 item id=1\n"
            ))

        let cleared = try ShopBinary.run(["state", "clear", "--state", state], scratch: scratch)
        #expect(cleared.status == 0)
        #expect(cleared.output == "\(state): cleared 1 scene of app 'shop'\n")
        let empty = try ShopBinary.run(["state", "show", "--state", state], scratch: scratch)
        #expect(empty.output == "\(state): 0 saved scenes of app 'shop'\n")

        let fresh = try ShopBinary.run(["run", "--state", state], input: "", scratch: scratch)
        #expect(fresh.output.contains("state: scene main, nothing restored\n"))
    }

    @Test func show_withoutAFile_saysNothingIsSaved_andCreatesNothing() throws {
        let scratch = try Scratch()
        let state = scratch.path("none.sqlite")
        let shown = try ShopBinary.run(["state", "show", "--state", state], scratch: scratch)
        #expect(shown.status == 0)
        #expect(shown.output == "\(state): no saved state\n")
        #expect(!FileManager.default.fileExists(atPath: state))
    }
}

/// `wayfinder state` on a manifest whose state restoration keeps JSON files.
@Suite("wayfinder state")
struct WayfinderStateCommandTests {
    static let transit = "Configs/examples/transit.yaml"

    @Test func show_withStateOnAFileStore_readsTheFilesTheRunWrote_andClearRemovesThem() throws {
        let scratch = try Scratch()
        let state = scratch.path("transit-state")
        let saved = try ShopBinary.run(
            ["run", Self.transit, "--state", state], tool: "wayfinder", input: "tab lines\ntap 1\n", scratch: scratch)
        try #require(saved.status == 0)

        let shown = try ShopBinary.run(
            ["state", "show", Self.transit, "--state", state], tool: "wayfinder", scratch: scratch)
        #expect(shown.status == 0)
        let lines = shown.output.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 4)
        #expect(lines[0] == "\(state): 1 saved scene of app 'transit'")
        #expect(lines[2].hasPrefix("app transit, scene main, saved at 20"))
        #expect(shown.output.contains("#5 line id=4\n"), "\(shown.output)")

        let cleared = try ShopBinary.run(
            ["state", "clear", Self.transit, "--state", state], tool: "wayfinder", scratch: scratch)
        #expect(cleared.output == "\(state): cleared 1 scene of app 'transit'\n")
        #expect(cleared.status == 0)
    }
}
