import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// Issue 37's cost: a width change must cost in proportion to the stacks, not to their entries.

/// A tab bar of `tabs` pages, each page's stack `depth` entries deep and shown as panes from
/// medium width up: `home`, plain `reviews` screens, then an `item` (a `list`) and a `detail`
/// on top. Resizing it between 400 and 1,000 points turns every page's scene from one pane into
/// `item | detail` and back.
@MainActor
public final class LayoutFixture {
    public let navigator: Navigator
    public let tabs: ScalingTabs

    /// Starts the navigator, fills every page (one unmeasured transaction per page) and declares
    /// the pages' scenes.
    ///
    /// - Parameters:
    ///   - tabs: How many tab pages.
    ///   - depth: How many entries each page's stack holds (at least 3).
    public init(tabs count: Int, depth: Int) async throws {
        let fixture = try await ScalingTabsFixture(count: count, named: true)
        navigator = fixture.navigator
        tabs = fixture.tabs
        navigator.setPaneRoles(["item": .list, "detail": .detail])
        for page in 0..<count {
            guard let stack = tabs.coordinator(for: ScalingPage(index: page, named: true)) as? StackCoordinator
            else { throw FixtureError.missing("page \(page)") }
            try await navigator.transaction {
                for index in 0..<Swift.max(depth - 3, 0) {
                    try await stack.router.navigate(toRoute: .reviews(itemID: index, page: 1))
                }
                try await stack.router.navigate(toRoute: .item(id: page))
                try await stack.router.navigate(toRoute: .detail(id: page, title: "Item \(page)"))
            }
            stack.sceneConfiguration = .adaptive
        }
        navigator.setWindowWidth(400)
    }

    /// Sets the window's width to 1,000 then 400 points, alternately: `count` width changes,
    /// each one layout event (one pane against `item | detail` in every page).
    ///
    /// - Returns: The number of phase changes the events carried.
    public func resize(_ count: Int) -> Int {
        var phases = 0
        for index in 0..<count {
            phases += navigator.setWindowWidth(index.isMultiple(of: 2) ? 1_000 : 400)?.phases.count ?? 0
        }
        return phases
    }
}
