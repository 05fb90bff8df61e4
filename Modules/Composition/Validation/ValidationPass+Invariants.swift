import WayfinderConfig

extension ValidationPass {
    // MARK: - Invariants

    /// Each `never:` rule names a route and a known condition; names are not repeated.
    func checkInvariants() {
        var names: Set<String> = []
        for invariant in manifest.invariants {
            route(invariant.visible)
            if let condition = invariant.condition, InvariantSpec.Condition(rawValue: condition.value) == nil {
                let known = InvariantSpec.Condition.allCases.map(\.rawValue).joined(separator: ", ")
                report(condition, "unknown invariant condition '\(condition.value)' (known: \(known))")
            }
            if !names.insert(invariant.name).inserted {
                report(invariant.markedName ?? invariant.visible, "invariant '\(invariant.name)' is declared twice")
            }
        }
    }
}
