import WayfinderConfig

/// Runs the plugins a manifest selects: creates, installs and starts them in dependency order,
/// applies their failure policies, and stops them in reverse.
///
/// The host is a small state machine — ``State/initial``, ``State/running``,
/// ``State/stopped`` — that throws ``PluginHostError/alreadyRunning`` or
/// ``PluginHostError/alreadyStopped`` rather than starting twice. ``AppComposer`` starts it;
/// ``ComposedApp/stop()`` stops it.
@MainActor
public final class PluginHost {
    /// Where the host is in its life.
    public enum State: String, Hashable, Sendable {
        /// Created; no plugin exists yet.
        case initial
        /// Started; the plugins that did not fail run.
        case running
        /// Stopped, or failed to start; it does not start again.
        case stopped
    }

    /// One selected plugin and what became of it.
    struct Slot {
        let prepared: PreparedPlugin
        var instance: (any WayfinderPlugin)?
        var installation: PluginInstallation?
        var started = false
        var disabled = false
    }

    /// Where the host is in its life.
    public internal(set) var state = State.initial
    /// The plugins that failed, in the order they failed.
    public internal(set) var failures: [PluginFailure] = []
    /// The selected plugins' ids, in start order.
    public var startOrder: [String] { slots.map(\.prepared.id) }

    var slots: [Slot] {
        didSet { conforming = [:] }
    }
    /// Per capability looked up (``firstRunning(_:where:)``), the running slots whose plugin
    /// is one, as long as the slots do not change.
    private var conforming: [ObjectIdentifier: [Int]] = [:]
    let manifest: AppManifest
    let environment: [String: String]
    let services: PluginServices
    /// Set by the composer: the app the plugins are installed into.
    weak var app: ComposedApp?

    init(
        plugins: [PreparedPlugin], manifest: AppManifest, environment: [String: String],
        services: PluginServices = PluginServices()
    ) {
        self.slots = Self.startOrder(plugins).map { Slot(prepared: $0) }
        self.manifest = manifest
        self.environment = environment
        self.services = services
    }

    // MARK: - Reading

    /// The plugins that run, in start order.
    public var running: [any WayfinderPlugin] {
        slots.filter { $0.started && !$0.disabled }.compactMap(\.instance)
    }

    /// The first running plugin, in start order, that is a `Capability` (a plugin type, or a
    /// protocol plugins adopt) and that `accepts`, found without building ``running``: for a
    /// lookup made often, such as `wayfinder check`'s of the plugin that guards logins, on
    /// every state it explores.
    ///
    /// - Parameters:
    ///   - capability: The type to look for, such as `(any DeepLinkHandling).self`.
    ///   - accepts: Whether a plugin of that type is the one wanted; every one by default.
    /// - Returns: The plugin as a `Capability`, or `nil` when no running plugin is one.
    public func firstRunning<Capability>(
        _ capability: Capability.Type, where accepts: (Capability) -> Bool = { _ in true }
    ) -> Capability? {
        // Not through `firstRunningPlugin`: its result, a tuple of a generic type, had its
        // type looked up at run time on every call (half of this lookup's cost, perf).
        for index in candidates(capability) {
            if let found = slots[index].instance as? Capability, accepts(found) { return found }
        }
        return nil
    }

    /// ``firstRunning(_:where:)`` with the plugin itself (for its id).
    func firstRunningPlugin<Capability>(
        _ capability: Capability.Type, where accepts: (Capability) -> Bool
    ) -> (plugin: any WayfinderPlugin, capability: Capability)? {
        for index in candidates(capability) {
            if let plugin = slots[index].instance, let found = plugin as? Capability, accepts(found) {
                return (plugin, found)
            }
        }
        return nil
    }

    /// The running slots whose plugin is a `Capability`, in start order, kept per capability
    /// until the slots change (starting, stopping and disabling change them): the casts to
    /// find them were about 2 % of `wayfinder check` (perf, depth 5), which asks for the
    /// plugin that guards logins on every state it explores. A slot is then read by index, in
    /// place, not copied whole.
    private func candidates<Capability>(_ capability: Capability.Type) -> [Int] {
        let key = ObjectIdentifier(capability)
        if let known = conforming[key] { return known }
        let found = slots.indices.filter {
            slots[$0].started && !slots[$0].disabled && slots[$0].instance is Capability
        }
        conforming[key] = found
        return found
    }

    /// The ids of the plugins disabled after a failure (their own or a required plugin's).
    public var disabled: [String] {
        slots.filter(\.disabled).map(\.prepared.id)
    }

    /// The running plugin of type `type`.
    ///
    /// - Parameter type: A plugin type.
    /// - Returns: The plugin, or `nil` when it does not run.
    public func plugin<Plugin: WayfinderPlugin>(_ type: Plugin.Type) -> Plugin? {
        // A walk over the slots, with no array of the running plugins: every script command
        // asks for the state-restoration plugin, and building that array was about 2 % of
        // `wayfinder check` (perf, depth 5; docs/performance.md, "Restoring between events").
        firstRunning(type)
    }

    /// The running plugin with this id.
    ///
    /// - Parameter id: A plugin id.
    /// - Returns: The plugin, or `nil` when it does not run.
    public func plugin(id: String) -> (any WayfinderPlugin)? {
        slots.first { $0.prepared.id == id && $0.started && !$0.disabled }?.instance
    }

    // MARK: - Ordering

    /// A stable topological order: a plugin after those it requires, manifest order otherwise.
    /// Requirements on plugins that are not selected are ignored (the validator reports them);
    /// a cycle is broken at its first plugin in manifest order.
    static func startOrder(_ plugins: [PreparedPlugin]) -> [PreparedPlugin] {
        let ids = Set(plugins.map(\.id))
        var placed = Set<String>()
        var remaining = plugins
        var order: [PreparedPlugin] = []
        while !remaining.isEmpty {
            let next =
                remaining.firstIndex { plugin in
                    plugin.spec.requiredIDs.allSatisfy { !ids.contains($0.value) || placed.contains($0.value) }
                } ?? 0
            let plugin = remaining.remove(at: next)
            placed.insert(plugin.id)
            order.append(plugin)
        }
        return order
    }
}
