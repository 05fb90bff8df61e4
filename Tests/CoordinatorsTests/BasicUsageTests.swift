import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct BasicUsageTests {
    @Test func pushPresentClose_treeShowsEachStep() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        try await home.router.navigate(toRoute: .push(id: 3))
        try await home.router.present(.sheet)
        #expect(navigator.tree.rendered == """
            coordinators
              c0 HomeCoordinator (coordinator, root)
            stack c0.stack
              #0 actionList
              #1 push(id: 3)
              #2 sheet (sheet)
            """)
        try await home.router.close()
        #expect(home.router.routes == [.actionList, .push(id: 3)])
    }

    @Test func pushedChildFlow_finishFlow_removesItsScreensAndReleasesIt() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        weak var weakChild: DetailCoordinator?
        do {
            let child = DetailCoordinator()
            weakChild = child
            try await home.navigate(to: child, presentationStyle: .push)
            try await child.router.navigate(toRoute: .push(id: 2))
            #expect(navigator.tree.root?.entries.map(\.id.description) == ["#0", "#1", "#2"])
            #expect(child.router.routes == [.push(id: 1), .push(id: 2)])
            try await child.finishFlow()
        }
        #expect(weakChild == nil)
        #expect(home.children.isEmpty)
        #expect(navigator.tree.root?.entries.count == 1)
    }
}
