import Foundation
import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators

extension ServeHub {
    // MARK: - Live reload

    /// Re-validates the manifest after an edit. A valid one is recomposed and the navigation
    /// state restored into it wherever its routes still exist; an invalid one has its
    /// findings shown in every page while the old app keeps running.
    public func reload() async {
        let text = try? String(contentsOfFile: backend.configPath, encoding: .utf8)
        guard text != composedText else { return }
        composedText = text
        let renderer = BrowserRenderer()
        let driver = RenderDriver(renderer: renderer)
        let fresh: ComposedApp
        do {
            fresh = try await backend.compose(renderer: driver)
        } catch {
            findings = error.description
            log("\(backend.configPath): reload refused; the app keeps running\n\(error.description)")
            broadcast(.findings(error.description))
            return
        }
        let saved = app.navigator.tree
        let old = app
        await old.stop()
        findings = nil
        self.renderer = renderer
        self.driver = driver
        app = fresh
        inspector.attach(to: fresh.navigator)
        bindings = NavigationBindings(navigator: fresh.navigator)
        address = AddressBar(manifest: fresh.manifest)
        wire()
        broadcast(.findings(nil))
        let note: String
        do {
            let report = try await fresh.navigator.restore(saved)
            note = "reloaded \(backend.configPath): \(report.dropped.count) screen(s) dropped"
        } catch {
            note = "reloaded \(backend.configPath); the state could not be kept: \(error)"
        }
        log(note)
        broadcast(.notice(.note, note))
        broadcastSnapshots()
    }
}
