import WayfinderRouting
import WayfinderStacks

/// What applying steps did besides changing the state.
struct StepEffects {
    /// Whether a step may have taken a coordinator's placement away: it ended a scope, or
    /// changed state directly (internal steps create and drop containers).
    var unplaces = false
    /// Whether a step opened, focused, closed, showed or hid a window: the change is then shown
    /// and asked about even when no container changed.
    var windows = false
    /// For each container a step changed, how many entries from the root up no step touched
    /// (what a path operation keeps below what it removes and inserts; 0 after an internal
    /// change): the container diff starts above them. Most requests change one container: its
    /// count is kept inline, and only further containers need a dictionary (and its allocation).
    private var firstKept: (container: ContainerID, count: Int)?
    private var moreKept: [ContainerID: Int] = [:]
    /// The top-most entry the last path operation that inserted any inserted: what a request
    /// that pushes or presents hands back to its caller (``NavigationTicket/insertedEntry``).
    var lastInserted: EntryID?

    /// How many entries of `container` from the root up no step touched, or `nil` when no step
    /// recorded it.
    func kept(in container: ContainerID) -> Int? {
        if let firstKept, firstKept.container == container { return firstKept.count }
        return moreKept.isEmpty ? nil : moreKept[container]
    }

    /// Records that at most the first `count` entries of `container` were left untouched.
    mutating func keep(_ count: Int, in container: ContainerID) {
        guard let first = firstKept else {
            firstKept = (container, count)
            return
        }
        if first.container == container {
            firstKept = (container, min(first.count, count))
        } else {
            moreKept[container] = min(moreKept[container] ?? count, count)
        }
    }

    /// Records a path operation's change (`nil`: nothing was applied).
    mutating func record(_ change: PathChange<AnyRoute>?, in container: ContainerID) {
        guard let change else { return }
        if !change.endedScopes.isEmpty { unplaces = true }
        if let inserted = change.inserted.last { lastInserted = inserted.id }
        // Kept entries may have changed content in place (`updated`): then compare them all.
        keep(change.updated.isEmpty ? change.keptCount : 0, in: container)
    }

    /// Adds what later steps did. Records that hold nothing yet take `other`'s over whole: the
    /// first (for a request applied while idle, the only) join allocates nothing again.
    mutating func merge(_ other: StepEffects) {
        guard unplaces || firstKept != nil else {
            self = other
            return
        }
        unplaces = unplaces || other.unplaces
        windows = windows || other.windows
        if let inserted = other.lastInserted { lastInserted = inserted }
        if let first = other.firstKept { keep(first.count, in: first.container) }
        for (container, count) in other.moreKept { keep(count, in: container) }
    }
}

extension Set {
    /// Adds `other`'s members; an empty set takes `other`'s storage over instead of allocating
    /// its own (a transaction's first join).
    mutating func absorb(_ other: Set) {
        if isEmpty {
            self = other
        } else {
            formUnion(other)
        }
    }
}
