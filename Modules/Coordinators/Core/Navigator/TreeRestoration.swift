import WayfinderRouting
import WayfinderStacks

// How Navigator.restore(_:source:reserving:) fits a saved tree into the live state, as pure work on
// a copy of it: plan each saved stack (the longest prefix that fits), then apply the plans, move
// hosted content to the restored host entries, and restore tab bars.

/// The restore of one saved tree into a working state.
@MainActor
struct TreeRestoration {
    /// A saved stack with the entry that hosts it (`nil` for the tree's root stack).
    struct Stack {
        var node: StackNode
        var host: (container: ContainerID, entry: EntryID)?
    }

    /// What tells coordinators apart across runs: their name and family.
    struct Identity: Hashable, CustomStringConvertible {
        var name: String
        var kind: CoordinatorFamily

        /// `ShopTabs (tabs)`.
        var description: String { "\(name) (\(kind))" }
    }

    /// Whether a saved coordinator id still names the same coordinator.
    enum Liveness {
        case live
        case missing
        case changed(saved: String, live: String)
    }

    /// What the restore does with one saved stack.
    enum Plan {
        case restore(ContainerPath, dropped: [DroppedEntry])
        case skip(SkipReason, dropped: [DroppedEntry])
    }

    var state: NavigationState
    var report = RestorationReport()
    let stacks: [Stack]
    let tabBars: [(tabs: TabsNode, host: (container: ContainerID, entry: EntryID))]
    let live: (CoordinatorID) -> Identity?
    /// The coordinators the saved tree lists, by id.
    let savedCoordinators: [CoordinatorID: Identity]

    init(tree: NavigationTree, state: NavigationState, live: @escaping (CoordinatorID) -> Identity?) {
        self.state = state
        self.live = live
        var saved: [CoordinatorID: Identity] = [:]
        for node in tree.allCoordinators {
            saved[node.id] = Identity(name: node.name, kind: node.kind)
        }
        savedCoordinators = saved
        var stacks: [Stack] = []
        var tabBars: [(TabsNode, (ContainerID, EntryID))] = []
        if let root = tree.root {
            Self.collect(root, host: nil, into: &stacks, tabBars: &tabBars)
        }
        self.stacks = stacks
        self.tabBars = tabBars
    }

    /// The saved stacks in tree order, parents before the stacks their entries host.
    private static func collect(
        _ node: StackNode, host: (container: ContainerID, entry: EntryID)?, into stacks: inout [Stack],
        tabBars: inout [(TabsNode, (ContainerID, EntryID))]
    ) {
        stacks.append(Stack(node: node, host: host))
        for hosted in node.hosted {
            let here = (node.container, hosted.entry)
            if let tabs = hosted.tabs {
                tabBars.append((tabs, here))
                for page in tabs.pages { collect(page.stack, host: here, into: &stacks, tabBars: &tabBars) }
            }
            for embedded in hosted.embedded { collect(embedded.stack, host: here, into: &stacks, tabBars: &tabBars) }
            if let detail = hosted.detail { collect(detail, host: here, into: &stacks, tabBars: &tabBars) }
        }
    }

    // MARK: - Running

    /// Whether the coordinator saved as `id` is live: a live coordinator has the id and, when the
    /// saved tree names it, the same name and family.
    func liveness(_ id: CoordinatorID) -> Liveness {
        guard let current = live(id) else { return .missing }
        if let before = savedCoordinators[id], before != current {
            return .changed(saved: before.description, live: current.description)
        }
        return .live
    }

    mutating func run(ids: inout EntryIDGenerator) {
        let plans = settledPlans()
        for saved in stacks {
            for entry in saved.node.entries { ids.advance(past: entry.id) }
        }
        for (saved, plan) in zip(stacks, plans) {
            let container = saved.node.container
            switch plan {
            case nil:
                report.skipped.append(
                    SkippedContainer(container: container, entryCount: saved.node.entries.count, reason: .notLive))
            case .skip(let reason, let dropped)?:
                report.skipped.append(
                    SkippedContainer(container: container, entryCount: saved.node.entries.count, reason: reason))
                report.dropped += dropped
            case .restore(let path, let dropped)?:
                state.stacks[container] = path
                moveHostings(of: container, to: saved.node, kept: path)
                report.restored.append(RestoredContainer(container: container, entryCount: path.count))
                report.dropped += dropped
            }
        }
        restoreTabBars(plans: Dictionary(zip(stacks.map(\.node.container), plans)) { first, _ in first })
    }

