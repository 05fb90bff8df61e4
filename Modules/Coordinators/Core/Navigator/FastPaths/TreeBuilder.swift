import WayfinderRouting
import WayfinderStacks

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
        let node = StackNode(container: container, entries: path.entries, hosted: hosted)
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

/// What a commit changed, as the tree builder is told.
enum TreeChange {
    /// One container's entries, and nothing else.
    case container(ContainerID, EntryList<AnyRoute>)
    /// These containers and tab bars; what hosts what is as it was.
    case touched(Set<ContainerID>, Set<CoordinatorID>)
    /// What hosts what may have changed.
    case structural
}
