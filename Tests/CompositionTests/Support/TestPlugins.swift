import WayfinderComposition
import WayfinderCoordinators

/// Lines recorded by test plugins, one journal per test (tests run concurrently).
@MainActor
final class Journal {
    private static var journals: [String: Journal] = [:]
    private(set) var lines: [String] = []

    /// The journal named `name`, created empty on first use.
    static func named(_ name: String) -> Journal {
        if let journal = journals[name] { return journal }
        let journal = Journal()
        journals[name] = journal
        return journal
    }

    func record(_ line: String) { lines.append(line) }
}

/// An error a test plugin throws on purpose.
struct PlannedFailure: Error, CustomStringConvertible {
    let description: String
}

/// A plugin that records its lifecycle in a journal and fails where its options say.
class RecordingPlugin: WayfinderPlugin {
    enum Step: String, Decodable, CaseIterable { case create, install, start }

    struct Options: Decodable {
        var journal: String
        var fail: Step?
    }

    class var id: String { "recording" }
    class var failurePolicy: PluginFailurePolicy { .fail }

    let options: Options
    let journal: Journal
    var name: String { type(of: self).id }

    required init(options: Options, context: PluginContext) throws {
        self.options = options
        journal = Journal.named(options.journal)
        journal.record("create \(type(of: self).id)")
        if options.fail == .create { throw PlannedFailure(description: "\(type(of: self).id) broke in create") }
    }

    func install(_ installation: PluginInstallation) throws {
        journal.record("install \(name)")
        let journal = journal
        let name = name
        installation.observe { event in journal.record("\(name) saw \(event.kind)") }
        if options.fail == .install { throw PlannedFailure(description: "\(name) broke in install") }
    }

    func start() async throws {
        journal.record("start \(name)")
        if options.fail == .start { throw PlannedFailure(description: "\(name) broke in start") }
    }

    func stop() async {
        journal.record("stop \(name)")
    }
}

final class AlphaPlugin: RecordingPlugin { override class var id: String { "alpha" } }
final class BetaPlugin: RecordingPlugin { override class var id: String { "beta" } }
final class GammaPlugin: RecordingPlugin { override class var id: String { "gamma" } }
/// Disabled rather than failing the start when it throws.
final class DeltaPlugin: RecordingPlugin {
    override class var id: String { "delta" }
    override class var failurePolicy: PluginFailurePolicy { .disable }
}

/// Logs users in and out (no guard): what `login:` and `logout:` need.
final class SessionPlugin: WayfinderPlugin, ActionVerbHandling {
    static let id = "session"
    private(set) var user: String?

    init(options: NoOptions, context: PluginContext) throws {}

    static func contribute(options: NoOptions, to contributions: inout ManifestContributions) throws {
        contributions.addVerb("login", argument: "USER")
        contributions.addVerb("logout", argument: nil)
    }

    func handles(verb: String) -> Bool { verb == "login" || verb == "logout" }

    func perform(verb: String, argument: String?, in app: ComposedApp) async throws {
        if verb == "login" { try await logIn(user: argument ?? "", in: app) } else { try await logOut(in: app) }
    }

    func logIn(user: String, in app: ComposedApp) async throws {
        if user == "mallory" { throw PlannedFailure(description: "mallory may not log in") }
        self.user = user
    }

    func logOut(in app: ComposedApp) async throws {
        user = nil
    }
}

extension PluginRegistry {
    /// Every plugin type of the test target.
    static func testPlugins() throws -> PluginRegistry {
        try PluginRegistry([
            AlphaPlugin.self, BetaPlugin.self, GammaPlugin.self, DeltaPlugin.self, SessionPlugin.self,
            AnalyticsDouble.self, DeepLinksDouble.self, AuthGuardDouble.self, StateRestorationDouble.self,
        ])
    }
}
