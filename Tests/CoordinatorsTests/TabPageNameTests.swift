import Synchronization
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderTesting

/// A tab page's name (reflected by default) is read once per page, not on every event: the
/// cost of a tab switch does not grow with the number of pages times their names (issue 16).
@MainActor
@Suite struct TabPageNameTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func switchingTabs_andPushing_readNoPageName(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let run = CountedPage.newRun()
        let tabs = CountedTabs(run: run)
        try await app.start(root: tabs)
        let afterStart = CountedPage.reads(in: run)
        #expect(afterStart > 0)
        for index in 0..<10 {
            try await app.run { try await tabs.selectPage(CountedPage(run: run, index: index % 2 == 0 ? 1 : 0)) }
        }
        let page = try #require(tabs.coordinator(for: CountedPage(run: run, index: 0)) as? CountedPageCoordinator)
        try await app.run { try await page.router.navigate(toRoute: DefaultRoute("detail")) }
        try await app.run { try await page.router.pop() }
        #expect(CountedPage.reads(in: run) == afterStart)
        #expect(tabs.currentPage == CountedPage(run: run, index: 0))
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func badgeUpdates_stillFollowEveryBadge_acrossTabSwitches(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let run = CountedPage.newRun()
        let tabs = CountedTabs(run: run)
        try await app.run { try await home.navigate(to: tabs) }
        let updates = tabs.badgeUpdates()
        let collecting = Task {
            var seen: [String] = []
            for await update in updates {
                seen.append("\(update.page.name)=\(update.badge ?? "nil")")
            }
            return seen
        }
        tabs.setBadge("2", for: CountedPage(run: run, index: 2))
        try app.completeAll()
        try await app.run { try await tabs.selectPage(CountedPage(run: run, index: 2)) }
        tabs.setBadge(nil, for: CountedPage(run: run, index: 2))
        tabs.setBadge("7", for: CountedPage(run: run, index: 0))
        try app.completeAll()
        try await app.run { try await tabs.finishFlow() }
        #expect(await collecting.value == ["page 2=2", "page 2=nil", "page 0=7"])
    }
}

/// A page that counts how often its name is read, per test run (tests run concurrently).
struct CountedPage: TabPage {
    /// Name reads by run.
    private static let counts = Mutex<[Int: Int]>([:])
    private static let runs = Atomic(0)

    /// A run no other test uses.
    static func newRun() -> Int { runs.add(1, ordering: .relaxed).newValue }

    /// How often the names of a run's pages were read.
    static func reads(in run: Int) -> Int { counts.withLock { $0[run] ?? 0 } }

    var run: Int
    var index: Int
    var position: Int { index }
    var dataSource: TabPageDataSource { TabPageDataSource(title: "Page \(index)") }
    var name: String {
        Self.counts.withLock { $0[run, default: 0] += 1 }
        return "page \(index)"
    }

    func coordinator() -> any CoordinatorType { CountedPageCoordinator() }
}

/// A page's flow.
final class CountedPageCoordinator: Coordinator<DefaultRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: DefaultRoute("page"), animated: animated)
    }
}

/// Four counted pages, shown pushed.
final class CountedTabs: TabCoordinator<CountedPage> {
    init(run: Int) {
        super.init(
            pages: (0..<4).map { CountedPage(run: run, index: $0) }, currentPage: CountedPage(run: run, index: 0),
            presentationStyle: .push)
    }
}
