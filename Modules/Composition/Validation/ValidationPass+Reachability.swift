import WayfinderConfig

extension ValidationPass {
    // MARK: - Reachability

    /// Screens and coordinators nothing leads to from the root coordinator.
    func checkReachability() {
        // Without a usable root everything would be unreachable; the root is the finding.
        guard let root = coordinators[manifest.app.root.value], Self.canBeRoot(root.spec) else { return }
        var reachedRoutes = Set<String>()
        var reachedCoordinators = Set<String>()
        var pendingRoutes: [String] = []
        var pendingCoordinators = [manifest.app.root.value]
        for link in manifest.deepLinks {
            pendingRoutes += link.viaRoutes.map(\.value) + (link.route.map { [$0.value] } ?? [])
            pendingCoordinators += link.flow.map { [$0.value] } ?? []
        }
        // A new window may start at a route of its own (`windows: start:`).
        if let start = manifest.windows?.startRoute { pendingRoutes.append(start) }
        for origin in contributionOrigins {
            for name in origin.contributions.entryRoutes {
                if routes[name] == nil {
                    report(at: origin.mark, keyPath: origin.keyPath, "the plugin shows undefined route '\(name)'")
                }
                pendingRoutes.append(name)
            }
        }
        while !pendingRoutes.isEmpty || !pendingCoordinators.isEmpty {
            if let name = pendingCoordinators.popLast() {
                guard let spec = coordinators[name]?.spec, reachedCoordinators.insert(name).inserted else { continue }
                if spec.builtInKind == .tabs {
                    pendingCoordinators += (spec.pages ?? []).map(\.coordinator.value)
                } else if let first = spec.root {
                    pendingRoutes.append(first.value)
                }
            } else if let name = pendingRoutes.popLast() {
                guard routes[name] != nil, reachedRoutes.insert(name).inserted else { continue }
                let next = successors(ofRoute: name)
                pendingRoutes += next.routes
                pendingCoordinators += next.coordinators
            }
        }
        let rootName = root.name
        for name in routeNames where !reachedRoutes.contains(name) {
            guard let route = routes[name] else { continue }
            report(
                route.name,
                "route '\(name)' is unreachable: nothing leads to it from the root coordinator '\(rootName)'")
        }
        for name in coordinatorNames where !reachedCoordinators.contains(name) {
            guard let coordinator = coordinators[name] else { continue }
            report(
                coordinator.marked,
                "coordinator '\(name)' is never started: nothing leads to it from the root coordinator '\(rootName)'")
        }
    }

    /// What a screen leads to: routes its actions push or present, flows they start, links
    /// they open, and base coordinators embedded in it.
    func successors(ofRoute name: String) -> (routes: [String], coordinators: [String]) {
        var nextRoutes: [String] = []
        var nextCoordinators: [String] = []
        for action in routes[name]?.spec.actionList ?? [] {
            switch action.verb {
            case .push(let target), .present(let target):
                nextRoutes.append(target.value)
            case .flow(let target):
                nextCoordinators.append(target.value)
            case .open(let url):
                guard let link = link(opening: sampleURL(url.value, on: name)) else { continue }
                nextRoutes += link.viaRoutes.map(\.value) + (link.route.map { [$0.value] } ?? [])
                nextCoordinators += link.flow.map { [$0.value] } ?? []
            case .tab, .back, .dismiss, .finish, .popToRoot, .contributed:
                continue
            }
        }
        nextCoordinators += embeddedCoordinators[name] ?? []
        return (nextRoutes, nextCoordinators)
    }

    /// The routes a screen leads to through `push:` and `present:` alone, itself first, in order.
    func pushedAndPresented(from root: String) -> [String] {
        routesReached(from: root) { $0.pushedAndPresented }
    }

    /// The routes reached from `root` by following `next` breadth first, itself first, each once,
    /// in the order they are reached.
    func routesReached(from root: String, following next: (IndexedRoute) -> [String]) -> [String] {
        var order: [String] = []
        var seen = Set<String>()
        var pending = [root]
        var head = 0
        while head < pending.count {
            let name = pending[head]
            head += 1
            guard let route = routes[name], seen.insert(name).inserted else { continue }
            order.append(name)
            pending += next(route)
        }
        return order
    }
}
