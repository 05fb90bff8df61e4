import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct NavigationCoordinatableChildTests {
    @Test func routeToCoordinator_returnsTheStartedChildInItsOwnScope() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        let flow = try await main.route(to: \.flow)
        try await flow.route(to: \.product, 7)
        let settings = try await main.route(to: \.settings)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 MainCoordinator (navigation, root)
                    c1 Flow (navigation, pushed)
                    c2 Settings (navigation, presented)
                stack c0.stack
                  #0 home
                  #1 list [c1]
                  #2 product(7) → product(id: 7) [c1]
                  #3 list (sheet, with navigation) [c2]
                """)
        #expect(flow.parent === main)
        #expect(settings.stack.entries.map(\.id.description) == ["#3"])
        #expect(flow.stack.entries.map(\.id.description) == ["#1", "#2", "#3"])
        #expect(flow.stack.routes.map(\.name) == ["list", "product"])
    }

    @Test func sharedPolicy_parentPushesAboveChild_pathHoldsAllFour() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        let flow = try await main.route(to: \.flow)
        try await flow.route(to: \.product, 1)
        try await main.route(to: \.list)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 MainCoordinator (navigation, root)
                    c1 Flow (navigation, pushed)
                stack c0.stack
                  #0 home
                  #1 list [c1]
                  #2 product(1) → product(id: 1) [c1]
                  #3 list
                """)
        try await flow.popToRoot()
        #expect(navigator.rootIDs == ["#0", "#1"])
    }

    @Test func ownedPolicy_parentPushWhileChildOnTop_isRefusedAndChangesNothing() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        let flow = try await main.route(to: \.ownedFlow)
        try await flow.route(to: \.product, 1)
        let before = navigator.tree
        let message = await refusal { try await main.route(to: \.list) }
        #expect(
            message == """
                c0.stack: push(list): owned scope 'c1' (rooted at #1) is on top; only it and the scopes it begins \
                may add entries until it ends
                """)
        #expect(navigator.tree == before)
        try await flow.popToRoot()
        #expect(navigator.rootIDs == ["#0", "#1"])
    }

    @Test func routeWithInput_toCoordinator_focusFirstFindsTheChildMadeWithThatInput() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        let first = try await main.route(to: \.note, 1)
        try await first.route(to: \.product, 5)
        let second = try await main.route(to: \.note, 2)
        let focused = try await main.focusFirst(\.note, 1)
        #expect(focused === first)
        #expect(navigator.rootIDs == ["#0", "#1"])
        #expect(main.children.count == 1)
        _ = second
    }

    @Test func customize_inAScope_goesOnTheChildsEntriesAndItsOwnChildrenInheritIt() async throws {
        let main = MainCoordinator()
        let navigator = try await started(main)
        let tinted = try await main.route(to: \.tinted, "red")
        try await tinted.route(to: \.product, 1)
        let inner = try await tinted.route(to: \.flow)
        try await inner.route(to: \.product, 2)
        try await main.route(to: \.list)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 MainCoordinator (navigation, root)
                    c1 Tinted (navigation, pushed)
                      c2 Tinted+ (navigation, pushed)
                stack c0.stack
                  #0 home
                  #1 list [c1] {tint=red}
                  #2 product(1) → product(id: 1) [c1] {tint=red}
                  #3 list [c2] {tint=red}
                  #4 product(2) → product(id: 2) [c2] {tint=red}
                  #5 list
                """)
    }
}
