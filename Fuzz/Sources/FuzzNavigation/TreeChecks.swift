import FuzzSupport
import WayfinderCoordinators
import WayfinderStacks

/// Every stack node of a tree, outermost first: the root stack, then what its entries host
/// (tab pages, embedded stacks, detail columns), recursively.
public func stackNodes(of tree: NavigationTree) -> [StackNode] {
    var nodes: [StackNode] = []
    func visit(_ node: StackNode) {
        nodes.append(node)
        for hosted in node.hosted {
            for page in hosted.tabs?.pages ?? [] { visit(page.stack) }
            for slot in hosted.embedded { visit(slot.stack) }
            hosted.detail.map(visit)
        }
    }
    tree.root.map(visit)
    return nodes
}

/// Checks that the navigator's tree shows exactly its paths and that no entry id appears twice;
/// returns the ids shown.
///
/// - Parameters:
///   - navigator: The navigator to check.
///   - context: What just happened, for the message.
/// - Returns: Every entry id in the tree.
@MainActor
@discardableResult
public func checkTree(of navigator: Navigator, after context: @autoclosure () -> String) -> Set<EntryID> {
    var ids: Set<EntryID> = []
    for node in stackNodes(of: navigator.tree) {
        let path = navigator.path(of: node.container)
        check(
            path?.entries == node.entries,
            "after \(context()): the tree shows \(node.entries) in \(node.container), the path holds \(String(describing: path))"
        )
        for entry in node.entries {
            check(
                ids.insert(entry.id).inserted,
                "after \(context()): entry id \(entry.id) appears twice in\n\(navigator.tree.rendered)")
        }
    }
    let coordinatorCount = navigator.tree.coordinators?.count ?? 0
    check(
        coordinatorCount == navigator.liveCoordinators.count,
        "after \(context()): the tree lists \(coordinatorCount) coordinators, the navigator has \(navigator.liveCoordinators.count)"
    )
    return ids
}
