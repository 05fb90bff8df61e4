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
    /// Every stack in the tree, in the tree's order (``/WayfinderCoordinators/NavigationTree/allStacks``):
    /// the root, then the stacks its entries host, breadth first.
    public let stacks: [StackBinding]
    /// The stacks on the way from the root to the screen the user sees
    /// (``/WayfinderCoordinators/NavigationTree/visibleStacks``): the root, then the selected
    /// page's stack of each tab bar shown on top.
    public let visibleStacks: [StackBinding]

    /// The scene of every stack shown, by container, when the projection was made with a
    /// layout; empty otherwise.
    public let scenes: [ContainerID: StackScene]

    /// Projects a tree.
    ///
    /// - Parameter tree: The navigation tree.
    public init(_ tree: NavigationTree) {
        root = tree.root.map(StackBinding.init)
        stacks = tree.allStacks.map(StackBinding.init)
        visibleStacks = tree.visibleStacks.map(StackBinding.init)
        scenes = [:]
    }

    /// Projects a tree as it is shown in a layout: each stack shown gets its scene (its panes,
    /// the focused one and their back buttons).
    ///
    /// ```swift
    /// let projection = NavigationProjection(navigator.tree, layout: navigator.layout)
    /// projection.root?.scene?.panes.count   // 2 at 1,000 points for a list and its detail
    /// ```
    ///
    /// - Parameters:
    ///   - tree: The navigation tree.
    ///   - layout: The navigator's layout (``/WayfinderCoordinators/Navigator/layout``).
    public init(_ tree: NavigationTree, layout: SceneLayout) {
        let scenes = tree.scenes(in: layout)
        func bind(_ node: StackNode) -> StackBinding {
            var binding = StackBinding(node)
            binding.scene = scenes[node.container]
            return binding
        }
        root = tree.root.map(bind)
        stacks = tree.allStacks.map(bind)
        visibleStacks = tree.visibleStacks.map(bind)
        self.scenes = scenes
    }

    /// The screens on the way from the root to the one the user sees, bottom to top: each of
    /// ``visibleStacks``' entries, but for an entry that shows the tab bar whose page comes next
    /// (it hosts a tab bar and is not a screen).
    public var visible: [VisibleScreen] {
        var screens: [VisibleScreen] = []
        for (position, stack) in visibleStacks.enumerated() {
            let descends = position < visibleStacks.count - 1
            for (index, layer) in stack.layers.enumerated() {
                for entry in [layer.opener] + layer.path {
                    if descends, entry.id == stack.top?.id { continue }
                    screens.append(
                        VisibleScreen(
                            entry: entry, container: stack.container, layer: index, hosted: stack.hosted[entry.id]))
                }
            }
        }
        return screens
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
