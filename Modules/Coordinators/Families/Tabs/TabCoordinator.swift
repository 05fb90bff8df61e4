import Observation
import WayfinderRouting
import WayfinderStacks

/// A tab bar of pages, each running its own coordinator with its own stack.
///
/// The tab coordinator's root entry shows the tab bar; the bar's view is the renderer's (name
/// it with `viewContainer`, which becomes the `tabBar` parameter of the root entry's route).
/// Selection and badges are navigation state: they change in transactions, appear in the tree,
/// are persisted, and badge changes can be followed as an `AsyncSequence` (``badgeUpdates()``).
///
/// Tapping the selected tab again pops its stack to the root, unless the navigator's
/// ``Navigator/reselectingTabPopsToRoot`` is turned off.
@MainActor
@Observable
open class TabCoordinator<Page: TabPage>: CoordinatorType {
    /// The engine's record of this coordinator.
    @ObservationIgnored public let core: CoordinatorCore
    /// The router for what this coordinator presents over the whole tab bar.
    @ObservationIgnored public private(set) lazy var router = Router<DefaultRoute>(core: core)
    /// How this tab coordinator is shown when its parent does not say.
    @ObservationIgnored public let presentationStyle: PresentationStyle
    /// The name of the tab bar view the renderer should use.
    @ObservationIgnored public let viewContainer: String
    /// What a system back does at the first screen of a page: ``TabBackPolicy/none`` (the
    /// default) lets it go on to what hosts the bar; ``TabBackPolicy/firstTab`` selects the first
    /// page first. A manifest's tabs coordinator sets it with `back: none` or `back: first-tab`.
    public var backPolicy: TabBackPolicy {
        get { core.tabBackPolicy }
        set { core.tabBackPolicy = newValue }
    }

    /// The pages, in position order.
    public private(set) var pages: [Page] {
        didSet { pageNames = pages.map(\.name) }
    }
    /// Each page's ``TabPage/name``, by index: read once per page (the default name reflects).
    @ObservationIgnored private var pageNames: [String]
    @ObservationIgnored private var initialPage: Page
    @ObservationIgnored private var pageCoordinators: [Page: any CoordinatorType] = [:]
    @ObservationIgnored private var badgeContinuations: [UInt64: AsyncStream<BadgeUpdate<Page>>.Continuation] = [:]
    @ObservationIgnored private var nextStream: UInt64 = 0
    @ObservationIgnored private var knownBadges: [String: String] = [:]
    /// The bar's pages as badges were last published from (see `publishBadges()`).
    @ObservationIgnored private var publishedPages: [TabPageState]?
    /// Selections and badges asked for before the bar exists, applied when it is installed.
    @ObservationIgnored var earlyRequests: [(request: TabRequest<Page>, text: String, ticket: NavigationTicket)] = []
    /// The last selection asked for, while it waits (read back by ``currentPage``).
    @ObservationIgnored var pendingSelection: (page: Page, ticket: NavigationTicket)?
    /// The last badge asked for per page name, while it waits (read back by ``badge(for:)``).
    @ObservationIgnored var pendingBadges: [String: (badge: String?, ticket: NavigationTicket)] = [:]

    /// Creates a tab coordinator.
    ///
    /// - Parameters:
    ///   - pages: The pages; they are ordered by position.
    ///   - currentPage: The page selected at start.
    ///   - presentationStyle: How the tab bar is shown when its parent does not say.
    ///   - viewContainer: The name of the tab bar view for the renderer.
    ///   - name: A display name; the type name by default.
    public init(
        pages: [Page], currentPage: Page, presentationStyle: PresentationStyle = .sheet,
        viewContainer: String = "standard", name: String? = nil
    ) {
        core = CoordinatorCore(name: name ?? String(describing: Self.self), kind: .tabs)
        let sorted = pages.sorted { $0.position < $1.position }
        self.pages = sorted
        self.pageNames = sorted.map(\.name)
        self.initialPage = currentPage
        self.presentationStyle = presentationStyle
        self.viewContainer = viewContainer
        core.owner = self
        core.finishHandlers.append { [weak self] _ in self?.tearDown() }
    }

    // MARK: - Override points

    /// Shows the tab bar and starts every page's coordinator, in one transaction.
    open func start(animated: Bool = true) async throws {
        // The bar's view is named by a route parameter, not an entry attribute: a tab bar placed
        // as a scope would hand its attributes to every entry it presents.
        try await core.showRoot(
            AnyRoute(
                DefaultRoute(
                    TabBarRoute.name, parameters: ["tabBar": .string(viewContainer)],
                    presentationStyle: presentationStyle)),
            style: presentationStyle
        )
        try await installBar(selecting: initialPage, animated: animated)
    }

