import WayfinderRouting

extension StepPlanner {
    // MARK: - Classifying

    /// The single legal transition from `from` to `to`, if there is one (see ``StepTransition``).
    ///
    /// Capabilities are not consulted: ``RendererCapabilities/allows(_:)`` tells whether a
    /// renderer can perform the transition in one update.
    ///
    /// - Parameters:
    ///   - from: The entries before: an array, a path's or a tree node's ``EntryList``.
    ///   - to: The entries after.
    /// - Returns: The transition, or `nil` when `to` is not one step away (or is the same).
    public static func transition<Route, From: Sequence<Entry<Route>>, To: Sequence<Entry<Route>>>(
        from: From, to: To
    ) -> StepTransition<Route>? {
        transition(above: 0, from: Array(from), to: Array(to))
    }

    /// The transition between two paths that share their `base` bottom entries (equal, in the
    /// same places), from the entries above those: `from` and `to` hold only those.
    ///
    /// With `base` above 0, a push onto a context whose opener is among the shared entries is
    /// taken as allowed: `to` is a path the engine committed, or a step planned towards one,
    /// and the engine refuses pushes a context does not allow. Nothing below `base` is read, so
    /// the cost follows the entries above it, not the depth.
    static func transition<Route>(above base: Int, from: [Entry<Route>], to: [Entry<Route>]) -> StepTransition<Route>? {
        let shared = Swift.min(from.count, to.count)
        guard zip(from.prefix(shared), to.prefix(shared)).allSatisfy({ $0.sharesSlot(with: $1) }) else {
            return base == 0 && from.count <= 1 && to.count <= 1 ? .replaceRoot(from: from.first, to: to.first) : nil
        }
        if from.count == to.count {
            let changed = zip(from, to).filter { $0 != $1 }.map(\.1)
            return changed.isEmpty ? nil : .update(changed)
        }
        // Anything else keeps the content of what stays.
        guard from.prefix(shared) == to.prefix(shared) else { return nil }
        if to.count > from.count {
            let added = Array(to[from.count...])
            if base == 0, from.isEmpty { return added.count == 1 ? .replaceRoot(from: nil, to: added[0]) : nil }
            if added.count == 1, added[0].isModal { return .present(added[0]) }
            guard added.allSatisfy({ !$0.isModal }) else { return nil }
            // The opener of the topmost context: the last modal entry above the root.
            guard let opener = from.indices.last(where: { base + $0 > 0 && from[$0].isModal }) ?? (base == 0 ? 0 : nil)
            else { return .push(added) }
            return from[opener].withNavigation ? .push(added) : nil
        }
        let removed = from[to.count...]
        if base == 0, to.isEmpty { return from.count == 1 ? .replaceRoot(from: from.first, to: nil) : nil }
        if removed.allSatisfy({ !$0.isModal }) { return .pop(count: removed.count) }
        if let first = removed.first, first.isModal {
            return .dismiss(removed.filter(\.isModal))
        }
        return nil
    }
}
