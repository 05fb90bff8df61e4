import WayfinderRouting
import WayfinderStacks

// MARK: - Detail selection and back policy: what a scene changes about a request

extension Navigator {
    /// The operation a push becomes by the stack's detail selection: pushing a `detail` while
    /// the stack shows a `list` pane and a `detail` pane replaces the detail pane's entries
    /// (``DetailSelection/replace``: a pop of them and the push, so the replaced entries end and
    /// their contexts are released); any other operation is returned as it is.
    ///
    /// - Parameters:
    ///   - operation: The operation a coordinator asked for.
    ///   - container: The container it applies to.
    /// - Returns: The operation to apply.
    @inline(__always) func selectingDetail(
        _ operation: PathOperation<AnyRoute>, in container: ContainerID
    ) -> PathOperation<AnyRoute> {
        // One dictionary emptiness check for every app that declares no scenes.
        guard !layoutState.layout.configurations.isEmpty, case .push(let route) = operation else { return operation }
        return replacingDetail(with: route, in: container) ?? operation
    }

    /// The pop-and-push that replaces the shown detail pane of `container` with `route`, or
    /// `nil` when the push stays a push.
    private func replacingDetail(with route: AnyRoute, in container: ContainerID) -> PathOperation<AnyRoute>? {
        let layout = layoutState.layout
        let configuration = layout.configuration(of: container)
        guard configuration.isMultiPane, configuration.detailSelection == .replace, layout.role(of: route) == .detail,
            let path = currentState.stacks[container]
        else { return nil }
        let entries = Array(path.entries)
        let replaced = layout.scene(of: entries, in: container).replacedBySelecting(.detail, configuration: configuration)
        // A modal layer above the scene takes the push inside it: nothing is replaced.
        guard !replaced.isEmpty, StackScene.baseContext(of: entries).count == entries.count else { return nil }
        return .popAndPush(replaced.count, route)
    }

    /// A back action with the stack's back policy applied: with
    /// ``BackPolicy/popUntilSceneChange``, a pop of the top of a stack shown as several panes
    /// pops every entry down to where the scene changes (never a flow's first screen, which a
    /// pop of its own finishes).
    ///
    /// - Parameters:
    ///   - action: What the back chain says.
    ///   - state: The state it was resolved in.
    /// - Returns: The action to carry out.
    func applyingBackPolicy(_ action: BackAction?, in state: NavigationState) -> BackAction? {
        guard !layoutState.layout.configurations.isEmpty, case .pop(let top, let container) = action else {
            return action
        }
        let layout = layoutState.layout
        let configuration = layout.configuration(of: container)
        guard configuration.backPolicy == .popUntilSceneChange, let path = state.stacks[container] else {
            return action
        }
        let entries = Array(path.entries)
        guard entries.last?.id == top, StackScene.baseContext(of: entries).count == entries.count else {
            return action
        }
        let count = StackScene.backCount(
            entries: entries, widthClass: layout.effectiveWidthClass, configuration: configuration,
            role: { layout.role(of: $0) })
        var first = entries.count - 1
        let flowRoots = Set(path.scopes.map(\.rootID))
        while first - 1 >= entries.count - count, !flowRoots.contains(entries[first - 1].id) {
            first -= 1
        }
        return .pop(entries[first].id, container: container)
    }
}
