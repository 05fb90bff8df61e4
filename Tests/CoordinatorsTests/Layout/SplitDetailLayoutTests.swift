import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A split detail (`showDetail`) by width (issue 37, Deliver 2): in compact width it collapses
/// into its host's stack as pushed entries; from medium up it is a pane of its own; its stack
/// never changes for it, and phases follow.
@MainActor
@Suite struct SplitDetailLayoutTests {
    /// A detail flow starting at a book.
    final class BookFlow: Coordinator<ShelfRoute> {
        override func start(animated: Bool = true) async throws {
            try await startFlow(route: .book(1), animated: animated)
        }
    }

    /// A screen of its own (the UIKit-style family, which hosts split details).
    final class Screen: BaseCoordinator {
        let route: ShelfRoute
        init(_ route: ShelfRoute) {
            self.route = route
            super.init(name: route.routeName)
        }
        override func build() -> AnyRoute { AnyRoute(route) }
    }

    /// A started navigator whose root is the home screen, at `width` when one is given.
    private func home(width: Double?) async throws -> (Navigator, Screen) {
        let navigator = Navigator(renderer: HeadlessRenderer())
        let home = Screen(.home)
        try await navigator.start(root: home)
        if let width { navigator.setWindowWidth(width) }
        return (navigator, home)
    }

    /// The home screen showing `BookFlow` in its detail column, the book's page pushed in it,
    /// at `width` when one is given.
    private func split(width: Double?) async throws -> (Navigator, Screen, BookFlow) {
        let (navigator, home) = try await home(width: width)
        let detail = BookFlow()
        try await home.showDetail(detail)
        try await detail.router.navigate(toRoute: .page(1))
        return (navigator, home, detail)
    }

    /// The route names of a scene's panes' entries, pane by pane.
    private func panes(_ navigator: Navigator, of container: ContainerID) -> [[String]]? {
        let names = Dictionary(
            navigator.tree.allStacks.flatMap { $0.entries.map { ($0.id, $0.route.routeName) } },
            uniquingKeysWith: { first, _ in first })
        return navigator.scene(of: container)?.panes.map { $0.entries.compactMap { names[$0] } }
    }

    /// The container of the detail column the root's screen hosts.
    private func detailColumn(_ navigator: Navigator) throws -> ContainerID {
        try #require(navigator.tree.root?.hosted.lazy.compactMap(\.detail).first).container
    }

    /// Every phase of the tree under the navigator's layout, as `#3 active`, sorted.
    private func phases(_ navigator: Navigator) -> [String] {
        navigator.tree.phases(in: navigator.layout).map { "\($0.key) \($0.value)" }.sorted()
    }

    @Test func compact_collapsesTheDetail_intoTheHostsPane() async throws {
        let (navigator, _, detail) = try await split(width: 400)
        let host = try #require(navigator.tree.root).container
        #expect(panes(navigator, of: host) == [["home", "book", "page"]])
        #expect(navigator.scene(of: try detailColumn(navigator)) == nil)
        // The host screen is covered by the detail's entries pushed above it; the top is active.
        #expect(phases(navigator) == ["#0 covered", "#1 covered", "#2 active"])
        #expect(navigator.rootRoutes == ["home"])
        #expect(detail.router.stack == [.book(1), .page(1)])
    }

    @Test(arguments: [700.0, 1_200.0])
    func mediumAndUp_showTheDetail_asAPaneOfItsOwn(_ width: Double) async throws {
        let (navigator, _, _) = try await split(width: width)
        let host = try #require(navigator.tree.root).container
        #expect(panes(navigator, of: host) == [["home"]])
        #expect(panes(navigator, of: try detailColumn(navigator)) == [["book", "page"]])
        #expect(phases(navigator) == ["#0 active", "#1 covered", "#2 active"])
    }

