import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct ChildCoordinatableTests {
    /// The seed's set-up: main at home, the detail child pushed through `\.detail`.
    private func seed() async throws -> (Navigator, ShelfCoordinator, DetailCoordinator) {
        let main = ShelfCoordinator()
        let navigator = try await started(main)
        let detail = try await main.route(to: \.detail)
        return (navigator, main, detail)
    }

    @Test func routeToChild_pushesItsRootAsABoundedScopeWithItsCustomization() async throws {
        let (navigator, main, detail) = try await seed()
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Shelf (navigation, root)
                    c1 DetailCoordinator (child, pushed)
                stack c0.stack
                  #0 home
                  #1 list [c1] {tint=blue, titleDisplayMode=inline}
                """)
        #expect(detail.parent === main)
        #expect(detail.stack.map(\.id.description) == ["#0", "#1"])
        #expect(detail.rootIndex == 1)
        #expect(detail.rootEntry?.id.description == "#1")
        #expect(navigator.path(of: ContainerID(owner: main.id))?.scope(detail.id.scope)?.policy == .bounded)
    }

    @Test func navigateToSubview_parentAndChildRoutes_bothLandInTheChildsControl() async throws {
        let (navigator, _, detail) = try await seed()
        try await detail.navigateToSubview()
        try await detail.route(to: \.product, 4)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Shelf (navigation, root)
                    c1 DetailCoordinator (child, pushed)
                stack c0.stack
                  #0 home
                  #1 list [c1] {tint=blue, titleDisplayMode=inline}
                  #2 someView → about
                  #3 product(4) → product(id: 4) [c1] {tint=blue, titleDisplayMode=inline}
                """)
        #expect(detail.controlledStack.map(\.id.description) == ["#1", "#2", "#3"])
        #expect(detail.checkControl(of: detail.stack[0]) == false)
        #expect(detail.checkControl(of: detail.stack[2]))
    }

    @Test func returnToRoot_popsToTheChildsRootAndCompletesOnce() async throws {
        let (navigator, _, detail) = try await seed()
        try await detail.route(to: \.product, 1)
        try await detail.route(to: \.product, 2)
        var completions = 0
        try await detail.returnToRoot { completions += 1 }
        #expect(completions == 1)
        #expect(navigator.rootIDs == ["#0", "#1"])
        try await detail.route(to: \.product, 3)
        try await detail.route(to: \.someView)
        try await detail.focusWithinScope(detail.stack[2])
        #expect(navigator.rootIDs == ["#0", "#1", "#4"])
    }

    @Test func poppingBeyondItsRoot_isRefusedAndChangesNothing() async throws {
        let (navigator, _, detail) = try await seed()
        try await detail.route(to: \.product, 1)
        let goBack = await refusal { try await detail.perform(.goBack(2)) }
        #expect(
            goBack == """
                c0.stack: goBack(2) as scope 'c1': would remove #1, the root of bounded scope 'c1'; a bounded scope \
                cannot remove its root or anything below it, and only 1 entry is above it
                """)
        let popToRoot = await refusal { try await detail.perform(.popToRoot) }
        #expect(popToRoot == nil)
        let popAll = await refusal { try await detail.perform(.pop(1)) }
        #expect(
            popAll == """
                c0.stack: pop(1) as scope 'c1': would remove #1, the root of bounded scope 'c1'; a bounded scope \
                cannot remove its root or anything below it, and nothing is above it
                """)
        #expect(navigator.rootIDs == ["#0", "#1"])
    }

    @Test func changingTheParentsItems_isRefusedAndChangesNothing() async throws {
        let (navigator, _, detail) = try await seed()
        try await detail.route(to: \.product, 1)
        let before = navigator.tree
        let home = try #require(detail.stack.first)
        let focus = await refusal { try await detail.focusWithinScope(home) }
        #expect(
            focus == """
                c0.stack: focusWithinScope(#0) as scope 'c1': #0 is below #1, the root of bounded scope 'c1'; \
                the scope controls only its root and the entries above it
                """)
        let replace = await refusal { try await detail.perform(.setRoot(AnyRoute(Screen.map))) }
        #expect(
            replace == """
                c0.stack: setRoot(map) as scope 'c1': would remove #1, the root of bounded scope 'c1'; a bounded \
                scope cannot remove its root or anything below it, and only 1 entry is above it
                """)
        #expect(navigator.tree == before)
    }

    @Test func dismissingTheParent_isRefusedWhileTheParentMayDismissItself() async throws {
        let log = FinishLog()
        let main = ShelfCoordinator(log: log)
        let navigator = try await started(main)
        let inner = try await main.route(to: \.shelf)
        let detail = try await inner.route(to: \.detail)
        let before = navigator.tree
        let dismiss = await refusal { try await detail.perform(.dismiss(1)) }
        #expect(
            dismiss == """
                c0.stack: dismiss(1) as scope 'c2': asked to dismiss 1 modal layer but nothing is presented above \
                #2, the root of scope 'c2'
                """)
        let end = await refusal { try await detail.perform(.endScope(inner.id.scope)) }
        #expect(
            end == """
                c0.stack: endScope('c1') as scope 'c2': scope 'c2' may not end scope 'c1'; only 'c1' itself or a \
                scope that began it may
                """)
        #expect(navigator.tree == before)
        try await inner.dismissCoordinator()
        #expect(log.finished == ["DetailCoordinator", "InnerShelf"])
        #expect(navigator.rootIDs == ["#0"])
    }

    @Test func parentPushesAboveTheChild_andTheChildMayPopItBack() async throws {
        let (navigator, main, detail) = try await seed()
        try await main.route(to: \.product, 9)
        #expect(navigator.rootIDs == ["#0", "#1", "#2"])
        #expect(detail.canControl(detail.stack[2]))
        try await detail.popToChildRoot()
        #expect(navigator.rootIDs == ["#0", "#1"])
    }

    @Test func routeToCoordinatorThroughTheParent_isOwnedByTheParentAndEndsWithTheChild() async throws {
        let log = FinishLog()
        let main = ShelfCoordinator(log: log)
        let navigator = try await started(main)
        let detail = try await main.route(to: \.detail)
        weak var weakFlow: FlowCoordinator?
        do {
            let flow = try await detail.route(to: \.flow)
            weakFlow = flow
            #expect(flow.parent === main)
        }
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 Shelf (navigation, root)
                    c1 DetailCoordinator (child, pushed)
                    c2 Flow (navigation, pushed)
                stack c0.stack
                  #0 home
                  #1 list [c1] {tint=blue, titleDisplayMode=inline}
                  #2 list [c2] {tint=blue, titleDisplayMode=inline}
                """)
        try await main.popToRoot()
        #expect(weakFlow == nil)
        #expect(log.finished == ["DetailCoordinator", "Flow"])
    }

    @Test func routeWithoutAParent_isRefused() async throws {
        let main = ShelfCoordinator()
        let navigator = try await started(main)
        let orphan = DetailCoordinator(root: AnyRoute(Screen.map))
        let message = await refusal { try await orphan.route(to: \.someView) }
        #expect(message == "route(to:) on DetailCoordinator: the coordinator has no parent (never set, or released)")
        #expect(navigator.rootIDs == ["#0"])
    }
}
