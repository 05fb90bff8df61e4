import WayfinderRouting
import WayfinderStacks

// How a restore brings back a flow that was in progress when the tree was saved: the app starts
// the flow again (the engine cannot make a coordinator of the app's types), and the saved tree's
// ids of that flow are read as the new coordinator's before the tree is restored.

/// A flow a saved tree shows in progress (a pushed or presented coordinator with screens) that
/// the live app does not run, for a ``Navigator/flowRestorer`` to start again.
public struct SavedFlow: Hashable, Sendable, CustomStringConvertible {
    /// The coordinator's id in the saved tree.
    public var id: CoordinatorID
    /// Its name, such as a manifest coordinator's `checkout`.
    public var name: String
    /// Its family.
    public var kind: CoordinatorFamily
    /// How it was placed: ``CoordinatorPlacement/pushed`` or ``CoordinatorPlacement/presented``.
    public var placement: CoordinatorPlacement
    /// The live coordinator to start it from: its saved parent, or the flow started again for
    /// that parent.
    public var parent: CoordinatorID

    /// Creates a record.
    public init(
        id: CoordinatorID, name: String, kind: CoordinatorFamily, placement: CoordinatorPlacement,
        parent: CoordinatorID
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.placement = placement
        self.parent = parent
    }

    /// `checkout (child, pushed) saved as c6, from c3`.
    public var description: String { "\(name) (\(kind), \(placement)) saved as \(id), from \(parent)" }
}

/// Starts a saved flow again, from its live parent, as the app starts it (its `navigate(to:)`),
/// during a restore: the call joins the restore's transaction, so the flow's first screen is
/// never shown on its own and the interceptors see the restored tree whole.
///
/// Returns the id of the started coordinator, or `nil` when the app does not know the flow (it
/// is then left out, as without a restorer). An error leaves every flow out; the report says
/// why (``RestorationReport/flowsLeftOut``).
public typealias FlowRestorer = @MainActor (SavedFlow) async throws -> CoordinatorID?

/// A flow a restore started again.
public struct RecreatedFlow: Hashable, Sendable, CustomStringConvertible {
    /// Its name.
    public var name: String
    /// Its id in the saved tree.
    public var saved: CoordinatorID
    /// The id of the coordinator that now runs it.
    public var live: CoordinatorID

    /// Creates a record.
    public init(name: String, saved: CoordinatorID, live: CoordinatorID) {
        self.name = name
        self.saved = saved
        self.live = live
    }

    /// `started checkout again: saved c6, now c7`.
    public var description: String { "started \(name) again: saved \(saved), now \(live)" }
}

/// A saved flow in progress that a restore could not start again.
public struct FlowLeftOut: Hashable, Sendable, CustomStringConvertible {
    /// Its name.
    public var name: String
    /// Its id in the saved tree.
    public var saved: CoordinatorID
    /// Why, in words.
    public var reason: String

    /// Creates a record.
    public init(name: String, saved: CoordinatorID, reason: String) {
        self.name = name
        self.saved = saved
        self.reason = reason
    }

    /// `could not start checkout (saved c6) again: ...`.
    public var description: String { "could not start \(name) (saved \(saved)) again: \(reason)" }
}

// MARK: - Finding the flows

extension NavigationTree {
    /// The flows of this saved tree that show screens and for which `isLive` says no live
    /// coordinator runs, parents before their children, each with its saved parent.
    func flowsInProgress(isLive: (CoordinatorID, String, CoordinatorFamily) -> Bool) -> [SavedFlow] {
        guard let coordinators else { return [] }
        var scoped = Set<ScopeID>()
        for stack in allStacks {
            for entry in stack.entries {
                if let scope = entry.scope { scoped.insert(scope) }
            }
        }
        guard !scoped.isEmpty else { return [] }
        var found: [SavedFlow] = []
        var pending: [(node: CoordinatorNode, parent: CoordinatorID?)] = [(coordinators, nil)]
        while !pending.isEmpty {
            let (node, parent) = pending.removeFirst()
            if let parent, node.placement.isFlow, scoped.contains(node.id.scope), !isLive(node.id, node.name, node.kind)
            {
                found.append(
                    SavedFlow(id: node.id, name: node.name, kind: node.kind, placement: node.placement, parent: parent))
            }
            pending += node.children.map { ($0, node.id) }
        }
        return found
    }

    /// This tree with the coordinators of `map` (saved id to live id) renamed: their nodes,
    /// the containers they own, the scopes their entries were made in, and their tab bars.
    func renamingCoordinators(_ map: [CoordinatorID: CoordinatorID]) -> NavigationTree {
        guard !map.isEmpty else { return self }
        let renamer = CoordinatorRenamer(map: map)
        return NavigationTree(root: root.map(renamer.stack), coordinators: coordinators.map(renamer.node))
    }
}

/// Renames coordinators throughout a saved tree (see ``NavigationTree/renamingCoordinators(_:)``).
private struct CoordinatorRenamer {
    let map: [CoordinatorID: CoordinatorID]
    let scopes: [ScopeID: ScopeID]

    init(map: [CoordinatorID: CoordinatorID]) {
        self.map = map
        scopes = Dictionary(uniqueKeysWithValues: map.map { ($0.key.scope, $0.value.scope) })
    }

    func id(_ id: CoordinatorID) -> CoordinatorID { map[id] ?? id }

    func container(_ container: ContainerID) -> ContainerID {
        ContainerID(owner: id(container.owner), role: container.role)
    }

    func node(_ node: CoordinatorNode) -> CoordinatorNode {
        CoordinatorNode(
            id: id(node.id), name: node.name, kind: node.kind, placement: node.placement,
            children: node.children.map(self.node))
    }

    func stack(_ node: StackNode) -> StackNode {
        let entries = node.entries.map { entry in
            guard let scope = entry.scope, let renamed = scopes[scope] else { return entry }
            return Entry(
                id: entry.id, route: entry.route, style: entry.style, withNavigation: entry.withNavigation,
                scope: renamed, attributes: entry.attributes)
        }
        return StackNode(container: container(node.container), entries: entries, hosted: node.hosted.map(hosted))
    }

    func hosted(_ node: HostedNode) -> HostedNode {
        HostedNode(
            entry: node.entry,
            tabs: node.tabs.map { tabs in
                var tabs = tabs
                tabs.coordinator = id(tabs.coordinator)
                tabs.pages = tabs.pages.map { page in
                    var page = page
                    page.stack = stack(page.stack)
                    return page
                }
                return tabs
            },
            embedded: node.embedded.map { EmbeddedNode(slot: $0.slot, stack: stack($0.stack)) },
            detail: node.detail.map(stack))
    }
}