    /// Called once after the coordinator finished. The default does nothing.
    open func didFinish() {}

    // MARK: - Selection

    /// The selected page. Setting it selects that page.
    ///
    /// Nothing set is dropped: before the tab bar started, the selection waits and is applied
    /// when it starts; while a transition is in flight, it is queued like any request. Either
    /// way reading returns the page asked for at once. A selection refused (a page not in
    /// ``pages``, a finished tab bar) reaches ``Navigator/observeRefusals(_:)``.
    public var currentPage: Page {
        get {
            _ = navigator?.changeCount
            if let pending = pendingSelection, pending.ticket.status == .queued { return pending.page }
            guard let bar = navigator?.currentState.tabs[id], pages.indices.contains(bar.selected) else {
                return initialPage
            }
            return pages[bar.selected]
        }
        set {
            send(.select(newValue, source: .program), as: "currentPage = \(newValue.name)")
        }
    }

    /// Selects `page`, as setting ``currentPage`` does.
    ///
    /// - Returns: The request's ticket: queued (before the tab bar started, or behind a
    ///   transition in flight), applied, or refused (also reported to
    ///   ``Navigator/observeRefusals(_:)``).
    @discardableResult
    public func select(_ page: Page, source: NavigationSource = .program) -> NavigationTicket {
        send(.select(page, source: source), as: "select(\(page.name))")
    }

    /// Selects `page` and waits until it is shown (inside a transaction, until it joined it).
    public func selectPage(_ page: Page) async throws(NavigationError) {
        let (navigator, step) = try selection(of: page)
        try await navigator.perform([step], coordinator: id)
    }

    func selection(of page: Page) throws(NavigationError) -> (Navigator, EngineStep) {
        guard let navigator else { throw core.missingPlacement }
        guard let index = pages.firstIndex(of: page) else {
            throw .unknownTab(coordinator: id, tab: page.name, pages: pageNames)
        }
        return (navigator, .step(.selectTab(id, index: index)))
    }

    // MARK: - Pages

    /// Replaces the pages: new pages get new coordinators, removed pages' coordinators are
    /// finished and released, in one transaction.
    ///
    /// - Parameters:
    ///   - values: The new pages.
    ///   - currentPage: The page to select; when `nil`, the current page if it stays, else the first.
    /// - Throws: What a new page coordinator's `start` threw, as it threw it; ``NavigationError``
    ///   when the change is refused.
    public func setPages(_ values: [Page], currentPage: Page? = nil) async throws {
        let previous = self.currentPage
        let sorted = values.sorted { $0.position < $1.position }
        try await passingAppErrors { () throws(NavigationError) in try await replacePages(sorted, previous, currentPage)
        }
    }

    private func replacePages(_ sorted: [Page], _ previous: Page, _ currentPage: Page?) async throws(NavigationError) {
        try await core.transaction {
            let removed = self.pages.filter { !sorted.contains($0) }
            self.pages = sorted
            for page in removed {
                self.pageCoordinators[page] = nil
            }
            let selection = currentPage ?? (sorted.contains(previous) ? previous : sorted.first) ?? previous
            try await self.installBar(selecting: selection, animated: true)
        }
    }

    /// The coordinator running the selected page.
    ///
    /// - Throws: ``TabCoordinatorError/coordinatorSelected`` when there is none.
    public func getCoordinatorSelected() throws(TabCoordinatorError) -> any CoordinatorType {
        guard let coordinator = pageCoordinators[currentPage], coordinator.lifecycle == .active else {
            throw .coordinatorSelected
        }
        return coordinator
    }

    /// The coordinator running the page at `position` in the tab bar (its index in ``pages``).
    public func getCoordinator(with position: Int) -> (any CoordinatorType)? {
        guard pages.indices.contains(position) else { return nil }
        return pageCoordinators[pages[position]]
    }

    /// The coordinator running `page`.
    public func coordinator(for page: Page) -> (any CoordinatorType)? {
        pageCoordinators[page]
    }

    // MARK: - Badges

    /// Sets (or, with `nil`, removes) the badge of `page`.
    ///
    /// Before the tab bar started the badge waits and is applied when it starts; while a
    /// transition is in flight it is queued. ``badge(for:)`` returns it at once either way.
    ///
    /// - Returns: The request's ticket; a refusal is also reported to
    ///   ``Navigator/observeRefusals(_:)``.
    @discardableResult
    public func setBadge(_ value: String?, for page: Page) -> NavigationTicket {
        send(.badge(page, value), as: "setBadge(\(value ?? "nil"), for: \(page.name))")
    }

