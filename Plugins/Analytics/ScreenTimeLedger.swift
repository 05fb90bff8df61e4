import WayfinderRouting
import WayfinderStacks

/// Counts screen views and time on top per route name, from the top entry after each change and
/// the time it was seen at.
///
/// A view starts when an entry with a different id comes on top (a push, a dismiss back to an
/// earlier screen, a tab switch) and ends when another one does; the time in between goes to
/// the route name of the entry that was on top.
struct ScreenTimeLedger {
    private struct Tally {
        var views = 0
        var time = Duration.zero
    }

    private var tallies: [String: Tally] = [:]
    private var order: [String] = []
    private var current: (entry: EntryID, route: String, since: Duration)?
    private(set) var events = 0

    // MARK: - Recording

    /// Records a committed change whose top entry is `top`, at time `now`.
    mutating func record(top: Entry<AnyRoute>?, at now: Duration) {
        events += 1
        show(top, at: now)
    }

    /// Makes `top` the screen on top at `now`; nothing changes when it already is.
    mutating func show(_ top: Entry<AnyRoute>?, at now: Duration) {
        guard top?.id != current?.entry else { return }
        close(at: now)
        guard let top else { return }
        let route = top.route.routeName
        if tallies[route] == nil { order.append(route) }
        tallies[route, default: Tally()].views += 1
        current = (top.id, route, now)
    }

    /// Ends the current view at `now`, adding its time.
    mutating func close(at now: Duration) {
        if let current { tallies[current.route, default: Tally()].time += now - current.since }
        current = nil
    }

    // MARK: - Reading

    /// The numbers as of `now`, the current view's time included.
    func summary(at now: Duration) -> AnalyticsSummary {
        var copy = self
        copy.close(at: now)
        return AnalyticsSummary(
            events: events,
            screens: order.map { route in
                let tally = copy.tallies[route] ?? Tally()
                return AnalyticsSummary.Screen(route: route, views: tally.views, time: tally.time)
            })
    }
}
