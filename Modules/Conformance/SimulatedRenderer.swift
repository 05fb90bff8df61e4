import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What the two simulated renderers share: a UI model per stack (its screens, bottom to top),
/// the tab bars' selections, the running transition, and gestures made on the UI first.
///
/// How they converge, the way a real renderer must:
/// - each step leads from the previous step's entries of its container (what the engine
///   believes the UI shows) to its own; a transition that does not is a bug in the plan and is
///   counted in ``violations``;
/// - when the UI is elsewhere (the user's gesture got there first), the step is not replayed as
///   a transition: the UI takes the step's entries (a real UIKit renderer calls
///   `setViewControllers` unanimated), and a step whose entries the UI already shows has nothing
///   to animate;
/// - a gesture the bindings ignore, or that the engine refuses, is undone: the UI shows the
///   stack as the last step left it; except a back swipe or swipe-down a leave check refused,
///   which the engine answers with a step that puts the screens back (``/WayfinderBindings/RenderStep/putsBack``):
///   its transition is applied to what the UI shows.
@MainActor
open class SimulatedRenderer: ConformingRenderer {
    /// What one UI update may hold.
    public let capabilities: RendererCapabilities
    /// Every plan or capability mismatch seen; a conforming stack of plans leaves it empty.
    public private(set) var violations: [String] = []
    /// How many steps the renderer showed.
    public private(set) var stepsShown = 0

    /// How many changes took more than one step.
    public private(set) var multiStepChanges = 0
    /// How many steps put back what a refused gesture removed.
    public private(set) var putBackSteps = 0

    /// What each stack shows now, bottom to top.
    public private(set) var screens: [ContainerID: [Entry<AnyRoute>]] = [:]
    /// The panes each stack is drawn in, side by side, as the steps
    /// (``/WayfinderBindings/RenderStep/scenes``) and the layout events told the renderer; empty
    /// for a renderer that draws no panes.
    public private(set) var scenes: [ContainerID: StackScene] = [:]
    private var tabs: [CoordinatorID: Int] = [:]
    /// What the last step of each container said the UI shows, and the tab bars it selected.
    private var stepped: [ContainerID: [Entry<AnyRoute>]] = [:]
    private var steppedTabs: [CoordinatorID: Int] = [:]
    private var running: RenderStep?
    private weak var driver: RenderDriver?
    private var sentGestures: [(ticket: NavigationTicket, container: ContainerID?, bindings: NavigationBindings)] = []

    /// A renderer whose updates may hold what `capabilities` allows.
    public init(_ capabilities: RendererCapabilities) {
        self.capabilities = capabilities
    }

    /// What the UI shows now.
    public var shown: ShownScreens {
        ShownScreens(stacks: screens.mapValues { $0.map(\.id) }, selectedTabs: tabs)
    }

    /// The panes each stack is drawn in, when the renderer draws panes.
    public var drawnScenes: [ContainerID: StackScene]? { capabilities.drawsPanes ? scenes : nil }

    // MARK: - Steps

