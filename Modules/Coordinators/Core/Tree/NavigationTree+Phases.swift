import WayfinderRouting
import WayfinderStacks

// MARK: - Phases of a whole tree

extension NavigationTree {
    /// Every entry's phase, computed over the whole tree (see ``EntryPhase`` for the rules),
    /// every window's: the tops of a hidden window's stacks are ``EntryPhase/background``.
    ///
    /// This walks every stack; a commit's own changes come from
    /// ``phaseChanges(containers:previousSelections:removedDetailHosts:layout:)``, which looks
    /// only at what the commit changed. Tests compare the two.
    public var phases: [EntryID: EntryPhase] {
        var phases: [EntryID: EntryPhase] = [:]
        guard let root else { return phases }
        var pending: [(stack: StackNode, visible: Bool)] = windows == nil ? [(root, true)] : windowRoots
        while let (stack, visible) = pending.popLast() {
            let top = stack.entries.last?.id
            for entry in stack.entries {
                let isTop = entry.id == top
                phases[entry.id] = isTop ? (visible ? .active : .background) : .covered
                guard let hosted = stack.hosted(by: entry.id) else { continue }
                pending += hosted.stacksWithVisibility(hostActive: isTop && visible)
            }
        }
        return phases
    }

    /// The phase of one entry, or `nil` when the tree does not hold it.
    ///
    /// - Parameter id: An entry id.
    public func phase(of id: EntryID) -> EntryPhase? {
        guard let root else { return nil }
        var pending: [(stack: StackNode, visible: Bool)] = windows == nil ? [(root, true)] : windowRoots
        while let (stack, visible) = pending.popLast() {
            let top = stack.entries.last?.id
            if top == id { return visible ? .active : .background }
            if stack.entries.contains(where: { $0.id == id }) { return .covered }
            for hosted in stack.hosted {
                pending += hosted.stacksWithVisibility(hostActive: visible && hosted.entry == top)
            }
        }
        return nil
    }

    /// Every coordinator's phase: ``EntryPhase/active`` when one of its entries is active,
    /// ``EntryPhase/background`` when all of them are, ``EntryPhase/covered`` otherwise.
    /// A coordinator's entries are those its scope created in another's stack and those of its
    /// own stacks; a coordinator with no entry has no phase.
    public var coordinatorPhases: [CoordinatorID: EntryPhase] {
        let scopes = Dictionary(allCoordinators.map { ($0.id.scope, $0.id) }, uniquingKeysWith: { first, _ in first })
        let phases = phases
        var found: [CoordinatorID: (active: Bool, allBackground: Bool)] = [:]
        for stack in allStacks {
            for entry in stack.entries {
                guard let phase = phases[entry.id] else { continue }
                let owner = entry.scope.flatMap { scopes[$0] } ?? stack.container.owner
                var summary = found[owner] ?? (false, true)
                summary.active = summary.active || phase == .active
                summary.allBackground = summary.allBackground && phase == .background
                found[owner] = summary
            }
        }
        return found.mapValues { $0.active ? .active : ($0.allBackground ? .background : .covered) }
    }

    /// The phase changes between `old` and `new`, computed over both whole trees: what a commit
    /// from `old` to `new` must report (tests compare it with the change's own list).
    public static func phaseChanges(from old: NavigationTree, to new: NavigationTree) -> [PhaseChange] {
        let before = old.phases
        let after = new.phases
        let containersBefore = old.containersByEntry
        let containersAfter = new.containersByEntry
        var changes: [PhaseChange] = []
        for (id, phase) in after where before[id] != phase {
            if let container = containersAfter[id] {
                changes.append(PhaseChange(entry: id, container: container, from: before[id], to: phase))
            }
        }
        for (id, phase) in before where after[id] == nil {
            if let container = containersBefore[id] {
                changes.append(PhaseChange(entry: id, container: container, from: phase, to: .ended))
            }
        }
        changes.sortIntoReportOrder()
        return changes
    }

