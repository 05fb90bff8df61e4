import Foundation
import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

extension ServeHub {
    // MARK: - Live reload

    /// Re-validates the manifest after an edit. A valid one is recomposed and the navigation
    /// state restored into it wherever its routes still exist: every open window with its
    /// stacks and saved state bags, the same one focused, each with the width its pages
    /// reported; an invalid one has its findings shown in every page
    /// while the old app keeps running.
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
        let old = app
        let saved = ReloadedState(of: old)
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
            note = "reloaded \(backend.configPath)" + (try await saved.restore(into: fresh))
        } catch {
            note = "reloaded \(backend.configPath); the state could not be kept: \(error)"
        }
        log(note)
        broadcast(.notice(.note, note))
        broadcastSnapshots()
        syncVisibility()
    }
}

/// What a live reload carries from the old app to the new one: every window's tree and bags,
/// which window has focus (and the focus order, the recently closed windows), and each
/// window's width, which is a layout input the pages reported once and will not report again.
@MainActor
struct ReloadedState {
    /// The old app's windows, each a snapshot of its tree and bags; one window when it had one.
    let windows: WindowsSnapshot
    /// Whether the old app had several windows (or had closed one): its state is then restored
    /// as windows, otherwise as the one snapshot it always was.
    let asWindows: Bool
    /// The width each window had, in opening order.
    let widths: [(window: WindowID, width: Double)]
    /// The old app's route registry, which encodes its routes.
    let routes: RouteRegistry
    /// The old app's tree, to name the screens a restore drops by their routes.
    let tree: NavigationTree

    init(of app: ComposedApp) {
        let navigator = app.navigator
        let id = app.manifest.app.id.value
        asWindows = navigator.savesWindows
        windows = navigator.windowsSnapshot(appID: id)
        widths = navigator.windows.ids.compactMap { window in navigator.layout(of: window).width.map { (window, $0) } }
        routes = app.routes
        tree = navigator.tree
    }

    /// Restores the state into `app`, then gives each window its width back.
    ///
    /// A screen whose route the edit removed is cut first, with every screen above it in its
    /// stack (the round trip through the coder alone did not drop it, tested). Then each
    /// snapshot goes through the new app's routes (encoded with the old ones, decoded with the
    /// new ones), so a value the new routes cannot read is dropped by the restore.
    ///
    /// - Returns: What the note says after the manifest's path: `: 0 screen(s) dropped`, with
    ///   the route names of the screens dropped in each window and the windows left out.
    /// - Throws: What the restore throws (an interceptor's refusal); nothing changed then.
    func restore(into app: ComposedApp) async throws -> String {
        let navigator = app.navigator
        // Screens of routes the new manifest no longer defines go first, and those above them.
        var pruned: [WindowID: [String]] = [:]
        let defined = { (route: String) in app.manifest.routes[route] != nil }
        var saved = windows
        saved.windows = windows.windows.map { snapshot in
            var snapshot = snapshot
            pruned[windows.window(of: snapshot) ?? .main] = snapshot.tree.pruneRoutes(keeping: defined)
            return snapshot
        }
        var dropped: [(window: WindowID, routes: [String])] = []
        var leftOut: [WindowLeftOut] = []
        if asWindows {
            let report = try await navigator.restore(reading(saved, with: app.routes))
            dropped = report.windows.map { ($0.id, (pruned[$0.id] ?? []) + names($0.report.dropped)) }
            leftOut = report.leftOut
        } else if let main = saved.windows.first {
            let report = try await navigator.restore(reading(main, with: app.routes))
            dropped = [(.main, (pruned[.main] ?? []) + names(report.dropped))]
        }
        for (window, width) in widths where navigator.tree.window(window) != nil {
            _ = try? navigator.setWindowWidth(width, for: window)
        }
        return describe(dropped: dropped, leftOut: leftOut)
    }

    /// The route names of entries a restore dropped, as the old tree had them.
    private func names(_ dropped: [DroppedEntry]) -> [String] {
        dropped.map { tree.entry($0.entry)?.route.routeName ?? $0.route }
    }

    /// `: 2 screen(s) dropped (window 2: item, review); window 3 left out: …`; without window
    /// numbers when one window was open.
    private func describe(dropped: [(window: WindowID, routes: [String])], leftOut: [WindowLeftOut]) -> String {
        let ids = windows.set.windows
        let number = { (window: WindowID) in windows.set.number(of: window) ?? 0 }
        let count = dropped.reduce(0) { $0 + $1.routes.count }
        let named = dropped.filter { !$0.routes.isEmpty }.map { window, routes in
            let routes = routes.joined(separator: ", ")
            return ids.count > 1 ? "window \(number(window)): \(routes)" : routes
        }
        var text = ": \(count) screen(s) dropped" + (named.isEmpty ? "" : " (\(named.joined(separator: "; ")))")
        for window in leftOut { text += "; window \(number(window.id)) left out: \(window.reason)" }
        return text
    }

    /// `snapshot` as the new app reads it: encoded with the old app's routes and decoded with
    /// `routes`, so what the new manifest no longer defines is unreadable (and dropped). A
    /// snapshot that cannot make the trip is restored as it is.
    private func reading(_ snapshot: NavigationSnapshot, with routes: RouteRegistry) -> NavigationSnapshot {
        guard let data = try? SnapshotCoder(registry: self.routes).encode(snapshot),
            let read = try? SnapshotCoder(registry: routes).decode(data)
        else { return snapshot }
        return read
    }

    private func reading(_ snapshot: WindowsSnapshot, with routes: RouteRegistry) -> WindowsSnapshot {
        WindowsSnapshot(
            set: snapshot.set, windows: snapshot.windows.map { reading($0, with: routes) },
            recentlyClosed: snapshot.recentlyClosed.map { reading($0, with: routes) })
    }
}

extension NavigationTree {
    /// Drops, in every stack, the first entry whose route `defined` refuses and every entry
    /// above it (with what they host): what a restore into an app without those routes keeps.
    ///
    /// - Returns: The route names of the entries dropped, bottom first per stack.
    mutating func pruneRoutes(keeping defined: (String) -> Bool) -> [String] {
        var dropped: [String] = []
        root = root.map { root in
            root.rewritingEveryStack { stack in
                // A stack keeps at least its first screen: a root route the manifest lost fails
                // its validation.
                guard let cut = stack.entries.dropFirst().firstIndex(where: { !defined($0.route.routeName) })
                else { return stack }
                dropped += stack.entries[cut...].map(\.route.routeName)
                return stack.showing(EntryList(stack.entries[..<cut]))
            }
        }
        return dropped
    }
}
