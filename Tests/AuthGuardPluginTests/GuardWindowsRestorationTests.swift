import Foundation
import PluginTestSupport
import Testing
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderCoordinators
import WayfinderStacks
import WayfinderStateRestoration
import WayfinderTesting

/// Saved windows restored while logged out: the guard refuses the orders screens, and each
/// window comes back with the largest part it allows (every stack up to its first orders
/// screen), window by window, in both stores; a window whose first screen is refused is left
/// out whole, and focus stays on the window that had it when it comes back.
@MainActor
@Suite struct GuardWindowsRestorationTests {
    /// The guard fixture's manifest, with a coordinator that roots a window on the orders
    /// screen (what `window open orders` opens), so a restore can make it again, and a link
    /// that starts it.
    private static func yaml(restoration: String) -> String {
        GuardFixture.yaml(restoration: restoration)
            .replacingOccurrences(
                of: "  checkout: {kind: child, root: checkout-address}\n",
                with: "  checkout: {kind: child, root: checkout-address}\n  orders: {kind: stack, root: orders}\n"
            )
            .replacingOccurrences(
                of: "  - {pattern: \"shop://item/:id:int\", tab: home, route: item}\n",
                with: "  - {pattern: \"shop://item/:id:int\", tab: home, route: item}\n"
                    + "  - {pattern: \"shop://orders-window\", flow: orders, name: orders-window}\n")
    }

    private static func restoration(_ store: String, _ folder: String) -> String {
        store == "sqlite"
            ? "{store: sqlite, path: \"\(folder)/state.sqlite\", log: none}"
            : "{store: file, path: \"\(folder)/state\", log: none}"
    }

    /// The actions of a screen that push a screen or select a tab, by its title (a window
    /// rooted on the orders screen has no tabs: it only pushes).
    private static func actions(of title: String?, tabs: Bool) -> [Int] {
        switch title {
        case "Home": [1, 3, 4]  // orders, item 1, account tab
        case "Orders": tabs ? [1, 2, 3] : [1]  // item 2, home tab, account tab
        case "Item 1", "Item 2", "Account": [1]  // orders
        default: []
        }
    }

    /// Each stack of a window by its first entry: the entries it holds, with their routes.
    private static func stacks(of tree: NavigationTree?) -> [EntryID: [String]] {
        var stacks: [EntryID: [String]] = [:]
        for stack in tree?.root?.subtree ?? [] {
            guard let first = stack.entries.first else { continue }
            stacks[first.id] = stack.entries.map { "\($0.id) \($0.route.routeName)" }
        }
        return stacks
    }

    /// What each stack should come back as: its entries up to its first orders screen.
    private static func allowed(_ stacks: [EntryID: [String]]) -> [EntryID: [String]] {
        stacks.mapValues { entries in Array(entries.prefix { !$0.hasSuffix(" orders") }) }
    }

