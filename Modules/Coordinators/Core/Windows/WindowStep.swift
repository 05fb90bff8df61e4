import WayfinderStacks

/// A change of the window table, applied in a transaction like any internal change
/// (``StateChange/window(_:)``): it opens, focuses, closes, shows or hides a window.
struct WindowStep {
    enum Kind {
        /// Opens a window rooted at this coordinator, and focuses it.
        case open(root: CoordinatorID)
        /// Focuses a window.
        case focus(WindowID)
        /// Closes a window, dropping its root container (and with it, once reconciled, every
        /// container hosted below).
        case close(WindowID)
        /// Shows or hides a window.
        case show(WindowID, Bool)
        /// Moves screens to another window (see ``WindowMove``), keeping their ids.
        case move(WindowMove)
        /// Opens a window under an id issued before (a restore, a reopen), rooted at this
        /// coordinator, and focuses it.
        case reopen(WindowID, root: CoordinatorID)
        /// Keeps ids below this number from being issued again (a restore).
        case reserve(nextID: UInt64)
    }

    let kind: Kind
    /// The main window's root: the table made on the first window step starts with it.
    let mainRoot: CoordinatorID
    /// The most windows open at once (the navigator's ``Navigator/windowLimit``), which an
    /// open checks and the table keeps.
    var limit: Int?

    /// `window open(c5)`, `window focus(w1)`, `window close(w1)`, `window show(w1, false)`.
    var description: String {
        switch kind {
        case .open(let root): "window open(\(root))"
        case .focus(let id): "window focus(\(id))"
        case .close(let id): "window close(\(id))"
        case .show(let id, let shown): "window show(\(id), \(shown))"
        case .move(let move): "window move(\(move.entry), \(move.from) -> \(move.to))"
        case .reopen(let id, let root): "window reopen(\(id), \(root))"
        case .reserve(let next): "window reserve(w\(next))"
        }
    }

    /// Applies the step to `state`, inserting into `containers` every container it drops.
    func apply(to state: inout NavigationState, containers: inout Set<ContainerID>) throws(NavigationError) {
        if case .move(let move) = kind {
            // Checked again on the state as it is now: an earlier step may have changed it.
            try state.carryOut(try state.planMove(move.entry, to: move.to), containers: &containers)
            return
        }
        var table = state.windows ?? WindowTable(main: mainRoot)
        do throws(WindowError) {
            switch kind {
            case .open(let root):
                if table.limit != limit { table = table.limited(to: limit) }
                try table.open(root: root)
            case .focus(let id):
                try table.focus(id)
            case .close(let id):
                let closed = try table.close(id)
                // Every stack of the window goes now, the hosted ones (tab pages, slots, detail
                // columns) with the root's: the leave checks of all their screens are asked.
                let roots = [ContainerRole.stack, .detail].map { ContainerID(owner: closed.root, role: $0) }
                for container in state.containers(from: roots) {
                    if state.stacks.removeValue(forKey: container) != nil { containers.insert(container) }
                }
            case .show(let id, let shown):
                try table.setVisible(shown, of: id)
            case .reopen(let id, let root):
                try table.reopen(id, root: root)
            case .reserve(let next):
                table.reserveIDs(below: next)
            case .move:
                break
            }
        } catch {
            throw .window(error)
        }
        state.windows = table
    }
}

extension NavigationState {
    /// `roots` and every container hosted below them (tab pages, embedded slots, detail
    /// columns), parents before what they host.
    func containers(from roots: [ContainerID]) -> [ContainerID] {
        var found: [ContainerID] = []
        var pending = roots
        var seen = Set<ContainerID>()
        while let container = pending.first {
            pending.removeFirst()
            guard seen.insert(container).inserted else { continue }
            found.append(container)
            for entry in stacks[container]?.entries ?? [] {
                guard let hosting = hostings[entry.id] else { continue }
                pending += hosting.ownedContainers
                if let bar = hosting.tabs, let tabState = tabs[bar] { pending += tabState.pages.map(\.container) }
            }
        }
        return found
    }
}
