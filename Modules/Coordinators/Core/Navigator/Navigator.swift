import Observation
import WayfinderRouting
import WayfinderStacks

/// The one observable model of an app's navigation: every stack, modal layer, tab bar and
/// child flow, the renderer it is shown by, and the interceptors and observers around it.
///
/// Every change goes through a transaction: its steps are applied to a copy of what they
/// change, interceptors may refuse or redirect it, and on commit the renderer receives exactly one
/// ``NavigationChange`` with the whole new ``tree``. While the renderer has not completed a
/// change, new requests wait in a queue and are applied in order, exactly once.
///
/// Inside, a request goes through one pipeline of named steps, each in its own file of
/// `Navigator/Pipeline/`: submit (join, run or queue), open, apply, reconcile, intercept, commit
/// and publish. The speed strategies that take over parts of it for the requests they can take
/// sit behind one seam, `FastPaths` (`Navigator/FastPaths/`), with the same results.
/// `docs/architecture.md` draws the pipeline.
///
/// ```swift
/// let navigator = Navigator()
/// try await navigator.start(root: AppCoordinator())
/// print(navigator.tree.rendered)
/// ```
@MainActor
@Observable
public final class Navigator {
    // MARK: - Observable state

    /// The tree as of the last committed transaction.
    ///
    /// Observed like any `@Observable` property; every commit sets it and tells its observers.
    public internal(set) var tree: NavigationTree {
        get {
            access(keyPath: Self.treeKeyPath)
            return committedTree
        }
        set {
            // Written out rather than generated: the generated setter compares the old tree
            // with the new one first, and a commit never sets an equal tree.
            withMutation(keyPath: Self.treeKeyPath) {
                committedTree = newValue
            }
        }
    }
    /// The key path of ``tree``, made once: a key path literal is looked up on every use
    /// (~140 instructions per commit).
    private static let treeKeyPath: KeyPath<Navigator, NavigationTree> = \.tree
    // `@exclusivity(unchecked)` on `committedTree` and `committedChanges`: read and written on
    // the main actor by the engine only, never across another access to them (see "Engine
    // state" below for the figure).
    @ObservationIgnored @exclusivity(unchecked) private(set) var committedTree: NavigationTree = .empty
    /// How many transactions were committed.
    ///
    /// Observed with ``tree``: every commit changes both, so reading it registers for the
    /// tree's changes, and a commit tells its observers once.
    public internal(set) var changeCount: UInt64 {
        get {
            access(keyPath: Self.treeKeyPath)
            return committedChanges
        }
        set { committedChanges = newValue }
    }
    /// The count behind ``changeCount``; the engine counts here, without registering the
    /// access a read of `changeCount` registers.
    // Unchecked exclusivity: see the comment above `committedTree`.
    @ObservationIgnored @exclusivity(unchecked) var committedChanges: UInt64 = 0

    // MARK: - Engine state