    /// The container of every entry.
    private var containersByEntry: [EntryID: ContainerID] {
        var found: [EntryID: ContainerID] = [:]
        for stack in allStacks {
            for entry in stack.entries { found[entry.id] = stack.container }
        }
        return found
    }
}

extension HostedNode {
    /// The stacks this entry hosts, each with whether the user sees it: all of them but the
    /// unselected tab pages when the host is active, none otherwise.
    fileprivate func stacksWithVisibility(hostActive: Bool) -> [(stack: StackNode, visible: Bool)] {
        var found: [(stack: StackNode, visible: Bool)] = []
        if let tabs {
            for (index, page) in tabs.pages.enumerated() {
                found.append((page.stack, hostActive && index == tabs.selected))
            }
        }
        for embedded in embedded { found.append((embedded.stack, hostActive)) }
        if let detail { found.append((detail, hostActive)) }
        return found
    }
}

// MARK: - Phase changes of one commit

extension NavigationTree {
    /// The phase changes of the commit that made this tree, from what the commit changed: the
    /// containers it lists and, for tab bars whose selection it changed, the page selected
    /// before.
    ///
    /// Proportional to the change: it reads the changed containers' tops and removed and
    /// inserted entries, and follows the chain the user sees (tops and the stacks active tops
    /// host) in the tree before and after, which does not grow with stack depth or the number
    /// of tab pages. A tab switch changes two tops.
    ///
    /// - Parameters:
    ///   - containers: What the commit changed, per container.
    ///   - previousSelections: For each tab bar whose selection changed, the container of the
    ///     page selected before (or `nil` when none was).
    ///   - removedDetailHosts: For each detail column the commit removed, the entry that
    ///     hosted it (needed only while a detail collapses).
    ///   - layout: The layout the change was shown in, when a stack may show several panes or
    ///     a split detail collapses into its host's stack: every pane's top is then active, and
    ///     a top whose detail collapses is covered (see ``phases(in:)``); `nil` for one pane each.
    /// - Returns: Only the entries whose phase changed, in report order (ended first, newly
    ///   active last).
    public func phaseChanges(
        containers: [ContainerChange], previousSelections: [CoordinatorID: ContainerID?] = [:],
        removedDetailHosts: [ContainerID: EntryID] = [:], layout: SceneLayout? = nil
    ) -> [PhaseChange] {
        guard !containers.isEmpty || !previousSelections.isEmpty else { return [] }
        var byContainer: [ContainerID: ContainerChange] = [:]
        for change in containers { byContainer[change.container] = change }
        let collapses = layout?.collapsesDetail == true
        // Whether `top` hosted a detail column before the commit: one it hosts now that the
        // commit did not add, or one the commit removed.
        func hostedDetailBefore(_ top: EntryID, in stack: StackNode?) -> Bool {
            if let detail = stack?.hosted(by: top)?.detail,
                byContainer[detail.container].map({ !$0.before.isEmpty }) ?? true
            {
                return true
            }
            return removedDetailHosts.values.contains(top)
        }
        // With a layout, every pane's top hosts what the user sees, not the stack's top alone;
        // so does a top whose detail collapses into the stack, though the detail covers it.
        let panesAfter: ((StackNode) -> [EntryID])? = layout.map { layout in
            { stack in
                let collapsed = collapses && stack.entries.last.map { stack.hosted(by: $0.id)?.detail != nil } == true
                return Self.shown(stack.entries, in: stack.container, layout: layout, collapsed: collapsed).hosting
            }
        }
        let panesBefore: ((StackNode) -> [EntryID])? = layout.map { layout in
            { stack in
                let entries = byContainer[stack.container]?.before ?? stack.entries
                let collapsed = collapses && entries.last.map { hostedDetailBefore($0.id, in: stack) } == true
                return Self.shown(entries, in: stack.container, layout: layout, collapsed: collapsed).hosting
            }
        }
        let visibleAfter = visibleChain(
            topOf: { $0.entries.last?.id }, selection: { $0.selectedPage?.stack }, panesOf: panesAfter)
        let visibleBefore = visibleChain(
            topOf: { stack in
                if let change = byContainer[stack.container] { return change.before.last?.id }
                return stack.entries.last?.id
            },
            selection: { tabs in
                guard let previous = previousSelections[tabs.coordinator] else { return tabs.selectedPage?.stack }
                return tabs.pages.first { $0.stack.container == previous }?.stack
            }, panesOf: panesBefore)
        // A stack of the tree after, by container: only while a detail collapses, and found by
        // a walk of the stacks only for one outside the chain the user sees.
        var stacks: [ContainerID: StackNode]?
        func stackAfter(_ container: ContainerID) -> StackNode? {
            guard collapses else { return nil }
            if let stack = visibleAfter[container] ?? visibleBefore[container] { return stack }
            if stacks == nil {
                stacks = Dictionary(allStacks.map { ($0.container, $0) }, uniquingKeysWith: { a, _ in a })
            }
            return stacks?[container]
        }
        // The entries a stack shows on top (see `shown`), before and after the commit.
        func topsBefore(_ entries: EntryList<AnyRoute>, in container: ContainerID) -> [EntryID] {
            let collapsed =
                collapses && entries.last.map { hostedDetailBefore($0.id, in: stackAfter(container)) } == true
            return Self.shown(entries, in: container, layout: layout, collapsed: collapsed).tops
        }
        func topsAfter(_ entries: EntryList<AnyRoute>, in container: ContainerID) -> [EntryID] {
            let collapsed =
                collapses && entries.last.map { stackAfter(container)?.hosted(by: $0.id)?.detail != nil } == true
            return Self.shown(entries, in: container, layout: layout, collapsed: collapsed).tops
        }

        func phase(_ id: EntryID, top: [EntryID], visible: Bool) -> EntryPhase {
            top.contains(id) ? (visible ? .active : .background) : .covered
        }

        var changes: [PhaseChange] = []
        var seen: Set<EntryID> = []
        // An entry one container lost and another gained moved (a restore can do this): it is
        // compared, not ended and added.
        var movedIn: [EntryID: (container: ContainerID, phase: EntryPhase)] = [:]
        if containers.count > 1 {
            let removed = Set(containers.lazy.flatMap(\.removed).map(\.id))
            for change in containers {
                let top = topsAfter(change.after, in: change.container)
                let visible = visibleAfter[change.container] != nil
                for entry in change.inserted where removed.contains(entry.id) {
                    movedIn[entry.id] = (change.container, phase(entry.id, top: top, visible: visible))
                }
            }
        }
        for change in containers {
            let container = change.container
            let oldTop = topsBefore(change.before, in: container)
            let newTop = topsAfter(change.after, in: container)
            let wasVisible = visibleBefore[container] != nil
            let isVisible = visibleAfter[container] != nil
            for entry in change.removed where seen.insert(entry.id).inserted {
                let old = phase(entry.id, top: oldTop, visible: wasVisible)
                if let target = movedIn[entry.id] {
                    if target.phase != old {
                        changes.append(
                            PhaseChange(entry: entry.id, container: target.container, from: old, to: target.phase))
                    }
                } else {
                    changes.append(PhaseChange(entry: entry.id, container: container, from: old, to: .ended))
                }
            }
            for entry in change.inserted where movedIn[entry.id] == nil && seen.insert(entry.id).inserted {
                changes.append(
                    PhaseChange(
                        entry: entry.id, container: container, from: nil,
                        to: phase(entry.id, top: newTop, visible: isVisible)))
            }
            // Of the entries that stay, only the old and the new tops (of panes) can change
            // phase, and the tops a detail collapsed over.
            var candidates = oldTop + newTop
            if collapses { candidates += [change.before.last?.id, change.after.last?.id].compactMap { $0 } }
            for candidate in candidates {
                guard seen.insert(candidate).inserted else { continue }
                let old = phase(candidate, top: oldTop, visible: wasVisible)
                let new = phase(candidate, top: newTop, visible: isVisible)
                if old != new {
                    changes.append(PhaseChange(entry: candidate, container: container, from: old, to: new))
                }
            }
        }
        // Containers the commit left alone whose visibility changed (or, while a detail
        // collapses, any the user sees: the detail their top hosts may have come or gone):
        // only their tops change.
        func compareTops(of stack: StackNode) {
            let container = stack.container
            let oldTop = topsBefore(stack.entries, in: container)
            let newTop = topsAfter(stack.entries, in: container)
            let wasVisible = visibleBefore[container] != nil
            let isVisible = visibleAfter[container] != nil
            var candidates = oldTop + newTop
            if collapses, let top = stack.entries.last?.id { candidates.append(top) }
            for candidate in candidates where seen.insert(candidate).inserted {
                let old = phase(candidate, top: oldTop, visible: wasVisible)
                let new = phase(candidate, top: newTop, visible: isVisible)
                if old != new {
                    changes.append(PhaseChange(entry: candidate, container: container, from: old, to: new))
                }
            }
        }
        for (container, stack) in visibleAfter where byContainer[container] == nil {
            if collapses || visibleBefore[container] == nil { compareTops(of: stack) }
        }
        for (container, stack) in visibleBefore where byContainer[container] == nil && visibleAfter[container] == nil {
            compareTops(of: stack)
        }
        changes.sortIntoReportOrder()
        return changes
    }