    @Test func resizing_keepsEveryStack_andReportsThePhasesThatFollow() async throws {
        let (navigator, _, _) = try await split(width: 1_000)
        let tree = navigator.tree
        let changes = navigator.changeCount
        let host = try #require(navigator.tree.root).container
        var before = navigator.tree.phases(in: navigator.layout)

        let narrow = try #require(navigator.setWindowWidth(400))
        #expect(navigator.tree == tree)
        #expect(navigator.changeCount == changes)
        #expect(narrow.phases.map(\.description) == ["#0 active -> covered"])
        #expect(narrow.scenes.map(\.container) == [host])
        #expect(panes(navigator, of: host) == [["home", "book", "page"]])
        #expect(Self.applying(narrow.phases, to: before) == navigator.tree.phases(in: navigator.layout))
        before = navigator.tree.phases(in: navigator.layout)

        let wide = try #require(navigator.setWindowWidth(700))
        #expect(navigator.tree == tree)
        #expect(wide.phases.map(\.description) == ["#0 covered -> active"])
        #expect(Set(wide.scenes.map(\.container)) == [host, try detailColumn(navigator)])
        #expect(Self.applying(wide.phases, to: before) == navigator.tree.phases(in: navigator.layout))
    }

    @Test func aPushInTheCollapsedDetail_endsTheHostsPane_andKeepsItsOwnStack() async throws {
        let (navigator, _, detail) = try await split(width: 400)
        try await detail.router.navigate(toRoute: .page(2))
        let host = try #require(navigator.tree.root).container
        #expect(panes(navigator, of: host) == [["home", "book", "page", "page"]])
        navigator.setWindowWidth(1_000)
        #expect(detail.router.stack == [.book(1), .page(1), .page(2)])
        #expect(panes(navigator, of: try detailColumn(navigator)) == [["book", "page", "page"]])
    }

    /// Follows a navigator's phases by applying what each commit reports, and notes every
    /// commit after which they differ from the tree's (under the navigator's layout).
    @MainActor final class PhaseWatch {
        private(set) var commits = 0
        private(set) var differ: [String] = []
        private var phases: [EntryID: EntryPhase]
        private let navigator: Navigator

        init(_ navigator: Navigator) {
            self.navigator = navigator
            phases = navigator.tree.phases(in: navigator.layout)
            navigator.observe { [unowned self] event in
                commits += 1
                phases = SplitDetailLayoutTests.applying(event.phases, to: phases)
                if phases != navigator.tree.phases(in: navigator.layout) {
                    differ.append("after \(event.steps): reported \(event.phases.map(\.description))")
                }
                resync()
            }
        }

        /// Takes the tree's phases as they are (after a width change, which is no commit).
        func resync() {
            phases = navigator.tree.phases(in: navigator.layout)
        }
    }

    @Test func commits_whileCollapsed_reportThePhasesTheTreeGives() async throws {
        let (navigator, home) = try await home(width: 400)
        let watch = PhaseWatch(navigator)
        let detail = BookFlow()
        try await home.showDetail(detail)
        try await detail.router.navigate(toRoute: .page(1))
        try await detail.router.pop()
        let shelf = Screen(.shelf(1))
        shelf.parentCoordinator = home
        try await shelf.start()
        try await home.childDidFinish(shelf)
        // A detail replaced while collapsed: the host stays covered, the new detail's top is
        // active and the old one's entries end.
        try await home.showDetail(BookFlow())
        #expect(watch.commits >= 5)
        // The host screen under a collapsed detail is covered, as the tree says (it was once
        // reported active: a commit's phases did not know of the collapse).
        #expect(watch.differ.isEmpty, "\(watch.differ)")
    }

    @Test func commits_inACollapsedDetail_reportThePhasesTheTreeGives() async throws {
        let (navigator, home) = try await home(width: 400)
        let watch = PhaseWatch(navigator)
        let detail = BookFlow()
        try await home.showDetail(detail)
        // Widening and narrowing again, then changing the detail's stack while collapsed.
        navigator.setWindowWidth(1_000)
        navigator.setWindowWidth(400)
        watch.resync()
        try await detail.router.navigate(toRoute: .page(1))
        try await detail.router.navigate(toRoute: .page(2))
        try await detail.router.popToRoot()
        #expect(watch.commits == 4)
        #expect(watch.differ.isEmpty, "\(watch.differ)")
    }

    /// `phases` with `changes` applied; an ended entry has no phase.
    static func applying(_ changes: [PhaseChange], to phases: [EntryID: EntryPhase]) -> [EntryID: EntryPhase] {
        var result = phases
        for change in changes {
            result[change.entry] = change.to == .ended ? nil : change.to
        }
        return result
    }
}
