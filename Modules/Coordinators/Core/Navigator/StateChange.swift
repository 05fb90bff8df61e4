import WayfinderRouting
import WayfinderStacks

/// An internal change of the state, typed: what a coordinator, a gesture or a restore changes
/// besides the data steps of ``NavigationStep``. Applying one records every container and tab
/// bar it changes, so the pipeline never compares the whole state to learn what moved.
enum StateChange {
    /// Shows `root` as the only entry of `container`, creating the container when it does not
    /// exist yet (a coordinator's first screen in a container it owns).
    case setRoot(ContainerID, EntrySpec<AnyRoute>)
    /// Applies `operation` (a push or a present, checked as such) by replacing the container's
    /// entries with what they were plus `spec`: the way to give the new entry attributes.
    case append(ContainerID, PathOperation<AnyRoute>, EntrySpec<AnyRoute>)
    /// Hosts `container` as `kind` on the screen of the coordinator `coordinator`, which acts as
    /// `scope` in `host`; a container already in the same slot is dropped.
    case host(ContainerID, as: HostedKind, in: ContainerID, scope: ScopeID?, coordinator: CoordinatorID)
    /// Drops a hosted container and its slot, described with the slot's `label`.
    case unhost(ContainerID, label: String)
    /// A gesture the UI already carried out: removes `entry` and everything above it, if `entry`
    /// is what the gesture could act on (the top pushed entry for a back swipe, a modal entry
    /// opening the top layer for a swipe-down).
    case removeTop(EntryID, modal: Bool, gesture: String)
    /// Writes a tab bar's pages and selection, drops the containers of pages that went, and
    /// marks the bar's host entry as hosting it.
    case setPages(TabBarPages)
    /// Fits a saved tree into the live state (see ``TreeRestoration``).
    case restore(Restoration)
    /// Opens, focuses, closes, shows or hides a window (see ``WindowStep``).
    case window(WindowStep)

    /// The pages a tab coordinator installs (``setPages(_:)``).
    struct TabBarPages {
        let coordinator: CoordinatorID
        let pages: [TabPageState]
        let selected: Int
        /// The entry showing the bar and its container; `nil` when the coordinator shows nothing.
        let host: (entry: EntryID, container: ContainerID)?
    }

    /// A restore (``restore(_:)``).
    struct Restoration {
        let tree: NavigationTree
        /// Entry ids the restore must not hand out again.
        let reserved: [EntryID]
        /// The name and family of a live coordinator.
        let identify: (CoordinatorID) -> TreeRestoration.Identity?
        /// Receives the restore's report.
        let report: (RestorationReport) -> Void
    }

    /// The change as text, for events and the journal.
    var description: String {
        switch self {
        case .setRoot(let container, let spec): "\(container): setRoot(\(spec.route.routeName))"
        case .append(let container, let operation, _): "\(container): \(operation)"
        case .host(let container, let kind, let host, _, _): "\(host): \(kind) \(container)"
        case .unhost(let container, let label): "\(container): end \(label)"
        case .removeTop(_, _, let gesture): gesture
        case .setPages(let bar): "\(bar.coordinator): setPages(\(bar.pages.map(\.name).joined(separator: ", ")))"
        case .restore(let restoration):
            "restore(\(restoration.tree.root?.container.description ?? "empty tree"))"
        case .window(let step): step.description
        }
    }

