import WayfinderConfig

extension ValidationPass {
    // MARK: - Guard redirects

    /// A guard's redirect: requests for its protected names go to its login route.
    struct Redirect {
        let guardID: String
        let protected: [Marked<String>]
        let login: Marked<String>
    }

    /// Guards whose redirects lead from one to the next and back: opening any of their login
    /// routes would redirect for ever. A guard protecting its own login route is its own
    /// finding (the guard reports it), so only cycles through two guards or more are reported.
    func checkRedirectCycles() {
        guard redirects.count > 1 else { return }
        let guards = redirects.map(\.guardID)
        // guard → the guards whose protected names cover its login route, marked there.
        var edges: [String: [Marked<String>]] = [:]
        for redirect in redirects {
            for other in redirects where other.guardID != redirect.guardID {
                guard let entry = other.protected.first(where: { covers($0.value, route: redirect.login.value) })
                else { continue }
                edges[redirect.guardID, default: []].append(
                    Marked(other.guardID, mark: entry.mark, keyPath: entry.keyPath))
            }
        }
        for cycle in GraphCycles.find(nodes: guards, edges: { edges[$0] ?? [] }) {
            let logins = redirects.filter { cycle.path.contains($0.guardID) }.map {
                "'\($0.guardID)' sends to '\($0.login.value)'"
            }
            report(
                cycle.closingEdge,
                "guards redirect to each other in a cycle: \(cycle.path.joined(separator: " → ")) "
                    + "(\(logins.joined(separator: ", ")), which the next one protects)")
        }
    }

    /// Whether a protected name covers `route`: the route itself, or a coordinator whose
    /// flow shows it (its first screen, or a screen pushed or presented from there).
    private func covers(_ protected: String, route: String) -> Bool {
        if protected == route { return true }
        guard let root = coordinators[protected]?.spec.root?.value else { return false }
        return pushedAndPresented(from: root).contains(route)
    }
}
