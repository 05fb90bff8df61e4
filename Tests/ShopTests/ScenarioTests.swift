import Foundation
import Testing

/// Every scenario of `Configs/scenarios/` runs the built `shop` and prints exactly its
/// expected standard output and standard error, and exits as expected.
@Suite("Scenarios")
struct ScenarioTests {
    @Test("scenario transcript and exit status", arguments: Scenario.all())
    func scenario_printsItsWholeTranscript_andExitsAsExpected(_ scenario: Scenario) throws {
        let scratch = try Scratch()
        let run = try scenario.run(in: scratch)
        let expected = try scenario.expectations(recording: run)
        #expect(
            run.output == expected.output,
            "standard output of \(scenario.name):\n\(TextDiff.lines(expected.output, run.output))")
        #expect(
            run.errors == expected.errors,
            "standard error of \(scenario.name):\n\(TextDiff.lines(expected.errors, run.errors))")
        #expect(run.status == scenario.exitStatus)
    }

    @Test func scenarioFolder_holdsEveryScenarioTheReadmeNames() {
        let names = Set(Scenario.all().map(\.name))
        for name in ["tour", "guard", "errors", "restore-1", "restore-2", "validate", "validate-run", "json", "pipe"] {
            #expect(names.contains(name), "missing scenario \(name)")
        }
    }
}
