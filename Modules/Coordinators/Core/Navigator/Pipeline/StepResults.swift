import WayfinderStacks

// The values the run loop's steps hand to each other (see Navigator+Run.swift).

/// What the reconcile step found, for the commit.
struct Reconciled {
    /// Whether coordinators may have lost their placement: apply ended a scope, or reconcile
    /// dropped a container or a tab bar.
    let unplaces: Bool
}

/// What a transaction proposes, as its proposal step returns it.
struct Proposal {
    /// The request the interceptors see.
    let request: NavigationRequest
    /// What changed in each container.
    let containers: [ContainerChange]
    /// The tab bars whose selection or badges changed.
    let tabs: [CoordinatorID]
    /// The windows as they would be and the screens moved, when the transaction changed them.
    let windows: WindowChange?
    /// Whether it puts back what a refused gesture removed.
    let putsBack: Bool
    /// Whether the interceptors are asked (not for a put-back or already approved steps).
    let asks: Bool
}

/// What the commit step committed, for the steps after it.
struct Committed {
    let containers: [ContainerChange]
    let tabs: [CoordinatorID]
    let previousSelections: [CoordinatorID: ContainerID?]
    /// For each detail column the commit removed, the entry that hosted it (only while a
    /// detail collapses).
    let removedDetailHosts: [ContainerID: EntryID]
    /// Whether coordinators may have lost their placement (reap them; build every node anew).
    let unplaces: Bool
    /// Whether a window was opened, focused, closed, shown or hidden.
    let windows: Bool

    /// Whether the renderer has anything to show.
    var changesTree: Bool { !containers.isEmpty || !tabs.isEmpty || windows }
}
