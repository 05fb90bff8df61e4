import WayfinderBindings
import WayfinderCoordinators
import WayfinderStacks

/// What a UI shows, in the terms the conformance kit compares with the navigation tree.
public struct ShownScreens: Hashable, Sendable, CustomStringConvertible {
    /// Per stack container, the entries on screen, bottom to top: the base layer's root and
    /// path, then each modal layer's opener and path.
    public var stacks: [ContainerID: [EntryID]]
    /// Per tab bar (by its coordinator), the index of the selected page.
    public var selectedTabs: [CoordinatorID: Int]

    /// Creates what a UI shows.
    ///
    /// - Parameters:
    ///   - stacks: The entries of each stack container, bottom to top.
    ///   - selectedTabs: The selected page of each tab bar.
    public init(stacks: [ContainerID: [EntryID]] = [:], selectedTabs: [CoordinatorID: Int] = [:]) {
        self.stacks = stacks
        self.selectedTabs = selectedTabs
    }

    /// What a UI in step with `projection` shows: every stack of the tree (those of unselected
    /// tab pages too, which a tab view keeps alive) and every tab bar's selection.
    ///
    /// - Parameter projection: The projected tree.
    public init(_ projection: NavigationProjection) {
        self.init()
        for stack in projection.stacks {
            stacks[stack.container] = stack.entries.map(\.id)
            for hosted in stack.hosted.values {
                if let tabs = hosted.tabs { selectedTabs[tabs.coordinator] = tabs.selection }
            }
        }
    }

    /// What a UI in step with every window of a tree shows: the stacks and tab bars of each
    /// open window (container and coordinator ids are unique across a navigator's windows).
    ///
    /// - Parameter windows: The windows' projections (``/WayfinderBindings/NavigationProjection/windows(of:)``).
    public init(windows: [WindowProjection]) {
        self.init()
        for window in windows {
            let shown = ShownScreens(window.projection)
            stacks.merge(shown.stacks) { _, new in new }
            selectedTabs.merge(shown.selectedTabs) { _, new in new }
        }
    }

    /// One line per stack and tab bar, sorted: the container and its entries, then each tab bar
    /// and its selected page.
    public var description: String {
        let stackLines = stacks.map { "\($0.key): \($0.value.map { "\($0)" }.joined(separator: " "))" }
        let tabLines = selectedTabs.map { "\($0.key) tab \($0.value)" }
        return (stackLines.sorted() + tabLines.sorted()).joined(separator: "\n")
    }
}

/// A gesture the user makes on a UI, as the conformance kit asks a renderer to perform it.
public enum UIGesture: Hashable, Sendable {
    /// A back swipe on the top pushed screen of the top layer of `container`; when
    /// `completed` is `false` the user lets go and the screen stays.
    case backSwipe(ContainerID, completed: Bool)
    /// The top modal layer of `container` is swiped down.
    case swipeDown(ContainerID)
    /// The tab at `index` of the tab bar of `coordinator` is tapped.
    case tapTab(CoordinatorID, index: Int)
}

/// A renderer the conformance kit can run: a ``/WayfinderBindings/StepRenderer`` whose screens
/// the kit reads, whose animations it ends, and on whose UI it performs gestures.
///
/// A renderer under test shows each step as it would on a device, except that an animated
/// transition ends only when the kit calls ``endTransition()``; that is how the kit interleaves
/// program requests and gestures with transitions in flight.
@MainActor
public protocol ConformingRenderer: StepRenderer {
    /// What the UI shows now.
    var shown: ShownScreens { get }

    /// The running transition's animation ends now: the renderer reports it to its driver
    /// (``/WayfinderBindings/RenderDriver/transitionFinished(change:step:)``) as it does when a
    /// real animation ends. Nothing happens when no transition runs.
    func endTransition()

    /// The user makes `gesture` on the UI. As on a device, the UI changes first (a completed
    /// back swipe has already removed the screen), then the renderer reports the write through
    /// `bindings`, as its containers' bindings would.
    ///
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - bindings: Where the UI's writes go.
    /// - Returns: What became of the write, or `nil` when the UI has nothing the gesture
    ///   could act on (no pushed screen to swipe back from, no sheet to swipe down).
    func perform(_ gesture: UIGesture, bindings: NavigationBindings) -> BindingWrite?

    /// For a renderer that draws panes side by side, the scene each stack is drawn in, by
    /// container: the kit compares those of the stacks the tree shows with the tree's scenes
    /// (``/WayfinderCoordinators/Navigator/scenes``) at every settle. `nil` (the default) for a
    /// renderer that draws one screen per stack, whose panes the kit does not compare.
    var drawnScenes: [ContainerID: StackScene]? { get }
}

extension ConformingRenderer {
    /// `nil`: the renderer draws no panes.
    public var drawnScenes: [ContainerID: StackScene]? { nil }
}
