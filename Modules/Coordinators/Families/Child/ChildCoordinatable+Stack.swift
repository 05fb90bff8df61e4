import WayfinderRouting
import WayfinderStacks

extension ChildCoordinatable {
    // MARK: - Reading the shared stack

    /// The shared stack: every entry of the stack the child navigates in, root first (the
    /// parent's entries included). Read-only; empty before the child starts.
    public var stack: [Entry<AnyRoute>] { sharedPath.map { Array($0.entries) } ?? [] }

    /// The entry showing the child's ``root``, once started.
    public var rootEntry: Entry<AnyRoute>? {
        guard let path = sharedPath, let index = rootIndex else { return nil }
        return path.entries[index]
    }

    /// The index of the child's root entry in ``stack``.
    public var rootIndex: Int? {
        guard let path = sharedPath else { return nil }
        guard let scope = core.target?.scope else { return path.isEmpty ? nil : 0 }
        return path.rootIndex(of: scope)
    }

    /// The entries under the child's control: its root and everything above it (up to the root
    /// of an owned scope it is not part of).
    public var controlledStack: [Entry<AnyRoute>] {
        guard let path = sharedPath else { return [] }
        return Array(path.controlledStack(of: core.target?.scope))
    }

    /// Whether `item` is in ``controlledStack``.
    ///
    /// - Parameter item: An entry of the shared stack.
    /// - Returns: `false` for the parent's entries below the child's root, and for entries not in the stack.
    public func canControl(_ item: Entry<AnyRoute>) -> Bool {
        sharedPath?.canControl(item.id, by: core.target?.scope) ?? false
    }

    /// The path of the container the child navigates in, as the current transaction sees it.
    var sharedPath: ContainerPath? {
        guard let navigator, let target = core.target else { return nil }
        _ = navigator.changeCount  // registers observation of every commit
        return navigator.currentState.stacks[target.container]
    }
}
