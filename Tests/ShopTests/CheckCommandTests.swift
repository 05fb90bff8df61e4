import Foundation
import Testing

/// `check` (issue 40) through the built binaries: the shop keeps every invariant; a shop whose
/// guard forgets the checkout breaks the manifest's rule, and the counterexample replays to the
/// violating step.
@Suite("check")
struct CheckCommandTests {
    @Test func shopCheck_keepsEveryInvariant_andSaysWhatItExplored() throws {
        let scratch = try Scratch()
        let run = try ShopBinary.run(["check", "--depth", "2"], scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("checked Configs/shop.yaml to depth 2: "), "\(run.output)")
        #expect(run.output.contains(" states explored, "), "\(run.output)")
        #expect(run.output.contains(" distinct, "), "\(run.output)")
        #expect(run.output.contains(" states/s "), "\(run.output)")
        #expect(run.output.contains("every invariant holds: tree-valid, "), "\(run.output)")
        #expect(run.output.contains("checkout-needs-login"), "\(run.output)")
        // In a pipe, no progress line.
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test func check_json_summarisesTheRun() throws {
        let scratch = try Scratch()
        let run = try ShopBinary.run(
            ["check", "Configs/shop.yaml", "--depth", "1", "--json"], tool: "wayfinder", scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["depth"] as? Int == 1)
        #expect(object["complete"] as? Bool == true)
        #expect((object["statesExplored"] as? Int ?? 0) > 5)
        #expect((object["distinctStates"] as? Int ?? 0) > 5)
        // The start's events run on one app, put back by a restore between them.
        #expect((object["appsOpened"] as? Int ?? 0) < (object["statesExplored"] as? Int ?? 0), "\(object)")
        #expect((object["restores"] as? Int ?? 0) > 5, "\(object)")
        #expect(object["violation"] == nil)
    }

    @Test func anUnguardedCheckout_breaksTheShopsRule_andReplayStopsAtTheStep() throws {
        let scratch = try Scratch()
        let configs = scratch.path("Configs")
        try FileManager.default.copyItem(
            atPath: ShopBinary.packageRoot.appendingPathComponent("Configs").path, toPath: configs)
        let manifest = configs + "/shop.yaml"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "protected: [checkout, orders]", with: "protected: [orders]")
        #expect(edited != text)
        try edited.write(toFile: manifest, atomically: true, encoding: .utf8)
        let recording = scratch.path("counterexample.jsonl")

        let run = try ShopBinary.run(
            ["check", manifest, "--depth", "6", "--record-counterexample", recording], tool: "wayfinder",
            scratch: scratch)
        #expect(run.status == 1)
        #expect(
            run.errors.contains(
                "error: invariant 'checkout-needs-login' broken: 'checkout' is visible while nobody is logged in"),
            "\(run.errors)")
        let events = run.errors.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(". ") }
        #expect(!events.isEmpty && events.count <= 6, "\(run.errors)")

        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(replay.errors.contains("breaks invariant 'checkout-needs-login': "), "\(replay.errors)")
        #expect(replay.errors.contains("step \(events.count) ("), "\(replay.errors)")

        // As a Swift test that checks the invariants after every step, and fails at that one.
        let swift = scratch.path("CounterexampleTests.swift")
        let export = try ShopBinary.run(
            ["export-test", recording, "--swift", swift], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 0, "\(export.errors)")
        let test = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(test.contains("import WayfinderCheck\n"))
        #expect(test.contains("let invariants = await InvariantWatch(session, manifestAt: Self.manifest)"))
        #expect(
            test.components(separatedBy: "#expect(await invariants.violation(after: ").count - 1 == events.count)
    }

    @Test func check_refusesAnUnknownInvariant() throws {
        let scratch = try Scratch()
        let run = try ShopBinary.run(["check", "--depth", "1", "--invariants=-guard-hold"], scratch: scratch)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: no invariant is named 'guard-hold' (known: tree-valid, "), "\(run.errors)")
    }
}
