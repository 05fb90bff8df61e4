import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Screen rules a route declares

    /// The leave check the engine asks for the screen `entry`: the one attached to its context
    /// (``EntryContext/leaveCheck``), else the one its route declares
    /// (``ScreenRules/leaveCheck``), else `nil`.
    ///
    /// - Parameter entry: An entry of the tree as last committed.
    /// - Returns: The check, or `nil` when the screen has none (or is not in the tree).
    public func leaveCheck(for entry: EntryID) -> LeaveCheck? {
        if let attached = contexts?.entries[entry]?.leaveCheck { return attached }
        guard let route = committedTree.entry(entry)?.route else { return nil }
        return Self.declaredLeaveCheck(of: route)?.check(for: entry, on: self)
    }

    /// The leave check of `entry`, whose route is `route` (it may be gone from the committed
    /// tree already, in a state a request runs against).
    func leaveCheck(for entry: EntryID, route: AnyRoute) -> LeaveCheck? {
        if let attached = contexts?.entries[entry]?.leaveCheck { return attached }
        return Self.declaredLeaveCheck(of: route)?.check(for: entry, on: self)
    }

    /// The check `route` declares, if its type declares rules.
    static func declaredLeaveCheck(of route: AnyRoute) -> ScreenLeaveCheck? {
        guard route.baseDeclaresScreenRules, let rules = route.base as? any ScreenRules else { return nil }
        return rules.leaveCheck
    }

    /// Whether a screen of the state requests run against may have a leave check (see
    /// ``mayHaveLeaveChecks(in:)``).
    var mayHaveLeaveChecks: Bool { mayHaveLeaveChecks(in: currentState) }

    /// Whether a screen of `state` may have a leave check: one attached to a context, or one
    /// its route declares. When not, requests that ask skip asking (no dry run); routes that
    /// declare no rules are passed over at the cost of one read of their type.
    func mayHaveLeaveChecks(in state: NavigationState) -> Bool {
        if let contexts, contexts.hasLeaveChecks { return true }
        for path in state.stacks.values {
            for entry in path.entries where entry.route.baseDeclaresScreenRules {
                if Self.declaredLeaveCheck(of: entry.route) != nil { return true }
            }
        }
        return false
    }

    /// The state fields the route of the screen `entry` declares (``ScreenRules/stateFields``),
    /// in order, each with its value: the one written in the screen's bag, else the declared
    /// default. Empty when the route declares none or the entry is not in the tree.
    ///
    /// The bag travels with the screen's snapshot and comes back with a restore; the
    /// declarations come from the route, so a restored screen lists the same fields.
    public func stateFields(of entry: EntryID) -> [StateFieldValue] {
        guard let route = committedTree.entry(entry)?.route, route.baseDeclaresScreenRules,
            let rules = route.base as? any ScreenRules
        else { return [] }
        let bag = state(of: .entry(entry))
        return rules.stateFields.map { StateFieldValue(field: $0, value: bag[$0.name] ?? $0.defaultValue) }
    }

    /// The value of the state field `name` of the screen `entry`: the one written, else the
    /// default its route declares (``ScreenRules/stateFields``), else `nil`.
    public func stateValue(_ name: String, of entry: EntryID) -> StateValue? {
        if let written = state(of: .entry(entry))[name] { return written }
        return stateFields(of: entry).first { $0.field.name == name }?.value
    }
}

extension NavigationState {
    /// The entry `id`, in whichever stack holds it: a removed screen's route, read from the
    /// state a request started from.
    func entry(_ id: EntryID) -> Entry<AnyRoute>? {
        for path in stacks.values {
            if let found = path.entries.first(where: { $0.id == id }) { return found }
        }
        return nil
    }
}