    // `@exclusivity(unchecked)`: the navigator is main-actor isolated and the engine never
    // holds an inout access to one of these across another access to it, so the dynamic check
    // each read and write would pay (~100 instructions, 29 per router push + pop) can never
    // fire. The compiler's static checks still apply.

    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) var state = NavigationState()
    @ObservationIgnored @exclusivity(unchecked) var ids: EntryIDGenerator
    @ObservationIgnored @exclusivity(unchecked) var nextCoordinator: UInt64 = 0
    @ObservationIgnored @exclusivity(unchecked) var registry: [CoordinatorID: WeakCoordinator] = [:]
    /// What the engine is doing; changed only by ``enter(_:)``.
    @ObservationIgnored @exclusivity(unchecked) private(set) var phase: Phase = .idle
    @ObservationIgnored @exclusivity(unchecked) var queue: [QueuedWork] = []
    @ObservationIgnored @exclusivity(unchecked) var draining = false
    @ObservationIgnored @exclusivity(unchecked) var interceptors:
        [(token: UInt64, interceptor: any NavigationInterceptor)] = []
    @ObservationIgnored @exclusivity(unchecked) var observers: [EventObserver] = []
    @ObservationIgnored @exclusivity(unchecked) var refusalObservers:
        [(token: UInt64, handler: @MainActor (NavigationRefusal) -> Void)] = []
    /// What to call when a commit changed a tab bar, by the bar's coordinator (a tab coordinator
    /// publishing its badges): called for the bars a change lists, so a change that leaves every
    /// bar alone costs nothing here and builds no event.
    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) var tabBarListeners: [CoordinatorID: @MainActor () -> Void] = [:]
    @ObservationIgnored @exclusivity(unchecked) var nextToken: UInt64 = 0
    /// The serial of the last transaction opened by any navigator: serials are unique across
    /// navigators, so the task-local ``TransactionContext`` of one navigator's transaction never
    /// matches another's.
    static var lastTransaction: UInt64 = 0
    // Unchecked exclusivity, from here to `redirectLimit`: the reason of the group above.

    /// Whether the next commit must reap coordinators whatever it changed (set when a
    /// transaction is dropped for a redirect).
    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) var reapOnNextCommit = false
    /// The coordinator part of the tree as last built; dropped whenever a coordinator attaches,
    /// is placed, starts or finishes, so that a commit rebuilds it only then.
    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) var coordinatorNodes: NavigationTree.Coordinators?
    /// The speed strategies and what they keep between requests: the one seam where the engine
    /// trades plainness for speed (see ``FastPaths``).
    // Unchecked exclusivity: main-actor state never accessed across another access to it; saves the ~100-instruction dynamic check per access.
    @ObservationIgnored @exclusivity(unchecked) var fastPaths = FastPaths()
    /// The window's layout and its observers (Layout/); not navigation state.
    // Unchecked exclusivity: main-actor state read and written by the layout calls alone.
    @ObservationIgnored @exclusivity(unchecked) var layoutState = LayoutState()

    /// The transaction journal, when one is attached; `nil` (the default) records nothing.
    ///
    /// Attaching a journal starts it from the current tree. The engine checks this reference
    /// once per commit, proposal and completion, and does nothing more while it is `nil`.
    // Unchecked exclusivity: main-actor state never accessed across another access to it; saves the ~100-instruction dynamic check per access.
    @ObservationIgnored @exclusivity(unchecked) public var journal: NavigationJournal? {
        didSet { journal?.attach(tree: committedTree) }
    }
    /// The contexts given out (see ``context(for:)``); `nil` until the first is asked for, so
    /// that an app with none pays one check per commit.
    // Unchecked exclusivity: main-actor state never accessed across another access to it; saves the ~100-instruction dynamic check per access.
    @ObservationIgnored @exclusivity(unchecked) var contexts: ContextRegistry?
    /// The interactive back between its begin and its commit or cancel (see
    /// ``beginInteractiveBack()``).
    @ObservationIgnored var interactiveBack: InteractiveBack?
    /// The id of the last interactive back begun.
    @ObservationIgnored var nextInteractiveBack: UInt64 = 0
    /// The route loaders, and the navigation waiting for them (see ``RouteLoader``).
    @ObservationIgnored public let loaders = RouteLoaders()
    /// The limits of saved state bags (see ``setState(_:forKey:of:source:)``).
    // Unchecked exclusivity: main-actor state never accessed across another access to it; saves the ~100-instruction dynamic check per access.
    @ObservationIgnored @exclusivity(unchecked) public var stateLimits = StateLimits()
    /// Starts a flow again that a restored tree shows in progress (see ``FlowRestorer`` and
    /// ``restore(_:source:reserving:)``). `nil`, the default, leaves such flows out of a restore:
    /// the report lists their entries as dropped. A composed app sets it.
    @ObservationIgnored public var flowRestorer: FlowRestorer?
    /// Makes the root coordinator of a saved window that a restore or
    /// ``reopenWindow(_:root:source:animated:)`` brings back (see ``WindowRestorer``). `nil`,
    /// the default, leaves such windows out. A composed app sets it.
    @ObservationIgnored public var windowRestorer: WindowRestorer?
    /// The windows closed most recently, the oldest first, each with its tree and saved state
    /// as it was when it closed; at most ``recentlyClosedLimit`` (the oldest are dropped).
    /// ``reopenWindow(_:root:source:animated:)`` brings one back; a restore of saved windows
    /// sets the list.
    @ObservationIgnored public var recentlyClosedWindows: [ClosedWindow] = [] {
        didSet { trimRecentlyClosed() }
    }
    /// The windows an open transaction closes, as they are when it closes them: they join
    /// ``recentlyClosedWindows`` when that transaction commits (see `Windows/`).
    @ObservationIgnored var closingWindows: ClosingWindows?
    /// How many closed windows ``recentlyClosedWindows`` keeps: 5 by default.
    @ObservationIgnored public var recentlyClosedLimit = 5 {
        didSet { trimRecentlyClosed() }
    }

    /// The renderer changes are shown by. The navigator keeps it alive.
    @ObservationIgnored public let renderer: any NavigationRenderer
    /// The root coordinator, once started.
    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) public internal(set) var root: (any CoordinatorType)? {
        didSet { coordinatorNodes = nil }
    }
    /// The root coordinator of every open window, by coordinator id, once a second window was
    /// opened (empty before: ``root`` is the one window's root). ``root`` is the focused
    /// window's (see `Windows/`).
    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) var windowRoots: [CoordinatorID: any CoordinatorType] = [:]
    /// The most windows open at once, or `nil` for no limit (a manifest's `windows: max:`). A
    /// window opened while this many are open is refused with ``WindowError/limitReached(limit:)``;
    /// lowering it closes no window.
    @ObservationIgnored public var windowLimit: Int? {
        didSet { windowLimit = windowLimit.map { max(1, $0) } }
    }
    /// Whether tapping the selected tab again pops its stack to the root.
    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) public var reselectingTabPopsToRoot = true
    /// How many redirects in a row are followed before a request is dropped.
    // Unchecked exclusivity: main-actor engine state, no access held across another; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) public var redirectLimit = 8

    /// Creates a navigator.
    ///
    /// - Parameters:
    ///   - renderer: The renderer to show changes with; a ``HeadlessRenderer`` by default.
    ///   - ids: The entry id generator; inject one to make ids deterministic.
    public init(renderer: (any NavigationRenderer)? = nil, ids: EntryIDGenerator = EntryIDGenerator()) {
        self.renderer = renderer ?? HeadlessRenderer()
        self.ids = ids
    }

    // MARK: - Reading

    /// The change the renderer is showing and has not completed yet.
    public var inFlight: NavigationChange? {
        if case .rendering(let change, _) = phase { return change }
        return nil
    }

    /// How many requests wait behind the transition in flight.
    public var queuedCount: Int { queue.count }

    /// The path of a container, as of the last commit (or inside the open transaction).
    public func path(of container: ContainerID) -> ContainerPath? {
        currentState.stacks[container]
    }

    /// The coordinators alive in this navigator.
    public var liveCoordinators: [any CoordinatorType] {
        registry.keys.sorted().compactMap { registry[$0]?.value }
    }

    /// Looks up a live coordinator by id.
    public func coordinator(_ id: CoordinatorID) -> (any CoordinatorType)? {
        registry[id]?.value
    }

    /// The state requests of the current task see: the open transaction's working copy when
    /// the task is inside it, the committed state otherwise.
    var currentState: NavigationState {
        guard case .open(let transaction) = phase else { return state }
        if TransactionContext.current == transaction.serial { return transaction.working }
        // A request being applied in place holds the state; anyone else (an interceptor) reads
        // the state as committed.
        return transaction.before.changesInPlace ? transaction.committed : state
    }

    /// The open transaction when the current task runs inside it, else `nil`.
    var currentTransaction: OpenTransaction? {
        guard case .open(let transaction) = phase, TransactionContext.current == transaction.serial else { return nil }
        return transaction
    }

    /// Whether the current task runs inside this navigator's open transaction: what it waits
    /// for there can only happen once that transaction commits, after its body returns.
    var isInsideOpenTransaction: Bool { currentTransaction != nil }

    /// Moves the engine to `phase`: the one place it changes. The pipeline moves it at its
    /// transitions only: a transaction opens (``Phase/open(_:)``), interceptors or a woken
    /// transaction body hold the turn (``Phase/reserved``), a change is published
    /// (``Phase/rendering(_:_:)``), and a request ends, is refused or was shown (``Phase/idle``).
    @inline(__always) func enter(_ phase: Phase) {
        self.phase = phase
    }

    // MARK: - Interceptors and observers

    /// Adds an interceptor after those already added.
    ///
    /// - Returns: A token for ``removeInterceptor(_:)``.
    @discardableResult
    public func addInterceptor(_ interceptor: any NavigationInterceptor) -> UInt64 {
        nextToken += 1
        interceptors.append((nextToken, interceptor))
        return nextToken
    }

    /// Removes an interceptor added with ``addInterceptor(_:)``.
    public func removeInterceptor(_ token: UInt64) {
        interceptors.removeAll { $0.token == token }
    }

    /// Calls `handler` with the event of every committed transaction.
    ///
    /// The navigator keeps `handler` until ``removeObserver(_:)``: a handler that holds the
    /// navigator strongly (or what holds it, such as the app) keeps both alive for ever, so
    /// capture them weakly.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> UInt64 {
        nextToken += 1
        observers.append(EventObserver(token: nextToken, handler: handler))
        return nextToken
    }

    /// Calls `handler` with every request refused after its caller could no longer be told
    /// (a property setter's, see ``NavigationRefusal``).
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func observeRefusals(_ handler: @escaping @MainActor (NavigationRefusal) -> Void) -> UInt64 {
        nextToken += 1
        refusalObservers.append((nextToken, handler))
        return nextToken
    }

    /// Stops calling an observer added with ``observe(_:)`` or ``observeRefusals(_:)``.
    public func removeObserver(_ token: UInt64) {
        observers.removeAll { $0.token == token }
        refusalObservers.removeAll { $0.token == token }
    }

    /// Tells the refusal observers.
    func report(_ refusal: NavigationRefusal) {
        for (_, handler) in refusalObservers {
            handler(refusal)
        }
    }

    // MARK: - Registry

    func register(_ coordinator: any CoordinatorType) -> CoordinatorID {
        let id = CoordinatorID(nextCoordinator)
        nextCoordinator += 1
        registry[id] = WeakCoordinator(coordinator)
        coordinatorNodes = nil
        if let scenes = coordinator.core.sceneConfiguration { layoutState.layout.configurations[id] = scenes }
        return id
    }

    func unregister(_ id: CoordinatorID) {
        registry[id] = nil
        coordinatorNodes = nil
        if !layoutState.layout.configurations.isEmpty { layoutState.layout.configurations[id] = nil }
    }
}

/// A weak reference to a coordinator, for the navigator's registry.
struct WeakCoordinator {
    weak var value: (any CoordinatorType)?
    init(_ value: any CoordinatorType) { self.value = value }
}

/// The task-local id of the transaction the current task runs inside, if any.
enum TransactionContext {
    @TaskLocal static var current: UInt64?
}
