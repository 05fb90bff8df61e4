import WayfinderCoordinators
import WayfinderRouting

/// A headless navigator whose root is the four-page ``BenchTabs``.
@MainActor
public final class TabsFixture {
    public let navigator: Navigator
    public let tabs: BenchTabs
    public let home: StackCoordinator

    /// Starts the navigator with the tab bar as its root.
    public init() async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        tabs = BenchTabs()
        try await navigator.start(root: tabs)
        home = try tabs.stack(.home)
    }

    /// Selects `search`, then `home`, alternately: `count` selections, each one transaction.
    public func switchTabs(_ count: Int) async throws {
        for index in 0..<count {
            try await tabs.selectPage(index.isMultiple(of: 2) ? .search : .home)
        }
    }

    /// The deep link `bench://home/item/42/reviews`, as one transaction: select the home tab,
    /// push the item and its detail, present a sheet with navigation, push reviews inside it.
    public func openDeepLink() async throws {
        try await navigator.transaction(source: .deepLink) {
            // `select` rather than `selectPage`: inside a transaction the change is shown only
            // when the transaction ends, so nothing may wait for it here.
            if let error = tabs.select(.home, source: .deepLink).error { throw error }
            try await home.router.navigate(toRoute: .item(id: 42))
            try await home.router.navigate(toRoute: .detail(id: 42, title: "Deep-linked item"))
            try await home.router.present(.sheet, presentationStyle: .sheet, withNavigation: true)
            try await home.router.navigate(toRoute: .reviews(itemID: 42, page: 1))
        }
    }

    /// Back to the state a deep link starts from: home's stack at its root, `search` selected.
    public func resetDeepLink() async throws {
        try await navigator.transaction {
            try await home.router.restart()
            if let error = tabs.select(.search).error { throw error }
        }
    }
}
