import WayfinderRouting
import WayfinderStacks

/// The change of the last direct request, kept emptied so that the next one refills its storage
/// and lists instead of allocating a change, a steps list and a containers list (3 of the 11
/// mallocs a router push + pop took before it).
///
/// The pool keeps a change only when nothing else holds it (``NavigationChange/emptyForReuse()``):
/// a renderer, an observer's event or a ticket that keeps the change keeps it as it was.
struct ChangePool {
    /// The emptied change, when one is kept.
    var spare: NavigationChange?

    /// Takes the kept change out, if any, for the next request to refill.
    mutating func take() -> NavigationChange? {
        spare.take()
    }

    /// Keeps `change` for the next request if nothing else holds it, emptied.
    mutating func keep(_ change: inout NavigationChange) {
        if change.emptyForReuse() { spare = change }
    }
}

extension FastPaths {
    /// The change pool seam: keeps `change`, published, for the next one-path request to refill
    /// when ``ChangePool`` is on and nothing else holds it.
    @inline(__always) mutating func keep(_ change: inout NavigationChange) {
        if enabled.contains(.changePool) { changes.keep(&change) }
    }

    /// The change pool seam: the kept change, if any, for the next request to refill.
    @inline(__always) mutating func takeChange() -> NavigationChange? {
        changes.take()
    }
}

extension NavigationChange {
    /// Empties this change for the next one to reuse, when nothing else holds it: its lists
    /// keep their capacity and let go of their elements, and its tree is dropped, so a change
    /// kept for reuse holds no entry alive.
    ///
    /// The navigator keeps a change it made only for its own next request: a renderer, an
    /// observer or a ticket that still holds it makes this return `false`, and the change stays
    /// as it was.
    ///
    /// - Returns: Whether the change was emptied.
    mutating func emptyForReuse() -> Bool {
        guard isKnownUniquelyReferenced(&storage) else { return false }
        // One by one: a router request's lists hold one element, and `removeAll(keepingCapacity:)`
        // costs ~200 instructions more per list.
        while !storage.fields.steps.isEmpty { storage.fields.steps.removeLast() }
        while !storage.fields.containers.isEmpty { storage.fields.containers.removeLast() }
        storage.fields.tabs = []
        storage.fields.tree = .empty
        storage.fields.animatedSteps = nil
        return true
    }

    /// Moves the lists out of a change emptied by ``emptyForReuse()``, to be filled for the next
    /// change: one that nothing else holds changes without a new allocation.
    mutating func takeLists() -> (steps: [NavigationStep], containers: [ContainerChange]) {
        guard isKnownUniquelyReferenced(&storage) else { return ([], []) }
        let lists = (storage.fields.steps, storage.fields.containers)
        storage.fields.steps = []
        storage.fields.containers = []
        return lists
    }

    /// The change of one request in a single container (every step animating as the change
    /// does), made in the storage of `spare` (emptied by ``emptyForReuse()``) when nothing else
    /// holds it, in a new one otherwise.
    init(
        reusing spare: consuming NavigationChange?, id: UInt64, source: NavigationSource,
        steps: consuming [NavigationStep], containers: consuming [ContainerChange], tree: NavigationTree,
        animated: Bool
    ) {
        let fields = Fields(
            id: id, source: source, steps: steps, containers: containers, tabs: [], tree: tree, animated: animated,
            animatedSteps: nil)
        if var reused = spare, isKnownUniquelyReferenced(&reused.storage) {
            reused.storage.fields = fields
            self = reused
        } else {
            storage = Storage(fields)
        }
    }
}
