import WayfinderRouting

extension StepPlanner {
    // MARK: - Classifying

    /// The single legal transition from `from` to `to`, if there is one (see ``StepTransition``).
    ///
    /// Capabilities are not consulted: ``RendererCapabilities/allows(_:)`` tells whether a
    /// renderer can perform the transition in one update.
    ///
    /// - Parameters:
    ///   - from: The entries before.
    ///   - to: The entries after.
    /// - Returns: The transition, or `nil` when `to` is not one step away (or is the same).
    public static func transition<Route>(from: [Entry<Route>], to: [Entry<Route>]) -> StepTransition<Route>? {
        let shared = Swift.min(from.count, to.count)
        guard zip(from.prefix(shared), to.prefix(shared)).allSatisfy({ $0.sharesSlot(with: $1) }) else {
            return from.count <= 1 && to.count <= 1 ? .replaceRoot(from: from.first, to: to.first) : nil
        }
        if from.count == to.count {
            let changed = zip(from, to).filter { $0 != $1 }.map(\.1)
            return changed.isEmpty ? nil : .update(changed)
        }
        // Anything else keeps the content of what stays.
        guard from.prefix(shared) == to.prefix(shared) else { return nil }
        if to.count > from.count {
            let added = Array(to[from.count...])
            if from.isEmpty { return added.count == 1 ? .replaceRoot(from: nil, to: added[0]) : nil }
            if added.count == 1, added[0].isModal { return .present(added[0]) }
            guard added.allSatisfy({ !$0.isModal }) else { return nil }
            let opener = from.indices.dropFirst().last { from[$0].isModal } ?? 0
            return from[opener].withNavigation ? .push(added) : nil
        }
        let removed = from[to.count...]
        if to.isEmpty { return from.count == 1 ? .replaceRoot(from: from.first, to: nil) : nil }
        if removed.allSatisfy({ !$0.isModal }) { return .pop(count: removed.count) }
        if let first = removed.first, first.isModal {
            return .dismiss(removed.filter(\.isModal))
        }
        return nil
    }
}
