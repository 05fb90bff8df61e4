import Testing
import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct ProjectionTests {
    @Test func aStack_projectsIntoTheBaseLayerAndModalItems() async throws {
        let navigator = Navigator()
        let list = ListCoordinator()
        try await navigator.start(root: list)
        try await list.router.navigate(toRoute: .item(1))
        try await list.router.present(.sheet, presentationStyle: nil, withNavigation: true)
        try await list.router.navigate(toRoute: .item(2))
        try await list.router.present(.cover, presentationStyle: nil)

        let stack = try #require(NavigationProjection(navigator.tree).root)
        #expect(stack.root?.route.routeName == "list")
        #expect(stack.path.map(\.route.routeName) == ["item"])
        #expect(stack.modals.map(\.style) == [.detents([.medium, .large]), .fullScreenCover])
        #expect(stack.modals.first?.path.count == 1)
        #expect(stack.item(over: 0)?.opener.route.routeName == "sheet")
        #expect(stack.item(over: 2) == nil)
        #expect(stack.top?.route.routeName == "cover")
        #expect(stack.entries == navigator.tree.root.map { Array($0.entries) })
    }

    @Test func tabs_projectSelectionBadgesAndTheSelectedPagesScreens() async throws {
        let navigator = Navigator()
        let tabs = PagesCoordinator()
        try await navigator.start(root: tabs)
        _ = try await tabs.setBadge("3", for: .second).value()
        try await tabs.selectPage(.second)

        let projection = NavigationProjection(navigator.tree)
        let bar = try #require(projection.tabBar(tabs.id))
        #expect(bar.selection == 1)
        #expect(bar.pages.map(\.name) == ["first", "second"])
        #expect(bar.pages.map(\.badge) == [nil, "3"])
        #expect(projection.visible.map(\.entry.route.routeName) == ["list"])
        #expect(projection.visible.first?.container == bar.pages[1].stack.container)
        #expect(projection.stacks.count == 3)
    }
}
