/// What the analytics plugin counted: events, and per route name how often its screen came on
/// top and how long it stayed there.
///
/// ```
/// 4 events
/// home: 2 views, 3.250 s
/// item: 1 view, 0.500 s
/// ```
public struct AnalyticsSummary: Hashable, Sendable, CustomStringConvertible {
    /// The numbers of one route name.
    public struct Screen: Hashable, Sendable {
        /// The route name (`item` for every `item(id:)`).
        public let route: String
        /// How many times a screen of this route came on top.
        public let views: Int
        /// How long screens of this route were on top, in total.
        public let time: Duration

        /// Creates the numbers of one route name.
        ///
        /// - Parameters:
        ///   - route: The route name.
        ///   - views: Its screen views.
        ///   - time: Its time on top.
        public init(route: String, views: Int, time: Duration) {
            self.route = route
            self.views = views
            self.time = time
        }
    }

    /// How many navigation events were seen.
    public let events: Int
    /// The route names, in the order their screens were first seen.
    public let screens: [Screen]

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - events: The events seen.
    ///   - screens: The numbers per route name, in order of first view.
    public init(events: Int, screens: [Screen]) {
        self.events = events
        self.screens = screens
    }

    /// The numbers of `route`, or `nil` when no screen of it was seen.
    ///
    /// - Parameter route: A route name.
    /// - Returns: Its views and time.
    public func screen(_ route: String) -> Screen? {
        screens.first { $0.route == route }
    }

    /// The event count, then one line per route name: views and seconds to the millisecond.
    public var description: String {
        let lines = screens.map { screen in
            "\(screen.route): \(screen.views) \(screen.views == 1 ? "view" : "views"), \(Self.seconds(screen.time))"
        }
        return (["\(events) \(events == 1 ? "event" : "events")"] + lines).joined(separator: "\n")
    }

    /// `3.250 s`: a duration in seconds with three decimals (rounded down to the millisecond).
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        let fraction = String(abs(milliseconds % 1_000))
        let sign = milliseconds < 0 ? "-" : ""
        return "\(sign)\(abs(milliseconds / 1_000)).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}
