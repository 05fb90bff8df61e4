import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The small, realistic work the "plugins4" router benchmark installs: two guards that look at
// the names of the routes a change would show, and two observers that keep what they hear.

/// Denies changes that would show a route whose name is in `blocked`.
@MainActor
final class RouteNameGuard: NavigationInterceptor {
    let name: String
    private let blocked: Set<String>

    init(name: String, blocked: Set<String>) {
        self.name = name
        self.blocked = blocked
    }

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        for entry in proposal.inserted {
            let route = entry.route.routeName
            if blocked.contains(route) {
                return .deny(reason: "'\(route)' is not available")
            }
        }
        return .allow
    }
}

/// What the two observers keep: an analytics line per change and the history of top entries,
/// flushed (emptied, capacity kept) every 4,096 records as a real buffer would be.
@MainActor
public final class EventLog {
    private(set) var lines: [String] = []
    private(set) var tops: [EntryID] = []
    private let flushEvery = 4_096

    func record(_ event: NavigationEvent) {
        if lines.count == flushEvery { lines.removeAll(keepingCapacity: true) }
        lines.append("\(event.kind.rawValue) \(event.top?.route.routeName ?? "-")")
    }

    func recordTop(_ event: NavigationEvent) {
        if tops.count == flushEvery { tops.removeAll(keepingCapacity: true) }
        if let top = event.top { tops.append(top.id) }
    }
}

extension Navigator {
    /// Installs the four plugins: two allowing guards and two recording observers.
    ///
    /// - Returns: The log the observers write to.
    public func installBenchmarkPlugins() -> EventLog {
        addInterceptor(RouteNameGuard(name: "auth-guard", blocked: ["checkout", "orders", "editProfile"]))
        addInterceptor(RouteNameGuard(name: "feature-flags", blocked: ["beta", "labs"]))
        let log = EventLog()
        observe { log.record($0) }
        observe { log.recordTop($0) }
        return log
    }
}
