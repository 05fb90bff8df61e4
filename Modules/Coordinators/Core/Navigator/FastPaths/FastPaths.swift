import WayfinderRouting
import WayfinderStacks

/// The one seam where the engine trades plainness for speed.
///
/// Every request takes the one pipeline (`Pipeline/`: submit, then `run`: open, apply,
/// reconcile, leave checks, propose, decide, commit, reap, the tree, publish;
/// `docs/architecture.md` draws it). With no strategy (the general path) it works on a copy of
/// the whole state, builds the tree whole and allocates what it needs. Each strategy below
/// configures one of the seams the pipeline owns (the working state, the tree builder, the
/// change pool) for the requests it can take, with exactly the general path's result: the same
/// errors, changes, events, trees and live coordinators. Each answers whether it can take a
/// request, owns what it keeps between requests, and has a measured reason; the figures are in
/// `docs/performance.md` ("Scaling").
///
/// | Strategy | Takes | What it saves |
/// |---|---|---|
/// | ``DirectCommit`` | one router path operation made while the navigator is idle | an open transaction, a ticket, the touched sets and undo records, an async hop: the largest single step of the 32,855 → 20,187 instructions of a router push + pop |
/// | ``InPlaceUndo`` | a request of data steps applied while idle (gestures, tab taps, app requests) | a copy of the state's dictionaries, O(containers) per request, for an undo log of the parts it touched |
/// | ``ChangePool`` | a direct commit whose change nothing else kept | 6 of the 15 mallocs of a router push + pop (23,780 instructions from 24,524) |
/// | ``TreeCache`` | a commit that did not change what hosts what | rebuilding unchanged nodes: a tab switch with 100 pages costs what one with 4 does |
/// | ``SpareHostNode`` | a commit in a tab page of a bar on the root stack | three allocations and three frees per commit: a push + pop in a tab, 1.23x → 1.12x the no-tab cost |
/// | ``ResolvedBack`` | a system back while idle, nothing queued, that asked no leave checks | a whole tree built from the state and a copy of the state per back (the chain reads the committed tree; the back becomes a data step ``InPlaceUndo`` takes) |
///
/// Tests switch strategies off (``enabled``) to run the same random requests with and without
/// each and compare what is observable (`FastPathEquivalenceTests`). Switching one off changes
/// cost only, never a result.
struct FastPaths {
    /// The strategies, as a set of switches.
    struct Strategies: OptionSet {
        let rawValue: UInt8

        /// ``DirectCommit``.
        static let directCommit = Strategies(rawValue: 1 << 0)
        /// ``InPlaceUndo``.
        static let inPlaceUndo = Strategies(rawValue: 1 << 1)
        /// ``ChangePool``.
        static let changePool = Strategies(rawValue: 1 << 2)
        /// ``TreeCache``.
        static let treeCache = Strategies(rawValue: 1 << 3)
        /// ``SpareHostNode`` (inside the ``TreeCache``: off when the cache is off).
        static let spareHostNode = Strategies(rawValue: 1 << 4)

        /// ``ResolvedBack``.
        static let resolvedBack = Strategies(rawValue: 1 << 5)

        /// Every strategy: what a navigator uses.
        static let all: Strategies = [directCommit, inPlaceUndo, changePool, treeCache, spareHostNode, resolvedBack]
        /// No strategy: every request takes the general path.
        static let none: Strategies = []
        /// Each strategy alone, with its name, for tests that switch them one at a time.
        static let each: [(name: String, strategy: Strategies)] = [
            ("DirectCommit", .directCommit), ("InPlaceUndo", .inPlaceUndo), ("ChangePool", .changePool),
            ("TreeCache", .treeCache), ("SpareHostNode", .spareHostNode), ("ResolvedBack", .resolvedBack),
        ]
    }

    /// The strategies in use: all of them, except in tests that compare them with the general path.
    var enabled: Strategies = .all
    /// What ``ChangePool`` keeps: the last direct commit's change, emptied.
    var changes = ChangePool()
    /// What ``TreeCache`` keeps: the nodes of the last committed tree, and the spare node.
    var treeCache = TreeCache()

    /// Whether ``TreeCache`` may reuse the nodes of a commit that changed `changed`; `nil` means
    /// the commit may have changed what hosts what, and every node is built anew.
    func reusableNodes(
        _ changed: (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)?
    ) -> (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)? {
        enabled.contains(.treeCache) ? changed : nil
    }
}
