import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct NavigationCoordinatableStackTests {
    @Test func popToRoot_fromInsideAModal_removesEverythingAboveTheRoot() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        try await main.route(to: \.list)
        try await main.route(to: \.about)
        try await main.route(to: \.product, 2)
        var completions = 0
        try await main.popToRoot { completions += 1 }
        #expect(navigator.rootIDs == ["#0"])
        #expect(completions == 1)
    }

    @Test func focusFirst_goesBackToTheLowestMatchingScreen() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        try await main.route(to: \.product, 1)
        try await main.route(to: \.list)
        try await main.route(to: \.product, 2)
        try await main.route(to: \.list)
        try await main.focusFirst(\.product, 2)
        #expect(navigator.rootIDs == ["#0", "#1", "#2", "#3"])
        try await main.focusFirst(\.product)
        #expect(navigator.rootIDs == ["#0", "#1"])
    }

    @Test func focusFirst_missingRoute_isRefusedWithThePathSearched() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        try await main.route(to: \.list)
        let message = await refusal { try await main.focusFirst(\.product, 9) }
        #expect(
            message
                == "c0.stack: focusFirst(\\.product): no entry made by route 'product' with input 9 in path [#0 home, #1 list]"
        )
        let missingChild = await refusal { _ = try await main.focusFirst(\.flow) }
        #expect(
            missingChild == "c0.stack: focusFirst(\\.flow): no entry made by route 'flow' in path [#0 home, #1 list]")
        #expect(navigator.rootIDs == ["#0", "#1"])
    }

    @Test func dismissCoordinator_removesTheChildsScreensAndReleasesIt() async throws {
        let log = FinishLog()
        let main = MainCoordinator(log: log)
        let navigator = try await started(main)
        weak var weakFlow: FlowCoordinator?
        do {
            let flow = try await main.route(to: \.flow)
            weakFlow = flow
            try await flow.route(to: \.product, 4)
            var completions = 0
            try await flow.dismissCoordinator { completions += 1 }
            #expect(completions == 1)
        }
        #expect(weakFlow == nil)
        #expect(log.finished == ["Flow"])
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test func dismissCoordinator_onTheNavigatorsRoot_isRefused() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        let message = await refusal { try await main.dismissCoordinator() }
        #expect(message == "coordinator c0 is the navigator's root; it cannot finish its flow")
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test func root_switchesTheRootAndFinishesChildren() async throws {
        let log = FinishLog()
        let main = MainCoordinator(log: log)
        let navigator = try await started(main)
        _ = try await main.route(to: \.flow)
        #expect(main.isRoot(\.home))
        try await main.root(\.welcome, "Ada")
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 MainCoordinator (navigation, root)
                stack c0.stack
                  #2 welcome("Ada") → welcome(name: "Ada")
                """)
        #expect(main.isRoot(\.welcome))
        #expect(log.finished == ["Flow"])
    }

    @Test func customize_attributesGoOnEveryEntryOfAnOwnedStack() async throws {
        let main = MainCoordinator(tint: "blue")
        let navigator = try await started(main)
        try await main.route(to: \.product, 1)
        try await main.route(to: \.about)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 MainCoordinator (navigation, root)
                stack c0.stack
                  #0 home {tint=blue}
                  #1 product(1) → product(id: 1) {tint=blue}
                  #2 about (sheet, with navigation) {tint=blue}
                """)
        #expect(navigator.changeCount == 3)
    }

    @Test func duplicateRouteNames_areRefusedAtStart() async throws {
        let navigator = Navigator()
        let message = await refusal { try await navigator.start(root: ClashingCoordinator()) }
        #expect(message == "c0 ClashingCoordinator declares two routes named 'home'; give one an explicit name")
        #expect(navigator.tree == .empty)
    }
}
