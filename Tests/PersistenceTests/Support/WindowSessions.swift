import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// Sessions with several windows to save and restore, and how to compare windows.
@MainActor
enum WindowSessions {
    /// A started navigator whose window restorer makes an `AppCoordinator` for every window.
    static func started() async throws -> Navigator {
        let navigator = Navigator()
        navigator.windowRestorer = { saved in saved.name == "AppCoordinator" ? AppCoordinator() : nil }
        try await navigator.start(root: AppCoordinator())
        return navigator
    }

    /// The root coordinator of an open window.
    static func root(_ navigator: Navigator, _ window: WindowID) -> AppCoordinator? {
        guard let tree = navigator.tree.window(window), let id = tree.coordinators?.id else { return nil }
        return navigator.coordinator(id) as? AppCoordinator
    }

    /// Three windows: the main one with item 1 pushed, `w1` with items 2 and 3, `w2` with item
    /// 4; a bag on each window's top screen; `w1` has focus.
    static func threeWindows() async throws -> Navigator {
        let navigator = try await started()
        try await #require(root(navigator, .main)).router.navigate(toRoute: .item(id: 1))
        let second = AppCoordinator()
        let w1 = try await navigator.openWindow(root: second)
        try await second.router.navigate(toRoute: .item(id: 2))
        try await second.router.navigate(toRoute: .item(id: 3))
        let third = AppCoordinator()
        let w2 = try await navigator.openWindow(root: third)
        try await third.router.navigate(toRoute: .item(id: 4))
        try await navigator.focusWindow(w1)
        for (index, window) in [WindowID.main, w1, w2].enumerated() {
            let top = try #require(navigator.tree.window(window)?.root?.entries.last)
            try navigator.setState(.int(index + 3), forKey: "quantity", of: .entry(top.id))
        }
        return navigator
    }

    /// What a window shows, independent of coordinator ids: each stack's entries (id and
    /// route) in tree order.
    static func screens(_ navigator: Navigator, _ window: WindowID) -> [[String]] {
        guard let tree = navigator.tree.window(window), let root = tree.root else { return [] }
        return root.subtree.map { stack in stack.entries.map { "\($0.id) \($0.route)" } }
    }

    /// Every window's screens and bags, by window, with which has focus and the ids' order.
    static func picture(_ navigator: Navigator) -> String {
        var lines = ["focused \(navigator.focusedWindow)", "open \(navigator.windows.ids)"]
        for window in navigator.windows.ids {
            lines.append("\(window): \(screens(navigator, window))")
            let entries = navigator.tree.window(window)?.root?.subtree.flatMap { $0.entries.map(\.id) } ?? []
            for entry in entries where !navigator.state(of: .entry(entry)).isEmpty {
                lines.append("  \(entry) \(navigator.state(of: .entry(entry)))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
