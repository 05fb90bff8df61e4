import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What a user of the UIKit `BaseCoordinator` seed writes, working as the seed says.
@MainActor
@Suite struct BaseCoordinatorSeedTests {
    @Test func childDidFinish_afterTheEngineCleanedTheChildUp_succeeds() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let settings = try await home.present(.settings, name: "Settings")
        let sheet = try #require(navigator.tree.root?.entries.last)
        try await navigator.handle(.sheetSwipedDown(sheet.id)).value()
        #expect(home.childCoordinators.isEmpty)

        try await home.childDidFinish(settings)

        #expect(log.finished == ["Settings"])
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test func childDidFinish_forAChildThatFinishedUnderAnotherParent_isStillRefused() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let list = try await home.push(.list, name: "List")
        let about = try await list.push(.about, name: "About")
        try await navigator.handle(.backSwipe(try #require(navigator.tree.root?.entries.last?.id), completed: true))
            .value()
        #expect(about.lifecycle == .finished)

        let message = await refusal { try await home.childDidFinish(about) }

        #expect(message == "c2 About is not a child of c0 Home")
    }

    @Test func shouldBeAutomaticallyFinished_setOnAChild_finishesItBeforeItsSiblings() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let list = try await home.push(.list, name: "List")
        let about = try await list.push(.about, name: "About")
        let intro = try await list.push(.intro, name: "Intro")
        #expect(!intro.shouldBeAutomaticallyFinished)
        intro.shouldBeAutomaticallyFinished = true
        #expect(intro.shouldBeAutomaticallyFinished)
        #expect(!about.shouldBeAutomaticallyFinished)

        try await home.childDidFinish(list)

        #expect(log.finished == ["Intro", "About", "List"])
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test(arguments: [(nil, ["Map", "About", "List"]), (false, ["About", "Map", "List"])] as [(Bool?, [String])])
    func shouldBeAutomaticallyFinished_ofAnEmbeddedChild_isTrueByDefault_andFalseFinishesItInStartOrder(
        setting: Bool?, order: [String]
    ) async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let list = try await home.push(.list, name: "List")
        _ = try await list.push(.about, name: "About")
        let map = try await list.embed(.map, name: "Map", in: "map")
        #expect(map.shouldBeAutomaticallyFinished)
        if let setting { map.shouldBeAutomaticallyFinished = setting }

        try await home.childDidFinish(list)

        #expect(log.finished == order)
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test func navigateTo_fromABaseCoordinator_showsAChildOfAnyFamily() async throws {
        let log = FinishLog()
        let home = ScreenCoordinator(.home, log: log, name: "Home")
        let navigator = try await started(home)
        let flow = ListFlowCoordinator()
        try await home.navigate(to: flow, presentationStyle: .sheet)
        try await flow.router.navigate(toRoute: .product(id: 7))
        #expect(home.childCoordinators.map(\.id) == [flow.id])
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Home (base, root)
                    c1 ListFlowCoordinator (coordinator, presented)
                stack c0.stack
                  #0 home
                  #1 list (sheet, with navigation) [c1]
                  #2 product(id: 7) [c1]
                """)
    }
}

/// A `Coordinator` family flow a base coordinator shows.
final class ListFlowCoordinator: Coordinator<Screen> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list, animated: animated)
    }
}
