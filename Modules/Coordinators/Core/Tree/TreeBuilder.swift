import WayfinderRouting
import WayfinderStacks

/// The nodes of the last committed tree, each with every container and tab bar below it, so a
/// commit rebuilds only the nodes above what it changed.
///
/// Valid while what hosts what stays as it was: a commit that may have changed it (internal
/// steps, dropped content) starts a new cache.
struct TreeCache {
    /// A node and everything it was built from.
    struct Built<Node> {
        var node: Node
        var containers: Set<ContainerID>
        var tabBars: Set<CoordinatorID>
    }

    var stacks: [ContainerID: Built<StackNode>] = [:]
    var tabs: [CoordinatorID: Built<TabsNode>] = [:]
    /// The bar's pages each cached tab node was built from.
    var tabPages: [CoordinatorID: [TabPageState]] = [:]
    /// The hosting entries of each container, in entry order.
    var hostings: [ContainerID: [(entry: EntryID, hosting: Hosting)]]?
}

/// Builds tree nodes from a navigation state, reusing cached nodes nothing changed below.
struct TreeBuilder {
    let state: NavigationState
    private(set) var cache: TreeCache
    /// What the commit changed, or `nil` to build every node.
    let changed: (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)?

    init(state: NavigationState, cache: TreeCache, changed: (containers: Set<ContainerID>, tabs: Set<CoordinatorID>)?) {
        self.state = state
        self.cache = cache
        self.changed = changed
    }

    /// Whether nothing the commit changed is below a cached node.
    private func unchanged<Node>(_ built: TreeCache.Built<Node>) -> Bool {
        guard let changed else { return false }
        return changed.containers.allSatisfy { !built.containers.contains($0) }
            && changed.tabs.allSatisfy { !built.tabBars.contains($0) }
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
        if let built = cache.stacks[container], unchanged(built) { return built.node }
        guard let path = state.stacks[container] else { return nil }
        var containers: Set<ContainerID> = [container]
        var tabBars: Set<CoordinatorID> = []
        var hosted: [HostedNode] = []
        for (entry, hosting) in hostings(of: container) {
            var node = HostedNode(entry: entry)
            if let bar = hosting.tabs, let tabs = tabsNode(bar) {
                node.tabs = tabs
                tabBars.insert(bar)
                if let built = cache.tabs[bar] {
                    containers.formUnion(built.containers)
                    tabBars.formUnion(built.tabBars)
                }
            }
            for slot in hosting.embedded {
                guard let stack = stackNode(slot.container) else { continue }
                node.embedded.append(EmbeddedNode(slot: slot.slot, stack: stack))
                absorb(slot.container, into: &containers, &tabBars)
            }
            if let detail = hosting.detail, let stack = stackNode(detail) {
                node.detail = stack
                absorb(detail, into: &containers, &tabBars)
            }
            hosted.append(node)
        }
        let node = StackNode(container: container, entryList: path.entryList, hosted: hosted)
        cache.stacks[container] = TreeCache.Built(node: node, containers: containers, tabBars: tabBars)
        return node
    }

    private func absorb(
        _ container: ContainerID, into containers: inout Set<ContainerID>, _ tabBars: inout Set<CoordinatorID>
    ) {
        guard let built = cache.stacks[container] else { return }
        containers.formUnion(built.containers)
        tabBars.formUnion(built.tabBars)
    }

    private mutating func tabsNode(_ coordinator: CoordinatorID) -> TabsNode? {
        guard let bar = state.tabs[coordinator] else { return nil }
        if let built = cache.tabs[coordinator], cache.tabPages[coordinator] == bar.pages,
            let changed,
            changed.containers.allSatisfy({ !built.containers.contains($0) }),
            changed.tabs.allSatisfy({ $0 == coordinator || !built.tabBars.contains($0) })
        {
            // Only the selection may have changed: the pages are reused whole.
            var node = built.node
            node.selected = bar.selected
            cache.tabs[coordinator]?.node = node
            return node
        }
        var containers: Set<ContainerID> = []
        var tabBars: Set<CoordinatorID> = [coordinator]
        var pages: [TabNode] = []
        pages.reserveCapacity(bar.pages.count)
        for page in bar.pages {
            guard let stack = stackNode(page.container) else { continue }
            pages.append(
                TabNode(
                    name: page.name, position: page.position, title: page.title, icon: page.icon, badge: page.badge,
                    stack: stack))
            absorb(page.container, into: &containers, &tabBars)
        }
        let node = TabsNode(coordinator: coordinator, selected: bar.selected, pages: pages)
        cache.tabs[coordinator] = TreeCache.Built(node: node, containers: containers, tabBars: tabBars)
        cache.tabPages[coordinator] = bar.pages
        return node
    }
}
