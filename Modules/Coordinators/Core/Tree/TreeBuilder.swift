import WayfinderRouting
import WayfinderStacks

/// The stack and tab nodes of the last committed tree, and where each hangs, so a commit
/// rebuilds only the nodes on the way from what it changed up to the root.
///
/// Valid while what hosts what stays as it was: a commit that may have changed it (internal
/// steps, dropped content) starts a new cache.
struct TreeCache {
    /// Where a container's node hangs in the tree.
    enum Parent {
        /// Hosted by an entry of this container (an embedded slot, a detail column).
        case stack(ContainerID)
        /// A page of this tab bar: where its node sits in the bar's cached node (`nil` for a
        /// page without a stack, which has none), and the container whose entry shows the bar.
        case tabs(CoordinatorID, slot: Int?, host: ContainerID)
    }

    /// The nodes of the containers, by container, but for tab pages. A tab bar's node is the
    /// one in its host's node (``tabHosts``), and holds its pages' nodes: kept once, each is
    /// replaced once.
    var stacks: [ContainerID: StackNode] = [:]
    /// The bar's pages each cached tab node was built from.
    var tabPages: [CoordinatorID: [TabPageState]] = [:]
    /// The hosting entries of each container, in entry order.
    var hostings: [ContainerID: [(entry: EntryID, hosting: Hosting)]]?
    var parents: [ContainerID: Parent] = [:]
    /// The container whose entry shows each tab bar.
    var tabHosts: [CoordinatorID: ContainerID] = [:]
    /// The tab page ``replaceEntries(of:with:upTo:)`` last started from, with where it hangs:
    /// requests mostly go to the container the last one went to. Checked against the nodes it
    /// leads to, like an entry of ``parents``.
    var lastPage: (container: ContainerID, bar: CoordinatorID, slot: Int, host: ContainerID)?
    /// The root's node before the last commit in one of its tab pages (see ``SpareHostNode``).
    /// Only ``replaceEntries(of:with:upTo:)`` keeps one: any other change of the nodes
    /// drops it.
    var spare: SpareHostNode?
}

extension TreeCache {
    /// Gives `container`'s cached node `entries` and replaces the cached nodes above it, up to
    /// the root's, each with its other children kept: the tree of a commit that changed only
    /// that container's entries (what hosts what unchanged).
    ///
    /// - Returns: The root's new node, or `nil` when the cache does not hold the whole way up
    ///   (nodes replaced so far are the new ones; a builder marking the container dirty
    ///   rebuilds them all the same).
    mutating func replaceEntries(
        of container: ContainerID, with entries: EntryList<AnyRoute>, upTo root: ContainerID
    ) -> StackNode? {
        var current = container
        var replacement: StackNode?
        // Where `current` sits in `stacks`, once a step looked it up: values are replaced in
        // place, so positions stay valid.
        var position: [ContainerID: StackNode].Index?
        while true {
            // A page's node is read where it sits in its bar; the host's node is copied out,
            // changed and written back (changing it in place in `stacks` costs more).
            var parent: Parent?
            var page: (bar: CoordinatorID, slot: Int, host: ContainerID)?
            if let last = lastPage, last.container == current {
                page = (last.bar, last.slot, last.host)
            } else if current != root {
                parent = parents[current]
                if case .tabs(let bar, let slot?, let host)? = parent { page = (bar, slot, host) }
            }
            if let (bar, slot, host) = page {
                guard let hostPosition = stacks.index(forKey: host) else { return nil }
                if host == root, replacement == nil {
                    // A page of a bar on the root: the usual tab app. The new node is built in
                    // the spare's storage when it can be; the node it replaces is the next spare.
                    if let spare, spare.isSettled {
                        swap(&spare.node, &stacks.values[hostPosition])
                        if let index = spare.write(
                            into: &stacks.values[hostPosition], bar: bar, slot: slot, page: current, entries: entries)
                        {
                            spare.keep(index: index, slot: slot)
                            lastPage = (container, bar, slot, host)
                            return stacks.values[hostPosition]
                        }
                        swap(&spare.node, &stacks.values[hostPosition])
                    }
                    let previous = stacks.values[hostPosition]
                    guard
                        let (node, index) = previous.replacingPage(
                            slot, of: bar, showing: current, stack: nil, entries: entries)
                    else { return nil }
                    stacks.values[hostPosition] = node
                    lastPage = (container, bar, slot, host)
                    if let spare {
                        spare.node = previous
                        spare.keep(index: index, slot: slot)
                    } else {
                        spare = SpareHostNode(node: previous, index: index, slot: slot)
                    }
                    return node
                }
                guard
                    let (hostNode, _) = stacks.values[hostPosition].replacingPage(
                        slot, of: bar, showing: current, stack: replacement, entries: entries)
                else { return nil }
                if current == container { lastPage = (container, bar, slot, host) }
                if host == root {
                    // A change below a page of a bar on the root stack. Stored and returned as
                    // it is, without another turn of the loop.
                    stacks.values[hostPosition] = hostNode
                    return hostNode
                }
                replacement = hostNode
                position = hostPosition
                current = host
                continue
            }
            spare = nil
            guard let index = position ?? stacks.index(forKey: current) else { return nil }
            let node: StackNode
            if let replacement {
                node = replacement
                stacks.values[index] = replacement
            } else {
                stacks.values[index].entryList = entries
                node = stacks.values[index]
            }
            if current == root { return node }
            guard case .stack(let host)? = parent, let hostPosition = stacks.index(forKey: host) else { return nil }
            var hostNode = stacks.values[hostPosition]
            guard
                let hosting = hostNode.hosted.firstIndex(where: { hosted in
                    hosted.detail?.container == current || hosted.embedded.contains { $0.stack.container == current }
                })
            else { return nil }
            if hostNode.hosted[hosting].detail?.container == current {
                hostNode.hosted[hosting].detail = node
            } else if let slot = hostNode.hosted[hosting].embedded.firstIndex(where: { $0.stack.container == current })
            {
                hostNode.hosted[hosting].embedded[slot].stack = node
            }
            replacement = hostNode
            position = hostPosition
            current = host
        }
    }
}