    /// Shows `step` as the UI would, and reports its end at once unless it animates.
    open func show(_ step: RenderStep, driver: RenderDriver) {
        self.driver = driver
        stepsShown += 1
        if step.index == 1 { multiStepChanges += 1 }
        if let transition = step.transition, !capabilities.allows(transition) {
            violations.append("change \(step.change) step \(step.index): \(transition) exceeds \(capabilities)")
        }
        // Every window is drawn: a step in one window leaves the others' stacks as they are.
        let windows = ShownScreens(windows: NavigationProjection.windows(of: step.tree))
        steppedTabs = windows.selectedTabs
        tabs = steppedTabs
        if let container = step.container, step.putsBack {
            // The engine puts back what a refused gesture removed: the transition leads from what
            // the gesture left on screen. A UI elsewhere (put in line since) takes the entries.
            putBackSteps += 1
            let onScreen = screens[container] ?? []
            let planned = apply(step, to: onScreen)
            set(planned.map(\.id) == step.entries.map(\.id) ? planned : Array(step.entries), in: container)
            stepped[container] = step.entries.isEmpty ? nil : Array(step.entries)
        } else if let container = step.container {
            let from = stepped[container] ?? []
            let planned = apply(step, to: from)
            if planned.map(\.id) != step.entries.map(\.id) {
                violations.append(
                    "change \(step.change) step \(step.index): \(step.transition.map { "\($0)" } ?? "appear") "
                        + "from \(from.map(\.id)) gave \(planned.map(\.id)), not \(step.entries.map(\.id))")
            }
            let onScreen = screens[container] ?? []
            set(onScreen.map(\.id) == from.map(\.id) ? planned : Array(step.entries), in: container)
            stepped[container] = step.entries.isEmpty ? nil : Array(step.entries)
        }
        // Stacks the tree no longer has (a finished tab flow's) leave the UI with the step that
        // removed their host.
        let present = Set(windows.stacks.keys)
        for container in screens.keys where !present.contains(container) && container != step.container {
            screens[container] = nil
            stepped[container] = nil
        }
        if capabilities.drawsPanes {
            // Every stack shown gets its panes, those the step did not touch too (a tab page it
            // selected); a stack that is gone takes its panes with it.
            for container in scenes.keys where !present.contains(container) { scenes[container] = nil }
            for (container, scene) in step.scenes { scenes[container] = scene }
        }
        if step.animated {
            running = step
        } else {
            driver.transitionFinished(change: step.change, step: step.index)
        }
        undoRefusedGestures()
    }

    /// Draws the stacks whose scenes a width change changed in their new panes.
    open func show(layout: LayoutEvent, driver: RenderDriver) {
        guard capabilities.drawsPanes else { return }
        for shown in layout.scenes { scenes[shown.container] = shown.scene }
    }

    /// The UI after showing `step` from `before`, by the renderer's own means.
    open func apply(_ step: RenderStep, to before: [Entry<AnyRoute>]) -> [Entry<AnyRoute>] {
        Array(step.entries)
    }

    /// Ends the running transition and reports it.
    open func endTransition() {
        guard let step = running, let driver else { return }
        running = nil
        driver.transitionFinished(change: step.change, step: step.index)
        undoRefusedGestures()
    }

    private func set(_ entries: [Entry<AnyRoute>], in container: ContainerID) {
        screens[container] = entries.isEmpty ? nil : entries
    }

    // MARK: - Gestures

    /// The layer on top of a stack's screens: its opener's index and the entries above it.
    private func topLayer(of entries: [Entry<AnyRoute>]) -> (opener: Int, path: ArraySlice<Entry<AnyRoute>>)? {
        guard !entries.isEmpty else { return nil }
        let opener = entries.lastIndex { $0.style.isModal } ?? 0
        return (opener, entries[(opener + 1)...])
    }

    /// Performs `gesture` on the UI, then reports it through `bindings`.
    public func perform(_ gesture: UIGesture, bindings: NavigationBindings) -> BindingWrite? {
        switch gesture {
        case .backSwipe(let container, let completed):
            let entries = screens[container] ?? []
            guard let layer = topLayer(of: entries), let top = layer.path.last else { return nil }
            guard completed else {
                return record(
                    .sent([bindings.navigator.handle(.backSwipe(top.id, completed: false))]), container, bindings)
            }
            set(Array(entries.dropLast()), in: container)
            let write = writeBackSwipe(
                path: layer.path.dropLast().map(\.id), opener: entries[layer.opener].id, container: container,
                bindings: bindings)
            return record(write, container, bindings)
        case .swipeDown(let container):
            let entries = screens[container] ?? []
            guard let layer = topLayer(of: entries), layer.opener > 0 else { return nil }
            set(Array(entries[..<layer.opener]), in: container)
            return record(bindings.dismissItem(entries[layer.opener].id, in: container), container, bindings)
        case .tapTab(let coordinator, let index):
            guard tabs[coordinator] != nil else { return nil }
            tabs[coordinator] = index
            return record(bindings.selectTab(index, of: coordinator), nil, bindings)
        }
    }

