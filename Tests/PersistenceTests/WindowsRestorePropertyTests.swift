import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Random window operations (open, focus, close, reopen) interleaved with pushes, pops and
/// saved state writes, seeded; every few steps the windows are saved to a store and restored
/// into a fresh navigator, which must show the same windows, in the same order, with the same
/// focus, screens, bags and recently closed windows.
@MainActor
@Suite struct WindowsRestorePropertyTests {
    /// The recently closed windows' ids and screens.
    private func closed(_ navigator: Navigator) -> [String] {
        navigator.recentlyClosedWindows.map { window in
            "\(window.id): \(window.tree.root?.subtree.map { $0.entries.map { "\($0.id) \($0.route)" } } ?? [])"
                + " \(window.entryStates.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })"
        }
    }

    @Test(arguments: [3, 38, 512, 2_026] as [UInt64])
    func randomWindowsAndPushes_restoreToTheSameWindowsAndTrees(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let folder = TemporaryDirectory()
        let navigator = try await WindowSessions.started()
        for step in 1...60 {
            let open = navigator.windows.ids
            let window = open.randomElement(using: &random) ?? .main
            let root = WindowSessions.root(navigator, window)
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                _ = try? await navigator.openWindow(root: AppCoordinator())
            case 1:
                try await navigator.focusWindow(window, source: .user)
            case 2:
                _ = try? await navigator.closeWindow(window)
            case 3:
                _ = try? await navigator.reopenWindow()
            case 4, 5:
                try await root?.router.navigate(toRoute: .item(id: Int.random(in: 1...99, using: &random)))
            case 6:
                _ = try? await root?.router.close(animated: false)
            default:
                if let top = navigator.tree.window(window)?.root?.entries.last {
                    try navigator.setState(
                        .int(Int.random(in: 0...9, using: &random)), forKey: "quantity", of: .entry(top.id))
                }
            }
            guard step % 15 == 0 else { continue }
            let store: any WindowsSnapshotStore =
                step % 30 == 0
                ? SQLiteSnapshotStore(path: folder.file("s\(step).sqlite"), registry: makeRegistry())
                : FileSnapshotStore(directory: folder.file("f\(step)"), registry: makeRegistry())
            try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", sceneID: "main"))
            let saved = try #require(try await store.loadAnyWindows(appID: "shop", sceneID: "main"))
            let fresh = try await WindowSessions.started()
            let report = try await fresh.restore(saved)
            let label = "seed \(seed) step \(step)"
            #expect(report.isComplete, "\(label): \(report)")
            #expect(WindowSessions.picture(fresh) == WindowSessions.picture(navigator), "\(label)")
            #expect(fresh.windows.focusOrder == navigator.windows.focusOrder, "\(label)")
            #expect(closed(fresh) == closed(navigator), "\(label)")
            #expect(fresh.windows.nextID == navigator.windows.nextID, "\(label)")
        }
    }
}
