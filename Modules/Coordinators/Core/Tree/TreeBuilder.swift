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
        /// A page of this tab bar.
        case tabs(CoordinatorID)
    }

    var stacks: [ContainerID: StackNode] = [:]
    var tabs: [CoordinatorID: TabsNode] = [:]
    /// The bar's pages each cached tab node was built from.
    var tabPages: [CoordinatorID: [TabPageState]] = [:]
    /// The hosting entries of each container, in entry order.
    var hostings: [ContainerID: [(entry: EntryID, hosting: Hosting)]]?
    var parents: [ContainerID: Parent] = [:]
    /// The container whose entry shows each tab bar.
    var tabHosts: [CoordinatorID: ContainerID] = [:]
    /// Where each page's node sits in its bar's cached node (pages without a stack have none).
    var pageSlots: [ContainerID: Int] = [:]
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
        while true {
            // The node to replace, read where the way up reaches it: a page's node from its bar
            // (one lookup fewer), any other from the stacks.
            if current != root, case .tabs(let bar)? = parents[current] {
                guard let host = tabHosts[bar], var hostNode = stacks[host],
                    let index = hostNode.hosted.firstIndex(where: { $0.tabs?.coordinator == bar }),
                    var bars = hostNode.hosted[index].tabs, let slot = pageSlots[current],
                    bars.pages.indices.contains(slot), bars.pages[slot].stack.container == current
                else { return nil }
                let node = replacement ?? bars.pages[slot].stack.with(entries)
                stacks[current] = node
                bars.pages[slot].stack = node
                tabs[bar] = bars
                hostNode.hosted[index].tabs = bars
                replacement = hostNode
                current = host
                continue
            }
            guard let node = replacement ?? stacks[current]?.with(entries) else { return nil }
            stacks[current] = node
            if current == root { return node }
            guard case .stack(let host)? = parents[current], var hostNode = stacks[host],
                let index = hostNode.hosted.firstIndex(where: { hosted in
                    hosted.detail?.container == current || hosted.embedded.contains { $0.stack.container == current }
                })
            else { return nil }
            if hostNode.hosted[index].detail?.container == current {
                hostNode.hosted[index].detail = node
            } else if let slot = hostNode.hosted[index].embedded.firstIndex(where: { $0.stack.container == current }) {
                hostNode.hosted[index].embedded[slot].stack = node
            }
            replacement = hostNode
            current = host
        }
    }
}

extension StackNode {
    /// This node with `entries` in place of its entries.
    fileprivate func with(_ entries: EntryList<AnyRoute>) -> StackNode {
        var node = self
        node.entryList = entries
        return node
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
        whole = false
        // Room for a change a few levels deep, so the list grows by one allocation, not several.
        dirty.reserveCapacity(8)
        for container in changed.containers { markStack(container) }
        for bar in changed.tabs { markTabs(bar, byPage: false) }
    }

    /// A builder for a commit that changed one container's entries, and nothing about what
    /// hosts what.
    init(state: NavigationState, cache: TreeCache, changedContainer container: ContainerID) {
        self.state = state
        guard !cache.stacks.isEmpty else {
            self.cache = TreeCache()
            whole = true
            return
        }
        self.cache = cache
        whole = false
        dirty.reserveCapacity(8)
        markStack(container)
    }

    private mutating func markStack(_ container: ContainerID) {
        guard !dirty.contains(.stack(container)) else { return }
        dirty.append(.stack(container))
        switch cache.parents[container] {
        case .stack(let host)?: markStack(host)
        case .tabs(let bar)?: markTabs(bar, byPage: true)
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

    mutating func stackNode(_ container: ContainerID) -> StackNode? {
        if !whole, !dirty.contains(.stack(container)), let node = cache.stacks[container] { return node }
        guard let path = state.stacks[container] else { return nil }
        var hosted: [HostedNode] = []
        for (entry, hosting) in hostings(of: container) {
            var node = HostedNode(entry: entry)
            if let bar = hosting.tabs {
                if whole { cache.tabHosts[bar] = container }
                node.tabs = tabsNode(bar)
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
        cache.stacks[container] = node
        return node
    }

    private mutating func tabsNode(_ coordinator: CoordinatorID) -> TabsNode? {
        guard let bar = state.tabs[coordinator] else { return nil }
        if !whole, let cached = cache.tabs[coordinator] {
            if !dirty.contains(.tabs(coordinator)) { return cached }
            // The pages' names, titles and badges as the cached node shows them: only the
            // selection or the stacks of some pages changed. Replace those, not every page.
            if cache.tabPages[coordinator] == bar.pages, let node = updatedPages(of: cached, selected: bar.selected) {
                cache.tabs[coordinator] = node
                return node
            }
        }
        var pages: [TabNode] = []
        pages.reserveCapacity(bar.pages.count)
        for page in bar.pages {
            if whole { cache.parents[page.container] = .tabs(coordinator) }
            guard let stack = stackNode(page.container) else { continue }
            cache.pageSlots[page.container] = pages.count
            pages.append(
                TabNode(
                    name: page.name, position: page.position, title: page.title, icon: page.icon, badge: page.badge,
                    stack: stack))
        }
        let node = TabsNode(coordinator: coordinator, selected: bar.selected, pages: pages)
        cache.tabs[coordinator] = node
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
            guard case .tabs(let bar)? = cache.parents[container], bar == cached.coordinator else { continue }
            guard let slot = cache.pageSlots[container], node.pages.indices.contains(slot),
                node.pages[slot].stack.container == container, let stack = stackNode(container)
            else { return nil }
            node.pages[slot].stack = stack
        }
        return node
    }
}
