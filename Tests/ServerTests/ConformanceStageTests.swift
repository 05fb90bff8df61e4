import Foundation
import Testing
import WayfinderConformance

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 28, item 5: a page asks to be the renderer of the conformance kit's scenarios; the
/// server runs the whole catalog with that page's steps and settle checks, then shows the
/// served app again. Other pages see none of it.
@MainActor
@Suite(.serialized) struct ConformanceStageTests {
    @Test(.timeLimit(.minutes(2)))
    func aPageAsks_andGetsEveryCatalogScenario_andACheckAtEachSettle() async throws {
        let hub = try await ServeHub(backend: AppServeBackend(configPath: ServedShop.shop, state: .disabled))
        let (id, stream) = hub.connect()
        var page = PageStateTests.Page(id: id, messages: stream.makeAsyncIterator())
        let (otherID, otherStream) = hub.connect()
        var other = PageStateTests.Page(id: otherID, messages: otherStream.makeAsyncIterator())
        _ = try await page.next { $0["type"] as? String == "snapshot" }
        _ = try await other.next { $0["type"] as? String == "snapshot" }

        hub.receive(#"{"type":"conformance","seq":1,"seeds":2}"#, from: id)
        hub.receive(#"{"type":"conformance","seq":9,"seeds":0}"#, from: id)
        var scenarios: Set<String> = []
        var checks = 0
        var secondRefusal: String?
        let done = try await page.next { message in
            if message["type"] as? String == "stage-check", let name = message["scenario"] as? String {
                scenarios.insert(name)
                checks += 1
            }
            if message["type"] as? String == "reply", message["seq"] as? Int == 9 {
                secondRefusal = message["text"] as? String
            }
            return message["type"] as? String == "stage-done"
        }
        #expect(secondRefusal == "error: the conformance scenarios are already running in this page")
        #expect(done["failures"] as? [String] == [])
        #expect(done["scenarios"] as? Int == RendererConformance.scenarios.count)
        #expect(done["interleavings"] as? Int == 2)
        #expect(scenarios.isSuperset(of: RendererConformance.scenarios.map(\.name)))
        #expect(checks >= RendererConformance.scenarios.count * 2, "a start and an end check per scenario at least")
        _ = try await page.next { $0["type"] as? String == "snapshot" }
        #expect(try await page.next { $0["type"] as? String == "reply" }["ok"] as? Bool == true)

        // The other page saw none of the run: its next message is the served app's own step.
        #expect(await hub.perform("tap 1") == .applied(notice: nil))
        let next = try await other.next { _ in true }
        #expect(next["type"] as? String == "step")
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(2)))
    func aRunWithBadSeeds_isRefused() async throws {
        let hub = try await ServeHub(backend: AppServeBackend(configPath: ServedShop.shop, state: .disabled))
        let (id, stream) = hub.connect()
        var page = PageStateTests.Page(id: id, messages: stream.makeAsyncIterator())
        for (seq, seeds) in [(1, "\"many\""), (2, "-1"), (3, "21")] {
            hub.receive(#"{"type":"conformance","seq":\#(seq),"seeds":\#(seeds)}"#, from: id)
            let reply = try await page.next { $0["type"] as? String == "reply" && $0["seq"] as? Int == seq }
            #expect(reply["ok"] as? Bool == false)
            #expect(reply["text"] as? String == "error: seeds must be a number from 0 to 20")
        }
        await hub.stop()
    }
}
