import Foundation
import WayfinderComposition
import WayfinderPlugins

extension AppSession {
    // MARK: - Composing

    /// Composes the manifest at `path` with the bundled plugins, as `wayfinder run` does, and
    /// opens a session on the running app.
    ///
    /// ```swift
    /// let session = try await AppSession.compose(manifestAt: "Configs/shop.yaml", stateRestoration: false)
    /// try await session.run("tab cart")
    /// #expect(session.screen.hasPrefix("tabs: home search [cart(2)] profile"))
    /// await session.app.stop()
    /// ```
    ///
    /// - Parameters:
    ///   - path: The manifest file.
    ///   - stateRestoration: Whether the state-restoration plugin runs as the manifest says;
    ///     `false` disables it, as `--no-state` does: nothing is restored or saved.
    ///   - environment: The variables `${NAME}` reads; the process environment by default.
    /// - Returns: A session on the composed, started app.
    /// - Throws: `CompositionError` (WayfinderComposition) when the manifest cannot be read,
    ///   is invalid, or the app cannot start.
    public static func compose(
        manifestAt path: String, stateRestoration: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(CompositionError) -> AppSession {
        var manifest: AppManifest
        do {
            manifest = try AppManifest.load(path: path, environment: environment)
            if !stateRestoration {
                manifest = try ManifestOverride.disable(plugin: StateRestorationPlugin.id).apply(to: manifest)
            }
        } catch {
            throw .invalidManifest(error)
        }
        let app = try await AppComposer(registry: BundledPlugins.registry, environment: environment).compose(manifest)
        return AppSession(app: app)
    }

    // MARK: - Lines

    /// Carries out one script line (`tab cart`, `tap 1`) as `run --script` does, and returns
    /// once what it changed is shown and saved.
    ///
    /// - Parameter line: A command; a blank line or a comment does nothing.
    /// - Returns: What to show next, or `nil` for a blank line or a comment.
    /// - Throws: ``CommandError/syntax(_:)`` when the line is no command, and what
    ///   ``execute(_:)`` throws when it is refused or redirected (``CommandError/isRedirect``);
    ///   nothing changed then, but for a redirect's own screen.
    @discardableResult
    public func run(_ line: String) async throws(CommandError) -> Reply? {
        let command: ScriptCommand?
        do {
            command = try ScriptCommand.parse(line)
        } catch {
            throw .syntax(error)
        }
        guard let command else { return nil }
        let outcome: Result<Reply, CommandError>
        do {
            outcome = .success(try await execute(command))
        } catch {
            outcome = .failure(error)
        }
        await settle()
        return try outcome.get()
    }

    // MARK: - Texts

    /// The screen as the transcript shows it after each command: the tab bars, the path to the
    /// top screen, the top screen with its state and actions (see ``ScreenView``).
    public var screen: String {
        ScreenView(app: app).text
    }

    /// The whole navigation tree as text, as the `show` command prints it: every coordinator,
    /// stack, modal layer, tab page and embedded screen, with entry ids.
    public var tree: String {
        app.navigator.tree.rendered
    }
}
