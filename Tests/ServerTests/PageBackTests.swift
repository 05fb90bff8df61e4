import Foundation
import Testing
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 28, item 4: the browser's back button and Esc are one system back through the
/// engine's back chain; a screen's leave question goes to every page and any page answers it;
/// dragging the top screen is an interactive back in phases. Bad messages are refused and
/// change nothing.
@MainActor
@Suite(.serialized) struct PageBackTests {
    typealias Page = PageStateTests.Page

    private func hub() async throws -> ServeHub {
        try await ServeHub(backend: AppServeBackend(configPath: ServedShop.shop, state: .disabled))
    }

    private func page(_ hub: ServeHub) async throws -> Page {
        let (id, stream) = hub.connect()
        var page = Page(id: id, messages: stream.makeAsyncIterator())
        _ = try await page.next { $0["type"] as? String == "snapshot" }
        return page
    }

    private func reply(_ seq: Int) -> ([String: Any]) -> Bool {
        { $0["type"] as? String == "reply" && $0["seq"] as? Int == seq }
    }

    private func top(_ hub: ServeHub) -> String? {
        hub.app.navigator.tree.visiblePath.last.map { hub.app.title(of: $0.entry) }
    }

    /// Logs in and opens the checkout flow's first screen with an address typed in.
    private func checkoutWithAddress(_ hub: ServeHub) async {
        for line in ["login ada", "tab cart", "tap 1", "set address \"1 Main Street\""] {
            #expect(await hub.perform(line) == .applied(notice: nil), "\(line)")
        }
        #expect(top(hub) == "Checkout")
    }

