import WayfinderRouting
import WayfinderStacks

/// What ``Navigator/restore(_:source:reserving:)`` did with a saved tree: the containers and tab bars it
/// restored, and everything it left out, with the reason.
///
/// A restore never fails because part of a saved tree no longer fits the app: whatever cannot
/// be restored is skipped and listed here, and the rest is restored.
///
/// ```
/// restored c0.stack (3 entries)
/// restored tabs c1: selected cart, badges cart=3
/// dropped c0.stack #4 ghost: unreadable route: unknown route type 'ghost'; registered: home
/// dropped c0.stack #5 home: feed: above dropped entry #4
/// ```
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// The containers whose entries were replaced by the saved ones, in tree order.
    public var restored: [RestoredContainer]
    /// The tab bars whose selection and badges were restored, in tree order.
    public var tabs: [RestoredTabs]
    /// The saved containers that were left as they are live, in tree order.
    public var skipped: [SkippedContainer]
    /// The saved tab bars whose selection and badges were not restored, in tree order.
    public var skippedTabs: [SkippedTabs]
    /// The saved entries that were left out, in tree and stack order.
    public var dropped: [DroppedEntry]
    /// The flows in progress that the app started again for the restore (see
    /// ``Navigator/flowRestorer``), parents first.
    public var recreated: [RecreatedFlow] = []
    /// The flows in progress that the app was asked to start again and did not; their
    /// entries are in ``dropped``.
    public var flowsLeftOut: [FlowLeftOut] = []
    /// The saved state bags that were not restored: their owner is not in the restored tree,
    /// or they are over ``StateLimits`` (see ``StateLeftOut``).
    public var statesLeftOut: [StateLeftOut] = []

    /// Creates a report.
    public init(
        restored: [RestoredContainer] = [], tabs: [RestoredTabs] = [], skipped: [SkippedContainer] = [],
        skippedTabs: [SkippedTabs] = [], dropped: [DroppedEntry] = []
    ) {
        self.restored = restored
        self.tabs = tabs
        self.skipped = skipped
        self.skippedTabs = skippedTabs
        self.dropped = dropped
    }

    /// Whether everything saved was restored.
    public var isComplete: Bool {
        skipped.isEmpty && skippedTabs.isEmpty && dropped.isEmpty && flowsLeftOut.isEmpty && statesLeftOut.isEmpty
    }

    /// One line per restored container, restored tab bar, skipped part, dropped entry and saved
    /// state left out.
    public var description: String {
        var lines: [String] = recreated.map { $0.description }
        lines += restored.map {
            "restored \($0.container) (\($0.entryCount) \($0.entryCount == 1 ? "entry" : "entries"))"
        }
        lines += tabs.map { $0.description }
        lines += skipped.map { "skipped \($0.container) (\($0.entryCount) saved): \($0.reason)" }
        lines += skippedTabs.map { "skipped tabs \($0.coordinator): \($0.reason)" }
        lines += flowsLeftOut.map { $0.description }
        lines += dropped.map { $0.description }
        lines += statesLeftOut.map { $0.description }
        return lines.isEmpty ? "nothing to restore" : lines.joined(separator: "\n")
    }
}

// MARK: - Parts

/// A container whose entries were replaced by saved ones.
public struct RestoredContainer: Hashable, Sendable {
    /// The container.
    public var container: ContainerID
    /// How many saved entries it now holds.
    public var entryCount: Int

    /// Creates a record.
    public init(container: ContainerID, entryCount: Int) {
        self.container = container
        self.entryCount = entryCount
    }
}

/// A tab bar whose selection and badges were restored.
public struct RestoredTabs: Hashable, Sendable, CustomStringConvertible {
    /// The tab coordinator.
    public var coordinator: CoordinatorID
    /// The name of the page now selected.
    public var selected: String
    /// The badges now shown, by page name.
    public var badges: [String: String]

    /// Creates a record.
    public init(coordinator: CoordinatorID, selected: String, badges: [String: String]) {
        self.coordinator = coordinator
        self.selected = selected
        self.badges = badges
    }

    /// `restored tabs c1: selected cart, badges cart=3`.
    public var description: String {
        let shown = badges.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return
            "restored tabs \(coordinator): selected \(selected), badges \(shown.isEmpty ? "none" : shown.joined(separator: ", "))"
    }
}

/// A saved container that was not restored.
public struct SkippedContainer: Hashable, Sendable {
    /// The container.
    public var container: ContainerID
    /// How many entries were saved in it.
    public var entryCount: Int
    /// Why it was skipped.
    public var reason: SkipReason

