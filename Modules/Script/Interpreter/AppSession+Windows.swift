import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AppSession {
    // MARK: - Window commands

    /// Carries out `window open [ROUTE [key=value ...]]`: a window that starts as the manifest
    /// says, or one showing `route`, opened and focused (a "New window" control: source `user`).
    ///
    /// - Returns: The note naming the new window and its screen.
    /// - Throws: ``CommandError`` for an unknown route, wrong parameters, the manifest's limit
    ///   or a refusal; nothing changed then.
    func openWindow(route: String?, parameters: [ScriptCommand.Parameter]) async throws(CommandError) -> Reply {
        let command = "window open" + (route.map { " \($0)" } ?? "")
        var values: [String: ParameterValue] = [:]
        if let route, let typed = try typed(parameters, of: route, command: command) {
            for entry in typed.entries { values[entry.key] = entry.value.value }
        }
        let window: WindowID
        do {
            window = try await app.openWindow(showing: route, parameters: values, source: .user)
        } catch {
            throw windowError(error, command: command)
        }
        return .noted("\(command): window \(number(of: window)) of \(windowIDs.count) shows '\(topTitle(of: window))'")
    }

    /// Carries out `window focus N`: window `number` gets focus; the transcript then shows it.
    ///
    /// - Throws: ``CommandError/window(_:reason:)`` for a window that is not open.
    func focusWindow(_ number: Int) async throws(CommandError) {
        let command = "window focus \(number)"
        let window = try window(numbered: number, command: command)
        do {
            try await app.navigator.focusWindow(window, source: .user)
        } catch {
            throw windowError(error, command: command)
        }
    }

    /// Carries out `window close N`: the leave checks of the window's screens are asked (a
    /// question waits for `confirm` or `cancel`), then every screen in it ends.
    ///
    /// - Returns: The note naming the closed window.
    /// - Throws: ``CommandError/window(_:reason:)`` for a window that is not open or the last
    ///   one, or a screen that stays; nothing changed then.
    func closeWindow(_ number: Int) async throws(CommandError) -> Reply {
        let command = "window close \(number)"
        let window = try window(numbered: number, command: command)
        let title = topTitle(of: window)
        do {
            try await app.navigator.closeWindow(window, source: .user)
        } catch {
            throw windowError(error, command: command)
        }
        let open = windowIDs.count
        return .noted("\(command): closed window \(number) ('\(title)'); \(open) window\(open == 1 ? "" : "s") open")
    }

    /// Carries out `window move N` (or `window move new`, `number` `nil`): the top screen of the
    /// focused window, with its id, context and state, goes on top of window `number`'s stack,
    /// or into a new window that gets focus.
    ///
    /// - Returns: The note saying where it went.
    /// - Throws: ``CommandError/window(_:reason:)`` for a window that is not open or a screen
    ///   that cannot move (the first of its stack, one showing tabs); nothing changed then.
    func moveTopScreen(to number: Int?) async throws(CommandError) -> Reply {
        let command = "window move " + (number.map(String.init) ?? "new")
        guard let top = app.navigator.tree.visiblePath.last else {
            throw .window(command, reason: "nothing is shown")
        }
        let title = title(of: top.entry)
        guard let number else {
            let window: WindowID
            do {
                window = try await app.moveToNewWindow(top.entry.id, source: .user)
            } catch {
                throw windowError(error, command: command)
            }
            return .noted("\(command): '\(title)' moved to window \(self.number(of: window)), which has focus")
        }
        let target = try window(numbered: number, command: command)
        do {
            try await app.navigator.moveEntry(top.entry.id, to: target, source: .user)
        } catch {
            throw windowError(error, command: command)
        }
        let focused = self.number(of: app.navigator.focusedWindow)
        return .noted("\(command): '\(title)' moved to window \(number); window \(focused) keeps focus")
    }

    /// The `windows` list: each open window's number, top screen and the focused one marked.
    var windowList: String {
        let focused = app.navigator.focusedWindow
        let ids = windowIDs
        return "\(ids.count) window\(ids.count == 1 ? "" : "s"): "
            + ids.map { id in
                "\(number(of: id)) '\(topTitle(of: id))'" + (id == focused ? " (focused)" : "")
            }.joined(separator: ", ")
    }

    // MARK: - Numbers and titles

    /// The open windows in opening order: window `N` of the script is the `N-1`th.
    var windowIDs: [WindowID] { app.navigator.windows.ids }

    /// The window's number from 1, in opening order (0 for a window that is not open).
    func number(of window: WindowID) -> Int {
        app.navigator.windows.number(of: window) ?? 0
    }

    /// Window `number` (from 1).
    ///
    /// - Throws: ``CommandError/window(_:reason:)`` when it is not open.
    private func window(numbered number: Int, command: String) throws(CommandError) -> WindowID {
        let ids = windowIDs
        guard ids.indices.contains(number - 1) else {
            throw .window(
                command,
                reason: "there is no window \(number); "
                    + (ids.count == 1 ? "one window is open" : "windows 1 to \(ids.count) are open"))
        }
        return ids[number - 1]
    }

    /// The title of a window's top screen.
    func topTitle(of window: WindowID) -> String {
        guard let top = app.navigator.tree.window(window)?.visiblePath.last else { return "nothing shown" }
        return title(of: top.entry)
    }

    // MARK: - Errors in the user's words

    /// A window operation's refusal with window numbers and screen titles, not ids. Anything
    /// else (a guard's redirect, an unknown route) keeps its own error.
    private func windowError(_ error: any Error, command: String) -> CommandError {
        var navigation = error as? NavigationError
        if case .navigation(let refusal, _)? = error as? CompositionError { navigation = refusal }
        switch navigation {
        case .window(let refusal)?:
            return .window(command, reason: words(refusal))
        case .leaveRefused(let entry, let route, let reason)?:
            let screen = app.entry(entry).map(title(of:)) ?? app.manifest.routes[route]?.title.value ?? route
            return .window(command, reason: "'\(screen)' stays: \(reason)")
        default:
            // A refusal of the navigator names its request already; a guard's redirect stays one.
            if let composition = error as? CompositionError, navigation != nil { return .composition(composition) }
            if let navigation { return .navigation(command, navigation) }
            return .window(command, reason: "\(error)")
        }
    }

    /// A window error with numbers for window ids and titles for screens.
    private func words(_ error: WindowError) -> String {
        switch error {
        case .unknownWindow:
            return "that window is not open; windows 1 to \(windowIDs.count) are"
        case .lastWindow(let window):
            return "window \(number(of: window)) is the last one open; only the app closes it"
        case .limitReached(let limit):
            return "the app allows at most \(limit) window\(limit == 1 ? "" : "s") (windows: max), and all are open"
        case .cannotMove(let entry, let route, let reason):
            let screen = app.entry(entry).map(title(of:)) ?? app.manifest.routes[route]?.title.value ?? route
            return "'\(screen)' cannot move to another window: \(numbered(reason))"
        case .notStarted, .rootInUse, .alreadyOpen, .notRecentlyClosed, .noRoot:
            return numbered("\(error)")
        }
    }

    /// `text` with every open window's id (`w1`) written as its number (`window 2`).
    private func numbered(_ text: String) -> String {
        var text = text
        // Longest ids first, so `w1` does not eat the start of `w10`.
        for id in windowIDs.sorted(by: >) {
            text = text.replacing("window \(id)", with: "window \(number(of: id))")
        }
        return text
    }
}
