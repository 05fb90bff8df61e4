import Foundation
import PropertySupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Hostile review 3, finding 2: a leave check hung the app. In `shop run`, `swipe-back` or
/// `open URL` on the checkout with an address typed in waited forever for an answer no one
/// could type, and SIGTERM did not stop it (one run was still there 35 minutes later). Under
/// `serve`, the same by `POST /command` wedged the command queue, and SIGINT did not stop
/// the server. Now those commands ask the question as `system-back` does; a script answers
/// with `confirm` or `cancel`, a script that ends while a question waits says so and exits 1,
/// and a stop signal ends `run` and `serve` whatever waits.
///
/// Each process is killed by a watchdog should it hang, so a regression fails the test
/// rather than hanging the suite.
@Suite("Leave checks never hang")
struct LeaveCheckHangTests {
    /// The checkout screen with an address typed in: its leave check asks.
    static let toCheckout = ["login ada", "tab cart", "tap 1", "set address 1 Main Street"]
    static let question =
        "'Checkout' asks: Discard the shipping address? (confirm: Discard, cancel: Keep editing); "
        + "answer with confirm or cancel"

    private func runScript(_ lines: [String], scratch: Scratch) throws -> ShopRun {
        let script = scratch.path("leave.shop")
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        return try ShopBinary.run(["run", "--script", script, "--no-state"], scratch: scratch)
    }

    @Test(arguments: ["swipe-back", "open shop://cart", "system-back"])
    func aCommandLeavingTheCheckout_asks_andConfirmLeaves(command: String) throws {
        let scratch = try Scratch()
        let run = try runScript(Self.toCheckout + [command, "confirm", "show"], scratch: scratch)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let script = scratch.path("leave.shop")
        #expect(run.output.contains("\(script):5: note: \(Self.question)"), "\(run.output)")
        #expect(run.output.contains("\(script):6: note: "), "\(run.output)")
        // After `confirm`, the checkout is gone.
        let shown = run.output.components(separatedBy: "> show").last ?? ""
        #expect(!shown.contains("[checkout]"), "\(shown)")
    }

    @Test(arguments: ["swipe-back", "open shop://cart"])
    func cancel_keepsTheCheckout(command: String) throws {
        let scratch = try Scratch()
        let run = try runScript(Self.toCheckout + [command, "cancel"], scratch: scratch)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let script = scratch.path("leave.shop")
        #expect(run.output.contains("\(script):6: note: 'Checkout' stays (Keep editing)"), "\(run.output)")
        let last = run.output.components(separatedBy: "> cancel").last ?? ""
        #expect(last.contains("path: Cart > [checkout] Checkout"), "\(last)")
    }

    @Test func openWhileAQuestionWaits_cancelsIt_andAsksItsOwn() throws {
        let scratch = try Scratch()
        let run = try runScript(Self.toCheckout + ["system-back", "open shop://cart", "confirm"], scratch: scratch)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let script = scratch.path("leave.shop")
        #expect(
            run.output.contains(
                "\(script):6: note: the question of 'Checkout' was cancelled; 'Checkout' stays\n"
                    + "\(script):6: note: \(Self.question)"), "\(run.output)")
    }

    @Test func aScriptThatEndsWhileAQuestionWaits_saysSo_andExits1() throws {
        let scratch = try Scratch()
        let run = try runScript(Self.toCheckout + ["swipe-back"], scratch: scratch)
        #expect(run.status == 1)
        let script = scratch.path("leave.shop")
        #expect(
            run.output.hasSuffix(
                "\(script): error: the input ended while 'Checkout' asked: Discard the shipping address?; "
                    + "'Checkout' stays (answer with confirm or cancel)\n"), "\(run.output)")
    }

    @Test(.timeLimit(.minutes(2)), arguments: [SIGINT, SIGTERM])
    func aStopSignal_whileAQuestionWaits_stopsTheRun(signal: Int32) throws {
        let scratch = try Scratch()
        let shop = try RunningShop(["run", "--no-state"], scratch: scratch)
        for line in Self.toCheckout {
            try shop.send(line, thenWaitFor: "> \(line)\n")
        }
        try shop.send("swipe-back", thenWaitFor: "asks: Discard the shipping address?")
        let (reason, status) = shop.stop(with: signal)
        #expect(!shop.wasKilledByWatchdog, "the run did not stop on the signal")
        #expect(reason == .exit)
        #expect(status == 128 + signal)
    }

    @Test(.timeLimit(.minutes(2)), arguments: [SIGINT, SIGTERM])
    func serve_answersWithTheQuestion_andAStopSignalEndsIt(signal: Int32) async throws {
        let scratch = try Scratch()
        let shop = try RunningShop(["serve", "--no-state", "--port", "0"], scratch: scratch)
        try shop.waitFor("/\n")
        let line = try #require(shop.output.split(separator: "\n").first { $0.hasPrefix("serving ") })
        let address = try #require(line.split(separator: " ").last.map(String.init))
        let url = try #require(URL(string: address + "command"))
        func post(_ command: String) async throws -> Int {
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            request.httpBody = Data(command.utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            return try #require(response as? HTTPURLResponse).statusCode
        }
        for command in Self.toCheckout {
            #expect(try await post(command) == 200, "\(command)")
        }
        #expect(try await post("swipe-back") == 202)
        // Still answering while the question waits.
        #expect(try await post("badge home 3") == 200)
        let (reason, status) = shop.stop(with: signal)
        #expect(!shop.wasKilledByWatchdog, "serve did not stop on the signal")
        #expect(reason == .exit)
        #expect(status == 0)
    }
}
