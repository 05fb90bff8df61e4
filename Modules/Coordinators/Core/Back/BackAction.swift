import WayfinderRouting
import WayfinderStacks

/// What a system back does where the user is: the answer of the back chain (see
/// ``Navigator/backAction`` and ``UserGesture/back``) when no screen's handler takes it.
///
/// The chain looks at the stacks on the way to the screen the user sees
/// (``NavigationTree/visibleStacks``), innermost first:
/// 1. a stack holding more than one entry loses its top one: a screen pushed in the top modal
///    layer is popped, then the layer itself is dismissed, then the screens pushed in the
///    selected tab's stack are popped; an entry that is a flow's first screen takes its flow
///    with it (the flow finishes, as ``Coordinator/finishFlow(animated:)`` would finish it);
/// 2. at the first screen of a tab page, the tab bar's ``TabBackPolicy`` decides: with
///    ``TabBackPolicy/firstTab`` the first tab is selected (when another one is);
/// 3. otherwise the chain goes on with the stack that hosts the tab bar.
///
/// When no stack has anything to remove, there is nothing to go back to
/// (``NavigationError/nothingToGoBack``).
public enum BackAction: Hashable, Sendable {
    /// Pops the pushed entry on top of a stack.
    case pop(EntryID, container: ContainerID)
    /// Dismisses the modal layer this entry opens.
    case dismiss(EntryID, container: ContainerID)
    /// Removes the first screen of a coordinator's flow: the flow finishes.
    case finishFlow(CoordinatorID, entry: EntryID, container: ContainerID)
    /// Selects the first page of a tab bar (its policy is ``TabBackPolicy/firstTab``).
    case selectFirstTab(CoordinatorID)

    /// The entry the back removes (with everything above it), if it removes one.
    public var removedEntry: EntryID? {
        switch self {
        case .pop(let entry, _), .dismiss(let entry, _), .finishFlow(_, let entry, _): entry
        case .selectFirstTab: nil
        }
    }

    /// The request step that carries the back out, as a user gesture.
    var step: NavigationStep {
        switch self {
        case .pop(let entry, let container), .dismiss(let entry, let container),
            .finishFlow(_, let entry, let container):
            .path(container, scope: nil, .popFrom(entry))
        case .selectFirstTab(let coordinator):
            .selectTab(coordinator, index: 0)
        }
    }
}

/// What system back does at the first screen of a tab page (``BackAction``'s chain, step 2).
///
/// In a manifest: `back: none` or `back: first-tab` on a tabs coordinator; in Swift,
/// ``TabCoordinator/backPolicy``.
public enum TabBackPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The tab bar does nothing: back goes on to what hosts the tab bar (the default).
    case none
    /// Back at the first screen of a page other than the first selects the first page.
    case firstTab = "first-tab"
}

extension NavigationTree {
    /// What a system back does in this tree (see ``BackAction``), or `nil` when there is
    /// nothing to go back to.
    ///
    /// - Parameters:
    ///   - flowStartedAt: The coordinator whose flow starts at an entry of a container, if one
    ///     does.
    ///   - tabPolicy: Each tab bar's policy, by its coordinator.
    func backAction(
        flowStartedAt: (ContainerID, EntryID) -> CoordinatorID?, tabPolicy: (CoordinatorID) -> TabBackPolicy
    ) -> BackAction? {
        let stacks = Array(visibleStacks)
        for (depth, stack) in stacks.enumerated().reversed() {
            let entries = stack.entries
            if entries.count > 1, let top = entries.last {
                if let flow = flowStartedAt(stack.container, top.id) {
                    return .finishFlow(flow, entry: top.id, container: stack.container)
                }
                return top.style.isModal
                    ? .dismiss(top.id, container: stack.container) : .pop(top.id, container: stack.container)
            }
            // A tab page's first screen: the bar's policy, then the stack hosting the bar.
            guard depth > 0, let host = stacks[depth - 1].entries.last,
                let tabs = stacks[depth - 1].hosted(by: host.id)?.tabs
            else { continue }
            if tabs.selected != 0, tabPolicy(tabs.coordinator) == .firstTab {
                return .selectFirstTab(tabs.coordinator)
            }
        }
        return nil
    }
}
