/// Finds the running plugin that adopts a hook protocol and calls it, keeping the plugin's own
/// error inside ``CompositionError/plugin(_:)``.
@MainActor
struct PluginDispatcher {
    /// The plugins, in start order.
    let plugins: PluginHost

    /// The first running plugin of type `Hook` that accepts, with its id.
    ///
    /// - Parameters:
    ///   - hook: The hook protocol.
    ///   - accepts: Whether a candidate takes the call (a deep-link handler's scheme policy).
    func handler<Hook>(_ hook: Hook.Type, where accepts: (Hook) -> Bool = { _ in true }) -> (String, Hook)? {
        plugins.firstRunningPlugin(hook, where: accepts).map { (type(of: $0.plugin).id, $0.capability) }
    }

    /// Calls a plugin hook; its errors come back as ``CompositionError/plugin(_:)`` with the
    /// plugin's error kept as it was thrown, unless they already are composition errors.
    func call(_ id: String, _ body: () async throws -> Void) async throws(CompositionError) {
        do {
            try await body()
        } catch let error as CompositionError {
            throw error
        } catch {
            throw .plugin(PluginError(pluginID: id, underlying: error))
        }
    }
}