    /// The badge of `page`, if any (the one asked for, while it waits to be applied).
    public func badge(for page: Page) -> String? {
        _ = navigator?.changeCount
        if let pending = pendingBadges[page.name], pending.ticket.status == .queued { return pending.badge }
        return navigator?.currentState.tabs[id]?.pages.first { $0.name == page.name }?.badge
    }

    /// Every committed badge change from now on, until this coordinator finishes.
    public func badgeUpdates() -> AsyncStream<BadgeUpdate<Page>> {
        let (stream, continuation) = AsyncStream<BadgeUpdate<Page>>.makeStream()
        guard lifecycle != .finished else {
            continuation.finish()
            return stream
        }
        nextStream += 1
        let key = nextStream
        badgeContinuations[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.badgeContinuations[key] = nil }
        }
        return stream
    }

    // MARK: - Engine

    /// Creates coordinators for pages that have none, drops containers of pages that went, and
    /// writes the bar's state.
    private func installBar(selecting selection: Page, animated: Bool) async throws {
        guard let navigator else { throw core.missingNavigator }
        for page in pages where pageCoordinators[page] == nil {
            let child = page.coordinator()
            try await core.start(
                child: child, pending: .owner(ContainerID(owner: CoordinatorID.unattached), label: .tab),
                animated: animated)
            pageCoordinators[page] = child
        }
        let me = id
        let pageStates = zip(pages, pageNames).compactMap { page, name -> TabPageState? in
            guard let container = pageCoordinators[page]?.core.ownContainer else { return nil }
            return TabPageState(
                name: name, position: page.position, title: page.dataSource.title, icon: page.dataSource.icon,
                container: container
            )
        }
        let selected = pages.firstIndex(of: selection) ?? 0
        let host = core.rootEntry(in: navigator.currentState)
        let hostContainer = core.target?.container
        let bar = StateChange.TabBarPages(
            coordinator: me, pages: pageStates, selected: selected,
            host: host.flatMap { entry in hostContainer.map { (entry: entry, container: $0) } })
        try await navigator.perform([.change(.setPages(bar))], coordinator: me)
        applyEarlyRequests(on: navigator)
        // A badge is part of the bar's state: only a change of this bar can move one.
        navigator.tabBarListeners[id] = { [weak self] in
            self?.publishBadges()
        }
    }

    /// Yields the badges that changed, after a change of this tab bar was committed.
    private func publishBadges() {
        guard let navigator, let bar = navigator.state.tabs[id] else { return }
        // Pages equal to those last published hold the same badges. A change of selection leaves
        // them in the same storage, which arrays compare at once.
        if publishedPages == bar.pages { return }
        publishedPages = bar.pages
        for (index, page) in pages.enumerated() {
            let name = pageNames[index]
            // The bar lists the pages in the same order; search only if it does not.
            let state =
                bar.pages.indices.contains(index) && bar.pages[index].name == name
                ? bar.pages[index] : bar.pages.first { $0.name == name }
            let badge = state?.badge
            if knownBadges[name] != badge {
                knownBadges[name] = badge
                for continuation in badgeContinuations.values {
                    continuation.yield(BadgeUpdate(page: page, badge: badge))
                }
            }
        }
    }

    /// Releases the page coordinators, ends badge streams and stops observing.
    func tearDown() {
        // The engine drops a finished coordinator's children; these references must go too, or
        // whoever still holds the tab bar keeps every page's flow alive.
        pageCoordinators = [:]
        let early = earlyRequests
        earlyRequests = []
        for (_, text, ticket) in early {
            ticket.reportingRefusal(to: navigator, coordinator: id, request: "\(core.label): \(text)")
                .fail(.notAttached(id))
        }
        for continuation in badgeContinuations.values {
            continuation.finish()
        }
        badgeContinuations = [:]
        navigator?.tabBarListeners[id] = nil
    }
}

/// One badge change of a tab page.
public struct BadgeUpdate<Page: TabPage>: Hashable, Sendable {
    /// The page.
    public var page: Page
    /// Its new badge, or `nil` when removed.
    public var badge: String?

    /// Creates an update, for example to feed a renderer or a test double the badges a tab
    /// coordinator would send.
    ///
    /// - Parameters:
    ///   - page: The page.
    ///   - badge: Its new badge, or `nil` when removed.
    public init(page: Page, badge: String?) {
        self.page = page
        self.badge = badge
    }
}
