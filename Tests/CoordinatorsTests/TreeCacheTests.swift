import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderCoordinators

/// A commit rebuilds only the tree nodes above what it changed (issue 16); the tree it
/// publishes must always equal the tree built whole from the committed state.
@MainActor
@Suite struct TreeCacheTests {
    /// Random pushes, pops, sheets and dismissals in any container (sent, or made as router calls
    /// make them), tab selections and badges on any tab bar, tab bars presented and closed,
    /// restores of the tree as it is or as it was after an earlier request (a restore rebuilds
    /// only the containers it changed): after each request, the published tree equals a whole
    /// rebuild. 150 cases of 40 requests.
    @Test func randomChanges_publishTheTreeAWholeRebuildGives() async throws {
        var reused = 0
        await checkProperty(count: 150, input: Choices.generator(count: 200)) { choices in
            var random = choices.reader
            guard let (navigator, home) = await startedHome() else { return }
            var earlier: [NavigationTree] = []
            for index in 0..<40 {
                earlier.append(navigator.tree)
                let stacks = navigator.tree.allStacks
                let bars = stacks.flatMap(\.hosted).compactMap(\.tabs)
                let stack = stacks[Int.random(in: 0..<stacks.count, using: &random)].container
                let route = AnyRoute(HomeRoute.push(id: index))
                var step: NavigationStep?
                switch Int.random(in: 0..<10, using: &random) {
                case 0: step = .path(stack, scope: nil, .push(route))
                case 1: step = .path(stack, scope: nil, .pop(1))
                case 2: step = .path(stack, scope: nil, .present(route, style: .sheet, withNavigation: true))
                case 3: step = .path(stack, scope: nil, .dismiss(1))
                case 4, 5:
                    if let bar = bars.randomElement(using: &random) {
                        step = .selectTab(bar.coordinator, index: Int.random(in: 0..<bar.pages.count, using: &random))
                    }
                case 6:
                    if let bar = bars.randomElement(using: &random), let page = bar.pages.randomElement(using: &random)
                    {
                        step = .setBadge(bar.coordinator, page: page.name, badge: "\(index)")
                    }
                case 7: try? await home.presentCustomTabs()
                case 8:
                    let tree = Bool.random(using: &random) ? earlier.randomElement(using: &random) : nil
                    _ = try? await navigator.restore(tree ?? navigator.tree)
                default: try? await home.closeTopViewOrSheet()
                }
                if case .path(let container, let scope, let operation)? = step, Bool.random(using: &random) {
                    // The direct path of router calls, which replaces only the nodes above the
                    // container.
                    try? await navigator.perform(
                        path: operation, in: container, scope: scope, source: .program, coordinator: nil,
                        animated: true)
                } else if let step {
                    _ = try? await navigator.send(NavigationRequest([step])).value()
                }
                if !navigator.fastPaths.treeCache.stacks.isEmpty { reused += 1 }
                guard navigator.tree == navigator.buildTree() else {
                    Issue.record(
                        "after request \(index): published\n\(navigator.tree.rendered)\nwhole\n\(navigator.buildTree().rendered)"
                    )
                    return
                }
            }
        }
        #expect(reused > 3_000)
    }

    /// A restore of the tree as it is commits nothing but may change what hosts what, so it
    /// drops the cache; the next commits must rebuild every node again, not trust a cache that
    /// knows no parents (they published the tab pages' stacks as they were before the first of
    /// them).
    @Test func aRestoreThatChangesNothing_thenChangesInATabPage_publishTheWholeRebuild() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        try await home.presentCustomTabs()
        let bar = try #require(navigator.tree.allStacks.flatMap(\.hosted).compactMap(\.tabs).first)
        let page = try #require(bar.pages.first).stack.container
        let changes = navigator.changeCount
        let depth = try #require(navigator.tree.allStacks.first { $0.container == page }).entries.count
        try await navigator.restore(navigator.tree)
        #expect(navigator.changeCount == changes)
        for id in 0..<3 {
            try await navigator.send(
                NavigationRequest([.path(page, scope: nil, .push(AnyRoute(HomeRoute.push(id: id))))])
            )
            .value()
            #expect(navigator.tree == navigator.buildTree(), "after push \(id)")
            #expect(navigator.tree.allStacks.first { $0.container == page }?.entries.count == depth + id + 1)
        }
    }
}
