import WayfinderCoordinators
import WayfinderStacks

extension NavigationTree {
    // MARK: - Walking stacks

    /// Every stack of the tree: the root's, then the ones its entries host (tab pages,
    /// embedded, detail), breadth first.
    var allStacks: [StackNode] {
        guard let root else { return [] }
        var found: [StackNode] = []
        var pending = [root]
        while !pending.isEmpty {
            let stack = pending.removeFirst()
            found.append(stack)
            for hosted in stack.hosted {
                pending += hosted.stacks
            }
        }
        return found
    }

    /// The container holding entry `id`.
    func container(of id: EntryID) -> ContainerID? {
        allStacks.first { $0.entries.contains { $0.id == id } }?.container
    }

    /// The first entry (breadth first) showing route `name`, with its stack and index.
    func firstEntry(showing name: String) -> (stack: StackNode, index: Int)? {
        for stack in allStacks {
            if let index = stack.entries.firstIndex(where: { $0.route.routeName == name }) { return (stack, index) }
        }
        return nil
    }

    /// The entry hosting `container` (a tab bar's entry for its pages), or `nil` for the root.
    func host(of container: ContainerID) -> EntryID? {
        for stack in allStacks {
            if let hosted = stack.hosted.first(where: { $0.stacks.contains { $0.container == container } }) {
                return hosted.entry
            }
        }
        return nil
    }
}

extension HostedNode {
    /// The stacks this entry hosts: tab pages, embedded slots, the detail column.
    var stacks: [StackNode] {
        (tabs?.pages.map(\.stack) ?? []) + embedded.map(\.stack) + (detail.map { [$0] } ?? [])
    }
}
