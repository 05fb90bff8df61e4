import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A navigation tree with each stack kept once, by container, and hosted content naming its
/// stacks by container: the form the SQLite store's tree changes are computed on and applied
/// to.
///
/// Flattening and rebuilding visit containers and hosted nodes, never entries: entry lists are
/// shared with the tree (``/WayfinderCoordinators/StackNode/entries``; never `entries`, which
/// copies), so both cost what the tree's shape costs, not its depth.
struct FlatTree: Hashable, Sendable {
    /// The root container, or `nil` for a tree without one.
    var root: ContainerID?
    /// Every stack of the tree.
    var stacks: [ContainerID: FlatStack]
    /// The coordinator hierarchy.
    var coordinators: CoordinatorNode?

    /// How deep hosted stacks may nest when the tree is rebuilt; deeper is damage, not a tree.
    static let maxNesting = 256

    /// A tree with nothing in it.
    static let empty = FlatTree(root: nil, stacks: [:], coordinators: nil)
}

extension FlatTree {
    // MARK: - Flattening

    /// Flattens `tree`.
    ///
    /// - Throws: ``TreeChangeFailure`` when a container appears twice (such a tree cannot be
    ///   kept by container; the store saves it whole).
    init(_ tree: NavigationTree) throws(TreeChangeFailure) {
        root = tree.root?.container
        stacks = [:]
        coordinators = tree.coordinators
        if let node = tree.root { try add(node) }
    }

    private mutating func add(_ node: StackNode) throws(TreeChangeFailure) {
        var hosted: [FlatHosted] = []
        hosted.reserveCapacity(node.hosted.count)
        for item in node.hosted {
            var tabs: FlatTabs?
            if let bar = item.tabs {
                var pages: [FlatPage] = []
                for page in bar.pages {
                    try add(page.stack)
                    pages.append(
                        FlatPage(
                            name: page.name, position: page.position, title: page.title, icon: page.icon,
                            badge: page.badge, stack: page.stack.container))
                }
                tabs = FlatTabs(coordinator: bar.coordinator, selected: bar.selected, pages: pages)
            }
            var embedded: [FlatEmbedded] = []
            for slot in item.embedded {
                try add(slot.stack)
                embedded.append(FlatEmbedded(slot: slot.slot, stack: slot.stack.container))
            }
            if let detail = item.detail { try add(detail) }
            hosted.append(FlatHosted(entry: item.entry, tabs: tabs, embedded: embedded, detail: item.detail?.container))
        }
        guard stacks.updateValue(FlatStack(entries: node.entries, hosted: hosted), forKey: node.container) == nil
        else {
            throw TreeChangeFailure("container \(node.container) appears twice in the tree")
        }
    }

    // MARK: - Rebuilding

    /// The tree again.
    ///
    /// - Throws: ``TreeChangeFailure`` when a stack names a container that is not there, a
    ///   container is reached twice, hosting nests deeper than ``maxNesting``, or a stack is not
    ///   reached from the root at all.
    func tree() throws(TreeChangeFailure) -> NavigationTree {
        var reached: Set<ContainerID> = []
        let node = try root.map { root throws(TreeChangeFailure) in try stack(root, depth: 0, reached: &reached) }
        if reached.count != stacks.count {
            let stray = stacks.keys.filter { !reached.contains($0) }.sorted().prefix(3)
            throw TreeChangeFailure(
                "containers \(stray.map(\.description).joined(separator: ", ")) are not in the tree")
        }
        return NavigationTree(root: node, coordinators: coordinators)
    }

    private func stack(
        _ id: ContainerID, depth: Int, reached: inout Set<ContainerID>
    ) throws(TreeChangeFailure) -> StackNode {
        guard depth <= Self.maxNesting else {
            throw TreeChangeFailure("stacks nest more than \(Self.maxNesting) levels deep")
        }
        guard let flat = stacks[id] else { throw TreeChangeFailure("container \(id) is not there") }
        guard reached.insert(id).inserted else { throw TreeChangeFailure("container \(id) is reached twice") }
        var hosted: [HostedNode] = []
        hosted.reserveCapacity(flat.hosted.count)
        for item in flat.hosted {
            var tabs: TabsNode?
            if let bar = item.tabs {
                var pages: [TabNode] = []
                for page in bar.pages {
                    pages.append(
                        TabNode(
                            name: page.name, position: page.position, title: page.title, icon: page.icon,
                            badge: page.badge, stack: try stack(page.stack, depth: depth + 1, reached: &reached)))
                }
                tabs = TabsNode(coordinator: bar.coordinator, selected: bar.selected, pages: pages)
            }
            var embedded: [EmbeddedNode] = []
            for slot in item.embedded {
                embedded.append(
                    EmbeddedNode(slot: slot.slot, stack: try stack(slot.stack, depth: depth + 1, reached: &reached)))
            }
            let detail = try item.detail.map { detail throws(TreeChangeFailure) in
                try stack(detail, depth: depth + 1, reached: &reached)
            }
            hosted.append(HostedNode(entry: item.entry, tabs: tabs, embedded: embedded, detail: detail))
        }
        return StackNode(container: id, entries: flat.entries, hosted: hosted)
    }
}

/// One stack of a ``FlatTree``: its entries, and what they host with stacks named by container.
struct FlatStack: Hashable, Sendable {
    /// The entries, bottom to top, sharing storage with the tree they were read from.
    var entries: EntryList<AnyRoute>
    var hosted: [FlatHosted]
}

/// A ``HostedNode`` whose stacks are named by container.
struct FlatHosted: Hashable, Sendable, Codable {
    var entry: EntryID
    var tabs: FlatTabs?
    var embedded: [FlatEmbedded]
    var detail: ContainerID?
}

/// A ``TabsNode`` whose pages' stacks are named by container.
struct FlatTabs: Hashable, Sendable, Codable {
    var coordinator: CoordinatorID
    var selected: Int
    var pages: [FlatPage]
}

/// A ``TabNode`` whose stack is named by container.
struct FlatPage: Hashable, Sendable, Codable {
    var name: String
    var position: Int
    var title: String
    var icon: String?
    var badge: String?
    var stack: ContainerID
}

/// An ``EmbeddedNode`` whose stack is named by container.
struct FlatEmbedded: Hashable, Sendable, Codable {
    var slot: String
    var stack: ContainerID
}

/// Why a tree cannot be kept by container, or a tree change does not apply.
struct TreeChangeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
