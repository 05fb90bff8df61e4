import Foundation
import Testing
import WayfinderConformance

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 28, item 5: a page asks to be the renderer of the conformance kit's scenarios; the
/// server runs them with that page's steps and settle checks, then shows the served app again.
/// Other pages see none of it. (The Chromium suite runs the whole catalog through a real page.)
@MainActor
@Suite(.serialized) struct ConformanceStageTests {
    @Test(.timeLimit(.minutes(10)))
    func aPageGetsEachScenariosSteps_andACheckAtEachSettle_andNoOtherPageDoes() async throws {
        let hub = try await ServeHub(backend: AppServeBackend(configPath: ServedShop.shop, state: .disabled))
        let (id, stream) = hub.connect()
        var page = PageStateTests.Page(id: id, messages: stream.makeAsyncIterator())
        let (otherID, otherStream) = hub.connect()
        var other = PageStateTests.Page(id: otherID, messages: otherStream.makeAsyncIterator())
        _ = try await page.next { $0["type"] as? String == "snapshot" }
        _ = try await other.next { $0["type"] as? String == "snapshot" }

        // A few scenarios keep this test light on a loaded machine; the catalog is the same code.
        let scenarios = Array(RendererConformance.scenarios.prefix(4))
        let run = Task { await ConformanceStage.run(on: hub, page: id, seq: 1, seeds: 1, scenarios: scenarios) }
        _ = try await page.next { $0["type"] as? String == "stage-start" }
        hub.receive(#"{"type":"conformance","seq":9,"seeds":0}"#, from: id)
        var names: Set<String> = []
        var checks = 0
        var steps = 0
        var secondRun: String?
        let done = try await page.next { message in
            switch message["type"] as? String {
            case "stage-check":
                names.insert(message["scenario"] as? String ?? "")
                checks += 1
            case "stage-step":
                steps += 1
            case "reply" where message["seq"] as? Int == 9:
                secondRun = message["text"] as? String
            default:
                break
            }
            return message["type"] as? String == "stage-done"
        }
        await run.value
        #expect(secondRun == "error: the conformance scenarios are already running in this page")
        #expect(done["failures"] as? [String] == [])
        #expect(done["scenarios"] as? Int == scenarios.count && done["interleavings"] as? Int == 1)
        #expect(names == Set(scenarios.map(\.name) + ["interleaving 0"]))
        #expect(checks >= (scenarios.count + 1) * 2 && steps > 0, "\(checks) checks, \(steps) steps")
        _ = try await page.next { $0["type"] as? String == "snapshot" }
        #expect(try await page.next { $0["type"] as? String == "reply" }["ok"] as? Bool == true)
        #expect(hub.staged.isEmpty)

        // The other page saw none of the run: its next message is the served app's own step
        // (after the progress of the category screen's loader, which the served app's tap waits for).
        #expect(await hub.perform("tap 1") == .applied(notice: nil))
        #expect(try await other.next { $0["type"] as? String != "loading" }["type"] as? String == "step")
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func aRunWithBadSeeds_isRefused() async throws {
        let hub = try await ServeHub(backend: AppServeBackend(configPath: ServedShop.shop, state: .disabled))
        let (id, stream) = hub.connect()
        var page = PageStateTests.Page(id: id, messages: stream.makeAsyncIterator())
        for (seq, seeds) in [(1, "\"many\""), (2, "-1"), (3, "21")] {
            hub.receive(#"{"type":"conformance","seq":\#(seq),"seeds":\#(seeds)}"#, from: id)
            // A malformed request: the page gets the protocol's typed error, with its number.
            let error = try await page.next { $0["type"] as? String == "error" && $0["seq"] as? Int == seq }
            #expect(error["text"] as? String == "error: seeds must be a number from 0 to 20")
        }
        #expect(hub.staged.isEmpty)
        await hub.stop()
    }
}
