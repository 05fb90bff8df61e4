import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct SharedStackTests {
    @Test func childFlowPushesThreeScreens_backFromItsFirstScreen_returnsToTheParentsLastScreen() async throws {
        let log = FinishLog()
        let shelf = ShelfCoordinator(log: log)
        let navigator = try await started(shelf)
        try await shelf.route(to: \.product, 1)
        weak var weakFlow: FlowCoordinator?
        do {
            let flow = try await shelf.route(to: \.flow)
            weakFlow = flow
            try await flow.route(to: \.product, 2)
            try await flow.route(to: \.product, 3)
            #expect(flow.stack.entries.map(\.id.description) == ["#2", "#3", "#4"])
        }
        #expect(navigator.rootIDs == ["#0", "#1", "#2", "#3", "#4"])
        for entry in ["#4", "#3", "#2"] {
            let top = try #require(navigator.tree.topEntry)
            #expect(top.id.description == entry)
            try await navigator.handle(.backSwipe(top.id, completed: true)).value()
        }
        #expect(weakFlow == nil)
        #expect(log.finished == ["Flow"])
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Shelf (navigation, root)
                stack c0.stack
                  #0 home
                  #1 product(1) → product(id: 1)
                """)
        #expect(navigator.tree.topEntry?.id.description == "#1")
    }

    @Test func boundedChildPushesThreeScreens_userBackFromItsRoot_returnsToTheParentsLastScreen() async throws {
        let log = FinishLog()
        let shelf = ShelfCoordinator(log: log)
        let navigator = try await started(shelf)
        try await shelf.route(to: \.product, 1)
        weak var weakDetail: DetailCoordinator?
        do {
            let detail = try await shelf.route(to: \.detail)
            weakDetail = detail
            try await detail.route(to: \.product, 2)
            try await detail.route(to: \.product, 3)
            try await detail.popToChildRoot()
            let refused = await refusal { try await detail.perform(.pop(1)) }
            #expect(
                refused?.hasPrefix("c0.stack: pop(1) as scope 'c1': would remove #2, the root of bounded scope 'c1'")
                    == true)
        }
        let root = try #require(navigator.tree.topEntry)
        #expect(root.id.description == "#2")
        try await navigator.handle(.backSwipe(root.id, completed: true)).value()
        #expect(weakDetail == nil)
        #expect(log.finished == ["DetailCoordinator"])
        #expect(navigator.tree.topEntry?.id.description == "#1")
        let stale = await refusal { try await navigator.handle(.backSwipe(root.id, completed: true)).value() }
        #expect(stale == "gesture ignored: #2 is not on screen")
    }
}
