import WayfinderCoordinators

/// What a ``RecordingRenderer`` had not finished when the test asked.
public enum LeftOvers: Hashable, Sendable, CustomStringConvertible {
    /// Every change rendered was completed and nothing is queued.
    case clean
    /// Changes were left in flight, or requests queued behind them.
    ///
    /// - Parameters:
    ///   - pending: The changes rendered and never completed, oldest first.
    ///   - queued: How many requests still wait behind them.
    case leftOvers(pending: [NavigationChange], queued: Int)

    /// Whether nothing was left.
    public var isClean: Bool { self == .clean }

    /// `clean`, or `left in flight: #3 (c0.stack: push(item)); 2 requests queued`.
    public var description: String {
        switch self {
        case .clean:
            return "clean"
        case .leftOvers(let pending, let queued):
            var parts: [String] = []
            if !pending.isEmpty {
                let changes = pending.map { change in
                    "#\(change.id) (\(change.steps.map(\.description).joined(separator: "; ")))"
                }
                parts.append("left in flight: " + changes.joined(separator: ", "))
            }
            if queued > 0 {
                parts.append("\(queued) request\(queued == 1 ? "" : "s") queued")
            }
            return parts.joined(separator: "; ")
        }
    }
}