extension StackNode {
    /// This node with page `slot` of `bar`'s tab bar showing `stack`, or `entries` in the page's
    /// stack when `stack` is `nil`, and where the bar sits in ``hosted``; `nil` when the node
    /// hosts no such bar or that page does not show `container`'s stack.
    fileprivate func replacingPage(
        _ slot: Int, of bar: CoordinatorID, showing container: ContainerID, stack: StackNode?,
        entries: EntryList<AnyRoute>
    ) -> (node: StackNode, index: Int)? {
        guard let index = hosted.firstIndex(where: { $0.tabs?.coordinator == bar }),
            var bars = hosted[index].tabs, bars.pages.indices.contains(slot),
            bars.pages[slot].stackContainer == container
        else { return nil }
        bars.pages[slot] =
            if let stack {
                bars.pages[slot].replacingStack(with: stack)
            } else {
                bars.pages[slot].replacingStackEntries(with: entries)
            }
        var node = self
        node.hosted[index].tabs = bars
        return (node, index)
    }
}

/// Builds tree nodes from a navigation state, reusing the cached nodes of everything a commit
/// did not change below.
struct TreeBuilder {
    let state: NavigationState
    private(set) var cache: TreeCache
    /// Whether every node is built anew (no cache to trust).
    private let whole: Bool
    /// The containers, tab bars and bars with a changed page on the way from a change up to the
    /// root: the nodes to rebuild. A handful (one per level of nesting), so one list for the three
    /// kinds, which allocates once.
    private var dirty: [Dirty] = []

    private enum Dirty: Equatable {
        case stack(ContainerID)
        case tabs(CoordinatorID)
        /// A bar one of whose pages' stacks changed.
        case page(CoordinatorID)
    }

    /// - Parameters:
    ///   - state: The state to build from.
    ///   - cache: The nodes of the last tree built from this navigator's committed state.
    ///   - changed: What changed since, or `nil` to build every node (and a new cache). An
    ///     empty cache (a commit that changed nothing visible dropped it) also builds every
    ///     node: it knows no parents to mark.
    init(state: NavigationState, cache: TreeCache, changed: (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)?) {
        self.state = state
        guard let changed, !cache.stacks.isEmpty else {
            self.cache = TreeCache()
            whole = true
            return
        }
        self.cache = cache
        self.cache.spare = nil
        whole = false
        // Room for a change a few levels deep, so the list grows by one allocation, not several.
        dirty.reserveCapacity(8)
        for container in changed.containers { markStack(container) }
        for bar in changed.tabs { markTabs(bar, byPage: false) }
    }

    private mutating func markStack(_ container: ContainerID) {
        guard !dirty.contains(.stack(container)) else { return }
        dirty.append(.stack(container))
        switch cache.parents[container] {
        case .stack(let host)?: markStack(host)
        case .tabs(let bar, _, _)?: markTabs(bar, byPage: true)
        case nil: break
        }
    }

