import Foundation
import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ServeHub {
    // MARK: - Messages to pages

    /// The message for one step: what the page draws once the step is done (the tree after
    /// the change with the step's container as the step leaves it), how to animate it, the
    /// address of the top screen, and the whole tree after the change.
    func stepMessage(_ step: RenderStep) -> String {
        var tree = step.tree
        if let container = step.container, !step.isLast {
            tree = tree.replacing(container, with: step.entries)
        }
        return PageEvent.step(shown(tree, final: step.tree), PageEvent.StepFacts(step)).text
    }

    /// The message that shows the tree as it is, for a page that connects between changes.
    func snapshotMessage() -> PageEvent {
        .snapshot(shown(app.navigator.tree, final: app.navigator.tree))
    }

    /// What a `step` or `snapshot` shows: `tree` drawn, and `final`, the tree after the change,
    /// as `GET /tree.json` shows it (with each entry's phase and saved state).
    private func shown(_ tree: NavigationTree, final: NavigationTree) -> PageEvent.ShownTree {
        treeMessagesBuilt += 1
        let layout = app.navigator.layout
        let projection = NavigationProjection(tree, layout: layout)
        let model = PageModel(layout: layout, tree: tree, projection: projection, app: app)
        let selectedTab = projection.tabBar(for: projection.visible.last?.container)
        let link = projection.visible.last.flatMap { address.address(of: $0.entry, tab: selectedTab) }
        let view = TreeView(final, entryStates: app.navigator.entryStates, flowStates: app.navigator.flowStates)
        return PageEvent.ShownTree(page: model, tree: final, view: view, link: link, app: app.manifest.app.name.value)
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
    func replacing(_ target: ContainerID, with newEntries: EntryList<AnyRoute>) -> StackNode {
        var copy = self
        if container == target {
            copy.entries = newEntries
            let ids = Set(newEntries.map(\.id))
            copy.hosted = hosted.filter { ids.contains($0.entry) }
        }
        copy.hosted = copy.hosted.map { node in
            var node = node
            if var tabs = node.tabs {
                tabs.pages = tabs.pages.map { page in
                    var page = page
                    page.stack = page.stack.replacing(target, with: newEntries)
                    return page
                }
                node.tabs = tabs
            }
            node.embedded = node.embedded.map {
                EmbeddedNode(slot: $0.slot, stack: $0.stack.replacing(target, with: newEntries))
            }
            node.detail = node.detail?.replacing(target, with: newEntries)
            return node
        }
        return copy
    }
}