    /// Reports a shortened path as the renderer's container would.
    open func writeBackSwipe(
        path: [EntryID], opener: EntryID, container: ContainerID, bindings: NavigationBindings
    ) -> BindingWrite {
        bindings.setPath(path, ofLayerOpenedBy: opener, in: container)
    }

    /// Keeps the write's tickets to undo the gesture if it is refused; undoes it at once if
    /// the bindings ignored it.
    private func record(
        _ write: BindingWrite, _ container: ContainerID?, _ bindings: NavigationBindings
    ) -> BindingWrite {
        for ticket in write.tickets { sentGestures.append((ticket, container, bindings)) }
        if write.ignoredReason != nil { resync(container, bindings) }
        undoRefusedGestures()
        return write
    }

    /// A gesture the engine refused changed the UI and nothing else: the UI shows the tree's
    /// stack again. A back swipe or swipe-down a leave check refused is not undone here: the
    /// engine answers it with a step that puts the screens back (``/WayfinderBindings/RenderStep/putsBack``).
    private func undoRefusedGestures() {
        var kept: [(ticket: NavigationTicket, container: ContainerID?, bindings: NavigationBindings)] = []
        for sent in sentGestures {
            switch sent.ticket.status {
            case .failed(.leaveRefused) where sent.container != nil: break
            case .failed: resync(sent.container, sent.bindings)
            case .completed: break
            case .queued, .applied: kept.append(sent)
            }
        }
        sentGestures = kept
    }

    private func resync(_ container: ContainerID?, _ bindings: NavigationBindings) {
        tabs = steppedTabs
        guard let container else { return }
        set(stepped[container] ?? [], in: container)
    }
}

/// A UIKit-like renderer: one push, pop or dismissal per update, each transition applied to
/// the navigation controller's view controllers as UIKit would (push appends, pop removes from
/// the top, present adds a layer, dismiss removes whole layers), and panes side by side as a
/// split view controller draws them.
@MainActor
public final class UIKitLikeRenderer: SimulatedRenderer {
    /// A renderer of one push, pop or dismissal per update, that draws panes.
    public init() {
        super.init(.oneAtATime.drawingPanes())
    }

    override public func apply(_ step: RenderStep, to before: [Entry<AnyRoute>]) -> [Entry<AnyRoute>] {
        guard let transition = step.transition else { return Array(step.entries) }
        switch transition {
        case .push(let entries):
            return before + entries
        case .present(let entry):
            return before + [entry]
        case .pop(let count):
            return Array(before.dropLast(count))
        case .dismiss(let openers):
            guard let first = openers.first, let index = before.firstIndex(where: { $0.id == first.id }) else {
                return before
            }
            return Array(before[..<index])
        case .update(let entries):
            let updated = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
            return before.map { updated[$0.id] ?? $0 }
        case .replaceRoot(_, let to):
            return to.map { [$0] } ?? []
        }
    }
}

/// A `NavigationStack`-like renderer: any number of pushes or pops per update, the path binding
/// set whole, and panes side by side as `NavigationSplitView` draws them; like SwiftUI, it
/// writes a shortened path binding twice.
@MainActor
public final class NavigationStackLikeRenderer: SimulatedRenderer {
    /// A renderer of any number of pushes or pops per update, that draws panes.
    public init() {
        super.init(.navigationStack.drawingPanes())
    }

    override public func writeBackSwipe(
        path: [EntryID], opener: EntryID, container: ContainerID, bindings: NavigationBindings
    ) -> BindingWrite {
        let first = bindings.setPath(path, ofLayerOpenedBy: opener, in: container)
        guard first.ignoredReason == nil else { return first }
        // SwiftUI sets the binding again; the second write must not become a second gesture.
        let second = bindings.setPath(path, ofLayerOpenedBy: opener, in: container)
        return .sent(first.tickets + second.tickets)
    }
}
