import WayfinderRouting
import WayfinderStacks

/// One committed transaction, as the renderer receives it: what changed per container and the
/// whole new tree.
///
/// A renderer plans its steps from ``ContainerChange/before`` to ``ContainerChange/after`` with
/// `StepPlanner.steps(from:to:capabilities:)`, for what one of its UI updates can hold, shows
/// them in order and reports completion after the last one, which always equals `after`; the
/// model is already at the final state. An entry that keeps its id and changes its route or
/// attributes (a restored root, for example) is listed in ``ContainerChange/updated`` and gets
/// an update step.
public struct NavigationChange: Hashable, Sendable, CustomReflectable {
    /// The change's fields, shared by every copy: a change is handed to the renderer, the
    /// observers' event and the tickets, and copying one reference costs less than copying
    /// each of its arrays and its tree.
    var storage: Storage

    /// The sequence number of this change, counting from 1 per navigator.
    public var id: UInt64 { storage.fields.id }
    /// Who caused it.
    public var source: NavigationSource { storage.fields.source }
    /// The steps that were applied.
    public var steps: [NavigationStep] { storage.fields.steps }
    /// What changed in each container, ordered by container id.
    public var containers: [ContainerChange] { storage.fields.containers }
    /// Tab bars whose selection, pages or badges changed.
    public var tabs: [CoordinatorID] { storage.fields.tabs }
    /// The whole tree after the change.
    public var tree: NavigationTree { storage.fields.tree }
    /// Whether the renderer should animate this change.
    ///
    /// Every navigation call's `animated:` reaches here. A change that joins several requests
    /// (a transaction, a coordinator's start, a deep-link plan) animates only when every one of
    /// them asked for animation: `animated: false` wins, also for calls nested inside a call
    /// that said `false`. Calls that say nothing take their source's default
    /// (``NavigationSource/animatesByDefault``): restoration and user gestures do not animate,
    /// programs and deep links do. Custom transitions (``/WayfinderRouting/PresentationStyle/custom(transition:animation:fullScreen:)``)
    /// still name their effect; this flag says whether to play it.
    public var animated: Bool { storage.fields.animated }
    /// Whether this change puts back on screen what a user's gesture already removed there
    /// (a completed back swipe, a sheet swiped down) because the screen's leave check refused
    /// (see ``LeaveCheck``).
    ///
    /// The tree did not change: ``tree`` is as the last change left it, ``steps`` is empty, and
    /// each of ``containers`` leads from what the gesture left on screen (`before`) back to the
    /// tree (`after`), so a renderer that plans from `before` to `after` shows the screens
    /// coming back (a push, a presentation). A renderer whose UI is not at `before` (another
    /// change put it in line meanwhile) takes `after` as it is. Observers hear nothing of it.
    public var putsBack: Bool { storage.fields.putsBack }
    /// Whether each of ``steps`` asked for animation, in the same order.
    public var animatedSteps: [Bool] {
        storage.fields.animatedSteps ?? Array(repeating: animated, count: steps.count)
    }

    /// Creates a change; normally only a ``Navigator`` does this.
    ///
    /// - Parameters:
    ///   - id: The sequence number.
    ///   - source: Who caused it.
    ///   - steps: The steps applied.
    ///   - containers: What changed per container.
    ///   - tabs: Tab bars that changed.
    ///   - tree: The whole tree after the change.
    ///   - animated: Whether to animate the change.
    ///   - animatedSteps: Whether each step asked for animation; by default `animated` for each.
    ///   - previousSelections: For each tab bar in `tabs` whose selection changed, the container
    ///     of the page selected before (`nil` when the bar is new); what ``phaseChanges`` needs of
    ///     the tree before.
    ///   - removedDetailHosts: For each detail column in `containers` that the change removed,
    ///     the entry that hosted it; what ``phaseChanges`` needs of the tree before while a
    ///     detail collapses into its host's stack (compact width).
    ///   - putsBack: Whether the change puts back what a refused gesture removed (see ``putsBack``).
    public init(
        id: UInt64, source: NavigationSource, steps: [NavigationStep], containers: [ContainerChange],
        tabs: [CoordinatorID], tree: NavigationTree, animated: Bool = true, animatedSteps: [Bool]? = nil,
        previousSelections: [CoordinatorID: ContainerID?] = [:], removedDetailHosts: [ContainerID: EntryID] = [:],
        putsBack: Bool = false
    ) {
        storage = Storage(
            Fields(
                id: id, source: source, steps: steps, containers: containers, tabs: tabs, tree: tree,
                animated: animated,
                // Every step as the change (most changes): kept as `nil`, so that equal changes
                // hold equal fields, and no list is made until someone reads it.
                animatedSteps: animatedSteps.flatMap { list in
                    list.count == steps.count && list.allSatisfy { $0 == animated } ? nil : list
                }, previousSelections: previousSelections,
                rare: removedDetailHosts.isEmpty ? nil : Rare(removedDetailHosts: removedDetailHosts),
                putsBack: putsBack))
    }

