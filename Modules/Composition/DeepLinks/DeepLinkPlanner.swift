import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Plans a deep link's target against a tree: a pure function of the tree, the target and the
/// manifest's route declarations.
///
/// The plan selects the link's tab, takes stacks back to their first screen (dismissing what is
/// presented, then popping) — the root stack and every tab's stack, or with
/// ``DeepLinkReset/target`` the root stack and the target's — then shows the `via` screens and
/// the target, or starts the flow. With every stack reset, the tree after the plan no longer
/// depends on the tree before it.
struct DeepLinkPlanner {
    /// Which stacks are reset.
    let reset: DeepLinkReset
    /// The manifest's declaration of a route (for `withNavigation`).
    let routeSpec: (String) -> RouteSpec?

    /// The plan for `target` starting from `tree`.
    ///
    /// - Throws: ``CompositionError/deepLinkUnplannable(url:reason:)`` when the tree has no stack
    ///   to show the target in, or no tab of that name.
    func plan(_ target: DeepLinkTarget, in tree: NavigationTree) throws(CompositionError) -> DeepLinkPlan {
        guard let root = tree.root else {
            throw .deepLinkUnplannable(url: target.url, reason: "the app shows nothing yet")
        }
        let tabs = root.entries.first.flatMap { root.hosted(by: $0.id)?.tabs }
        var steps: [DeepLinkStep] = []
        var selected = tabs?.selected
        if let name = target.tab {
            guard let tabs else {
                throw .deepLinkUnplannable(
                    url: target.url, reason: "it selects tab '\(name)', but the root is not a tab bar")
            }
            guard let index = tabs.pages.firstIndex(where: { $0.name == name }) else {
                let pages = tabs.pages.map(\.name).joined(separator: ", ")
                throw .deepLinkUnplannable(
                    url: target.url, reason: "the tab bar has no page '\(name)'; pages: \(pages)")
            }
            if index != tabs.selected { steps.append(.selectTab(page: name, index: index, bar: tabs.coordinator)) }
            selected = index
        }
        let host = tabs.flatMap { tabs in selected.map { tabs.pages[$0].stack } } ?? root
        let pageStacks = tabs?.pages.map(\.stack) ?? []
        var resets = [root] + (reset == .all ? pageStacks : [host])
        if host.container == root.container { resets = [root] }
        for stack in resets {
            steps += Self.resetSteps(stack)
        }
        for route in target.via + (target.route.map { [$0] } ?? []) {
            steps.append(
                .show(route, in: host.container, withNavigation: routeSpec(route.name)?.allowsNavigation ?? false))
        }
        if let flow = target.flow {
            steps.append(.startFlow(flow, from: host.container.owner, in: host.container))
        }
        return DeepLinkPlan(target: target, steps: steps)
    }

    /// Dismisses a stack's modal layers, then pops what is pushed below them, down to its
    /// first screen; nothing for a stack showing only that.
    static func resetSteps(_ stack: StackNode) -> [DeepLinkStep] {
        let above = stack.entries.dropFirst()
        guard !above.isEmpty else { return [] }
        var steps: [DeepLinkStep] = []
        let firstModal = above.firstIndex { $0.style.isModal } ?? stack.entries.endIndex
        if firstModal < stack.entries.endIndex {
            steps.append(.dismissAll(stack.container, removing: Array(stack.entries[firstModal...])))
        }
        if firstModal > 1 {
            steps.append(.popToRoot(stack.container, removing: Array(stack.entries[1..<firstModal])))
        }
        return steps
    }
}
