import WayfinderCoordinators
import WayfinderStacks

/// What a navigator changed since the previous save of a scene, in the few facts the SQLite
/// store needs to write only that: which stacks changed and how many entries at the bottom of
/// each no change touched, which entries changed contents under the same id, and which changes
/// these were.
///
/// Record every change an observer hears (the change itself is the navigator's
/// ``/WayfinderCoordinators/Navigator/inFlight`` while observers run) and hand the summary to
/// ``SQLiteSnapshotStore/save(_:journal:changes:)``. It holds no entries, so keeping it between
/// saves costs the same whatever the depth of the stacks and however many changes pass.
///
/// ```swift
/// var changes = NavigationChanges()
/// navigator.observe { event in
///     if let change = navigator.inFlight, change.id == event.sequence { changes.record(change) }
/// }
/// // ... navigation ...
/// try await store.save(navigator.snapshot(appID: "shop"), journal: [], changes: changes)
/// changes = NavigationChanges()
/// ```
public struct NavigationChanges: Hashable, Sendable {
    /// The id of the first change recorded, or `nil` before any.
    public private(set) var first: UInt64?
    /// The id of the last change recorded, or `nil` before any.
    public private(set) var last: UInt64?
    /// Whether the changes recorded follow one another without a gap.
    public private(set) var isConsecutive = true
    /// The stacks whose entries changed.
    public private(set) var containers: Set<ContainerID> = []
    /// The entries whose contents changed under the same id.
    public private(set) var updated: Set<EntryID> = []
    /// Per stack in ``containers``, how many entries at the bottom none of the changes touched
    /// (the smallest ``/WayfinderCoordinators/ContainerChange/unchangedPrefix`` recorded).
    private(set) var unchangedPrefixes: [ContainerID: Int] = [:]

    /// Creates an empty summary: nothing changed since the previous save.
    public init() {}

    /// Creates the summary of `changes`, in order.
    ///
    /// - Parameter changes: The changes, oldest first.
    public init(_ changes: [NavigationChange]) {
        for change in changes { record(change) }
    }

    /// Adds a change, the next one after those recorded.
    ///
    /// - Parameter change: The change.
    public mutating func record(_ change: NavigationChange) {
        if let last, change.id != last &+ 1 { isConsecutive = false }
        if first == nil { first = change.id }
        last = change.id
        for container in change.containers {
            containers.insert(container.container)
            for entry in container.updated { updated.insert(entry.id) }
            unchangedPrefixes[container.container] = min(
                unchangedPrefixes[container.container] ?? .max, container.unchangedPrefix)
        }
    }

    /// Adds the changes of a later summary.
    ///
    /// - Parameter later: Changes recorded after these.
    public mutating func append(_ later: NavigationChanges) {
        guard let laterFirst = later.first else { return }
        if let last, laterFirst != last &+ 1 { isConsecutive = false }
        if first == nil { first = laterFirst }
        last = later.last
        isConsecutive = isConsecutive && later.isConsecutive
        containers.formUnion(later.containers)
        updated.formUnion(later.updated)
        unchangedPrefixes.merge(later.unchangedPrefixes, uniquingKeysWith: min)
    }
}