    /// Plans every stack, then again while a skipped container's live ids (which stay) clash
    /// with what the previous round kept.
    private func settledPlans() -> [Plan?] {
        var kept: [EntryID: ContainerID] = [:]
        let replaced = Set(stacks.map(\.node.container))
        for (container, path) in state.stacks where !replaced.contains(container) {
            for entry in path.entries { kept[entry.id] = container }
        }
        while true {
            let plans = plan(keeping: kept)
            var grew = false
            for (saved, plan) in zip(stacks, plans) {
                guard case .skip? = plan, let live = state.stacks[saved.node.container] else { continue }
                for entry in live.entries where kept[entry.id] == nil {
                    kept[entry.id] = saved.node.container
                    grew = true
                }
            }
            if !grew { return plans }
        }
    }

    /// Plans every saved stack, given the ids of live entries that stay where they are.
    private func plan(keeping kept: [EntryID: ContainerID]) -> [Plan?] {
        var claimed = kept
        var plans: [ContainerID: Plan] = [:]
        var result: [Plan?] = []
        for saved in stacks {
            let container = saved.node.container
            guard let live = state.stacks[container] else {
                result.append(nil)
                continue
            }
            if let host = saved.host, case .restore(let hostPath, _)? = plans[host.container],
                hostPath.index(of: host.entry) == nil
            {
                let plan = Plan.skip(.hostDropped(host.entry), dropped: [])
                plans[container] = plan
                result.append(plan)
                continue
            }
            if case .changed(let before, let now) = liveness(container.owner) {
                let plan = Plan.skip(.ownerChanged(container.owner, saved: before, live: now), dropped: [])
                plans[container] = plan
                result.append(plan)
                continue
            }
            let plan = plan(saved.node, live: live, claimed: claimed)
            if case .restore(let path, _) = plan {
                for entry in path.entries { claimed[entry.id] = container }
            }
            plans[container] = plan
            result.append(plan)
        }
        return result
    }

    /// The longest prefix of a saved stack that can go into its live container.
    private func plan(_ node: StackNode, live: ContainerPath, claimed: [EntryID: ContainerID]) -> Plan {
        var entries: [Entry<AnyRoute>] = []
        var dropped: [DroppedEntry] = []
        for entry in node.entries {
            let reason: DropReason?
            if let first = dropped.first {
                reason = .aboveDroppedEntry(first.entry)
            } else if let other = claimed[entry.id] {
                reason = .idInUse(container: other)
            } else if let scope = entry.scope {
                reason = scopeProblem(scope, live: live)
            } else {
                reason = nil
            }
            if let reason {
                dropped.append(
                    DroppedEntry(
                        container: node.container, entry: entry.id, route: entry.route.description, reason: reason))
            } else {
                entries.append(entry)
            }
        }
        guard !entries.isEmpty else { return .skip(.nothingRestorable, dropped: dropped) }
        var scopes: [PathScope] = []
        for entry in entries {
            guard let id = entry.scope, !scopes.contains(where: { $0.id == id }), let scope = live.scope(id) else {
                continue
            }
            scopes.append(
                PathScope(
                    id: id, policy: scope.policy, rootID: entry.id, parent: scope.parent, attributes: scope.attributes))
        }
        // A stack the restore leaves as it is keeps its live path, which the path built below
        // would equal (same entries, same scopes); building and checking it again is most of
        // a restore's cost when it changes one stack of many, as between the events
        // `wayfinder check` explores from one state.
        if dropped.isEmpty, live.entries.elementsEqual(entries), live.scopes == scopes {
            return .restore(live, dropped: [])
        }
        do {
            return .restore(try ContainerPath(entries: entries, scopes: scopes), dropped: dropped)
        } catch {
            return .skip(.invalidPath(error), dropped: dropped)
        }
    }

