import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Random window operations (open, focus, close, show, hide, move a screen, tear one off)
/// interleaved with navigation (pushes, sheets, closes) and gestures (back swipes and sheets
/// swiped down in any window, system backs), seeded. After every step: every entry
/// is in exactly one window; every screen still on screen has the context object it had (a
/// move never makes one again); a closed window's contexts, and only those, ended; a refused
/// operation changed nothing.
@MainActor
@Suite struct WindowNavigatorPropertyTests {
    /// The windows' root coordinators, by window.
    private struct World {
        let navigator: Navigator
        var roots: [WindowID: HomeCoordinator]
        /// The context handed out for each entry seen on screen.
        var contexts: [EntryID: EntryContext] = [:]
    }

    @Test(arguments: [1, 7, 38, 2_026] as [UInt64])
    func randomWindowOperations_keepEveryEntryInOneWindow_andEveryContextItsOwn(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        var world = World(navigator: navigator, roots: [.main: home])
        record(&world)
        for step in 0..<120 {
            let before = navigator.tree
            let open = navigator.windows.ids
            let window = open.randomElement(using: &random) ?? .main
            let label = "seed \(seed) step \(step)"
            var closing: Set<EntryID>?
            var refused = false
            do {
                switch Int.random(in: 0..<13, using: &random) {
                case 0:
                    let root = HomeCoordinator()
                    let id = try await navigator.openWindow(root: root)
                    world.roots[id] = root
                case 1:
                    try await navigator.focusWindow(window, source: .user)
                case 2:
                    closing = Set(entries(in: window, of: navigator.tree))
                    try await navigator.closeWindow(window)
                case 3:
                    try await navigator.setWindowVisible(Bool.random(using: &random), window)
                case 4, 5:
                    try await world.roots[window]?.navigateToPushView(id: Int.random(in: 1...9, using: &random))
                case 6:
                    try await world.roots[window]?.closeTopViewOrSheet()
                case 7:
                    let moved = entries(in: window, of: navigator.tree).randomElement(using: &random)
                    let target = open.randomElement(using: &random) ?? .main
                    if let moved { try await navigator.moveEntry(moved, to: target, source: .user) }
                case 9:
                    try await world.roots[window]?.presentSheet()
                case 10:
                    // A back swipe on the top screen of a window's stack, focused or not.
                    if let top = navigator.tree.window(window)?.root?.entries.last?.id {
                        try await navigator.handle(.backSwipe(top, completed: true)).value()
                    }
                case 11:
                    // A sheet swiped down, or a system back in the focused window.
                    let modal = navigator.tree.window(window)?.allStacks.flatMap(\.entries).last { $0.isModal }
                    if let modal, Bool.random(using: &random) {
                        try await navigator.handle(.sheetSwipedDown(modal.id)).value()
                    } else {
                        try await navigator.handle(.back).value()
                    }
                default:
                    let root = HomeCoordinator()
                    if let moved = entries(in: window, of: navigator.tree).randomElement(using: &random) {
                        let id = try await navigator.moveEntry(moved, toNewWindow: root)
                        world.roots[id] = root
                    }
                }
            } catch is NavigationError {
                refused = true
            }
            if refused {
                #expect(navigator.tree == before, "\(label): a refused operation changed the tree")
                closing = nil
            }
            check(
                world, closed: closing, onScreenBefore: Set(before.allStacks.flatMap { $0.entries.map(\.id) }),
                label: label)
            for id in world.roots.keys where !navigator.windows.ids.contains(id) { world.roots[id] = nil }
            record(&world)
        }
    }

    /// Every entry of one window's stacks, in order.
    private func entries(in window: WindowID, of tree: NavigationTree) -> [EntryID] {
        tree.window(window)?.allStacks.flatMap { $0.entries.map(\.id) } ?? []
    }

    /// Takes a context for every entry on screen, keeping the first one seen.
    private func record(_ world: inout World) {
        for stack in world.navigator.tree.allStacks {
            for entry in stack.entries where world.contexts[entry.id] == nil {
                world.contexts[entry.id] = world.navigator.context(for: entry.id)
            }
        }
    }

    private func check(_ world: World, closed: Set<EntryID>?, onScreenBefore: Set<EntryID>, label: String) {
        let tree = world.navigator.tree
        // Every entry in exactly one window, and the windows hold every entry of the tree.
        var seen: [EntryID: WindowID] = [:]
        for window in tree.windowStates.map(\.id) {
            for entry in entries(in: window, of: tree) {
                if let other = seen[entry] {
                    Issue.record("\(label): \(entry) is in \(other) and \(window)")
                }
                seen[entry] = window
            }
        }
        let all = tree.allStacks.flatMap { $0.entries.map(\.id) }
        #expect(Set(all) == Set(seen.keys), "\(label): the windows do not hold every entry")
        #expect(all.count == seen.count, "\(label): an entry is in two stacks")
        // A screen on screen keeps its context; one that left ended its own.
        for (entry, context) in world.contexts {
            if seen[entry] != nil {
                #expect(world.navigator.context(for: entry) === context, "\(label): \(entry)'s context was made again")
                #expect(!context.isEnded, "\(label): \(entry) is on screen but its context ended")
            } else {
                #expect(context.isEnded, "\(label): \(entry) left but its context lives")
            }
        }
        // Closing a window took exactly its screens away (their contexts ended, above).
        if let closed {
            #expect(Set(seen.keys) == onScreenBefore.subtracting(closed), "\(label): closing took other screens")
        }
    }
}