    /// Applies the change to `state`, inserting into `containers` and `tabs` every container
    /// and tab bar it changes.
    @MainActor func apply(
        to state: inout NavigationState, ids: inout EntryIDGenerator, containers: inout Set<ContainerID>,
        tabs: inout Set<CoordinatorID>
    ) throws(NavigationError) {
        switch self {
        case .setRoot(let container, let spec):
            if state.stacks[container] == nil { state.stacks[container] = ContainerPath() }
            try Navigator.apply(
                .replace([spec]), as: nil, source: .program, to: &state.stacks, container: container, ids: &ids)
            containers.insert(container)
        case .append(let container, let operation, let spec):
            guard let path = state.stacks[container] else { throw .unknownContainer(container) }
            do throws(PathError) {
                try path.check(operation)
            } catch {
                throw .path(error, container: container)
            }
            let kept = path.entries.map {
                EntrySpec($0.route, style: $0.style, withNavigation: $0.withNavigation, attributes: $0.attributes)
            }
            try Navigator.apply(
                .replace(kept + [spec]), as: nil, source: .program, to: &state.stacks, container: container, ids: &ids)
            containers.insert(container)
        case .host(let container, let kind, let host, let scope, let coordinator):
            guard let entry = state.screenEntry(in: host, scope: scope) else { throw .notStarted(coordinator) }
            if let replaced = state.host(container, as: kind, on: entry, in: host) { containers.insert(replaced) }
            containers.insert(host)
        case .unhost(let container, _):
            guard let host = state.unhost(container) else { throw .unknownContainer(container) }
            containers.insert(container)
            containers.insert(host)
        case .removeTop(let entry, let modal, _):
            containers.insert(try Self.removeTop(entry, modal: modal, from: &state, ids: &ids))
        case .setPages(let bar):
            guard let host = bar.host else { throw .notStarted(bar.coordinator) }
            let old = state.tabs[bar.coordinator]
            let kept = Set(bar.pages.map(\.container))
            for page in old?.pages ?? [] where !kept.contains(page.container) {
                state.stacks[page.container] = nil
                containers.insert(page.container)
            }
            let badges = Dictionary(
                (old?.pages ?? []).compactMap { page in page.badge.map { (page.name, $0) } }
            ) { first, _ in first }
            state.tabs[bar.coordinator] = TabState(
                hostContainer: host.container,
                pages: bar.pages.map { page in
                    var page = page
                    page.badge = badges[page.name]
                    return page
                },
                selected: bar.selected
            )
            tabs.insert(bar.coordinator)
            var hosting = state.hostings[host.entry] ?? Hosting(container: host.container)
            hosting.tabs = bar.coordinator
            state.hostings[host.entry] = hosting
            containers.insert(host.container)
        case .restore(let restoration):
            var run = TreeRestoration(tree: restoration.tree, state: state, live: restoration.identify)
            run.run(ids: &ids)
            for id in restoration.reserved { ids.advance(past: id) }
            Self.insertChanges(from: state, to: run.state, containers: &containers, tabs: &tabs)
            state = run.state
            restoration.report(run.report)
        case .window(let step):
            try step.apply(to: &state, containers: &containers)
        }
    }

    /// Inserts every container and tab bar that differs between `before` and `after` (added,
    /// removed or changed), and the container of every hosting that differs.
    ///
    /// A restore may change any part of the state, but between the events `wayfinder check`
    /// explores it changes one stack of several: a stack it leaves as it was keeps its path's
    /// storage, so the comparison is cheap, and the proposal and the reconciling then look at
    /// what changed alone (it named every container before, and each was compared again to
    /// build the proposal; docs/performance.md, "Restoring between events").
    private static func insertChanges(
        from before: NavigationState, to after: NavigationState, containers: inout Set<ContainerID>,
        tabs: inout Set<CoordinatorID>
    ) {
        for (id, path) in after.stacks where before.stacks[id] != path { containers.insert(id) }
        for id in before.stacks.keys where after.stacks[id] == nil { containers.insert(id) }
        for (id, bar) in after.tabs where before.tabs[id] != bar { tabs.insert(id) }
        for id in before.tabs.keys where after.tabs[id] == nil { tabs.insert(id) }
        for (entry, hosting) in after.hostings where before.hostings[entry] != hosting {
            containers.insert(hosting.container)
            if let old = before.hostings[entry] { containers.insert(old.container) }
        }
        for (entry, hosting) in before.hostings where after.hostings[entry] == nil {
            containers.insert(hosting.container)
        }
    }

    /// Removes `entry` and everything above it (see ``removeTop(_:modal:gesture:)``).
    ///
    /// - Returns: The container it removed them from.
    @MainActor private static func removeTop(
        _ entry: EntryID, modal: Bool, from state: inout NavigationState, ids: inout EntryIDGenerator
    ) throws(NavigationError) -> ContainerID {
        guard let (container, index) = Navigator.locate(entry, in: state) else {
            throw .staleGesture("\(entry) is not on screen")
        }
        guard let path = state.stacks[container] else { throw .unknownContainer(container) }
        let entries = path.entries
        let target = entries[index]
        if modal {
            guard target.style.isModal, index > 0, !entries[(index + 1)...].contains(where: { $0.style.isModal }) else {
                throw .staleGesture("\(entry) is not the top modal layer of \(container)")
            }
        } else {
            guard index == entries.count - 1, index > 0, !target.style.isModal else {
                throw .staleGesture("\(entry) is not the top pushed entry of \(container)")
            }
        }
        try Navigator.apply(
            .goBackTo(.index(index - 1)), as: nil, source: .gesture, to: &state.stacks, container: container, ids: &ids)
        return container
    }
}
