import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// What one save changed in a scene's tree, as the SQLite store's `tree_change` rows hold it
// (JSON, keys sorted):
//
//   {"stacks": [{"container": {...}, "keep": 3, "entries": [<entry>, ...], "hosted": [...]}],
//    "removed": [<container>, ...], "root": {"container": <container or null>},
//    "coordinators": {"node": <coordinator node or null>}}
//
// A stack change keeps the first `keep` entries of the container, drops the rest and appends
// `entries`; `hosted` (absent when unchanged) replaces what its entries host, with hosted stacks
// named by container. A new container has `keep` 0 and its `hosted`. `root` and `coordinators`
// are there only when they changed; the coordinator hierarchy is written whole then.

/// What changed between two saves of a scene: per stack the entries kept and those appended,
/// stacks added and removed, and the root and coordinator hierarchy when they changed.
struct TreeChange: Hashable, Sendable, Codable {
    /// The changed and the new stacks, ordered by container.
    var stacks: [StackChange]
    /// Stacks that are gone, ordered by container.
    var removed: [ContainerID]
    /// The root container, when it changed.
    var root: RootChange?
    /// The coordinator hierarchy, when it changed.
    var coordinators: CoordinatorsChange?

    /// What changed in one stack.
    struct StackChange: Hashable, Sendable, Codable {
        var container: ContainerID
        /// How many entries stay, bottom up.
        var keep: Int
        /// The entries above them.
        var entries: [Entry<AnyRoute>]
        /// What the stack's entries host, when that changed (always for a new stack).
        var hosted: [FlatHosted]?
        /// The entries whose route could not be read, kept in ``entries`` as placeholders when
        /// decoding with `keepsUnreadableEntries`; never encoded.
        var unreadable: [DroppedEntry] = []

        private enum CodingKeys: String, CodingKey {
            case container, keep, entries, hosted
        }

        init(container: ContainerID, keep: Int, entries: [Entry<AnyRoute>], hosted: [FlatHosted]?) {
            self.container = container
            self.keep = keep
            self.entries = entries
            self.hosted = hosted
        }

        init(from decoder: any Decoder) throws {
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            container = try keyed.decode(ContainerID.self, forKey: .container)
            keep = try keyed.decode(Int.self, forKey: .keep)
            hosted = try keyed.decodeIfPresent([FlatHosted].self, forKey: .hosted)
            guard decoder.userInfo[.keepsUnreadableEntries] as? Bool == true else {
                entries = try keyed.decode([Entry<AnyRoute>].self, forKey: .entries)
                return
            }
            var list = try keyed.nestedUnkeyedContainer(forKey: .entries)
            entries = []
            while !list.isAtEnd {
                let saved = try list.decode(SavedEntry.self)
                entries.append(saved.entry ?? saved.placeholder)
                if saved.entry == nil { unreadable.append(saved.dropped(in: container)) }
            }
        }
    }

    /// The entries of the change whose route could not be read (see ``StackChange/unreadable``).
    var unreadable: [DroppedEntry] { stacks.flatMap(\.unreadable) }

    /// A new root container.
    struct RootChange: Hashable, Sendable, Codable {
        var container: ContainerID?
    }

    /// A new coordinator hierarchy.
    struct CoordinatorsChange: Hashable, Sendable, Codable {
        var node: CoordinatorNode?
    }

    /// Whether nothing changed.
    var isEmpty: Bool { stacks.isEmpty && removed.isEmpty && root == nil && coordinators == nil }

    // MARK: - Computing

