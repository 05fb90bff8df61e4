import Foundation
import Testing
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 38, Deliver 4: a live reload of the manifest brings back every window, not only the
/// focused one: each with its stacks and saved state bags, the same one focused, and each with
/// its width. What the new manifest can no longer show is dropped and named by its route, in
/// its window; the rest is kept.
@MainActor
@Suite(.serialized) struct ReloadWindowsTests {
    static let manifest = """
        app: {id: reload, name: Reload, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Shoes, push: category, with: {slug: shoes}}
          category:
            title: "Category {slug}"
            pane: list
            parameters: {slug: string}
            actions:
              - {title: Item 42, push: item, with: {id: 42}}
          item:
            title: "Item {id}"
            pane: detail
            parameters: {id: int}
            state: {quantity: {type: int, default: 1}}
            actions:
              - {title: Back, back: }
        coordinators:
          main: {kind: stack, root: home, scenes: [list-detail]}
        """

    /// The same app without the item route (and so without panes).
    static let withoutItems = manifest.replacingOccurrences(
        of: """
                actions:
                  - {title: Item 42, push: item, with: {id: 42}}
              item:
                title: "Item {id}"
                pane: detail
                parameters: {id: int}
                state: {quantity: {type: int, default: 1}}
                actions:
                  - {title: Back, back: }

            """,
        with: "    actions:\n      - {title: Back, back: }\n"
    ).replacingOccurrences(of: ", scenes: [list-detail]", with: "")

    /// The route names of each window's stack, in opening order.
    private func stacks(_ navigator: Navigator) -> [[String]] {
        navigator.windows.ids.map { window in
            navigator.tree.window(window)?.root?.entries.map(\.route.routeName) ?? []
        }
    }

    /// The quantity saved for each window's item screen (`nil` where none is shown).
    private func quantities(_ navigator: Navigator) -> [StateValue?] {
        navigator.windows.ids.map { window in
            guard let item = navigator.tree.window(window)?.root?.entries.last(where: { $0.route.routeName == "item" })
            else { return nil }
            return navigator.entryStates[item.id]?["quantity"]
        }
    }

    /// Three windows: an item with quantity 3, a category (focused), an item with quantity 5.
    private func openThreeWindows(_ hub: ServeHub) async {
        for line in [
            "tap 1", "tap 1", "set quantity 3", "window open", "tap 1", "window open", "tap 1", "tap 1",
            "set quantity 5", "window focus 2",
        ] {
            #expect(await hub.perform(line) == .applied(notice: nil), "\(line)")
        }
    }

    /// Rewrites the manifest and reloads it; returns what the reload noted.
    private func reload(_ hub: ServeHub, with text: String) async throws -> String {
        let notes = Notes()
        hub.log = { notes.lines.append($0) }
        try text.write(toFile: hub.backend.configPath, atomically: true, encoding: .utf8)
        await hub.reload()
        return notes.lines.last ?? ""
    }

    @MainActor private final class Notes {
        var lines: [String] = []
    }

    @Test(.timeLimit(.minutes(10)))
    func aReload_bringsBackEveryWindow_withItsStacksBagsWidthAndFocus() async throws {
        try await PageWindowWidthTests.served(manifest: Self.manifest) { hub, _, _ in
            await openThreeWindows(hub)
            let before = hub.app.navigator
            let (ids, focusOrder) = (before.windows.ids, before.windows.focusOrder)
            let saved = stacks(before)
            #expect(saved == [["home", "category", "item"], ["home", "category"], ["home", "category", "item"]])
            #expect(quantities(before) == [.int(3), nil, .int(5)])
            try before.setWindowWidth(1000, for: .main)
            try before.setWindowWidth(400, for: ids[2])

            let note = try await reload(
                hub, with: Self.manifest.replacingOccurrences(of: "name: Reload", with: "name: Edited"))
            let after = hub.app.navigator
            #expect(after !== before, "the app was not recomposed")
            #expect(hub.app.manifest.app.name.value == "Edited")
            #expect(note.hasSuffix(": 0 screen(s) dropped"), "\(note)")
            #expect(after.windows.ids == ids)
            #expect(after.focusedWindow == ids[1])
            #expect(after.windows.focusOrder == focusOrder)
            #expect(stacks(after) == saved)
            #expect(quantities(after) == [.int(3), nil, .int(5)])
            #expect(after.widthClass(of: .main) == .expanded)
            #expect(after.widthClass(of: ids[2]) == .compact)
            #expect(after.scenes(inWindow: .main).count == before.scenes(inWindow: .main).count)
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aReload_dropsWhatTheNewManifestCannotShow_namingItsRouteInItsWindow() async throws {
        try await PageWindowWidthTests.served(manifest: Self.manifest) { hub, _, _ in
            await openThreeWindows(hub)
            let ids = hub.app.navigator.windows.ids
            #expect(Self.withoutItems != Self.manifest)
            let note = try await reload(hub, with: Self.withoutItems)
            let after = hub.app.navigator
            #expect(note.hasSuffix(": 2 screen(s) dropped (window 1: item; window 3: item)"), "\(note)")
            #expect(after.windows.ids == ids)
            #expect(after.focusedWindow == ids[1])
            #expect(stacks(after) == [["home", "category"], ["home", "category"], ["home", "category"]])
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aReloadOfOneWindow_keepsItsBags_andNamesWhatItDrops() async throws {
        try await PageWindowWidthTests.served(manifest: Self.manifest) { hub, _, _ in
            for line in ["tap 1", "tap 1", "set quantity 3"] {
                #expect(await hub.perform(line) == .applied(notice: nil), "\(line)")
            }
            let kept = try await reload(
                hub, with: Self.manifest.replacingOccurrences(of: "name: Reload", with: "name: Edited"))
            #expect(kept.hasSuffix(": 0 screen(s) dropped"), "\(kept)")
            #expect(hub.app.navigator.tree.windows == nil)
            #expect(quantities(hub.app.navigator) == [.int(3)])
            let dropped = try await reload(hub, with: Self.withoutItems)
            #expect(dropped.hasSuffix(": 1 screen(s) dropped (item)"), "\(dropped)")
            #expect(stacks(hub.app.navigator) == [["home", "category"]])
        }
    }
}
