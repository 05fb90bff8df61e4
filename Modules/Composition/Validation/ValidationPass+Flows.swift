import WayfinderConfig
import WayfinderRouting

extension ValidationPass {
    // MARK: - Flow cycles

    /// Flows that can start themselves through the actions of their own screens.
    func checkFlowCycles() {
        let flows = coordinatorNames.filter { coordinators[$0]?.spec.root != nil }
        var edges: [String: [Marked<String>]] = [:]
        for flow in flows {
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
                "inside route '\(name)', which is presented (\(style.manifestName)) without navigation; "
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
                + "'presentation: \(spec.flowPresentation.manifestName)' to navigate from it"
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
