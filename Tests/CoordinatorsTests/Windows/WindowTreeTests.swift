import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A tree with several windows as a value: the focused window is the root, the others hang
/// off ``NavigationTree/windows``; lookups span every window, phases follow each window's
/// visibility, and a tree of one window is the tree it was before windows.
@Suite struct WindowTreeTests {
    private func entry(_ serial: UInt64, _ route: HomeRoute = .actionList) -> Entry<AnyRoute> {
        Entry(id: EntryID(serial: serial), route: AnyRoute(route))
    }

    private func stack(_ owner: UInt64, _ serials: [UInt64]) -> StackNode {
        StackNode(container: ContainerID(owner: CoordinatorID(owner)), entries: serials.map { entry($0) })
    }

    private func coordinator(_ id: UInt64) -> CoordinatorNode {
        CoordinatorNode(id: CoordinatorID(id), name: "Home", kind: .coordinator, placement: .root)
    }

    /// w1 focused (c4, entries 5 and 6), w0 shown (c0, entries 0 and 1), w2 hidden (c7, entry 8).
    private func threeWindows(mainShown: Bool = true) -> NavigationTree {
        NavigationTree(
            root: stack(4, [5, 6]), coordinators: coordinator(4),
            windows: WindowsNode(
                focused: WindowState(id: WindowID(1), root: CoordinatorID(4)),
                others: [
                    WindowNode(
                        window: WindowState(id: .main, root: CoordinatorID(0), isVisible: mainShown),
                        root: stack(0, [0, 1]), coordinators: coordinator(0)),
                    WindowNode(
                        window: WindowState(id: WindowID(2), root: CoordinatorID(7), isVisible: false),
                        root: stack(7, [8]), coordinators: coordinator(7)),
                ]))
    }

    @Test func aTreeOfOneWindow_hasNoWindows_andEncodesAsBefore() throws {
        let tree = NavigationTree(root: stack(0, [0]), coordinators: coordinator(0))
        #expect(tree.windows == nil)
        #expect(tree.focusedWindow == .main)
        #expect(tree.windowStates == [WindowState(id: .main, root: CoordinatorID(0))])
        #expect(tree.window(.main) == tree)
        #expect(tree.window(WindowID(1)) == nil)
        let json = String(decoding: try JSONEncoder().encode(tree), as: UTF8.self)
        #expect(!json.contains("windows"))
    }

    @Test func lookups_spanEveryWindow_theFocusedOneFirst() {
        let tree = threeWindows()
        #expect(tree.allStacks.map(\.container.description) == ["c4.stack", "c0.stack", "c7.stack"])
        #expect(tree.allCoordinators.map(\.id) == [CoordinatorID(4), CoordinatorID(0), CoordinatorID(7)])
        #expect(tree.entry(EntryID(serial: 8)) != nil)
        #expect(tree.stack(containing: EntryID(serial: 1))?.container == ContainerID(owner: CoordinatorID(0)))
        #expect(tree.coordinator(CoordinatorID(7))?.id == CoordinatorID(7))
        // What the user sees is the focused window's.
        #expect(tree.topEntry?.id == EntryID(serial: 6))
        #expect(tree.window(holding: ContainerID(owner: CoordinatorID(7))) == WindowID(2))
        #expect(tree.window(holding: ContainerID(owner: CoordinatorID(4))) == WindowID(1))
        #expect(tree.window(holding: ContainerID(owner: CoordinatorID(9))) == nil)
    }

    @Test func windowStates_areInOpeningOrder_andEachWindowIsATreeOfItsOwn() {
        let tree = threeWindows()
        #expect(tree.windowStates.map(\.id) == [.main, WindowID(1), WindowID(2)])
        #expect(tree.focusedWindow == WindowID(1))
        #expect(tree.window(.main) == NavigationTree(root: stack(0, [0, 1]), coordinators: coordinator(0)))
        #expect(tree.window(WindowID(1)) == NavigationTree(root: stack(4, [5, 6]), coordinators: coordinator(4)))
        #expect(tree.window(WindowID(3)) == nil)
    }

    @Test func phases_aHiddenWindowsTopIsBackground_aShownOneWithoutFocusIsActive() {
        let tree = threeWindows()
        let phases = tree.phases
        #expect(phases[EntryID(serial: 6)] == .active)
        #expect(phases[EntryID(serial: 5)] == .covered)
        #expect(phases[EntryID(serial: 1)] == .active)
        #expect(phases[EntryID(serial: 0)] == .covered)
        #expect(phases[EntryID(serial: 8)] == .background)
        for (id, phase) in phases { #expect(tree.phase(of: id) == phase, "\(id)") }
        #expect(threeWindows(mainShown: false).phase(of: EntryID(serial: 1)) == .background)
    }

    @Test func phaseChanges_ofHidingAWindow_turnItsTopsToBackground() {
        let changes = NavigationTree.phaseChanges(from: threeWindows(), to: threeWindows(mainShown: false))
        #expect(
            changes == [
                PhaseChange(
                    entry: EntryID(serial: 1), container: ContainerID(owner: CoordinatorID(0)), from: .active,
                    to: .background)
            ])
    }

    @Test func aTreeWithWindows_encodesThem() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(threeWindows()), as: UTF8.self)
        #expect(json.contains(#""windows":{"focused":{"id":1,"isVisible":true,"root":4}"#))
    }
}
