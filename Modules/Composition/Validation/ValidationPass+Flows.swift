import WayfinderConfig
import WayfinderRouting

extension ValidationPass {
    // MARK: - Flow cycles

    /// Flows that can start themselves through the actions of their own screens.
    func checkFlowCycles() {
        let flows = coordinatorNames.filter { coordinators[$0]?.spec.root != nil }
        // Finding the cycles needs each flow's edges, a walk over its screens; only the flows
        // that lie on a cycle are walked, so a manifest without one costs a single linear pass.
        let cyclic = flowsOnCycles(flows)
        guard !cyclic.isEmpty else { return }
        var edges: [String: [Marked<String>]] = [:]
        for flow in flows where cyclic.contains(flow) {
            guard let root = coordinators[flow]?.spec.root?.value else { continue }
            edges[flow] = pushedAndPresented(from: root).flatMap { screen in routes[screen]?.flows ?? [] }
        }
        for cycle in GraphCycles.find(nodes: flows, edges: { edges[$0] ?? [] }) {
            report(
                cycle.closingEdge,
                "flow '\(cycle.path[0])' can start itself through the actions of its screens: \(cycle.path.joined(separator: " → "))"
            )
        }
    }

    /// The flows that can start themselves, found in one pass over the graph of flows and
    /// screens: a flow leads to its first screen, a screen to the screens it pushes or presents
    /// and to the flows it starts. A flow lies on a cycle of that graph exactly when it lies on a
    /// cycle of flows.
    private func flowsOnCycles(_ flows: [String]) -> Set<String> {
        var flowIndex: [String: Int] = [:]
        for (index, flow) in flows.enumerated() where flowIndex[flow] == nil { flowIndex[flow] = index }
        var routeIndex: [String: Int] = [:]
        for (index, name) in routeNames.enumerated() where routeIndex[name] == nil {
            routeIndex[name] = flows.count + index
        }
        var successors: [[Int]] = flows.map { flow in
            (coordinators[flow]?.spec.root?.value).flatMap { routeIndex[$0] }.map { [$0] } ?? []
        }
        successors.reserveCapacity(flows.count + routeNames.count)
        for name in routeNames {
            guard let route = routes[name] else {
                successors.append([])
                continue
            }
            successors.append(
                route.pushedAndPresented.compactMap { routeIndex[$0] } + route.flows.compactMap { flowIndex[$0.value] })
        }
        let onCycle = GraphCycles.onCycles(successors)
        return Set(flows.indices.filter { onCycle[$0] }.map { flows[$0] })
    }

    // MARK: - Pushes inside modals

    /// `push:` and pushed flows on screens presented without navigation.
    func checkPushesInsideModals() {
        var presentedWithoutNavigation: [String: PresentationStyle] = [:]
        func shown(_ name: String, as style: PresentationStyle) {
            guard let spec = routes[name]?.spec, style.isModal, !spec.allowsNavigation else { return }
            if presentedWithoutNavigation[name] == nil { presentedWithoutNavigation[name] = style }
        }
        for name in routeNames {
            for action in routes[name]?.spec.actionList ?? [] {
                guard case .present(let target) = action.verb, let spec = routes[target.value]?.spec else { continue }
                shown(target.value, as: action.style?.value ?? spec.presentationStyle)
            }
        }
        for link in manifest.deepLinks {
            for reference in link.viaRoutes + (link.route.map { [$0] } ?? []) {
                if let spec = routes[reference.value]?.spec { shown(reference.value, as: spec.presentationStyle) }
            }
        }
        for name in routeNames {
            guard let style = presentedWithoutNavigation[name], let spec = routes[name]?.spec else { continue }
            let place =
                "inside route '\(name)', which is presented (\(style.keyword)) without navigation; "
                + "set 'withNavigation: true' on '\(name)' or start a flow that owns a stack"
            for action in spec.actionList {
                switch action.verb {
                case .push(let target):
                    report(target, "push '\(target.value)' \(place)")
                case .flow(let target):
                    guard let flow = coordinators[target.value]?.spec, !flow.flowPresentation.isModal else { continue }
                    report(target, "flow '\(target.value)' is pushed \(place)")
                default:
                    continue
                }
            }
        }
    }

    // MARK: - Screens of presented base coordinators

    /// `push:`, `present:` and `flow:` on the screen of a base coordinator started with
    /// `mode: present`: it owns its modal layer alone, so the navigator refuses anything shown
    /// above its screen until it closes.
    func checkActionsOnPresentedBases() {
        for name in coordinatorNames {
            guard let spec = coordinators[name]?.spec, spec.builtInKind == .base, spec.mode?.value == .present,
                let root = spec.root?.value, let screen = routes[root]?.spec
            else { continue }
            let place =
                "on route '\(root)', the screen of base coordinator '\(name)' (mode: present), which shows "
                + "nothing above its screen; make '\(name)' a 'stack' coordinator with "
                + "'presentation: \(spec.flowPresentation.keyword)' to navigate from it"
            for action in screen.actionList {
                switch action.verb {
                case .push(let target), .present(let target), .flow(let target):
                    report(target, "\(action.verb.name) '\(target.value)' \(place)")
                default:
                    continue
                }
            }
        }
    }
}