    /// Compares every field; copies of one change are equal without a look at them.
    public static func == (lhs: NavigationChange, rhs: NavigationChange) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// The fields, as `dump` and test failures show a change.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }

    /// `@unchecked Sendable`: the fields change only while one value holds the storage (see
    /// ``emptyForReuse()``), when no other thread can see it.
    // Unchecked Sendable: fields change only while one value holds the storage; saves a lock on every read.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// The fields as one value, whose synthesised conformances compare and hash them all.
    struct Fields: Hashable {
        var id: UInt64
        var source: NavigationSource
        var steps: [NavigationStep]
        var containers: [ContainerChange]
        var tabs: [CoordinatorID]
        var tree: NavigationTree
        var animated: Bool
        /// `nil` when every step animates as the change does.
        var animatedSteps: [Bool]?
        /// The page each changed tab bar had selected before, by bar.
        var previousSelections: [CoordinatorID: ContainerID?] = [:]
        /// What few changes need (see ``Rare``); `nil` for the others. One word: a wider
        /// field list is copied with `memcpy` (58 instructions per push + pop on `router0`).
        var rare: Rare? = nil
        /// Whether the change puts back what a refused gesture removed.
        var putsBack = false
        /// The layout the change is shown in, when a stack may show several panes (set as it
        /// is published); `nil` for one pane each.
        var sceneLayout: SceneLayout?
    }

    /// The entries whose lifecycle phase this change changed, in report order: ended first,
    /// then covered, background, and newly active last (see ``EntryPhase``). Worked out when
    /// read, from the containers and tab bars the change lists, never from a walk of the
    /// whole tree; a change that moves nothing (one that ``putsBack``) has none.
    public var phaseChanges: [PhaseChange] {
        guard !putsBack else { return [] }
        let rare = storage.fields.rare
        if let before = rare?.treeBefore { return NavigationTree.phaseChanges(from: before, to: tree) }
        return tree.phaseChanges(
            containers: containers, previousSelections: storage.fields.previousSelections,
            removedDetailHosts: rare?.removedDetailHosts ?? [:], layout: storage.fields.sceneLayout)
    }

    /// Every entry that appeared, in container then path order.
    public var inserted: [Entry<AnyRoute>] { containers.allInserted }
    /// Every entry that went away, in container then path order.
    public var removed: [Entry<AnyRoute>] { containers.allRemoved }
}

extension [ContainerChange] {
    /// Every container's inserted entries, in container order; a single container's list (most
    /// changes) is shared, not copied.
    var allInserted: [Entry<AnyRoute>] { count == 1 ? self[0].inserted : flatMap(\.inserted) }
    /// Every container's removed entries, in container order; a single container's list is
    /// shared, not copied.
    var allRemoved: [Entry<AnyRoute>] { count == 1 ? self[0].removed : flatMap(\.removed) }
}

/// What one transaction changed in one container.
public struct ContainerChange: Hashable, Sendable {
    /// The container.
    public let container: ContainerID
    /// Its entries before the change (empty for a new container), sharing storage with the path
    /// they were read from.
    public let before: EntryList<AnyRoute>
    /// Its entries after the change (empty for a removed container), sharing storage with the
    /// path they were read from.
    public let after: EntryList<AnyRoute>
    /// Entries in `after` but not `before`, in path order.
    public let inserted: [Entry<AnyRoute>]
    /// Entries in `before` but not `after`, in path order.
    public let removed: [Entry<AnyRoute>]
    /// Entries in both whose content (route, style, attributes, scope) changed, as they are in
    /// `after`, in path order.
    public let updated: [Entry<AnyRoute>]
    /// How many entries at the bottom are the same before and after (equal, in the same
    /// places): the entries above them are all the change touched. A store that kept `before`
    /// writes only what is above this.
    public let unchangedPrefix: Int

