import Foundation
import Testing
import WayfinderConformance

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 37, item 4: the page runs the kit's scene scenarios in each width class, and its window
/// scenarios. Each step and width change is drawn at the scenario's width in the scenario's
/// panes, and each settle's check names the panes the page was last told to draw, as its document
/// shows them: the leading panes, then the focused one with the top screen. (The Chromium suite
/// runs the same scenarios through a real page, which lays the panes out.)
@MainActor
@Suite(.serialized) struct ConformanceStageSceneTests {
    /// What the page's document shows of the page it was last sent: the leading panes (`#panes`),
    /// then the focused one (`#screen`, the base screen), each as its role and entry.
    private static func shownPanes(_ message: [String: Any]) -> [[String]] {
        let page = message["page"] as? [String: Any] ?? [:]
        let panes = page["panes"] as? [[String: Any]] ?? []
        func entry(_ screen: Any?) -> String { (screen as? [String: Any])?["entry"] as? String ?? "" }
        let leading = panes.filter { $0["focused"] as? Bool != true }.map {
            [$0["role"] as? String ?? "", entry($0["screen"])]
        }
        let focused = panes.first { $0["focused"] as? Bool == true }
        return leading + [[focused?["role"] as? String ?? "", entry(page["base"])]]
    }

    @Test(.timeLimit(.minutes(10)))
    func theSceneAndWindowScenarios_runInThePage_eachCheckNamingThePanesDrawn() async throws {
        let hub = try await ServeHub(backend: AppServeBackend(configPath: ServedShop.shop, state: .disabled))
        let (id, stream) = hub.connect()
        var page = PageStateTests.Page(id: id, messages: stream.makeAsyncIterator())
        _ = try await page.next { $0["type"] as? String == "snapshot" }

        let scenarios = RendererConformance.sceneScenarios + RendererConformance.windowScenarios
        #expect(Set(scenarios.map(\.name)).isSubset(of: ConformanceStage.scenarios.map(\.name)))
        let run = Task { await ConformanceStage.run(on: hub, page: id, seq: 1, seeds: 0, scenarios: scenarios) }
        var drawn: [String: (panes: [[String]], widthClass: String?, width: Double?)] = [:]
        var differing: [String] = []
        var checked: Set<String> = []
        var layouts = 0
        var mostPanes = 0
        var widths: Set<Double> = []
        let done = try await page.next { message in
            let scenario = message["scenario"] as? String ?? ""
            switch message["type"] as? String {
            case "stage-step", "stage-layout":
                if message["type"] as? String == "stage-layout" { layouts += 1 }
                let width = message["width"] as? Double
                widths.formUnion(width.map { [$0] } ?? [])
                let shown = Self.shownPanes(message)
                mostPanes = max(mostPanes, shown.count)
                drawn[scenario] = (shown, (message["page"] as? [String: Any])?["widthClass"] as? String, width)
            case "stage-check":
                checked.insert(scenario)
                let expected = (
                    message["panes"] as? [[String]], message["widthClass"] as? String, message["width"] as? Double
                )
                if let last = drawn[scenario],
                    last.panes != expected.0 || last.widthClass != expected.1 || last.width != expected.2
                {
                    differing.append("\(scenario), check \(message["check"] ?? 0): drawn \(last), checked \(expected)")
                }
            default:
                break
            }
            return message["type"] as? String == "stage-done"
        }
        await run.value
        #expect(done["failures"] as? [String] == [], "\(done["failures"] ?? [])")
        #expect(done["scenarios"] as? Int == scenarios.count)
        #expect(checked == Set(scenarios.map(\.name)))
        #expect(differing.isEmpty, "\(differing.prefix(3))")
        // Every class was drawn at its width, three panes at the widest, and width changes came
        // between steps.
        #expect(widths == Set(ConformanceScenario.sceneWidths))
        #expect(mostPanes == 3 && layouts > 0, "\(mostPanes) panes at most, \(layouts) width changes")
        await hub.stop()
    }
}
