import WayfinderCoordinators
import WayfinderRouting

// MARK: - Coordinators

/// A stack coordinator that shows one root route.
public final class StackCoordinator: Coordinator<BenchRoute> {
    private let first: BenchRoute

    /// Creates a coordinator whose root screen is `root`.
    public init(root: BenchRoute = .home, name: String? = nil) {
        first = root
        super.init(name: name)
    }

    /// Shows the root route.
    public override func start(animated: Bool = true) async throws {
        try await startFlow(route: first, animated: animated)
    }
}

// MARK: - Tabs

/// The four pages of the benchmark tab bar, each running a ``StackCoordinator``.
public enum BenchTab: TabPage, CaseIterable {
    case home, search, cart, profile

    /// The case order.
    public var position: Int {
        switch self {
        case .home: 0
        case .search: 1
        case .cart: 2
        case .profile: 3
        }
    }

    /// A title and an icon.
    public var dataSource: TabPageDataSource {
        switch self {
        case .home: TabPageDataSource(title: "Home", icon: "house")
        case .search: TabPageDataSource(title: "Search", icon: "magnifyingglass")
        case .cart: TabPageDataSource(title: "Cart", icon: "cart")
        case .profile: TabPageDataSource(title: "Profile", icon: "person")
        }
    }

    /// A new stack coordinator.
    @MainActor public func coordinator() -> any CoordinatorType {
        StackCoordinator(root: .home, name: "\(self)-flow")
    }
}

/// The tab coordinator the tab and deep-link benchmarks drive.
public final class BenchTabs: TabCoordinator<BenchTab> {
    /// Four pages, `home` selected, shown as the navigator's root.
    public init() {
        super.init(pages: BenchTab.allCases, currentPage: .home, presentationStyle: .push)
    }

    /// The stack coordinator running `page`.
    ///
    /// - Throws: ``FixtureError/missing(_:)`` before the tabs started.
    public func stack(_ page: BenchTab) throws -> StackCoordinator {
        guard let stack = coordinator(for: page) as? StackCoordinator else {
            throw FixtureError.missing("\(page) page")
        }
        return stack
    }
}

/// What went wrong building a fixture.
public enum FixtureError: Error, CustomStringConvertible {
    /// A part of the fixture that should exist does not.
    case missing(String)
    /// The fixture came out a different size than asked.
    case wrongSize(expected: Int, found: Int)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .missing(let what): "fixture has no \(what)"
        case .wrongSize(let expected, let found): "fixture should have \(expected) entries, has \(found)"
        }
    }
}
