import WayfinderComposition
import WayfinderPlugins
import WayfinderScript

extension RendererTiming {
    /// A session on the manifest at `path` (state restoration off), shown by `renderer`
    /// holding each transition until `transition-end` ends it (or, with `holding` false,
    /// ending each as it starts): what the test `export-test --swift --renderer` writes starts
    /// from.
    ///
    /// ```swift
    /// let session = try await RendererTiming.compose(manifestAt: path, renderer: .uikit)
    /// try await RendererTiming.run("tap 1", on: session)  // in flight: the push animates
    /// try await RendererTiming.run("transition-end", on: session)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The manifest file.
    ///   - renderer: The conformance kit's renderer to show the app with.
    ///   - holding: Whether the renderer holds its transitions until `transition-end`.
    /// - Throws: `CompositionError` (WayfinderComposition) when the manifest cannot be read,
    ///   is invalid, or the app cannot start.
    public static func compose(
        manifestAt path: String, renderer: CheckRendererKind, holding: Bool = true
    ) async throws(CompositionError) -> AppSession {
        var manifest: AppManifest
        do {
            manifest = try AppManifest.load(path: path, environment: [:])
            manifest = try ManifestOverride.disable(plugin: StateRestorationPlugin.id).apply(to: manifest)
        } catch {
            throw .invalidManifest(error)
        }
        let composer = AppComposer(
            registry: BundledPlugins.registry, renderer: renderer.make(), environment: [:])
        let session = AppSession(app: try await composer.compose(manifest))
        // Started with transitions that end at once: the start waits for its change.
        if holding { hold(session) }
        return session
    }

    /// Runs a script line, or `transition-end`, and returns when it has returned or when its
    /// change waits on the transition the renderer holds (it goes on after `transition-end`).
    ///
    /// - Parameters:
    ///   - command: A script line, or `transition-end`.
    ///   - session: A session from ``compose(manifestAt:renderer:holding:)``.
    /// - Throws: What the command threw; ``/WayfinderScript/CommandError/badState(_:reason:)``
    ///   when it waits for something no event gives.
    public static func run(_ command: String, on session: AppSession) async throws(CommandError) {
        switch await BoundedRun.run(command, on: session, driver: ScriptDriver()) {
        case .returned(.success), .inFlight: return
        case .returned(.failure(let error)): throw error
        case .stuck: throw .badState(command, reason: "it never returned")
        }
    }
}
