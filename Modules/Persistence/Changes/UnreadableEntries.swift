import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Leaves out of a tree the entries whose route could not be read, once the store has applied
/// a scene's tree changes to its snapshot with those entries kept in place: each stack keeps its
/// entries up to the first such one, and everything its removed entries hosted goes with them.
/// The same outcome, and the same reasons, as reading a snapshot alone (`SavedTree`).
struct UnreadableEntries {
    /// The entries whose route could not be read, by id, as first reported.
    var entries: [EntryID: DroppedEntry] = [:]

    /// Records entries that could not be read; a later report of the same entry wins.
    mutating func record(_ dropped: [DroppedEntry]) {
        for entry in dropped { entries[entry.entry] = entry }
    }

    /// `tree` without the unreadable entries, the entries above them and what they hosted, with
    /// the entries left out in tree order.
    func leaveOut(from tree: NavigationTree) -> (tree: NavigationTree, dropped: [DroppedEntry]) {
        guard !entries.isEmpty, let root = tree.root else { return (tree, []) }
        var dropped: [DroppedEntry] = []
        let kept = cut(root, dropped: &dropped)
        return (NavigationTree(root: kept, coordinators: tree.coordinators), dropped)
    }

    private func cut(_ node: StackNode, dropped: inout [DroppedEntry]) -> StackNode {
        var node = node
        if let first = node.entries.firstIndex(where: { entries[$0.id] != nil }) {
            let head = node.entries[first].id
            for entry in node.entries[first...] {
                if entry.id == head, let reported = entries[head] {
                    dropped.append(
                        DroppedEntry(
                            container: node.container, entry: head, route: reported.route, reason: reported.reason))
                } else {
                    dropped.append(
                        DroppedEntry(
                            container: node.container, entry: entry.id, route: route(of: entry),
                            reason: .aboveDroppedEntry(head)))
                }
            }
            node.entries = EntryList(node.entries[..<first])
        }
        let kept = Set(node.entries.map(\.id))
        var hosted: [HostedNode] = []
        for item in node.hosted {
            guard kept.contains(item.entry) else {
                for stack in item.stacks.flatMap(\.subtree) {
                    for entry in stack.entries {
                        dropped.append(
                            DroppedEntry(
                                container: stack.container, entry: entry.id, route: route(of: entry),
                                reason: .hostDropped(item.entry)))
                    }
                }
                continue
            }
            var item = item
            if var tabs = item.tabs {
                for index in tabs.pages.indices {
                    tabs.pages[index].stack = cut(tabs.pages[index].stack, dropped: &dropped)
                }
                item.tabs = tabs
            }
            for index in item.embedded.indices {
                item.embedded[index].stack = cut(item.embedded[index].stack, dropped: &dropped)
            }
            item.detail = item.detail.map { cut($0, dropped: &dropped) }
            hosted.append(item)
        }
        node.hosted = hosted
        return node
    }

    /// An entry's route as text: as reported for an unreadable one (its type name).
    private func route(of entry: Entry<AnyRoute>) -> String {
        entries[entry.id]?.route ?? entry.route.description
    }
}
