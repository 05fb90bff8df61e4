import Foundation
import Testing

/// Hostile review 2, finding 9: on Ctrl-C, analytics events were lost. `run` read standard
/// input with a blocking `readLine` on the main thread, so SIGINT or SIGTERM took its default
/// action and ended the process before the plugins flushed and closed what they held.
@Suite("Stop signals during run")
struct RunSignalTests {
    @Test(.timeLimit(.minutes(2)), arguments: [SIGINT, SIGTERM])
    func aStopSignal_whileWaitingForInput_stopsTheAppOnce_withEveryEventInTheLog(signal: Int32) throws {
        let scratch = try Scratch()
        let shop = try RunningShop(["run", "--no-state"], scratch: scratch)
        for index in 0..<100 {
            if index % 2 == 0 {
                try shop.send("tab search", thenWaitFor: "path: Search\n")
            } else {
                try shop.send("tab home", thenWaitFor: "path: Home\n")
            }
        }
        // The run now waits in its read of standard input for a line that never comes.
        let (reason, status) = shop.stop(with: signal)
        #expect(reason == .exit, "the signal's default action ended the run")
        #expect(status == 128 + signal)
        let log = try String(contentsOfFile: scratch.path("analytics.jsonl"), encoding: .utf8)
        let tabs = log.split(separator: "\n").filter { $0.contains(#""kind":"selectTab""#) }
        #expect(tabs.count == 100, "\(tabs.count) of 100 tab events in the log")
    }
}
