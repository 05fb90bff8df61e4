import WayfinderRouting
import WayfinderStacks

/// What a screen hosts for a child coordinator: a container in a named slot, or the detail
/// column of a split layout. The child owns the container; it lives as long as the hosting entry.
enum HostedKind: Hashable, Sendable, CustomStringConvertible {
    /// A named slot of the host's screen (`Placement.owner` label `embedded`).
    case embedded(slot: String)
    /// The detail column (`Placement.owner` label `detail`).
    case detail

    /// The placement of the child.
    var label: CoordinatorPlacement {
        switch self {
        case .embedded: .embedded
        case .detail: .detail
        }
    }

    /// The role of the child's container.
    var role: ContainerRole {
        switch self {
        case .embedded: .stack
        case .detail: .detail
        }
    }

    /// `embed 'map'`, `detail`.
    var description: String {
        switch self {
        case .embedded(let slot): "embed '\(slot)'"
        case .detail: "detail"
        }
    }
}

extension CoordinatorCore {
    // MARK: - Adopting children

    /// Attaches `child` with a pending placement, runs `body` (which must show the child's first
    /// screen), and drops the child again if it showed nothing — all in one transaction.
    func adopt(
        _ child: any CoordinatorType, pending: PendingPlacement, _ body: () async throws -> Void
    )
        async throws(NavigationError)
    {
        try await transaction {
            try self.attach(child, pending: pending)
            do {
                try await body()
            } catch {
                self.detach(child)
                throw error
            }
            guard child.core.placement != nil else {
                self.detach(child)
                throw NavigationError.childDidNotStart(child.core.id)
            }
        }
    }

    // MARK: - Hosting

    /// Shows `child` in a container hosted by this coordinator's screen (the topmost entry it
    /// created itself), in one transaction. A child already in the same slot (or detail column)
    /// is replaced: its container goes, and the engine finishes it.
    ///
    /// - Parameters:
    ///   - child: A new, unattached coordinator.
    ///   - kind: An embedded slot or the detail column.
    ///   - body: Shows the child's first screen (normally its `start`).
    func host(
        _ child: any CoordinatorType, as kind: HostedKind, _ body: () async throws -> Void
    ) async throws(NavigationError) {
        guard let navigator, let target else { throw missingPlacement }
        let me = id
        try await adopt(child, pending: .owner(ContainerID(owner: .unattached, role: kind.role), label: kind.label)) {
            try await body()
            guard let container = child.core.placement.flatMap(\.ownedContainer) else { return }
            try await navigator.perform(
                [.change(.host(container, as: kind, in: target.container, scope: target.scope, coordinator: me))],
                coordinator: me)
        }
    }

    /// Removes what this coordinator shows: ends its scope, or drops its embedded or detail
    /// container from the screen hosting it. The engine then finishes it and its children.
    ///
    /// - Throws: ``NavigationError/rootCannotFinish(_:)`` or ``NavigationError/ownedCannotFinish(_:placement:)`` for the navigator's root and tab pages.
    func endPlacement() async throws(NavigationError) {
        guard case .owner(let container, let label) = placement, isHosted else {
            try await finishFlow()
            return
        }
        guard let navigator else { throw missingNavigator }
        try await navigator.perform([.change(.unhost(container, label: "\(label)"))], coordinator: id)
    }

    /// Whether this coordinator lives in a container hosted by another's screen (embedded or detail).
    var isHosted: Bool {
        guard case .owner(_, let label) = placement else { return false }
        return label.isHosted
    }

    /// Whether the engine finishes this coordinator before its siblings: as it was told, else
    /// when it is hosted by a screen.
    var finishesBeforeSiblings: Bool { finishesFirst ?? isHosted }
}

extension Placement {
    /// Whether the coordinator is a region of another's container.
    var isScope: Bool {
        if case .scope = self { return true }
        return false
    }

    /// The container a root or owner placement owns.
    var ownedContainer: ContainerID? {
        switch self {
        case .root(let container), .owner(let container, _): container
        case .scope: nil
        }
    }
}

extension PendingPlacement {
    /// Whether the placement is a container hosted by another's screen.
    var isHosted: Bool {
        guard case .owner(_, let label) = self else { return false }
        return label.isHosted
    }
}

extension NavigationState {
    // MARK: - Hosting

    /// The screen of the coordinator acting as `scope` in `container` (`nil` = the container's
    /// owner): the topmost entry of its region that it created itself.
    func screenEntry(in container: ContainerID, scope: ScopeID?) -> EntryID? {
        guard let path = stacks[container] else { return nil }
        let start = scope.flatMap { path.rootIndex(of: $0) } ?? 0
        guard start < path.count else { return nil }
        return path.entries[start...].last { $0.scope == scope }?.id
    }

    /// Hosts `container` on `entry` (which lives in `host`), dropping the container it replaces.
    ///
    /// - Returns: The container dropped, if any.
    @discardableResult
    mutating func host(
        _ container: ContainerID, as kind: HostedKind, on entry: EntryID, in host: ContainerID
    ) -> ContainerID? {
        var hosting = hostings[entry] ?? Hosting(container: host)
        let replaced: ContainerID?
        switch kind {
        case .embedded(let slot):
            if let index = hosting.embedded.firstIndex(where: { $0.slot == slot }) {
                replaced = hosting.embedded[index].container
                hosting.embedded[index].container = container
            } else {
                replaced = nil
                hosting.embedded.append(EmbeddedSlot(slot: slot, container: container))
            }
        case .detail:
            replaced = hosting.detail
            hosting.detail = container
        }
        hostings[entry] = hosting
        guard let replaced, replaced != container else { return nil }
        stacks[replaced] = nil
        return replaced
    }

    /// Drops a hosted container and its slot.
    ///
    /// - Returns: The container of the entry that hosted it; `nil` when no hosting keeps it.
    mutating func unhost(_ container: ContainerID) -> ContainerID? {
        guard let (entry, hosting) = hostings.first(where: { $0.value.ownedContainers.contains(container) }) else {
            return nil
        }
        var updated = hosting
        updated.embedded.removeAll { $0.container == container }
        if updated.detail == container { updated.detail = nil }
        hostings[entry] = updated.isEmpty ? nil : updated
        stacks[container] = nil
        return hosting.container
    }
}
