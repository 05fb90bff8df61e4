import Foundation
import WayfinderCheck

/// The `--json` summary of a check.
enum CheckSummary {
    /// One JSON object: what was explored, the rates, and the violation with its events.
    static func json(_ report: CheckReport, manifest: String, invariants: [String]) -> String {
        var object: [String: Any] = [
            "manifest": manifest, "depth": report.depth, "complete": report.complete, "truncated": report.truncated,
            "statesExplored": report.statesExplored, "distinctStates": report.distinctStates,
            "eventsRun": report.eventsRun, "appsOpened": report.appsOpened, "restores": report.restores,
            "seconds": seconds(report.duration), "statesPerSecond": Int(report.exploredPerSecond.rounded()),
            "distinctStatesPerSecond": Int(report.statesPerSecond.rounded()), "invariants": invariants,
        ]
        if let peak = report.peakMemoryBytes { object["peakMemoryBytes"] = peak }
        if let violation = report.violation {
            object["violation"] = ["invariant": violation.invariant, "message": violation.message]
        }
        if let events = report.counterexample {
            object["counterexample"] = events.map { ["kind": $0.kind.rawValue, "command": $0.command] }
        }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Seconds with two decimals.
    static func seconds(_ duration: Duration) -> Double {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return (seconds * 100).rounded() / 100
    }
}

/// The progress line on a terminal (standard error): depth, states, rate; nothing in a pipe.
@MainActor
final class CheckProgress {
    let enabled: Bool
    let console: Console
    private var shown = false

    init(enabled: Bool, console: Console) {
        self.enabled = enabled
        self.console = console
    }

    /// The progress callback, or `nil` when nothing is shown.
    var show: (@MainActor (CheckReport) -> Void)? {
        enabled ? { @MainActor [self] report in self.draw(report) } : nil
    }

    /// Shows where the exploration is.
    private func draw(_ report: CheckReport) {
        shown = true
        // Numbers only, so the carriage return that redraws the line is written as is (the
        // console would escape it).
        let line =
            "\rdepth \(report.depth): \(report.statesExplored) states explored, \(report.distinctStates) distinct, "
            + "\(Int(report.exploredPerSecond.rounded())) states/s   "
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Ends the progress line.
    func end() {
        if shown { console.write("\n", to: .error) }
    }
}