    private mutating func markTabs(_ bar: CoordinatorID, byPage: Bool) {
        if byPage, !dirty.contains(.page(bar)) { dirty.append(.page(bar)) }
        guard !dirty.contains(.tabs(bar)) else { return }
        dirty.append(.tabs(bar))
        if let host = cache.tabHosts[bar] { markStack(host) }
    }

    /// The hosting entries of a container, in entry order.
    private mutating func hostings(of container: ContainerID) -> [(entry: EntryID, hosting: Hosting)] {
        if let index = cache.hostings { return index[container] ?? [] }
        var index: [ContainerID: [(entry: EntryID, hosting: Hosting)]] = [:]
        for (entry, hosting) in state.hostings {
            index[hosting.container, default: []].append((entry, hosting))
        }
        for key in index.keys {
            index[key]?.sort { $0.entry < $1.entry }
        }
        cache.hostings = index
        return index[container] ?? []
    }

    /// - Parameter cached: Whether the node is read from and kept in the cache's stacks; a tab
    ///   page's node is not: its bar's node holds it.
    mutating func stackNode(_ container: ContainerID, cached: Bool = true) -> StackNode? {
        if cached, !whole, !dirty.contains(.stack(container)), let node = cache.stacks[container] { return node }
        guard let path = state.stacks[container] else { return nil }
        var hosted: [HostedNode] = []
        for (entry, hosting) in hostings(of: container) {
            var node = HostedNode(entry: entry)
            if let bar = hosting.tabs {
                if whole { cache.tabHosts[bar] = container }
                node.tabs = tabsNode(bar, shownIn: container)
            }
            for slot in hosting.embedded {
                if whole { cache.parents[slot.container] = .stack(container) }
                guard let stack = stackNode(slot.container) else { continue }
                node.embedded.append(EmbeddedNode(slot: slot.slot, stack: stack))
            }
            if let detail = hosting.detail {
                if whole { cache.parents[detail] = .stack(container) }
                node.detail = stackNode(detail)
            }
            hosted.append(node)
        }
        let node = StackNode(container: container, entryList: path.entryList, hosted: hosted)
        if cached { cache.stacks[container] = node }
        return node
    }

    private mutating func tabsNode(_ coordinator: CoordinatorID, shownIn host: ContainerID) -> TabsNode? {
        guard let bar = state.tabs[coordinator] else { return nil }
        // The host's cached node is still the last committed one: its own node is stored once
        // this build of it ends.
        if !whole,
            let cached = cache.stacks[host]?.hosted.lazy.compactMap(\.tabs).first(where: {
                $0.coordinator == coordinator
            })
        {
            if !dirty.contains(.tabs(coordinator)) { return cached }
            // The pages' names, titles and badges as the cached node shows them: only the
            // selection or the stacks of some pages changed. Replace those, not every page.
            if cache.tabPages[coordinator] == bar.pages, let node = updatedPages(of: cached, selected: bar.selected) {
                return node
            }
        }
        var pages: [TabNode] = []
        pages.reserveCapacity(bar.pages.count)
        for page in bar.pages {
            guard let stack = stackNode(page.container, cached: false) else {
                if whole { cache.parents[page.container] = .tabs(coordinator, slot: nil, host: host) }
                continue
            }
            cache.parents[page.container] = .tabs(coordinator, slot: pages.count, host: host)
            pages.append(
                TabNode(
                    name: page.name, position: page.position, title: page.title, icon: page.icon, badge: page.badge,
                    stack: stack))
        }
        let node = TabsNode(coordinator: coordinator, selected: bar.selected, pages: pages)
        cache.tabPages[coordinator] = bar.pages
        return node
    }

    /// A cached bar's node with the selection and the stacks of its changed pages brought up
    /// to date, or `nil` when a changed page has no place in it (then the node is built anew).
    private mutating func updatedPages(of cached: TabsNode, selected: Int) -> TabsNode? {
        var node = cached
        node.selected = selected
        guard dirty.contains(.page(cached.coordinator)) else { return node }
        for case .stack(let container) in dirty {
            guard case .tabs(let bar, let slot, _)? = cache.parents[container], bar == cached.coordinator else {
                continue
            }
            guard let slot, node.pages.indices.contains(slot),
                node.pages[slot].stack.container == container, let stack = stackNode(container, cached: false)
            else { return nil }
            node.pages[slot].stack = stack
        }
        return node
    }
}
