import WayfinderRouting
import WayfinderStacks

/// The stack and tab nodes of the last committed tree, and where each hangs, so a commit
/// rebuilds only the nodes on the way from what it changed up to the root. One of the
/// ``FastPaths``: it takes every commit that did not change what hosts what.
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
    /// Where ``replaceEntries(of:with:upTo:keepingSpare:)`` stopped when it stopped below the
    /// root at a container nothing hosts: the root stack of a window without focus, whose node
    /// it replaced. The caller reads it after a `nil` and sets it back to `nil` (so the climb
    /// of every other push does not have to).
    var stoppedAt: ContainerID?
}

extension TreeCache {
    /// Gives `container`'s cached node `entries` and replaces the cached nodes above it, up to
    /// the top of its way up, each with its other children kept: the tree of a commit that
    /// changed only that container's entries (what hosts what unchanged).
    ///
    /// The top is `root` for a container of the focused window. For a container of a window
    /// without focus it is that window's root stack (nothing hosts it): the climb replaces the
    /// nodes up to it all the same, returns `nil` and notes it in ``stoppedAt``, so the caller
    /// learns which window changed without climbing again. (Not returned with the node: the
    /// caller's check of which top it got cost a push and pop in one window 15 to 45
    /// instructions, measured.)
    ///
    /// - Parameters:
    ///   - root: The focused window's root stack.
    ///   - keepingSpare: Whether a commit in a page of a bar on the root builds its node in the
    ///     spare's storage and keeps the node it replaces as the next spare (``SpareHostNode``).
    /// - Returns: The root's new node, or `nil` when the way up ends elsewhere or the cache does
    ///   not hold it whole (nodes replaced so far are the new ones; a builder marking the
    ///   container dirty rebuilds them all the same).
    mutating func replaceEntries(
        of container: ContainerID, with entries: EntryList<AnyRoute>, upTo root: ContainerID, keepingSpare: Bool
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
                if host == root, replacement == nil, keepingSpare {
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
                stacks.values[index].entries = entries
                node = stacks.values[index]
            }
            if current == root { return node }
            // Nothing hosts `current`: the top of another window's way up (the caller checks that
            // a window has it as its root stack).
            guard let parent else {
                stoppedAt = current
                return nil
            }
            guard case .stack(let host) = parent, let hostPosition = stacks.index(forKey: host) else { return nil }
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
