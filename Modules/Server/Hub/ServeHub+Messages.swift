import Foundation
import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ServeHub {
    // MARK: - Messages to pages

    /// The message for one step, as the pages of `window` draw it: what the page draws once
    /// the step is done (the window's tree after the change, with the step's container as the
    /// step leaves it), how to animate it, the address of the window's top screen, and the
    /// whole tree after the change. A step in another window is a refresh of this one, not
    /// animated. `nil` when the change left no such window (the pages are moved to the focused
    /// one, and sent it).
    func stepMessage(_ step: RenderStep, window: WindowID) -> String? {
        guard var tree = step.tree(of: window) else { return nil }
        let here = step.window == window
        if here, let container = step.container, !step.isLast {
            tree = tree.replacing(container, with: step.entries)
        }
        var facts = PageEvent.StepFacts(step)
        if !here { facts = facts.refreshing }
        return PageEvent.step(shown(tree, final: step.tree, window: window), facts).text
    }

    /// The message that shows `window` as it is, for a page that connects between changes; the
    /// focused window when `window` is not open.
    func snapshotMessage(window: WindowID = .main) -> PageEvent {
        let whole = app.navigator.tree
        let shownWindow = whole.window(window) == nil ? whole.focusedWindow : window
        return .snapshot(shown(whole.window(shownWindow) ?? whole, final: whole, window: shownWindow))
    }

    /// What a `step` or `snapshot` shows: `tree` drawn (one window's), and `final`, the whole
    /// tree after the change, as `GET /tree.json` shows it (with each entry's phase and saved
    /// state), with the window drawn and the list of windows.
    private func shown(_ tree: NavigationTree, final: NavigationTree, window: WindowID) -> PageEvent.ShownTree {
        treeMessagesBuilt += 1
        // Each window is drawn in its own width (the page that shows it reported it).
        let layout = app.navigator.layout(of: window)
        let projection = NavigationProjection(tree, layout: layout)
        let model = PageModel(layout: layout, tree: tree, projection: projection, app: app)
        let selectedTab = projection.tabBar(for: projection.visible.last?.container)
        let link = projection.visible.last.flatMap { address.address(of: $0.entry, tab: selectedTab) }
        let view = TreeView(final, entryStates: app.navigator.entryStates, flowStates: app.navigator.flowStates)
        return PageEvent.ShownTree(
            page: model, tree: final, view: view, link: link, app: app.manifest.app.name.value, window: window,
            windows: shownWindows(final))
    }

    nonisolated static func kind(_ transition: StepTransition<AnyRoute>?) -> String {
        switch transition {
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .update: "update"
        case .replaceRoot: "replace"
        case nil: "refresh"
        }
    }

    // MARK: - JSON

    /// The navigator's tree as `run --json` prints it: pretty, with sorted keys, each entry and
    /// coordinator with its `phase` and saved `state` (see ``/WayfinderCoordinators/TreeView``).
    @MainActor public static func treeJSON(_ navigator: Navigator) -> Data {
        treeJSON(
            navigator.tree,
            view: TreeView(
                navigator.tree, entryStates: navigator.entryStates, flowStates: navigator.flowStates))
    }

    /// The tree as `run --json` prints it: pretty, with sorted keys; with `view`, each entry and
    /// coordinator carries what the view adds (its phase and saved state).
    public static func treeJSON(_ tree: NavigationTree, view: TreeView? = nil) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let view { encoder.userInfo[CodingUserInfoKey.treeView] = view }
        return (try? encoder.encode(tree)) ?? Data("null".utf8)
    }

}

extension PageEvent.StepFacts {
    /// How `step` animates.
    init(_ step: RenderStep) {
        self.init(
            change: step.change, step: step.index, count: step.count, animated: step.animated,
            transition: ServeHub.kind(step.transition))
    }

    /// The same step drawn in a window it did not change: redrawn at once.
    var refreshing: PageEvent.StepFacts {
        PageEvent.StepFacts(change: change, step: step, count: count, animated: false, transition: ServeHub.kind(nil))
    }
}

extension NavigationProjection {
    /// The name of the selected tab of the bar whose selected page holds `container`.
    func tabBar(for container: ContainerID?) -> String? {
        guard let container else { return nil }
        for stack in stacks {
            for hosted in stack.hosted.values {
                if let bar = hosted.tabs, let page = bar.selectedPage, page.stack.container == container {
                    return page.name
                }
            }
        }
        return nil
    }
}

extension NavigationTree {
    /// This tree with the entries of `container` replaced, keeping only what still-present
    /// entries host: the tree an intermediate step shows.
    func replacing(_ container: ContainerID, with entries: EntryList<AnyRoute>) -> NavigationTree {
        var copy = self
        copy.root = root.map { $0.replacing(container, with: entries) }
        return copy
    }
}

extension StackNode {
    /// This node with `target`'s entries replaced by `newEntries` (and only what those still
    /// host), wherever `target` hangs below it.
    func replacing(_ target: ContainerID, with newEntries: EntryList<AnyRoute>) -> StackNode {
        rewritingEveryStack { $0.container == target ? $0.showing(newEntries) : $0 }
    }

    /// This node with `entries`, hosting only what those entries host.
    func showing(_ entries: EntryList<AnyRoute>) -> StackNode {
        var copy = self
        copy.entries = entries
        let ids = Set(entries.map(\.id))
        copy.hosted = hosted.filter { ids.contains($0.entry) }
        return copy
    }

    /// `change` applied to this node, then to every stack it hosts (tab pages, embedded slots,
    /// a detail column), each after its host: the one walk of the page's tree rewrites.
    func rewritingEveryStack(_ change: (StackNode) -> StackNode) -> StackNode {
        var copy = change(self)
        copy.hosted = copy.hosted.map { node in
            var node = node
            if var tabs = node.tabs {
                tabs.pages = tabs.pages.map { page in
                    var page = page
                    page.stack = page.stack.rewritingEveryStack(change)
                    return page
                }
                node.tabs = tabs
            }
            node.embedded = node.embedded.map {
                EmbeddedNode(slot: $0.slot, stack: $0.stack.rewritingEveryStack(change))
            }
            node.detail = node.detail?.rewritingEveryStack(change)
            return node
        }
        return copy
    }
}
