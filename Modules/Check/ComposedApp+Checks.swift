import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ComposedApp {
    /// Whether the leave check of `entry` would ask before the user removes it: its route
    /// declares `confirmLeave:`, and the field its `when:` names (if any) is filled in.
    func asksBeforeLeaving(_ entry: Entry<AnyRoute>) -> Bool {
        guard let route = entry.route.baseRoute as? DefaultRoute, let spec = manifest.routes[route.name],
            let confirmLeave = spec.confirmLeave
        else { return false }
        guard let field = confirmLeave.when?.value else { return true }
        switch navigator.state(of: .entry(entry.id))[field] {
        case nil, .string(""): return false
        default: return true
        }
    }

    /// The names of the routes on the visible path, bottom to top.
    var visibleRouteNames: [String] {
        navigator.tree.visiblePath.map { $0.entry.route.routeName }
    }

    /// The routes on the visible path and the flows (coordinators) that show them: what a
    /// guard's `protected:` list may name.
    var visibleNames: [String] {
        let tree = navigator.tree
        var names: [String] = []
        for visible in tree.visiblePath {
            names.append(visible.entry.route.routeName)
            if let scope = visible.entry.scope,
                let flow = tree.allCoordinators.first(where: { $0.id.scope == scope })
            {
                names.append(flow.name)
            }
        }
        return names
    }
}