    /// The entries of a stack that are shown on top (`tops`): its top, or with a layout in
    /// which the stack shows several panes, the top of each pane; without the stack's top when
    /// a split detail it hosts collapses over it (`collapsed`). `hosting` adds that top back:
    /// what it hosts is still seen.
    private static func shown(
        _ entries: EntryList<AnyRoute>, in container: ContainerID, layout: SceneLayout?, collapsed: Bool = false
    )
        -> (tops: [EntryID], hosting: [EntryID])
    {
        guard let top = entries.last?.id else { return ([], []) }
        var tops = [top]
        if let layout, layout.effectiveWidthClass != .compact, layout.configuration(of: container).isMultiPane {
            let list = Array(entries)
            if StackScene.baseContext(of: list).count == list.count {
                tops = layout.scene(of: list, in: container).shown
            }
        }
        guard collapsed else { return (tops, tops) }
        return (tops.filter { $0 != top }, tops)
    }

    /// The stacks of the chain the user sees, by container: the root, then for each of them the
    /// stacks their top entry hosts (the selected tab page, embedded slots, the detail column).
    ///
    /// - Parameters:
    ///   - topOf: The top entry of a stack.
    ///   - selection: The stack of a tab bar's selected page.
    ///   - panesOf: With a layout, the entries a stack shows on top (each pane's top); they
    ///     replace `topOf`.
    private func visibleChain(
        topOf: (StackNode) -> EntryID?, selection: (TabsNode) -> StackNode?,
        panesOf: ((StackNode) -> [EntryID])? = nil
    ) -> [ContainerID: StackNode] {
        var visible: [ContainerID: StackNode] = [:]
        guard let root else { return visible }
        // Every shown window's root starts a chain; a hidden window's stacks are not visible.
        var pending = windows == nil ? [root] : windowRoots.filter(\.visible).map(\.stack)
        func descend(into hosted: HostedNode) {
            if let tabs = hosted.tabs, let page = selection(tabs) { pending.append(page) }
            for embedded in hosted.embedded { pending.append(embedded.stack) }
            if let detail = hosted.detail { pending.append(detail) }
        }
        while let stack = pending.popLast() {
            visible[stack.container] = stack
            guard !stack.hosted.isEmpty else { continue }
            if let panesOf {
                for entry in panesOf(stack) {
                    if let hosted = stack.hosted(by: entry) { descend(into: hosted) }
                }
            } else if let top = topOf(stack), let hosted = stack.hosted(by: top) {
                descend(into: hosted)
            }
        }
        return visible
    }
}
