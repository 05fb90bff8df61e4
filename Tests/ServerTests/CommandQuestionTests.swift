import Foundation
import Testing

@testable import WayfinderCLI
@testable import WayfinderServer

/// Hostile review 3, finding 2: under `serve`, a command by `POST /command` that removed a
/// screen whose leave check asks (`swipe-back`, `open`) wedged the command queue: that request
/// and every later one never answered. `system-back` answered `{"applied":true}` while its
/// question waited, and `confirm` then said no question was waiting. Now the request answers
/// 202 with the question, and `confirm` or `cancel` by POST answers it.
///
/// A request the server never answers fails the test when URLSession gives up on it (its
/// deadline is 60 s), rather than hanging the suite.
@MainActor
@Suite(.serialized) struct CommandQuestionTests {
    /// The checkout screen with an address typed in: its leave check asks.
    private static func onCheckoutWithAnAddress(_ served: ServedShop) async throws {
        for line in ["login ada", "tab cart", "tap 1", "set address 1 Main Street"] {
            #expect(try await served.post(line).status == 200, "\(line)")
        }
    }

    private static func expectTheCheckoutQuestion(_ json: [String: Any]) {
        #expect(json["applied"] as? Bool == false)
        let question = json["question"] as? [String: Any] ?? [:]
        #expect(question["screen"] as? String == "Checkout")
        #expect(question["route"] as? String == "checkout")
        #expect(question["title"] as? String == "Discard the shipping address?")
        #expect(question["confirm"] as? String == "Discard")
        #expect(question["cancel"] as? String == "Keep editing")
        #expect(
            json["text"] as? String
                == "'Checkout' asks: Discard the shipping address? (confirm: Discard, cancel: Keep editing); "
                + "answer with confirm or cancel")
    }

    @Test(arguments: ["swipe-back", "system-back", "open shop://cart"])
    func aCommandLeavingACheckedScreen_answersWithTheQuestion_andConfirmLeaves(command: String) async throws {
        try await ServedShop.serve { served in
            try await Self.onCheckoutWithAnAddress(served)
            let before = try await served.tree()
            let (status, json) = try await served.post(command)
            #expect(status == 202)
            Self.expectTheCheckoutQuestion(json)
            #expect(served.hub.app.pendingQuestions.count == 1)
            let (answered, reply) = try await served.post("confirm")
            #expect(answered == 200)
            #expect(reply["applied"] as? Bool == true)
            #expect(served.hub.app.pendingQuestions.isEmpty)
            let after = try await served.tree()
            #expect(after != before)
            #expect(!after.contains("\"checkout\""), "the checkout is still shown: \(after)")
        }
    }

    @Test func cancel_keepsTheScreen_andLaterCommandsAreAnswered() async throws {
        try await ServedShop.serve { served in
            try await Self.onCheckoutWithAnAddress(served)
            let before = try await served.tree()
            #expect(try await served.post("swipe-back").status == 202)
            let (status, json) = try await served.post("cancel")
            #expect(status == 200)
            #expect(json["notice"] as? String == "note: 'Checkout' stays (Keep editing)")
            #expect(try await served.tree() == before)
            // The queue is not wedged: a later command is carried out.
            #expect(try await served.post("confirm").status == 409)
            #expect(try await served.post("tab home").status == 200)
        }
    }

    @Test func anotherCommand_whileAQuestionWaits_cancelsIt_andAsksAgainIfItLeavesTheScreen() async throws {
        try await ServedShop.serve { served in
            try await Self.onCheckoutWithAnAddress(served)
            #expect(try await served.post("system-back").status == 202)
            // `open` while the question waits: the first is cancelled, the link asks its own.
            let (status, json) = try await served.post("open shop://cart")
            #expect(status == 202)
            Self.expectTheCheckoutQuestion(json)
            #expect(served.hub.app.pendingQuestions.count == 1)
            #expect(try await served.post("cancel").status == 200)
            #expect(served.hub.app.pendingQuestions.isEmpty)
        }
    }

    @Test func stoppingTheHub_whileAQuestionWaits_endsAtOnce_andTheScreenStays() async throws {
        try await ServedShop.serve { served in
            try await Self.onCheckoutWithAnAddress(served)
            let before = try await served.tree()
            #expect(try await served.post("swipe-back").status == 202)
            await served.hub.stop()
            #expect(served.hub.app.pendingQuestions.isEmpty)
            #expect(ServeHub.treeJSON(served.hub.app.navigator) == Data(before.utf8))
        }
    }
}
