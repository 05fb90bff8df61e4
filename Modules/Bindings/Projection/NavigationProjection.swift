import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The whole navigation tree as UI containers bind to it: per stack its layers (root, pushed
/// entries, modal items with their styles), per tab bar its selection and badges, per split
/// view its detail, per embedding its slot.
///
/// A projection is a value computed from a ``/WayfinderCoordinators/NavigationTree``; a renderer rebuilds it for each
/// change and never writes to it: UI writes go through ``NavigationBindings``.
///
/// ```swift
/// let projection = NavigationProjection(navigator.tree)
/// projection.visible.last?.entry   // the screen the user sees
/// ```
public struct NavigationProjection: Hashable, Sendable {
    /// The root coordinator's stack, or `nil` before anything started.
    public let root: StackBinding?

    /// Projects a tree.
    ///
    /// - Parameter tree: The navigation tree.
    public init(_ tree: NavigationTree) {
        root = tree.root.map(StackBinding.init)
    }

    /// The screens on the way from the root to the one the user sees, bottom to top: each
    /// stack's entries, and where the top entry hosts a tab bar, the selected page's stack in
    /// its place. Entries that only host a tab bar are not screens and are left out.
    public var visible: [VisibleScreen] {
        var screens: [VisibleScreen] = []
        var stack = root
        while let current = stack {
            stack = nil
            for (index, layer) in current.layers.enumerated() {
                for entry in [layer.opener] + layer.path {
                    let hosted = current.hosted[entry.id]
                    if entry.id == current.top?.id, let page = hosted?.tabs?.selectedPage {
                        stack = page.stack
                        continue
                    }
                    screens.append(
                        VisibleScreen(entry: entry, container: current.container, layer: index, hosted: hosted))
                }
            }
        }
        return screens
    }

    /// Every stack in the tree, depth first: the root, then what each entry hosts.
    public var stacks: [StackBinding] {
        var result: [StackBinding] = []
        var pending = root.map { [$0] } ?? []
        while let stack = pending.popLast() {
            result.append(stack)
            let hosted = stack.entries.compactMap { stack.hosted[$0.id] }
            for node in hosted.reversed() {
                pending += (node.detail.map { [$0] } ?? []).reversed()
                pending += node.slots.map(\.stack).reversed()
                pending += (node.tabs?.pages.map(\.stack) ?? []).reversed()
            }
        }
        return result
    }

    /// The stack of a container, wherever it is in the tree.
    ///
    /// - Parameter container: The container.
    /// - Returns: Its binding, or `nil` when the tree no longer holds it.
    public func stack(_ container: ContainerID) -> StackBinding? {
        stacks.first { $0.container == container }
    }

    /// The tab bar of a tab coordinator, wherever it is in the tree.
    ///
    /// - Parameter coordinator: The tab coordinator.
    /// - Returns: Its binding, or `nil` when the tree no longer holds it.
    public func tabBar(_ coordinator: CoordinatorID) -> TabBarBinding? {
        for stack in stacks {
            for hosted in stack.hosted.values where hosted.tabs?.coordinator == coordinator {
                return hosted.tabs
            }
        }
        return nil
    }
}

/// One screen on the way to the one the user sees.
public struct VisibleScreen: Hashable, Sendable {
    /// The entry shown.
    public let entry: Entry<AnyRoute>
    /// The container it is in.
    public let container: ContainerID
    /// The index of its layer in its stack (0 for the base layer).
    public let layer: Int
    /// What its screen hosts: embedded slots, a detail column.
    public let hosted: HostedBinding?
}