    @Test(.timeLimit(.minutes(10)))
    func back_closesThePushedScreen_andAtTheRoot_saysThereIsNothingToGoBackTo() async throws {
        let hub = try await hub()
        var page = try await page(hub)
        #expect(await hub.perform("tap 1") == .applied(notice: nil))
        hub.receive(#"{"type":"back","seq":1}"#, from: page.id)
        let closed = try await page.next(where: reply(1))
        #expect(closed["ok"] as? Bool == true && closed["left"] as? Bool == true)
        #expect(closed["text"] as? String == "back closed 'Item 1'")
        #expect(top(hub) == "Home")

        let before = hub.app.navigator.tree
        hub.receive(#"{"type":"back","seq":2}"#, from: page.id)
        let root = try await page.next(where: reply(2))
        #expect(root["ok"] as? Bool == false && root["left"] as? Bool == false)
        #expect(root["text"] as? String == "there is nothing to go back to from 'Home'")
        #expect(hub.app.navigator.tree == before)
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func aScreensQuestion_reachesEveryPage_blocksNobody_andAnotherPagesAnswerLeaves() async throws {
        let hub = try await hub()
        var asker = try await page(hub)
        var other = try await page(hub)
        await checkoutWithAddress(hub)
        let before = hub.app.navigator.tree

        hub.receive(#"{"type":"back","seq":1}"#, from: asker.id)
        let asked = try await asker.next(where: reply(1))
        let number = try #require(asked["asked"] as? Int)
        let questions = try await other.next { $0["type"] as? String == "questions" }
        let question = try #require((questions["questions"] as? [[String: Any]])?.first)
        #expect(question["id"] as? Int == number && question["screen"] as? String == "Checkout")
        #expect(question["title"] as? String == "Discard the shipping address?")
        #expect(question["confirm"] as? String == "Discard" && question["cancel"] as? String == "Keep editing")
        #expect(hub.app.navigator.tree == before, "nothing changes while the question waits")

        // The question blocks nobody: commands from other pages run meanwhile.
        #expect(await hub.perform("tab home") == .applied(notice: nil))
        #expect(top(hub) == "Home")
        #expect(await hub.perform("tab cart") == .applied(notice: nil))
        #expect(top(hub) == "Checkout")

        // Another page answers "stay": the screen stays, and the asking page hears so.
        hub.receive(#"{"type":"answer","seq":7,"question":\#(number),"leave":false}"#, from: other.id)
        let stayed = try await asker.next { $0["type"] as? String == "back-outcome" }
        #expect(stayed["seq"] as? Int == 1 && stayed["left"] as? Bool == false)
        #expect(stayed["text"] as? String == "'Checkout' stays: the user chose 'Keep editing'")
        let none = try await other.next { $0["type"] as? String == "questions" }
        #expect((none["questions"] as? [Any])?.isEmpty == true)
        #expect(top(hub) == "Checkout")

        // Back again, confirmed: the flow finishes at its first screen.
        hub.receive(#"{"type":"back","seq":2}"#, from: asker.id)
        let again = try await asker.next(where: reply(2))
        let second = try #require(again["asked"] as? Int)
        #expect(second != number)
        hub.receive(#"{"type":"answer","seq":3,"question":\#(second),"leave":true}"#, from: asker.id)
        let left = try await asker.next { $0["type"] as? String == "back-outcome" }
        #expect(left["left"] as? Bool == true)
        #expect(left["text"] as? String == "back finished the flow 'checkout' at 'Checkout'")
        #expect(top(hub) == "Cart")
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func badAnswers_areRefused_andChangeNothing() async throws {
        let hub = try await hub()
        var page = try await page(hub)
        let before = hub.app.navigator.tree
        // Malformed answers get the protocol's typed error, with their number.
        for (seq, body) in [(1, #""question":"one","leave":true"#), (2, #""question":1"#)] {
            hub.receive(#"{"type":"answer","seq":\#(seq),\#(body)}"#, from: page.id)
            let error = try await page.next { $0["type"] as? String == "error" && $0["seq"] as? Int == seq }
            #expect(error["text"] as? String == "error: an answer needs a question number and leave: true or false")
        }
        hub.receive(#"{"type":"answer","seq":3,"question":42,"leave":true}"#, from: page.id)
        #expect(try await page.next(where: reply(3))["ok"] as? Bool == false)
        hub.receive(#"{"type":"answer","seq":4,"question":42,"leave":false}"#, from: page.id)
        let unknown = try await page.next(where: reply(4))
        #expect(unknown["text"] as? String == "error: question 42 is no longer asked")
        #expect(hub.app.navigator.tree == before)
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func aDrag_previewsTheRevealedScreen_aCancelChangesNothing_andACommitPops() async throws {
        let hub = try await hub()
        var dragger = try await page(hub)
        var other = try await page(hub)
        #expect(await hub.perform("tap 1") == .applied(notice: nil))
        let before = hub.app.navigator.tree

        hub.receive(#"{"type":"back-begin","seq":1}"#, from: dragger.id)
        let begun = try await dragger.next(where: reply(1))
        #expect(begun["ok"] as? Bool == true)
        let preview = try #require(begun["preview"] as? String)
        #expect((begun["revealed"] as? [String: Any])?["title"] as? String == "Home")
        #expect((begun["page"] as? [String: Any])?["crumbs"] as? [[String: Any]] != nil)

        // Only the page that began it follows the drag.
        hub.receive(#"{"type":"back-commit","seq":1,"preview":"\#(preview)"}"#, from: other.id)
        #expect(try await other.next(where: reply(1))["ok"] as? Bool == false)
        hub.receive(#"{"type":"back-progress","seq":2,"preview":"\#(preview)","progress":"half"}"#, from: dragger.id)
        let malformed = try await dragger.next { $0["type"] as? String == "error" && $0["seq"] as? Int == 2 }
        #expect(malformed["text"] as? String == "error: back-progress needs a progress from 0 to 1")
        hub.receive(#"{"type":"back-progress","seq":3,"preview":"\#(preview)","progress":0.3}"#, from: dragger.id)
        #expect(try await dragger.next(where: reply(3))["ok"] as? Bool == true)
        #expect(hub.app.navigator.interactiveBackProgress == 0.3)
        hub.receive(#"{"type":"back-cancel","seq":4,"preview":"\#(preview)"}"#, from: dragger.id)
        #expect(try await dragger.next(where: reply(4))["ok"] as? Bool == true)
        #expect(hub.app.navigator.tree == before && hub.app.navigator.interactiveBackPreview == nil)

        hub.receive(#"{"type":"back-begin","seq":5}"#, from: dragger.id)
        let second = try #require(try await dragger.next(where: reply(5))["preview"] as? String)
        hub.receive(#"{"type":"back-commit","seq":6,"preview":"\#(second)"}"#, from: dragger.id)
        let committed = try await dragger.next(where: reply(6))
        #expect(committed["ok"] as? Bool == true && committed["text"] as? String == "back closed 'Item 1'")
        #expect(top(hub) == "Home")

        // A page that goes away mid-drag leaves no interactive back behind.
        #expect(await hub.perform("tap 1") == .applied(notice: nil))
        hub.receive(#"{"type":"back-begin","seq":7}"#, from: dragger.id)
        _ = try await dragger.next(where: reply(7))
        #expect(hub.app.navigator.interactiveBackPreview != nil)
        hub.disconnect(dragger.id, reason: "closed by the test")
        #expect(hub.app.navigator.interactiveBackPreview == nil)
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func aScreenThatAsks_orTheRoot_doesNotDrag() async throws {
        let hub = try await hub()
        var page = try await page(hub)
        hub.receive(#"{"type":"back-begin","seq":1}"#, from: page.id)
        #expect(try await page.next(where: reply(1))["text"] as? String == "there is nothing to go back to from 'Home'")
        await checkoutWithAddress(hub)
        let before = hub.app.navigator.tree
        hub.receive(#"{"type":"back-begin","seq":2}"#, from: page.id)
        let refused = try await page.next(where: reply(2))
        #expect(
            refused["text"] as? String
                == "'Checkout' cannot be dragged back: it asks before it is left; use the back button")
        #expect(hub.app.navigator.tree == before && hub.app.navigator.interactiveBackPreview == nil)
        #expect(hub.app.pendingQuestions.isEmpty, "a refused drag asks nothing")
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func aQuestionAskedByAScriptsSystemBack_isShownToThePages_andAPageAnswersIt() async throws {
        let hub = try await hub()
        var page = try await page(hub)
        await checkoutWithAddress(hub)
        // The command answers with the question (202 by POST); nothing is left yet.
        #expect(
            await hub.perform("system-back")
                == .asked(
                    AskedQuestion(
                        screen: "Checkout", route: "checkout", title: "Discard the shipping address?",
                        confirm: "Discard", cancel: "Keep editing")))
        let questions = try await page.next { $0["type"] as? String == "questions" }
        let number = try #require((questions["questions"] as? [[String: Any]])?.first?["id"] as? Int)
        #expect(top(hub) == "Checkout")
        hub.receive(#"{"type":"answer","seq":1,"question":\#(number),"leave":true}"#, from: page.id)
        _ = try await page.next { $0["type"] as? String == "questions" && ($0["questions"] as? [Any])?.isEmpty == true }
        _ = try await page.next {
            ($0["page"] as? [String: Any])?["base"].flatMap { $0 as? [String: Any] }?["title"] as? String == "Cart"
        }
        #expect(top(hub) == "Cart")
        await hub.stop()
    }
}