    /// Why an entry of `scope` cannot be restored into `live`, if it cannot.
    private func scopeProblem(_ scope: ScopeID, live: ContainerPath) -> DropReason? {
        guard let owner = CoordinatorID(scope: scope) else { return .scopeNotLive(scope) }
        switch liveness(owner) {
        case .missing: return .coordinatorNotLive(owner)
        case .changed(let before, let now): return .coordinatorChanged(owner, saved: before, live: now)
        case .live: return live.scope(scope) == nil ? .scopeNotLive(scope) : nil
        }
    }

    // MARK: - Hosted content

    /// Re-attaches what live entries of `container` host (tab bars, embedded and detail
    /// containers) to the restored entries that host the same content.
    ///
    /// Content no restored entry hosts stays attached to its live entry; when that entry is
    /// gone, the engine drops the content and finishes its coordinators as for any removal.
    private mutating func moveHostings(of container: ContainerID, to node: StackNode, kept path: ContainerPath) {
        var moves: [(from: EntryID, to: EntryID)] = []
        // The kept ids, gathered only for a container that hosts something.
        var keptIDs: Set<EntryID>?
        for (entry, hosting) in state.hostings where hosting.container == container {
            let kept = keptIDs ?? Set(path.entries.lazy.map(\.id))
            keptIDs = kept
            guard let target = node.hosted.first(where: { kept.contains($0.entry) && Self.shows($0, hosting) })?.entry,
                target != entry
            else { continue }
            moves.append((entry, target))
        }
        moves.sort { $0.from < $1.from }
        var moving: [(hosting: Hosting, from: EntryID, to: EntryID)] = []
        for move in moves {
            if let hosting = state.hostings.removeValue(forKey: move.from) {
                moving.append((hosting, move.from, move.to))
            }
        }
        for move in moving {
            let key = state.hostings[move.to] == nil ? move.to : move.from
            state.hostings[key] = move.hosting
        }
    }

    /// Whether a saved hosted node shows any of the content a live hosting keeps.
    private static func shows(_ node: HostedNode, _ hosting: Hosting) -> Bool {
        if let tabs = hosting.tabs, node.tabs?.coordinator == tabs { return true }
        if let detail = hosting.detail, node.detail?.container == detail { return true }
        let embedded = Set(hosting.embedded.map(\.container))
        return node.embedded.contains { embedded.contains($0.stack.container) }
    }

    // MARK: - Tab bars

    private mutating func restoreTabBars(plans: [ContainerID: Plan?]) {
        for (saved, host) in tabBars {
            if case .restore(let hostPath, _)?? = plans[host.container], hostPath.index(of: host.entry) == nil {
                report.skippedTabs.append(SkippedTabs(coordinator: saved.coordinator, reason: .hostDropped(host.entry)))
                continue
            }
            if case .changed(let before, let now) = liveness(saved.coordinator) {
                let reason = SkipReason.ownerChanged(saved.coordinator, saved: before, live: now)
                report.skippedTabs.append(SkippedTabs(coordinator: saved.coordinator, reason: reason))
                continue
            }
            guard var bar = state.tabs[saved.coordinator] else {
                report.skippedTabs.append(SkippedTabs(coordinator: saved.coordinator, reason: .notLive))
                continue
            }
            if let name = saved.selectedPage?.name, let index = bar.pages.firstIndex(where: { $0.name == name }) {
                bar.selected = index
            }
            var badges: [String: String] = [:]
            for index in bar.pages.indices {
                if let page = saved.pages.first(where: { $0.name == bar.pages[index].name }) {
                    bar.pages[index].badge = page.badge
                }
                if let badge = bar.pages[index].badge { badges[bar.pages[index].name] = badge }
            }
            state.tabs[saved.coordinator] = bar
            let selected = bar.pages.indices.contains(bar.selected) ? bar.pages[bar.selected].name : "none"
            report.tabs.append(RestoredTabs(coordinator: saved.coordinator, selected: selected, badges: badges))
        }
    }
}
