import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct BaseCoordinatorTests {
    @Test func push_childScreenGoesOntoTheParentsStack() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let detail = try await home.push(.product(id: 3), name: "Detail")
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Home (base, root)
                    c1 Detail (base, pushed)
                stack c0.stack
                  #0 home
                  #1 product(id: 3) [c1]
                """)
        #expect(detail.parentCoordinator === home)
        #expect(home.childCoordinators.map(\.id) == [detail.id])
        #expect(home.coordinatorMode.map { if case .push = $0 { true } else { false } } == true)
        #expect(detail.shouldBeAutomaticallyFinished == false)
    }

    @Test func present_withANamedCustomTransition_opensAModalLayer() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let style = PresentationStyle.custom(
            transition: NamedEffect("slide", ["edge": "trailing"]), animation: NamedEffect("spring"), fullScreen: true
        )
        let settings = try await home.present(
            .settings, name: "Settings", configuration: .init(modalPresentationStyle: style))
        try await settings.push(.profile, name: "Profile")
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Home (base, root)
                    c1 Settings (base, presented)
                      c2 Profile (base, pushed)
                stack c0.stack
                  #0 home
                  #1 settings (custom slide/spring fullScreen, with navigation) [c1]
                  #2 profile [c2]
                """)
        #expect(navigator.tree.root?.entries[1].style == style)
    }

    @Test func presentedChild_sheetSwipedDown_isFinishedWithItsChildrenAndReleased() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        weak var weakSettings: ScreenCoordinator?
        do {
            let settings = try await home.present(.settings, name: "Settings")
            try await settings.push(.profile, name: "Profile")
            weakSettings = settings
        }
        let sheet = try #require(navigator.tree.root?.entries.last { $0.style.isModal })
        try await navigator.handle(.sheetSwipedDown(sheet.id)).value()
        #expect(weakSettings == nil)
        #expect(log.finished == ["Profile", "Settings"])
        #expect(home.childCoordinators.isEmpty)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Home (base, root)
                stack c0.stack
                  #0 home
                """)
    }

    @Test func dismiss_presentedChild_removesItsModalAndCompletesOnce() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let settings = try await home.present(
            .settings, name: "Settings", configuration: .init(modalPresentationStyle: .detents([.medium])))
        #expect(navigator.tree.rendered.hasSuffix("#1 settings (detents medium, with navigation) [c1]"))
        var completions = 0
        try await settings.dismiss { completions += 1 }
        #expect(completions == 1)
        #expect(log.finished == ["Settings"])
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test func present_withAPushStyle_isRefused() async throws {
        let home = ScreenCoordinator(.home, log: FinishLog(), name: "Home")
        let navigator = try await started(home)
        let message = await refusal {
            try await home.present(.settings, name: "Settings", configuration: .init(modalPresentationStyle: .push))
        }
        #expect(message == "start(coordinatorMode: .present) on Settings: style push is not modal; start it in .push")
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test func push_withoutAParent_isRefused() async throws {
        let orphan = ScreenCoordinator(.map, log: FinishLog(), name: "Orphan")
        let message = await refusal { try await orphan.start() }
        #expect(
            message == "start(coordinatorMode: .push) on Orphan: the coordinator has no parent (never set, or released)"
        )
    }

    @Test func embed_hostsAContainerOnTheParentsScreen() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let map = try await home.embed(.map, name: "Map", in: "map")
        try await map.push(.note(1), name: "Note")
        try await home.embed(.list, name: "Feed", in: "feed")
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Home (base, root)
                    c1 Map (base, embedded)
                      c2 Note (base, pushed)
                    c3 Feed (base, embedded)
                stack c0.stack
                  #0 home
                    embed map
                      stack c1.stack
                        #1 map
                        #2 note(1) [c2]
                    embed feed
                      stack c3.stack
                        #3 list
                """)
        #expect(map.shouldBeAutomaticallyFinished)
        #expect(map.parentCoordinator === home)
    }

    @Test func embed_intoAnOccupiedSlot_replacesAndFinishesTheOldChild() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        weak var weakOld: ScreenCoordinator?
        do {
            weakOld = try await home.embed(.map, name: "Old", in: "main")
        }
        try await home.embed(.list, name: "New", in: "main")
        #expect(weakOld == nil)
        #expect(log.finished == ["Old"])
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Home (base, root)
                    c2 New (base, embedded)
                stack c0.stack
                  #0 home
                    embed main
                      stack c2.stack
                        #2 list
                """)
    }

    @Test func embed_aCoordinatorAlreadyPlaced_isRefused() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let detail = try await home.push(.list, name: "Detail")
        let message = await refusal { try await detail.start(coordinatorMode: .embed(parent: home, container: "x")) }
        #expect(
            message == """
                start(coordinatorMode: .embed 'x') on c1 Detail: it is already placed (pushed); only a new coordinator \
                can be embedded
                """)
        #expect(navigator.rootIDs == ["#0", "#1"])
    }

    @Test func showDetail_hostsASplitColumnThatReplacesItsContent() async throws {
        let log = FinishLog()
        let master = ScreenCoordinator(.list, log: log, name: "Master")
        let navigator = try await started(master)
        weak var weakFirst: ScreenCoordinator?
        do {
            let first = ScreenCoordinator(.product(id: 1), log: log, name: "Item1")
            weakFirst = first
            try await master.showDetail(first)
            try await first.push(.about, name: "About")
        }
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Master (base, root)
                    c1 Item1 (base, detail)
                      c2 About (base, pushed)
                stack c0.stack
                  #0 list
                    detail
                      stack c1.detail
                        #1 product(id: 1)
                        #2 about [c2]
                """)
        try await master.showDetail(ScreenCoordinator(.product(id: 2), log: log, name: "Item2"))
        #expect(weakFirst == nil)
        #expect(log.finished == ["About", "Item1"])
        #expect(
            navigator.tree.rendered.hasSuffix(
                """
                    detail
                      stack c3.detail
                        #3 product(id: 2)
                """))
    }

    @Test func childDidFinish_removesExactlyThatChild() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let map = try await home.embed(.map, name: "Map", in: "map")
        let detail = try await home.push(.list, name: "Detail")
        try await detail.push(.about, name: "About")
        try await home.childDidFinish(map)
        #expect(log.finished == ["Map"])
        #expect(navigator.rootIDs == ["#0", "#2", "#3"])
        try await home.childDidFinish(detail)
        #expect(log.finished == ["Map", "About", "Detail"])
        #expect(home.childCoordinators.isEmpty)
        let stranger = ScreenCoordinator(.map, log: log, name: "Stranger")
        let message = await refusal { try await home.childDidFinish(stranger) }
        #expect(message == "Stranger is not a child of c0 Home")
    }

    @Test func rootCoordinators_runTabPagesAndAreFoundByIdentifier() async throws {
        AppTab.log = FinishLog()
        let tabs = AppTabs()
        let navigator = try await started(tabs)
        let profile = try #require(navigator.rootCoordinator(identifier: "profile") as? TabRootCoordinator)
        #expect(tabs.rootCoordinator(identifier: "home")?.rootIdentifier == "home")
        try await profile.push(.settings, name: "Settings")
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 AppTabs (tabs, root)
                    c1 Home (base, tab)
                    c2 Profile (base, tab)
                      c3 Settings (base, pushed)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * home "Home"
                        stack c1.stack
                          #1 home
                        profile "Profile"
                        stack c2.stack
                          #2 profile
                          #3 settings [c3]
                """)
    }
}
