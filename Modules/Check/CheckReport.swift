import Foundation

/// What one check explored, and the shortest violation it found.
public struct CheckReport: Sendable {
    /// The depth reached (the length of the longest sequences explored so far).
    public var depth = 0
    /// How many event sequences were run and checked.
    public var statesExplored = 0
    /// How many of the states they reached were distinct (the starting state included).
    public var distinctStates = 0
    /// How many events were run in all, those that reached a frontier node's state on a fresh
    /// app included: part of the price of reaching the states.
    public var eventsRun = 0
    /// How many times a fresh app was composed and started.
    public var appsOpened = 0
    /// How many times the navigator's restore put an app back into the state of a frontier
    /// node, instead of a fresh app running the node's events again (see ``ManifestChecker``).
    public var restores = 0
    /// How many violations found on an app a restore put back were run again from the start
    /// to confirm them.
    var confirmations = 0
    /// Whether every sequence up to the depth was explored.
    public var complete = false
    /// Whether `--max-states` stopped the exploration.
    public var truncated = false
    /// The broken invariant, if one broke.
    public var violation: CheckViolation?
    /// The shortest sequence of events that breaks it (empty: the start breaks it).
    public var counterexample: [CheckEvent]?
    /// How long the exploration took.
    public var duration: Duration = .zero
    /// The process's peak resident memory, in bytes, when known.
    public var peakMemoryBytes: Int?

    /// Creates an empty report.
    public init() {}

    /// Distinct states per second.
    public var statesPerSecond: Double {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds > 0 ? Double(distinctStates) / seconds : 0
    }

    /// Explored states per second.
    public var exploredPerSecond: Double {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds > 0 ? Double(statesExplored) / seconds : 0
    }

    /// The peak resident memory of this process (the VmHWM line of `/proc/self/status`), or `nil`
    /// where there is no such file.
    static func peakMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return digits.map { $0 * 1024 }
        }
        return nil
    }
}
