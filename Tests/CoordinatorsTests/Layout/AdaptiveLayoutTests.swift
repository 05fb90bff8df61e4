import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The window's width as an input: scenes, phases, one renderer call, events, the journal.
@MainActor
@Suite struct AdaptiveLayoutTests {
    @Test func widthChange_changesNoStack_makesNoTransaction_andShowsTwoPanes() async throws {
        let (navigator, shelf) = try await startedShelf()
        try await shelf.show(.shelf(1), .book(1))
        let tree = navigator.tree
        let changes = navigator.changeCount
        #expect(navigator.rootPanes == ["book"])
        let event = try #require(navigator.setWindowWidth(1_000))
        #expect(navigator.tree == tree)
        #expect(navigator.changeCount == changes)
        #expect(event.classBefore == .compact)
        #expect(event.widthClass == .expanded)
        #expect(event.scenes.map(\.scene.strategy) == [.listDetail])
        #expect(event.phases.map(\.description) == ["#1 covered -> active"])
        #expect(navigator.rootPanes == ["shelf", "book"])
        #expect(event.description == "layout 1: unknown -> 1000 (compact -> expanded), 1 scene, 1 phase")
    }

    @Test func sameClass_givesNoEvent_andNarrowing_coversTheList() async throws {
        let (navigator, shelf) = try await startedShelf()
        try await shelf.show(.shelf(1), .book(1))
        navigator.setWindowWidth(1_000)
        #expect(navigator.setWindowWidth(1_100) == nil)
        let narrow = try #require(navigator.setWindowWidth(400))
        #expect(narrow.phases.map(\.description) == ["#1 active -> covered"])
        #expect(navigator.rootPanes == ["book"])
    }

    @Test func phases_ofPushesInPanes_agreeWithTheTree() async throws {
        let (navigator, shelf) = try await startedShelf()
        navigator.setWindowWidth(1_200)
        var reported: [[String]] = []
        navigator.observe { reported.append($0.phases.map(\.description)) }
        try await shelf.show(.shelf(1), .book(1), .page(1))
        #expect(
            reported == [
                ["#0 active -> covered", "#1 new -> active"],
                ["#2 new -> active"],
                ["#3 new -> active"],
            ])
        #expect(navigator.rootPanes == ["shelf", "book", "page"])
        let phases = navigator.tree.phases(in: navigator.layout)
        #expect(phases.filter { $0.value == .active }.keys.sorted().map(\.description) == ["#1", "#2", "#3"])
    }

    @Test func selectingADetail_replacesTheShownOne_whichEnds() async throws {
        let (navigator, shelf) = try await startedShelf()
        navigator.setWindowWidth(700)
        try await shelf.show(.shelf(1), .book(1))
        var reported: [[String]] = []
        navigator.observe { reported.append($0.phases.map(\.description)) }
        try await shelf.show(.book(2))
        #expect(navigator.rootRoutes == ["home", "shelf", "book"])
        #expect(shelf.router.stack == [.home, .shelf(1), .book(2)])
        #expect(reported == [["#2 active -> ended", "#3 new -> active"]])
    }

    @Test func selectingADetail_pushes_inCompactWidth_orWithPushSelection() async throws {
        let (compact, compactShelf) = try await startedShelf()
        try await compactShelf.show(.shelf(1), .book(1), .book(2))
        #expect(compact.rootRoutes == ["home", "shelf", "book", "book"])

        var pushing = SceneConfiguration.adaptive
        pushing.detailSelection = .push
        let (wide, wideShelf) = try await startedShelf(pushing)
        wide.setWindowWidth(1_000)
        try await wideShelf.show(.shelf(1), .book(1), .book(2))
        #expect(wide.rootRoutes == ["home", "shelf", "book", "book"])
        #expect(wide.scene(of: try #require(wide.tree.root).container)?.panes.map(\.showsBackButton) == [false, true])
    }

    @Test func systemBack_popLatest_popsOneInEveryWidth() async throws {
        var pushing = SceneConfiguration.adaptive
        pushing.detailSelection = .push
        for width in [400.0, 700, 1_000] {
            let (navigator, shelf) = try await startedShelf(pushing)
            navigator.setWindowWidth(width)
            try await shelf.show(.shelf(1), .book(1), .book(2))
            _ = try await navigator.handle(.back).value()
            #expect(navigator.rootRoutes == ["home", "shelf", "book"], "width \(width)")
        }
    }

    @Test func systemBack_popUntilSceneChange_followsTheWorkedExample() async throws {
        var configuration = SceneConfiguration.adaptive
        configuration.detailSelection = .push
        configuration.backPolicy = .popUntilSceneChange
        let expected: [Double: [String]] = [
            400: ["home", "shelf", "book"], 700: ["home", "shelf"], 1_000: ["home", "shelf"],
        ]
        for (width, routes) in expected {
            let (navigator, shelf) = try await startedShelf(configuration)
            navigator.setWindowWidth(width)
            try await shelf.show(.shelf(1), .book(1), .book(2))
            _ = try await navigator.handle(.back).value()
            #expect(navigator.rootRoutes == routes, "width \(width)")
        }
    }

    @Test func aSheet_showsAboveTheScene_andCoversEveryPane() async throws {
        let (navigator, shelf) = try await startedShelf()
        navigator.setWindowWidth(1_000)
        try await shelf.show(.shelf(1), .book(1), .note)
        let phases = navigator.tree.phases(in: navigator.layout)
        #expect(phases[EntryID(serial: 1)] == .covered)
        #expect(phases[EntryID(serial: 2)] == .covered)
        #expect(phases[EntryID(serial: 3)] == .active)
        #expect(navigator.rootPanes == ["shelf", "book"])
    }

    @Test func aRendererThatDrawsNoPanes_alwaysGetsOnePane() async throws {
        let renderer = HeadlessRenderer()
        renderer.drawsPanes = false
        let (navigator, shelf) = try await startedShelf(renderer: renderer)
        try await shelf.show(.shelf(1), .book(1))
        #expect(navigator.setWindowWidth(1_000)?.scenes.isEmpty ?? true)
        #expect(navigator.rootPanes == ["book"])
        #expect(navigator.widthClass == .expanded)
    }

    @Test func layoutChange_reachesTheRenderer_observers_andTheJournal_once() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        let journal = NavigationJournal()
        navigator.journal = journal
        let shelf = ShelfCoordinator()
        shelf.sceneConfiguration = .adaptive
        try await navigator.start(root: shelf)
        try await shelf.show(.shelf(1), .book(1))
        var heard: [LayoutEvent] = []
        navigator.observeLayout { heard.append($0) }
        var navigationEvents = 0
        navigator.observe { _ in navigationEvents += 1 }
        let event = try #require(navigator.setWindowWidth(900))
        #expect(renderer.layouts == [event])
        #expect(heard == [event])
        #expect(navigationEvents == 0)
        let entry = try #require(journal.entries.last)
        #expect(entry.outcome == .layoutChanged)
        #expect(entry.layout == event)
        #expect(entry.change == nil)
    }

    @Test func aSceneConfiguration_setAfterStart_changesWhatIsShown() async throws {
        let (navigator, shelf) = try await startedShelf(.single)
        try await shelf.show(.shelf(1), .book(1))
        navigator.setWindowWidth(1_000)
        #expect(navigator.rootPanes == ["book"])
        shelf.sceneConfiguration = .adaptive
        #expect(navigator.rootPanes == ["shelf", "book"])
    }
}
