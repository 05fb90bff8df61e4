import WayfinderConfig
import WayfinderCoordinators

/// A plugin an app registers in code and selects, orders and configures in its manifest.
///
/// Only ``id`` and the initializer are required; every hook has an empty default, so a plugin
/// implements just what it uses:
///
/// ```swift
/// final class EventLogPlugin: WayfinderPlugin {
///     struct Options: Decodable { var output: String }
///     static let id = "event-log"
///
///     let options: Options
///     private(set) var lines: [String] = []
///
///     init(options: Options, context: PluginContext) throws {
///         self.options = options
///     }
///
///     func install(_ installation: PluginInstallation) throws {
///         installation.observe { [weak self] event in self?.lines.append(event.description) }
///     }
/// }
///
/// var registry = PluginRegistry()
/// try registry.register(EventLogPlugin.self)
/// ```
///
/// ## Lifecycle
///
/// 1. Validation: ``Options`` is decoded from the manifest entry's `options:` (strictly, errors
///    pointing into the manifest) and ``contribute(options:to:)`` adds routes, deep links,
///    coordinators or coordinator kinds before the manifest is checked as a graph.
/// 2. ``init(options:context:)``, for every enabled plugin, in start order: `requires:` first
///    (a stable topological order), manifest order otherwise.
/// 3. ``install(_:)``: interceptors and observers, before the root coordinator starts.
/// 4. The root coordinator starts, then ``start()`` runs for each plugin in start order.
/// 5. On stop, ``stop()`` runs in reverse start order and installed hooks are removed.
///
/// A plugin that throws in `init`, `install` or `start` is reported (``PluginFailure``); by its
/// policy (``failurePolicy``, overridden by the manifest's `onFailure:`) the whole start fails —
/// stopping the plugins already started, in reverse — or the plugin is disabled, with the
/// plugins that require it. A plugin never takes the host down.
///
/// Plugins that open deep links also adopt ``DeepLinkHandling`` (`open:` actions go through
/// them); plugins that contribute action verbs (``ManifestContributions/addVerb(_:argument:)``,
/// such as the auth guard's `login:` and `logout:`) adopt ``ActionVerbHandling`` to carry them out.
@MainActor
public protocol WayfinderPlugin: AnyObject {
    /// The plugin's options, decoded from the manifest entry's `options:`.
    ///
    /// Defaults to ``NoOptions``, which rejects any key.
    associatedtype Options: Decodable = NoOptions

    /// The stable id the manifest selects the plugin by (`event-log`, `sso`):
    /// `[a-z0-9-]+`, never changed once shipped.
    static var id: String { get }

    /// What a failure does when the manifest gives no `onFailure:`; ``PluginFailurePolicy/fail``
    /// by default.
    static var failurePolicy: PluginFailurePolicy { get }

    /// Creates the plugin from its decoded options.
    ///
    /// - Parameters:
    ///   - options: The options, decoded and checked.
    ///   - context: The manifest, the plugin's entry, the environment and a decoder.
    /// - Throws: Anything; the failure is handled by the plugin's policy.
    init(options: Options, context: PluginContext) throws

    /// Adds routes, deep links, coordinators or coordinator kinds to the manifest before it is
    /// validated. Static, because validation runs before any plugin exists. Default: nothing.
    ///
    /// - Parameters:
    ///   - options: The plugin's decoded options.
    ///   - contributions: What to add.
    /// - Throws: Anything; it is reported as a finding at the plugin's entry.
    static func contribute(options: Options, to contributions: inout ManifestContributions) throws

    /// Checks the options against the manifest's graph and reports findings with marks (a
    /// guard's protected routes exist and cannot be reached around it). Runs when the manifest
    /// is validated, for enabled entries and for disabled ones whose options decode, after
    /// every contribution is merged. Static, because no plugin exists yet. Default: nothing.
    ///
    /// - Parameters:
    ///   - options: The plugin's decoded options.
    ///   - context: The entry, whether it is enabled, the graph, and where findings go.
    static func validate(options: Options, in context: PluginValidationContext)

    /// Installs interceptors and observers on the navigator, before the root coordinator starts.
    /// Default: nothing.
    ///
    /// - Parameter installation: The navigator, the composed app, and the calls that install
    ///   hooks the host removes again when the plugin stops or is disabled.
    /// - Throws: Anything; the failure is handled by the plugin's policy.
    func install(_ installation: PluginInstallation) throws

    /// Starts the plugin's work, after the root coordinator started. Default: nothing.
    ///
    /// - Throws: Anything; the failure is handled by the plugin's policy.
    func start() async throws

    /// Stops the plugin's work; called once, in reverse start order, for started plugins only.
    /// Default: nothing.
    func stop() async
}

extension WayfinderPlugin {
    /// ``PluginFailurePolicy/fail``.
    public static var failurePolicy: PluginFailurePolicy { .fail }

    /// Contributes nothing.
    public static func contribute(options: Options, to contributions: inout ManifestContributions) throws {}

    /// Installs nothing.
    public func install(_ installation: PluginInstallation) throws {}

    /// Nothing to check.
    public static func validate(options: Options, in context: PluginValidationContext) {}

    /// Does nothing.
    public func start() async throws {}

    /// Does nothing.
    public func stop() async {}
}

/// The options of a plugin that takes none: an empty mapping (or no `options:` at all); any
/// key is an error.
public struct NoOptions: Decodable, Hashable, Sendable {
    private struct NoKeys: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    /// Creates empty options.
    public init() {}

    /// Decodes an empty mapping; with ``/WayfinderConfig/YAMLDecoder`` every key is reported as unknown.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the value is not a mapping.
    public init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: NoKeys.self)
    }
}
