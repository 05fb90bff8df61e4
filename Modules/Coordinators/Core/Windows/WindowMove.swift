import WayfinderRouting
import WayfinderStacks

/// A screen moving to another window, as interceptors see it (``NavigationProposal/moves``):
/// the screen asked for, the screens above it that go with it, and where they come from and go.
///
/// A move keeps every screen's ``/WayfinderStacks/EntryID``, its context and its saved state: nothing ends and
/// nothing is made again. The stack it leaves pops to just below ``entry``.
public struct WindowMove: Hashable, Sendable {
    /// The screen asked to move.
    public let entry: EntryID
    /// Every screen that moves, bottom to top: ``entry`` and the screens above it.
    public let entries: [EntryID]
    /// The window the screens leave.
    public let from: WindowID
    /// The window they go to (a new window, for a tear-off).
    public let to: WindowID
    /// The stack they leave, which pops to just below ``entry``.
    public let source: ContainerID
    /// The stack they go on top of: the target window's root stack, or the selected page's
    /// when its top screen shows a tab bar.
    public let target: ContainerID

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - entry: The screen asked to move.
    ///   - entries: Every screen that moves, bottom to top.
    ///   - from: The window they leave.
    ///   - to: The window they go to.
    ///   - source: The stack they leave.
    ///   - target: The stack they go on top of.
    public init(
        entry: EntryID, entries: [EntryID], from: WindowID, to: WindowID, source: ContainerID, target: ContainerID
    ) {
        self.entry = entry
        self.entries = entries
        self.from = from
        self.to = to
        self.source = source
        self.target = target
    }
}

/// What a request changes in the windows, as the proposal carries it: one object, made only
/// for a request that opens, focuses, closes, shows, hides or moves into a window, so a
/// request of an app with one window carries one empty reference.
final class WindowChange: Sendable {
    /// The windows as they would be.
    let table: WindowTable
    /// The screens it moves between windows, in the order asked.
    let moves: [WindowMove]

    init(table: WindowTable, moves: [WindowMove]) {
        self.table = table
        self.moves = moves
    }
}

extension NavigationState {
    // MARK: - Moving screens between windows

    /// The window whose stacks hold `container`: the walk goes up from a tab page to the stack
    /// of the screen showing its bar, from an embedded slot or a detail column to its host's
    /// stack, until a window's root stack. `nil` without windows or for a container no window
    /// reaches.
    func window(holding container: ContainerID) -> WindowID? {
        guard let table = windows else { return nil }
        var current = container
        // Each turn goes one level up; a state has fewer levels than containers.
        for _ in 0...stacks.count {
            if let host = hostings.values.first(where: { $0.ownedContainers.contains(current) }) {
                current = host.container
            } else if let bar = tabs.values.first(where: { $0.pages.contains { $0.container == current } }) {
                current = bar.hostContainer
            } else {
                guard current.role == .stack else { return nil }
                return table.window(rootedAt: current.owner)
            }
        }
        return nil
    }

    /// The stack screens moved into `window` go on top of: its root stack, or, while the top
    /// screen of that stack shows a tab bar, the selected page's stack.
    func topStack(of window: WindowState) -> ContainerID? {
        var current = ContainerID(owner: window.root)
        guard stacks[current] != nil else { return nil }
        for _ in 0...tabs.count {
            guard let top = stacks[current]?.top, let bar = hostings[top.id]?.tabs, let tabState = tabs[bar],
                tabState.pages.indices.contains(tabState.selected)
            else { return current }
            let page = tabState.pages[tabState.selected].container
            guard stacks[page] != nil else { return current }
            current = page
        }
        return current
    }

    /// The stack holding `entry`, its path and the entry's index there.
    private func locate(_ entry: EntryID) -> (ContainerID, ContainerPath, Int)? {
        for (container, path) in stacks {
            if let index = path.index(of: entry) { return (container, path, index) }
        }
        return nil
    }

    /// Where moving `entry` (and the screens above it) to `window` takes them, once checked.
    ///
    /// - Throws: ``NavigationError/window(_:)``: ``WindowError/unknownWindow(_:open:)`` for a
    ///   window that is not open, ``WindowError/cannotMove(entry:route:reason:)`` for a screen
    ///   that is not on screen, is the first of its stack, is already in that window, shows
    ///   other stacks or belongs to a child flow.
    func planMove(_ entry: EntryID, to destination: WindowID) throws(NavigationError) -> WindowMove {
        guard let targetWindow = windows?.window(destination) else {
            throw .window(.unknownWindow(destination, open: windows?.ids ?? [.main]))
        }
        guard let (source, path, index) = locate(entry) else {
            throw .window(.cannotMove(entry: entry, route: "\(entry)", reason: "it is not on screen"))
        }
        let moving = Array(path.entries)[index...]
        let route = moving.first?.route.routeName ?? "\(entry)"
        func refuse(_ reason: String) -> NavigationError {
            .window(.cannotMove(entry: entry, route: route, reason: reason))
        }
        guard index > 0 else { throw refuse("it is the first screen of its stack") }
        guard let from = window(holding: source) else { throw refuse("its stack is in no open window") }
        guard from != destination else { throw refuse("it is in window \(destination) already") }
        if let host = moving.first(where: { !(hostings[$0.id]?.isEmpty ?? true) }) {
            throw refuse("'\(host.route.routeName)' shows other stacks (tabs, a slot or a detail column)")
        }
        if let owned = moving.first(where: { $0.scope != nil }) {
            throw refuse("'\(owned.route.routeName)' belongs to a child flow")
        }
        guard let target = topStack(of: targetWindow) else {
            throw refuse("window \(destination) shows nothing yet")
        }
        return WindowMove(
            entry: entry, entries: moving.map(\.id), from: from, to: destination, source: source, target: target)
    }

    /// Moves screens between windows as `move` says, keeping their ids: the source stack pops
    /// to just below them and they go on top of the target stack. Both stacks go into
    /// `containers`.
    ///
    /// - Throws: ``NavigationError/path(_:container:)`` when the target's top screen allows no
    ///   push (`withNavigation: false`) and the first moved screen is pushed.
    mutating func carryOut(_ move: WindowMove, containers: inout Set<ContainerID>) throws(NavigationError) {
        guard let source = stacks[move.source], let index = source.index(of: move.entry),
            let target = stacks[move.target]
        else { throw .unknownContainer(move.source) }
        let entries = Array(source.entries)
        do throws(PathError) {
            let grown = try ContainerPath(entries: Array(target.entries) + entries[index...], scopes: target.scopes)
            let kept = try ContainerPath(entries: entries[..<index], scopes: source.scopes)
            stacks[move.target] = grown
            stacks[move.source] = kept
        } catch {
            throw .path(error, container: move.target)
        }
        containers.insert(move.source)
        containers.insert(move.target)
    }
}
