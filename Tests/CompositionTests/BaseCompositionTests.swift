import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// `kind: base` coordinators (`BaseCoordinator`) on `Fixtures/base.yaml`: embedded in a slot of
/// the home screen, pushed, presented, and as a tab page.
@MainActor
@Suite struct BaseCompositionTests {
    static func app(_ taps: [Int] = []) async throws -> ComposedApp {
        let app = try await compose(try Fixture.manifest("base.yaml"))
        for tap in taps { try await app.perform(action: tap) }
        return app
    }

    @Test func embeddedAndTabPageBases_composeWithTheTree() async throws {
        let app = try await Self.app()
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (tabs, root)
                    c1 home-flow (coordinator, tab)
                      c2 recommendations (base, embedded)
                    c3 about-page (base, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * home "Home"
                        stack c1.stack
                          #1 home
                            embed recommendations
                              stack c2.stack
                                #2 panel
                        about "About"
                        stack c3.stack
                          #3 about
                """)
    }

    @Test func embeddedPanelsAction_pushesOntoTheHostsStack() async throws {
        let app = try await Self.app()
        let panel = try #require(
            app.navigator.tree.root?.hosted.first?.tabs?.pages.first?.stack.hosted.first?.embedded.first)
        try await app.perform(action: 1, on: panel.stack.entries[0].id)
        #expect(shownPath(app) == "#1 home > #4 item(id: 7)")
        #expect(app.screen(for: panel.stack.entries[0])?.title == "Recommended")
    }

    @Test func pushedBase_backRemovesItAndReleasesIt() async throws {
        let app = try await Self.app([1])
        #expect(shownPath(app) == "#1 home > #4 profile-card [c4]")
        #expect(
            app.navigator.tree.coordinators?.children.first?.children.map { "\($0.name) (\($0.kind), \($0.placement))" }
                == ["recommendations (base, embedded)", "profile (base, pushed)"])
        weak let profile = app.navigator.coordinator(CoordinatorID(4))
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#1 home")
        #expect(profile == nil)
    }

    @Test func presentedBase_usesItsPresentation_andDismisses() async throws {
        let app = try await Self.app([2])
        #expect(shownPath(app) == "#1 home > #4 help-page [modal with navigation] [c4]")
        #expect(app.navigator.tree.topEntry?.style == .detents([.medium]))
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#1 home")
    }
}

/// A base coordinator as the navigator's root.
@MainActor
@Suite struct BaseRootCompositionTests {
    @Test func baseRoot_pushesAndPresentsScreensAsBaseChildren() async throws {
        let app = try await compose(
            yaml: """
                app: {id: demo, name: Demo, root: main}
                routes:
                  home: {title: Home, actions: [{title: Item, push: item}, {title: Help, present: help}]}
                  item: {title: Item, actions: [{title: Back, back: }]}
                  help: {title: Help, style: sheet, actions: [{title: Close, dismiss: }]}
                coordinators:
                  main: {kind: base, root: home}
                """)
        try await app.perform(action: 1)
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (base, root)
                    c1 item (base, pushed)
                stack c0.stack
                  #0 home
                  #1 item [c1]
                """)
        try await app.perform(action: 1)
        try await app.perform(action: 2)
        #expect(shownPath(app) == "#0 home > #2 help [modal] [c2]")
        try await app.perform(action: 1)
        #expect(shownPath(app) == "#0 home")
        #expect(app.navigator.liveCoordinators.count == 1)
    }

    @Test func baseRoot_cannotStartAStackFlow() async throws {
        let app = try await compose(
            yaml: """
                app: {id: demo, name: Demo, root: main}
                routes:
                  home: {title: Home, actions: [{title: Flow, flow: flow}]}
                  item: {title: Item}
                coordinators:
                  main: {kind: base, root: home}
                  flow: {kind: stack, root: item}
                """)
        let message = await errorText { try await app.perform(action: 1) }
        #expect(
            message
                == "flow flow: screen #0 home is shown by 'main', which has no stack or child coordinator above it to navigate with"
        )
    }
}
