import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// The manifest's `windows:` at run time: the limit, what a new window shows, and deep links
/// that open a window of their own or reuse the one showing the same value.
@MainActor
@Suite struct WindowCompositionTests {
    static let yaml = """
        app: {id: notes, name: Notes, root: main}
        routes:
          list: {title: Notes, actions: [{title: Note 1, push: note, with: {id: 1}}]}
          note: {title: "Note {id}", parameters: {id: int}}
          about: {title: About}
        coordinators:
          main: {kind: stack, root: list}
        deepLinks:
          - {pattern: "notes://note/:id:int", route: note}
          - {pattern: "notes://new/:id:int", name: fresh, route: note}
          - {pattern: "notes://about", route: about}
        windows:
          max: 3
          start: about
          links: {note: reuse, fresh: new}
        """

    /// The first screen of every window, in opening order, the focused one marked.
    private func windows(_ app: ComposedApp) -> [String] {
        let tree = app.navigator.tree
        return tree.windowStates.map { state in
            let first = tree.window(state.id)?.root?.entries.first.map { "\($0.route.base)" } ?? "nothing"
            return state.id == tree.focusedWindow ? "[\(first)]" : first
        }
    }

    @Test func openWindow_startsAsTheManifestSays_orWithTheRouteGiven() async throws {
        let app = try await compose(yaml: Self.yaml)
        #expect(app.navigator.windowLimit == 3)
        try await app.openWindow()
        try await app.openWindow(showing: "note", parameters: ["id": .int(5)], source: .user)
        #expect(windows(app) == ["list", "about", "[note(id: 5)]"])
        let before = app.navigator.tree
        let error = await errorText { try await app.openWindow() }
        #expect(error == "window open: the app allows at most 3 windows, and all are open")
        #expect(app.navigator.tree == before)
    }

    @Test func withoutAWindowsSection_aNewWindowStartsWithTheRootCoordinator_andHasNoLimit() async throws {
        let app = try await compose(
            yaml: """
                app: {id: notes, name: Notes, root: main}
                routes:
                  list: {title: Notes}
                coordinators:
                  main: {kind: stack, root: list}
                """)
        #expect(app.navigator.windowLimit == nil)
        try await app.openWindow()
        #expect(windows(app) == ["list", "[list]"])
    }

    @Test func aReuseLink_opensAWindowForAValue_thenFocusesIt_andANewLinkAlwaysOpensOne() async throws {
        let app = try await compose(yaml: Self.yaml)
        var sources: [NavigationSource] = []
        app.navigator.observe { sources.append($0.source) }
        let opened = try await app.follow(app.resolveDeepLink("notes://note/3"))
        #expect(
            opened.description
                == "open notes://note/3 (pattern notes://note/:id:int)\n  1. open a window showing note(id: 3)"
        )
        #expect(windows(app) == ["list", "[note(id: 3)]"])
        try await app.navigator.focusWindow(.main)
        let reused = try await app.follow(app.resolveDeepLink("notes://note/3"))
        #expect(reused.steps == [.focusWindow(WindowID(1), showing: DefaultRoute("note", parameters: ["id": 3]))])
        #expect(windows(app) == ["list", "[note(id: 3)]"])
        try await app.follow(app.resolveDeepLink("notes://new/3"))
        #expect(windows(app) == ["list", "note(id: 3)", "[note(id: 3)]"])
        #expect(sources == [.deepLink, .program, .deepLink, .deepLink])
    }

    @Test func aReuseLink_forAnotherValue_opensAnotherWindow_andAPlainLinkStaysInTheFocusedWindow() async throws {
        let app = try await compose(yaml: Self.yaml)
        try await app.follow(app.resolveDeepLink("notes://note/3"))
        try await app.follow(app.resolveDeepLink("notes://note/4"))
        #expect(windows(app) == ["list", "note(id: 3)", "[note(id: 4)]"])
        try await app.follow(app.resolveDeepLink("notes://about"))
        #expect(windows(app) == ["list", "note(id: 3)", "[note(id: 4)]"])
        #expect(app.navigator.tree.topEntry.map { "\($0.route.base)" } == "about")
    }

    @Test func aWindowLink_pastTheLimit_isRefused_andChangesNothing() async throws {
        let app = try await compose(yaml: Self.yaml)
        try await app.follow(app.resolveDeepLink("notes://note/1"))
        try await app.follow(app.resolveDeepLink("notes://note/2"))
        let before = app.navigator.tree
        let error = await errorText { try await app.follow(app.resolveDeepLink("notes://note/9")) }
        #expect(error == "open notes://note/9: the app allows at most 3 windows, and all are open")
        #expect(app.navigator.tree == before)
        // The window showing note 1 is still found and focused.
        try await app.follow(app.resolveDeepLink("notes://note/1"))
        #expect(windows(app) == ["list", "[note(id: 1)]", "note(id: 2)"])
    }

    @Test func aDryRun_plansTheWindowStep_withoutOpeningIt() async throws {
        let app = try await compose(yaml: Self.yaml)
        let plan = try app.planDeepLink(app.resolveDeepLink("notes://note/8"))
        #expect(plan.steps == [.openWindow(DefaultRoute("note", parameters: ["id": 8]))])
        #expect(app.navigator.tree.windows == nil)
    }
}
