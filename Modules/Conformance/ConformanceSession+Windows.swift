import WayfinderBindings
import WayfinderCoordinators
import WayfinderStacks

// MARK: - Windows

extension ConformanceSession {
    /// Carries out a window action as an app's code (open, focus, close, move) or its
    /// renderer (shown, hidden) would, through the navigator's window API; a refused one
    /// (the last window closed, a move into its own window) changes nothing.
    func performWindow(_ action: ConformanceAction) async {
        let open = navigator.windows.windows.map(\.id)
        func window(_ index: Int) -> WindowID { open[index % open.count] }
        let navigator = self.navigator
        switch action {
        case .openWindow:
            await land(action.description) { try await navigator.openWindow(root: ConformanceTabs()) }
        case .focusWindow(let index):
            await land(action.description) { try await navigator.focusWindow(window(index)) }
        case .closeWindow(let index):
            await land(action.description) { try await navigator.closeWindow(window(index)) }
        case .moveTop(let index):
            guard let top = navigator.tree.topEntry else { return }
            await land(action.description) { try await navigator.moveEntry(top.id, to: window(index)) }
        case .showWindow(let index, let shown):
            await land(action.description) { try await navigator.setWindowVisible(shown, window(index)) }
        default:
            fail("'\(action)' is not a window action")
        }
    }

    /// At a settle, in an app with windows: every entry is in exactly one window, and the
    /// screen on top of each window is `active` when the window is shown and `background` when
    /// it is hidden.
    func checkWindows() {
        let tree = navigator.tree
        guard tree.windows != nil else { return }
        var seen: [EntryID: WindowID] = [:]
        for state in tree.windowStates {
            guard let window = tree.window(state.id) else {
                fail("window \(state.id) is listed but has no tree")
                continue
            }
            for stack in window.allStacks {
                for entry in stack.entries {
                    if let other = seen.updateValue(state.id, forKey: entry.id) {
                        fail("\(entry.id) is in windows \(other) and \(state.id)")
                    }
                }
            }
            guard let top = window.topEntry else { continue }
            let expected: EntryPhase = state.isVisible ? .active : .background
            if let phase = tree.phase(of: top.id), phase != expected {
                fail(
                    "the top of \(state.isVisible ? "shown" : "hidden") window \(state.id), \(top.id), "
                        + "is \(phase), not \(expected)")
            }
        }
    }
}
