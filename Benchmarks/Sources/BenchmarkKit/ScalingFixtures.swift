import WayfinderCoordinators
import WayfinderRouting

// Fixtures for the scaling scenarios of issue 16: the same operation on a small and a large app,
// so that a cost growing with the app's size shows as a ratio above 1.

// MARK: - Depth

extension RouterFixture {
    /// A router fixture whose root stack is already `depth` entries deep (pushed in one
    /// transaction), without plugins.
    public static func deep(_ depth: Int) async throws -> RouterFixture {
        let fixture = try await RouterFixture(plugins: false)
        try await fixture.fill(depth: depth)
        return fixture
    }
}

// MARK: - Tabs

/// A tab page of a tab bar with any number of pages, its name given (`named`) or read by the
/// default, reflecting `TabPage.name`.
public struct ScalingPage: TabPage {
    /// The page's index, also its position.
    public var index: Int
    /// Whether the page returns its own name (else the reflecting default answers).
    public var named: Bool

    /// Its position is its index.
    public var position: Int { index }

    /// `Page 3`, no icon.
    public var dataSource: TabPageDataSource { TabPageDataSource(title: "Page \(index)") }

    /// `page-3` when named, else the default (the value's description, through reflection).
    public var name: String {
        named ? "page-\(index)" : defaultName
    }

    private var defaultName: String {
        Reflected(index: index).name
    }

    /// A stack coordinator showing `home`.
    @MainActor public func coordinator() -> any CoordinatorType {
        StackCoordinator(root: .home)
    }
}

/// A page type that keeps `TabPage`'s default, reflecting `name`: what ``ScalingPage`` answers
/// with when not named.
struct Reflected: TabPage {
    var index: Int
    var position: Int { index }
    var dataSource: TabPageDataSource { TabPageDataSource(title: "Page \(index)") }
    @MainActor func coordinator() -> any CoordinatorType { StackCoordinator(root: .home) }
}

/// A tab coordinator over ``ScalingPage``s.
public final class ScalingTabs: TabCoordinator<ScalingPage> {
    /// `count` pages, the first selected.
    public init(count: Int, named: Bool) {
        super.init(
            pages: (0..<count).map { ScalingPage(index: $0, named: named) },
            currentPage: ScalingPage(index: 0, named: named), presentationStyle: .push)
    }
}

/// A headless navigator whose root is a tab bar of `count` pages.
@MainActor
public final class ScalingTabsFixture {
    public let navigator: Navigator
    public let tabs: ScalingTabs
    let named: Bool

    /// Starts the navigator with the tab bar as its root.
    public init(count: Int, named: Bool) async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        tabs = ScalingTabs(count: count, named: named)
        self.named = named
        try await navigator.start(root: tabs)
    }

    /// Selects page 1, then page 0, alternately: `count` selections, each one transaction.
    public func switchTabs(_ count: Int) async throws {
        for index in 0..<count {
            try await tabs.selectPage(ScalingPage(index: index.isMultiple(of: 2) ? 1 : 0, named: named))
        }
    }
}

extension ScalingTabsFixture {
    /// A four-page tab bar whose first two pages are each `depth` screens deep (pushed in one
    /// transaction per page, unmeasured): issue 27's "tab switch with pages 1,000 deep against
    /// 10 deep", where a switch must report two tops, not every entry of two pages.
    public static func deepPages(_ depth: Int) async throws -> ScalingTabsFixture {
        let fixture = try await ScalingTabsFixture(count: 4, named: true)
        for page in 0..<2 {
            guard let stack = fixture.tabs.coordinator(for: ScalingPage(index: page, named: true)) as? StackCoordinator
            else { throw FixtureError.missing("page \(page)") }
            try await fixture.navigator.transaction {
                for index in 0..<depth {
                    try await stack.router.navigate(toRoute: .pushed(index))
                }
            }
        }
        return fixture
    }
}

extension RouterFixture {
    /// Push + pop where the pushed screen gets a context with one object and a one-key saved
    /// state bag (issue 27's "a push + pop whose entry has a context with one object and a
    /// bag"): the context and its bag end in the pop's commit.
    public func pushPopWithContext(_ count: Int) async throws {
        for index in 0..<count {
            try await root.router.navigate(toRoute: .item(id: index))
            guard let entry = navigator.tree.topEntry, let context = navigator.context(for: entry.id) else {
                throw FixtureError.missing("the pushed screen's context")
            }
            _ = context.object { ScreenModel(id: index) }
            try navigator.setState(.int(index), forKey: "quantity", of: .entry(entry.id))
            try await root.router.pop()
        }
    }
}

/// The object a screen keeps in its context in ``RouterFixture/pushPopWithContext(_:)``.
final class ScreenModel {
    let id: Int
    init(id: Int) { self.id = id }
}

extension TabsFixture {
    /// `navigate(toRoute:)` then `pop()` on the home page's stack, `count` times.
    public func pushPopInTab(_ count: Int) async throws {
        for index in 0..<count {
            try await home.router.navigate(toRoute: .item(id: index))
            try await home.router.pop()
        }
    }
}

// MARK: - Live coordinators

/// A headless navigator with `count` live coordinators: a root stack coordinator and
/// `count - 1` stack coordinators each pushed by the one before (a shared stack, one scope
/// each). Push + pop goes through the top one.
@MainActor
public final class CoordinatorsFixture {
    public let navigator: Navigator
    public let top: StackCoordinator

    /// Starts the root and pushes the children.
    public init(count: Int) async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        let root = StackCoordinator(root: .home)
        try await navigator.start(root: root)
        var top = root
        for index in 1..<max(count, 1) {
            let child = StackCoordinator(root: .item(id: index))
            try await top.navigate(to: child)
            top = child
        }
        self.top = top
        let live = navigator.liveCoordinators.count
        guard live == count else { throw FixtureError.wrongSize(expected: count, found: live) }
    }

    /// `navigate(toRoute:)` then `pop()` through the top coordinator, `count` times.
    public func pushPop(_ count: Int) async throws {
        for index in 0..<count {
            try await top.router.navigate(toRoute: .detail(id: index, title: "Detail"))
            try await top.router.pop()
        }
    }
}

// MARK: - Deep links

extension RouterFixture {
    /// A deep link of `pushes` pushes as one transaction, then a `popToRoot` (each measured
    /// operation ends where it started), `count` times.
    public func deepLink(pushes: Int, count: Int) async throws {
        for _ in 0..<count {
            try await navigator.transaction(source: .deepLink) {
                for index in 0..<pushes {
                    try await root.router.navigate(toRoute: .pushed(index))
                }
            }
            try await root.router.popToRoot()
        }
    }
}
