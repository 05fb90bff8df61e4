import Foundation
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// Writes every navigation event as one JSON line and counts screen views and time on top per
/// route name.
///
/// ```yaml
/// plugins:
///   - id: analytics
///     options: {output: ".wayfinder/events.jsonl"}   # stdout (default) | stderr | a file path
/// ```
///
/// Each line is a `NavigationEvent` encoded as JSON with sorted keys, routes written through the
/// app's `RouteRegistry` (`{"type": "wayfinder.route", "value": {...}}`), so a reader decodes
/// it back with the same registry. A file is appended to; its lines are buffered and written
/// at the latest when the plugin stops.
///
/// Time is measured on an ``AnalyticsClock``: the `ContinuousClock` unless the host app
/// provides one under `(any AnalyticsClock).self` in ``/WayfinderComposition/PluginServices``. The plugin never
/// waits on a clock, it only reads it when a change is committed.
///
/// By default (``failurePolicy``) a failing analytics plugin is disabled rather than stopping
/// the app.
public final class AnalyticsPlugin: WayfinderPlugin {
    /// The plugin's options.
    public struct Options: Decodable, Hashable, Sendable {
        /// Where the lines go; standard output when absent.
        public var output: AnalyticsOutput

        private enum CodingKeys: String, CodingKey {
            case output
        }

        /// Creates options.
        ///
        /// - Parameter output: Where the lines go.
        public init(output: AnalyticsOutput = .standardOutput) {
            self.output = output
        }

        /// Decodes `output`, which may be left out.
        ///
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` for a wrong value (and, with `YAMLDecoder`, unknown keys).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            output = try container.decodeIfPresent(AnalyticsOutput.self, forKey: .output) ?? .standardOutput
        }
    }

    /// `analytics`.
    public static let id = "analytics"
    /// ``/WayfinderComposition/PluginFailurePolicy/disable``: losing analytics must not stop the app.
    public static let failurePolicy = PluginFailurePolicy.disable

    /// The options the plugin was created with.
    public let options: Options
    /// Problems met while writing, in order (the app goes on without those lines).
    public private(set) var errors: [AnalyticsError] = []
    /// How many lines were handed to the output.
    public private(set) var linesWritten = 0

    private let stopwatch: Stopwatch
    private let writer: LineWriter
    private let encoder = JSONEncoder()
    private var screenTimes = ScreenTimeLedger()
    private weak var navigator: Navigator?
    private var stoppedAt: Duration?

    // MARK: - Lifecycle

    /// Opens the output and starts the clock.
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - context: The context; its services may hold an `(any AnalyticsClock)`.
    /// - Throws: ``AnalyticsError/cannotOpen(path:reason:)`` when the output file cannot be opened.
    public init(options: Options, context: PluginContext) throws {
        self.options = options
        let clock = context.services.service((any AnalyticsClock).self) ?? ContinuousClock()
        stopwatch = Stopwatch(clock)
        writer = try LineWriter(output: options.output)
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Observes every committed change; routes encode through the app's registry.
    ///
    /// - Parameter installation: The navigator and app.
    public func install(_ installation: PluginInstallation) throws {
        navigator = installation.navigator
        if let routes = installation.app?.routes { encoder.userInfo[.routeRegistry] = routes }
        installation.observe { [weak self] event in self?.record(event) }
    }

    /// Starts timing the screen on top, if no change was seen yet.
    public func start() async throws {
        if screenTimes.events == 0 { screenTimes.show(navigator?.tree.topEntry, at: stopwatch.elapsed()) }
    }

    /// Ends the current screen view and writes and closes the output.
    public func stop() async {
        let now = stopwatch.elapsed()
        screenTimes.close(at: now)
        stoppedAt = now
        do {
            try writer.close()
        } catch {
            errors.append(error)
        }
    }

    // MARK: - Reading

    /// Screen views and time on top per route name, the current screen's time up to now (or up
    /// to when the plugin stopped).
    public var summary: AnalyticsSummary {
        screenTimes.summary(at: stoppedAt ?? stopwatch.elapsed())
    }

    /// Writes what is buffered; the lines so far are then in the output.
    public func flush() {
        do {
            try writer.flush()
        } catch {
            errors.append(error)
        }
    }

    // MARK: - Recording

    private func record(_ event: NavigationEvent) {
        guard stoppedAt == nil else { return }
        screenTimes.record(top: event.top, at: stopwatch.elapsed())
        let line: String
        do {
            line = String(decoding: try encoder.encode(event), as: UTF8.self)
        } catch {
            errors.append(.unencodable(sequence: event.sequence, reason: "\(error)"))
            return
        }
        do {
            try writer.write(line)
            linesWritten += 1
        } catch {
            errors.append(error)
        }
    }
}