    /// The change from `old` to `new`.
    ///
    /// Each stack's entries are compared bottom up, whole. With `hint`, the navigator's account
    /// of what changed since `old`, a stack it does not name is taken as unchanged and the
    /// others are compared from where the changes started (the unchanged prefix it reports), so
    /// the cost follows the change, not the depth.
    init(from old: FlatTree, to new: FlatTree, hint: ChangedEntries?) {
        var stacks: [StackChange] = []
        for (container, stack) in new.stacks {
            guard let before = old.stacks[container] else {
                stacks.append(
                    StackChange(container: container, keep: 0, entries: Array(stack.entries), hosted: stack.hosted))
                continue
            }
            let keep = Self.kept(before.entries, stack.entries, in: container, hint: hint)
            let hostedChanged = before.hosted != stack.hosted
            if keep == before.entries.count, keep == stack.entries.count, !hostedChanged { continue }
            stacks.append(
                StackChange(
                    container: container, keep: keep, entries: Array(stack.entries[keep...]),
                    hosted: hostedChanged ? stack.hosted : nil))
        }
        self.stacks = stacks.sorted { $0.container < $1.container }
        removed = old.stacks.keys.filter { new.stacks[$0] == nil }.sorted()
        root = old.root == new.root ? nil : RootChange(container: new.root)
        coordinators = old.coordinators == new.coordinators ? nil : CoordinatorsChange(node: new.coordinators)
    }

    /// How many entries at the bottom of `new` are those of `old`.
    ///
    /// With `hint`, the entries below the navigator's unchanged prefix of the stack are not
    /// looked at, and a stack it does not name at all is unchanged; the entries above the
    /// prefix are compared whole, as without a hint.
    private static func kept(
        _ old: EntryList<AnyRoute>, _ new: EntryList<AnyRoute>, in container: ContainerID, hint: ChangedEntries?
    ) -> Int {
        let limit = min(old.count, new.count)
        var kept = 0
        if let hint {
            if let unchanged = hint.unchanged[container] {
                kept = min(max(unchanged, 0), limit)
            } else if old.count == new.count {
                return limit
            }
        }
        while kept < limit, old[kept] == new[kept] { kept += 1 }
        return kept
    }

    // MARK: - Applying

    /// Applies the change to `tree`.
    ///
    /// - Throws: ``TreeChangeFailure`` when it does not fit the tree (a container that is not
    ///   there, more entries kept than there are, a new stack without its hosted content); the
    ///   tree is then in an unspecified state.
    func apply(to tree: inout FlatTree) throws(TreeChangeFailure) {
        for container in removed {
            guard tree.stacks.removeValue(forKey: container) != nil else {
                throw TreeChangeFailure("it removes container \(container), which is not there")
            }
        }
        for change in stacks {
            guard change.keep >= 0 else { throw TreeChangeFailure("it keeps \(change.keep) entries") }
            if var stack = tree.stacks.removeValue(forKey: change.container) {
                guard change.keep <= stack.entries.count else {
                    throw TreeChangeFailure(
                        "it keeps \(change.keep) entries of container \(change.container), which has \(stack.entries.count)"
                    )
                }
                stack.entries.truncate(to: change.keep)
                for entry in change.entries { stack.entries.append(entry) }
                if let hosted = change.hosted { stack.hosted = hosted }
                tree.stacks[change.container] = stack
            } else {
                guard change.keep == 0, let hosted = change.hosted else {
                    throw TreeChangeFailure("it changes container \(change.container), which is not there")
                }
                tree.stacks[change.container] = FlatStack(entries: EntryList(change.entries), hosted: hosted)
            }
        }
        if let root { tree.root = root.container }
        if let coordinators { tree.coordinators = coordinators.node }
    }
}

/// The navigator's account of what changed between two saves, when it covers everything that
/// changed since the saved tree.
struct ChangedEntries: Hashable, Sendable {
    /// Per stack whose entries changed, how many entries at the bottom no change touched;
    /// stacks not named did not change.
    var unchanged: [ContainerID: Int]

    /// The account of `changes`, or `nil` unless they are consecutive and follow `previous`,
    /// the last change the saved tree includes: only then do they cover everything that
    /// changed since.
    init?(_ changes: NavigationChanges?, after previous: UInt64?) {
        guard let changes, let previous, changes.isConsecutive else { return nil }
        if let first = changes.first, first != previous &+ 1 { return nil }
        unchanged = changes.unchangedPrefixes
    }
}