    /// Creates a record.
    public init(container: ContainerID, entryCount: Int, reason: SkipReason) {
        self.container = container
        self.entryCount = entryCount
        self.reason = reason
    }
}

/// A saved tab bar whose selection and badges were not restored.
public struct SkippedTabs: Hashable, Sendable {
    /// The tab coordinator.
    public var coordinator: CoordinatorID
    /// Why it was skipped: ``SkipReason/notLive`` when no live tab coordinator has this id, or
    /// ``SkipReason/hostDropped(_:)``.
    public var reason: SkipReason

    /// Creates a record.
    public init(coordinator: CoordinatorID, reason: SkipReason) {
        self.coordinator = coordinator
        self.reason = reason
    }
}

/// Why a saved container or tab bar was not restored.
public enum SkipReason: Hashable, Sendable, CustomStringConvertible {
    /// Nothing live has this id (no container, or no tab bar).
    case notLive
    /// The live coordinator with the owner's id is another one than was saved (the app
    /// started differently), so its content does not belong there.
    case ownerChanged(CoordinatorID, saved: String, live: String)
    /// The entry showing this container or tab bar (a tab bar, an embedding, a split layout)
    /// was dropped.
    case hostDropped(EntryID)
    /// Not even the container's first saved entry could be restored (see the dropped entries).
    case nothingRestorable
    /// The saved entries do not form a valid path.
    case invalidPath(PathError)

    /// The reason as text.
    public var description: String {
        switch self {
        case .notLive: "not live"
        case .ownerChanged(let id, let saved, let live): "coordinator \(id) is now \(live), saved as \(saved)"
        case .hostDropped(let entry): "its host entry \(entry) was dropped"
        case .nothingRestorable: "its first entry cannot be restored"
        case .invalidPath(let error): "\(error)"
        }
    }
}

/// A saved entry that was not restored.
public struct DroppedEntry: Hashable, Sendable, CustomStringConvertible {
    /// The container it was saved in.
    public var container: ContainerID
    /// Its saved id.
    public var entry: EntryID
    /// Its route as text: `shop: item(id: 3)`, or only the registered type name when the route
    /// could not be read.
    public var route: String
    /// Why it was dropped.
    public var reason: DropReason

    /// Creates a record.
    public init(container: ContainerID, entry: EntryID, route: String, reason: DropReason) {
        self.container = container
        self.entry = entry
        self.route = route
        self.reason = reason
    }

    /// `dropped c0.stack #5 shop: item(id: 3): above dropped entry #4`.
    public var description: String {
        "dropped \(container) \(entry) \(route): \(reason)"
    }
}

/// Why a saved entry was not restored.
///
/// A stack keeps the longest prefix that can be restored: the first entry that cannot be
/// restored gives its own reason, every entry above it ``aboveDroppedEntry(_:)``.
public enum DropReason: Hashable, Sendable, CustomStringConvertible {
    /// Its route could not be read back: the type is not registered, or its data no longer
    /// decodes. The text is the decoding error.
    case unreadableRoute(String)
    /// An entry below it in the same stack was dropped.
    case aboveDroppedEntry(EntryID)
    /// The entry showing its container (a tab bar, an embedding, a split layout) was dropped.
    case hostDropped(EntryID)
    /// It belongs to a child coordinator that does not exist in the live navigator.
    case coordinatorNotLive(CoordinatorID)
    /// It belongs to a child coordinator whose id a different live coordinator now has.
    case coordinatorChanged(CoordinatorID, saved: String, live: String)
    /// Its scope is not active in the live container (its coordinator is placed elsewhere, or
    /// the scope was not made by a coordinator).
    case scopeNotLive(ScopeID)
    /// Its id is already used by a live entry the restore keeps, or by another restored one.
    case idInUse(container: ContainerID)

    /// The reason as text.
    public var description: String {
        switch self {
        case .unreadableRoute(let error): "unreadable route: \(error)"
        case .aboveDroppedEntry(let entry): "above dropped entry \(entry)"
        case .hostDropped(let entry): "its host entry \(entry) was dropped"
        case .coordinatorNotLive(let id): "coordinator \(id) is not live"
        case .coordinatorChanged(let id, let saved, let live): "coordinator \(id) is now \(live), saved as \(saved)"
        case .scopeNotLive(let scope): "scope \(scope) is not active in the live container"
        case .idInUse(let container): "its id is in use in \(container)"
        }
    }
}
