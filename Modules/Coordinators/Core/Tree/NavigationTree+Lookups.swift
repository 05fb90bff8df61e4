import WayfinderRouting
import WayfinderStacks

extension NavigationTree {
    // MARK: - Stacks

    /// Every stack of the tree: the root's, then the ones its entries host (tab pages, embedded
    /// slots, detail columns), breadth first; then, window by window, the other windows' stacks
    /// in the same order.
    public var allStacks: [StackNode] {
        guard let windows else { return root?.subtree ?? [] }
        return (root?.subtree ?? []) + windows.others.flatMap { $0.root?.subtree ?? [] }
    }

    /// The stack holding the entry `id`.
    ///
    /// - Parameter id: An entry id.
    /// - Returns: The stack, or `nil` when no stack of the tree holds that entry.
    public func stack(containing id: EntryID) -> StackNode? {
        allStacks.first { $0.entries.contains { $0.id == id } }
    }

    /// The stack of the container `container`.
    ///
    /// - Parameter container: A container id.
    /// - Returns: The stack, or `nil` when the tree has no such container.
    public func stack(_ container: ContainerID) -> StackNode? {
        allStacks.first { $0.container == container }
    }

    /// The entry hosting the stack `container` (a tab bar's entry for its pages).
    ///
    /// - Parameter container: A container id.
    /// - Returns: The hosting entry, or `nil` for the root stack and unknown containers.
    public func host(of container: ContainerID) -> EntryID? {
        for stack in allStacks {
            if let hosted = stack.hosted.first(where: { $0.stacks.contains { $0.container == container } }) {
                return hosted.entry
            }
        }
        return nil
    }

    // MARK: - The visible path

    /// The stacks on the way from the root to the screen the user sees: the root stack, then,
    /// while the top entry of the last one shows a tab bar, that bar's selected page's stack.
    /// Embedded slots and detail columns sit beside their host screen, not on top of it, so
    /// they are not on the way.
    public var visibleStacks: VisibleStacks {
        VisibleStacks(root: root)
    }

    /// The entries on the way from the root to the screen the user sees, bottom to top: every
    /// entry of each of ``visibleStacks``. Entries below the top of a stack are on the path (they
    /// are what back returns to); an entry that shows a tab bar is on it too, below its page's
    /// entries.
    public var visiblePath: [VisibleEntry] {
        var path: [VisibleEntry] = []
        for stack in visibleStacks {
            for entry in stack.entries {
                path.append(VisibleEntry(entry: entry, stack: stack))
            }
        }
        return path
    }

    /// The entry the user sees on top: the top of the last of ``visibleStacks`` that has one
    /// (a tab bar's entry when its selected page is empty).
    public var topEntry: Entry<AnyRoute>? {
        // Every commit's event asks for it, and so do guards: a walk with no iterator to copy
        // stacks through (the iterator cost ~200 instructions a call, measured).
        guard let root else { return nil }
        return Self.top(of: root)
    }

    private static func top(of stack: StackNode) -> Entry<AnyRoute>? {
        guard let last = stack.entries.last else { return nil }
        guard !stack.hosted.isEmpty, let page = stack.pageStack(shownBy: last.id) else { return last }
        return top(of: page) ?? last
    }

    // MARK: - Entries

    /// The entry with this id anywhere in the tree (tab pages, embedded slots and detail
    /// columns included).
    ///
    /// - Parameter id: An entry id.
    /// - Returns: The entry, or `nil`.
    public func entry(_ id: EntryID) -> Entry<AnyRoute>? {
        for stack in allStacks {
            if let entry = stack.entries.first(where: { $0.id == id }) { return entry }
        }
        return nil
    }

    /// The first entry (breadth first over ``allStacks``) showing the route registered as `name`.
    ///
    /// - Parameter name: A route's registered name.
    /// - Returns: The stack and the entry's index in it, or `nil`.
    public func firstEntry(showing name: String) -> (stack: StackNode, index: Int)? {
        for stack in allStacks {
            if let index = stack.entries.firstIndex(where: { $0.route.routeName == name }) { return (stack, index) }
        }
        return nil
    }

    // MARK: - Coordinators

    /// Every coordinator node of the hierarchy, every window's, breadth first: parents before
    /// their children, the focused window's root first.
    public var allCoordinators: [CoordinatorNode] {
        var pending = coordinators.map { [$0] } ?? []
        if let windows { pending += windows.others.compactMap(\.coordinators) }
        var found: [CoordinatorNode] = []
        while !pending.isEmpty {
            let node = pending.removeFirst()
            found.append(node)
            pending += node.children
        }
        return found
    }

    /// The coordinator node with this id.
    ///
    /// - Parameter id: A coordinator id.
    /// - Returns: The node, or `nil` when the hierarchy has no such coordinator.
    public func coordinator(_ id: CoordinatorID) -> CoordinatorNode? {
        allCoordinators.first { $0.id == id }
    }
}

extension StackNode {
    /// The stack of the selected page of the tab bar that the entry `id` shows, if it shows
    /// one: what is on screen above that entry when it is this stack's top. The one rule of the
    /// visible path (``NavigationTree/visibleStacks``, ``NavigationTree/topEntry``).
    func pageStack(shownBy id: EntryID) -> StackNode? {
        hosted(by: id)?.tabs?.selectedPage?.stack
    }

    /// This stack, then every stack hosted below its entries, breadth first.
    public var subtree: [StackNode] {
        // Breadth first in one array (the stacks not yet visited are its tail), each entry's
        // stacks appended without building a list per entry: `wayfinder check` walks every
        // state's tree several times.
        var found = [self]
        var next = 0
        while next < found.count {
            let stack = found[next]
            next += 1
            for hosted in stack.hosted { hosted.appendStacks(to: &found) }
        }
        return found
    }
}

extension HostedNode {
    /// The stacks this entry hosts directly: tab pages, embedded slots, the detail column.
    public var stacks: [StackNode] {
        var stacks: [StackNode] = []
        appendStacks(to: &stacks)
        return stacks
    }

    /// Appends ``stacks`` to `list`, in their order.
    func appendStacks(to list: inout [StackNode]) {
        if let tabs {
            for page in tabs.pages { list.append(page.stack) }
        }
        for slot in embedded { list.append(slot.stack) }
        if let detail { list.append(detail) }
    }
}

/// The stacks on the way from a tree's root to the screen the user sees (see
/// ``NavigationTree/visibleStacks``), walked without building a list.
public struct VisibleStacks: Sequence, IteratorProtocol {
    private var upcoming: StackNode?

    init(root: StackNode?) {
        upcoming = root
    }

    /// The next stack on the way, or `nil` past the last.
    public mutating func next() -> StackNode? {
        guard let stack = upcoming else { return nil }
        upcoming = stack.entries.last.flatMap { stack.pageStack(shownBy: $0.id) }
        return stack
    }
}

/// One entry on the way from the root to the screen the user sees (see
/// ``NavigationTree/visiblePath``).
public struct VisibleEntry: Hashable, Sendable {
    /// The entry.
    public let entry: Entry<AnyRoute>
    /// The stack it is in.
    public let stack: StackNode

    /// The tab bar this entry shows, when it hosts one.
    public var tabs: TabsNode? { stack.hosted(by: entry.id)?.tabs }
}