    @Test(arguments: ["sqlite", "file"], 0..<6 as Range<UInt64>)
    func savedWindows_restoredLoggedOut_keepEveryAllowedPrefix_andShowNothingRefused(
        store: String, seed: UInt64
    ) async throws {
        var random = SeededGenerator(seed: seed)
        let folder = temporaryFolder("guard-windows")
        let yaml = Self.yaml(restoration: Self.restoration(store, folder))
        let (first, auth) = try await GuardFixture.compose(yaml: yaml)
        try await auth.logIn(user: "ann")
        let navigator = first.navigator
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0 {
                try await first.openWindow(showing: "orders")
            } else {
                try await navigator.openWindow(root: first.makeWindowRoot())
            }
        }
        for window in navigator.windows.ids {
            try await navigator.focusWindow(window)
            let tabs = navigator.tree.root?.entries.first?.route.routeName != "orders"
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let actions = Self.actions(of: first.topScreen?.title, tabs: tabs)
                guard let action = actions.randomElement(using: &random) else { break }
                try await first.perform(action: action)
            }
        }
        let focused = try #require(navigator.windows.ids.randomElement(using: &random))
        try await navigator.focusWindow(focused)
        let saved = Dictionary(
            uniqueKeysWithValues: navigator.windows.ids.map { ($0, Self.stacks(of: navigator.tree.window($0))) })
        let order = navigator.windows.ids
        await first.stop()

        let (second, _) = try await GuardFixture.compose(yaml: yaml)
        let restorer = try #require(second.plugins.plugin(StateRestorationPlugin.self))
        let context = "seed \(seed), saved \(saved), log \(restorer.log)"
        // A window comes back when its first screen is allowed: it is not the orders screen.
        let kept = order.filter { id in
            saved[id]?.values.allSatisfy { $0.first.map { !$0.hasSuffix(" orders") } ?? true } ?? false
        }
        let anyRefused = saved.values.contains { $0.values.contains { $0.contains { $0.hasSuffix(" orders") } } }
        guard anyRefused else {
            #expect(second.navigator.windows.ids == order, "\(context)")
            #expect(restorer.refusedWindows.isEmpty, "\(context)")
            return
        }
        guard !kept.isEmpty else {
            #expect(restorer.log.contains("state-restoration: no window of shop/main can be restored; starting fresh"))
            return
        }
        #expect(second.navigator.windows.ids == kept, "\(context)")
        #expect(second.navigator.focusedWindow == (kept.contains(focused) ? focused : kept[0]), "\(context)")
        for id in kept {
            #expect(
                Self.stacks(of: second.navigator.tree.window(id)) == Self.allowed(saved[id] ?? [:]), "\(id): \(context)"
            )
        }
        // Nothing refused shows, in any window.
        #expect(second.navigator.tree.allStacks.allSatisfy { $0.entries.allSatisfy { $0.route.routeName != "orders" } })
        // Each window that lost screens says which, by route, and by its number.
        let expected = order.enumerated().compactMap { index, id -> WindowRefusal? in
            let stacks = saved[id] ?? [:]
            let left =
                kept.contains(id)
                ? stacks.values.flatMap { $0.drop { !$0.hasSuffix(" orders") } }
                : stacks.values.flatMap { $0 }
            guard !left.isEmpty else { return nil }
            let routes = left.map { "'\($0.split(separator: " ").last ?? "")'" }.sorted()
            return WindowRefusal(id: id, number: index + 1, refused: routes, wholeWindow: !kept.contains(id))
        }
        let reported = restorer.refusedWindows.map {
            WindowRefusal(id: $0.id, number: $0.number, refused: $0.refused.sorted(), wholeWindow: $0.wholeWindow)
        }
        #expect(reported == expected, "\(context)")
        #expect(!restorer.setAsideAt.isEmpty, "\(context)")
        await second.stop()
    }

    @Test(arguments: ["sqlite", "file"])
    func aFocusedWindowWhoseFirstScreenIsRefused_isLeftOutWhole_andTheFirstWindowGetsFocus(store: String) async throws {
        let folder = temporaryFolder("guard-windows-focus")
        let yaml = Self.yaml(restoration: Self.restoration(store, folder))
        let (first, auth) = try await GuardFixture.compose(yaml: yaml)
        try await auth.logIn(user: "ann")
        try await first.perform(action: 3)  // item 1
        try await first.perform(action: 1)  // orders
        let second = try await first.navigator.openWindow(root: first.makeWindowRoot())
        try await first.perform(action: 1)  // orders
        try await first.openWindow(showing: "orders")
        let item = try #require(
            first.navigator.tree.window(.main)?.root?.subtree.flatMap(\.entries).first {
                $0.route.routeName == "item"
            })
        await first.stop()

        let (next, _) = try await GuardFixture.compose(yaml: yaml)
        let restorer = try #require(next.plugins.plugin(StateRestorationPlugin.self))
        #expect(next.navigator.windows.ids == [.main, second], "\(restorer.log)")
        #expect(next.navigator.focusedWindow == .main)
        #expect(next.navigator.tree.topEntry?.id == item.id)
        #expect(
            restorer.refusedWindows.map(\.description) == [
                "window 1: left out 'orders'", "window 2: left out 'orders'", "window 3 left out whole: 'orders'",
            ])
        #expect(restorer.refusedEntries == ["'orders'", "'orders'", "'orders'"])
        #expect(restorer.log.contains("state-restoration:   window 3 left out whole: 'orders'"))
        let setAside = restorer.setAsideAt
        #expect(setAside.count == 4, "the set and three windows: \(setAside)")
        await next.stop()
        // The fresh saves did not overwrite what was set aside.
        if store == "file" {
            for path in setAside { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        }
    }
}
