import WayfinderRouting
import WayfinderStacks

/// The node a commit in a tab page replaced, kept to build a later commit's node in its storage.
///
/// A commit in a page makes a new root node, hosted list, page list and page: the last
/// published tree holds the old ones, so they cannot change in place. One commit later, once the
/// renderer has let go of that tree, nothing but this spare holds them, and the next commit
/// writes its node into them instead of allocating three objects and freeing three others.
///
/// Popped screens are not kept alive by it: once its tree is let go, the page the replacing
/// commit changed (the only part that can hold entries no longer shown) is emptied at once
/// (``TreeCache/settleSpare()``). A spare whose tree is still held (a renderer that completes
/// later, an observer keeping the tree) is dropped instead. Copy-on-write keeps any value a
/// caller still holds as it was in every case: a part shared with anything is copied, not
/// written.
///
/// A class, so that the node changes where it is: the cache keeps one for as long as commits
/// keep going to tab pages. Only the navigator's cache holds it, on the main actor, and no
/// access to it overlaps another: its fields skip the dynamic exclusivity checks, as the
/// navigator's own do.
final class SpareHostNode {
    // `@exclusivity(unchecked)` on the four fields: only the navigator's cache holds a spare, on
    // the main actor, and no access to a field overlaps another. The dynamic checks cost ~1,470
    // instructions per tab push + pop (docs/performance.md, "The spare root node").

    /// The replaced node of the host.
    // Unchecked exclusivity: only the main-actor cache touches it, never overlapping; saves ~1,470 per tab push + pop.
    @exclusivity(unchecked) var node: StackNode
    /// Where ``node`` stands: just replaced, shown in a tree still to be let go, or free to be
    /// written.
    // Unchecked exclusivity: only the main-actor cache touches it, never overlapping; saves ~1,470 per tab push + pop.
    @exclusivity(unchecked) var status: Status = .awaitingTree
    /// Where the changed bar sits in the node's hosted list.
    // Unchecked exclusivity: only the main-actor cache touches it, never overlapping; saves ~1,470 per tab push + pop.
    @exclusivity(unchecked) private var index: Int
    /// The page the replacing commit changed.
    // Unchecked exclusivity: only the main-actor cache touches it, never overlapping; saves ~1,470 per tab push + pop.
    @exclusivity(unchecked) private var slot: Int

    enum Status {
        /// ``node`` was just replaced; the navigator sets the tree that shows it next.
        case awaitingTree
        /// ``node`` is in this tree, until ``TreeCache/settleSpare()`` finds it let go.
        case shown(NavigationTree)
        /// The tree that showed ``node`` was let go and the changed page emptied: the node can
        /// be written.
        case settled
    }

    /// Whether ``node`` can be written (``Status/settled``).
    var isSettled: Bool {
        if case .settled = status { true } else { false }
    }

    /// Keeps `node`, just replaced; its tree is set next.
    init(node: StackNode, index: Int, slot: Int) {
        self.node = node
        self.index = index
        self.slot = slot
    }

    /// Keeps ``node``, just replaced, with the page that changed; its tree is set next.
    func keep(index: Int, slot: Int) {
        self.index = index
        self.slot = slot
        status = .awaitingTree
    }

    /// Writes into `target`, the spare node it took the place of, what ``node`` (the current
    /// node, swapped in) becomes with page `slot` of `bar`'s tab bar showing `entries`.
    ///
    /// - Returns: Where the bar sits in the hosted list; `nil`, writing nothing, when the two
    ///   nodes' shapes differ (then the caller swaps back and builds the node anew).
    func write(
        into target: inout StackNode, bar: CoordinatorID, slot: Int, page container: ContainerID,
        entries: EntryList<AnyRoute>
    ) -> Int? {
        guard target.container == node.container, target.hosted.count == node.hosted.count,
            let index = node.hosted.firstIndex(where: { $0.tabs?.coordinator == bar }),
            target.hosted[index].become(node.hosted[index], withPage: slot, of: container, showing: entries)
        else { return nil }
        for other in node.hosted.indices where other != index {
            target.hosted[other] = node.hosted[other]
        }
        target.entries = node.entries
        return index
    }

    /// Empties the page the replacing commit changed once the tree showing ``node`` is let go.
    ///
    /// - Returns: `false` when the tree is still held or the page is shared: the spare is of no
    ///   use then.
    func settle() -> Bool {
        guard case .shown(var tree) = status else { return false }
        // The status lets go of the tree, so that only `tree` holds it if nothing else does;
        // then `tree` lets go too, before the write: writing while it holds the node would copy
        // the node. (When this returns `false` the spare is dropped, whatever its status.)
        status = .settled
        guard tree.isUniquelyHeld() else { return false }
        _ = consume tree
        guard node.hosted.indices.contains(index) else { return false }
        return node.hosted[index].emptyPageStackInPlace(slot)
    }
}

extension HostedNode {
    /// Makes this node `other` with page `slot` of its tab bar showing `entries`, writing into
    /// the storage this node holds alone.
    ///
    /// - Returns: `false`, changing nothing, when `other` has no page `slot` showing
    ///   `container`'s stack, or this node's bar is another or has another number of pages.
    fileprivate mutating func become(
        _ other: HostedNode, withPage slot: Int, of container: ContainerID, showing entries: EntryList<AnyRoute>
    ) -> Bool {
        guard let bars = other.tabs, bars.pages.indices.contains(slot), bars.pages[slot].stackContainer == container,
            tabs?.coordinator == bars.coordinator, tabs?.pages.count == bars.pages.count
        else { return false }
        entry = other.entry
        if !embedded.isEmpty || !other.embedded.isEmpty { embedded = other.embedded }
        if detail != nil || other.detail != nil { detail = other.detail }
        tabs?.become(bars, withPage: slot, showing: entries)
        return true
    }

    /// Empties the stack of page `slot` of the tab bar in place; `false` when it cannot.
    fileprivate mutating func emptyPageStackInPlace(_ slot: Int) -> Bool {
        guard tabs?.pages.indices.contains(slot) == true else { return false }
        return tabs?.pages[slot].emptyStackInPlace() == true
    }
}

extension TabsNode {
    /// Makes these pages `other`'s, page `slot` showing `entries`.
    fileprivate mutating func become(_ other: TabsNode, withPage slot: Int, showing entries: EntryList<AnyRoute>) {
        selected = other.selected
        for page in other.pages.indices where page != slot && !pages[page].isIdentical(to: other.pages[page]) {
            pages[page] = other.pages[page]
        }
        pages[slot].become(other.pages[slot], withStackEntries: entries)
    }
}

extension TreeCache {
    /// Called once a commit's tree is published: keeps the spare if the renderer has let go of
    /// its tree, emptying the page that commit changed, and drops it otherwise.
    @inline(__always) mutating func settleSpare() {
        if let kept = spare, case .shown = kept.status, !kept.settle() { spare = nil }
    }
}