    /// Compares two entry lists by id: arrays, or the ``/WayfinderStacks/EntryList``s of paths and trees.
    ///
    /// Linear in the lengths: the common prefix is skipped first (most changes touch only the
    /// top), then the rest is compared through a set of ids.
    public init<Before: Sequence<Entry<AnyRoute>>, After: Sequence<Entry<AnyRoute>>>(
        container: ContainerID, before: Before, after: After
    ) {
        self.init(container: container, before: EntryList(before), after: EntryList(after), unchanged: 0)
    }

    /// Compares two entry lists whose first `unchanged` entries are known to be the same
    /// (what path operations kept): only the entries above them are compared, so the cost
    /// follows the change, not the depth.
    init(container: ContainerID, before: EntryList<AnyRoute>, after: EntryList<AnyRoute>, unchanged: Int) {
        self.container = container
        self.before = before
        self.after = after
        var prefix = max(0, min(unchanged, before.count, after.count))
        var updated: [Entry<AnyRoute>] = []
        var equalPrefix: Int?
        while prefix < before.count, prefix < after.count, before[prefix].id == after[prefix].id {
            if before[prefix] != after[prefix] {
                updated.append(after[prefix])
                if equalPrefix == nil { equalPrefix = prefix }
            }
            prefix += 1
        }
        unchangedPrefix = equalPrefix ?? prefix
        let oldTail = before[prefix...]
        let newTail = after[prefix...]
        // A push or a pop (one tail empty) needs no sets; ids are never reused, so a tail that
        // holds only new or only old ids is the whole difference.
        if oldTail.isEmpty || newTail.isEmpty {
            inserted = Array(newTail)
            removed = Array(oldTail)
            self.updated = updated
            return
        }
        let old = Dictionary(oldTail.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(newTail.map(\.id))
        inserted = newTail.filter { old[$0.id] == nil }
        removed = oldTail.filter { !newIDs.contains($0.id) }
        self.updated = updated + newTail.filter { entry in old[entry.id].map { $0 != entry } ?? false }
    }

    /// The change of a path operation that only added entries above the ones it kept, or only
    /// removed entries above them (a push, a pop, a dismissal): what the operation reports is
    /// the whole difference, and no entry needs comparing.
    ///
    /// - Returns: `nil` for any other change (one that replaced, reordered or updated entries).
    init?(container: ContainerID, before: EntryList<AnyRoute>, after: EntryList<AnyRoute>, change: PathChange<AnyRoute>)
    {
        guard change.updated.isEmpty, change.inserted.isEmpty || change.removed.isEmpty,
            before.count == change.countBefore, after.count == change.countAfter
        else { return nil }
        self.container = container
        self.before = before
        self.after = after
        inserted = change.inserted
        removed = change.removed
        updated = []
        unchangedPrefix = change.keptCount
    }

    /// Whether anything changed at all.
    public var isEmpty: Bool { before == after }
}

extension NavigationChange {
    /// The fields few changes need, in one object.
    final class Rare: Hashable, Sendable {
        /// The entry that hosted each detail column the change removed (while a detail
        /// collapses); empty when none was.
        let removedDetailHosts: [ContainerID: EntryID]
        /// The tree before a change that opened, focused, closed, shown or hidden a window, or
        /// moved screens between windows: its phases are compared over both whole trees.
        let treeBefore: NavigationTree?

        init(removedDetailHosts: [ContainerID: EntryID] = [:], treeBefore: NavigationTree? = nil) {
            self.removedDetailHosts = removedDetailHosts
            self.treeBefore = treeBefore
        }

        static func == (lhs: Rare, rhs: Rare) -> Bool {
            lhs === rhs || (lhs.removedDetailHosts == rhs.removedDetailHosts && lhs.treeBefore == rhs.treeBefore)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(removedDetailHosts)
            hasher.combine(treeBefore)
        }
    }
}
