import WayfinderConfig
import WayfinderRouting
import WayfinderStacks

extension ValidationPass {
    // MARK: - Panes and scenes

    /// `pane:` on routes, and `scenes:`, `paneBack:` and `detailSelection:` on coordinators and
    /// tab pages: where each may be written, and whether the stack has the roles its strategies
    /// need (list-detail on a stack with no `detail` route is a finding).
    func checkScenes() {
        for name in routeNames {
            guard let route = routes[name], let pane = route.spec.pane, route.spec.presentationStyle.isModal else {
                continue
            }
            report(
                pane,
                "'pane' applies to pushed routes only: route '\(name)' is shown as a \(route.spec.presentationStyle.summary), "
                    + "above the whole scene")
        }
        for name in coordinatorNames {
            guard let coordinator = coordinators[name] else { continue }
            let spec = coordinator.spec
            let settings = SceneSettings(scenes: spec.scenes, back: spec.paneBack, selection: spec.detailSelection)
            switch spec.builtInKind {
            case .stack?, .child?:
                checkScenes(settings, stackRoot: spec.root?.value, owner: "coordinator '\(name)'")
            case .tabs?:
                refuseScenes(settings, owner: "'\(name)' is a tabs coordinator (write them on its pages)")
                for page in spec.pages ?? [] {
                    let pageSettings = SceneSettings(
                        scenes: page.scenes, back: page.paneBack, selection: page.detailSelection)
                    guard pageSettings.isWritten else { continue }
                    let target = coordinators[page.coordinator.value]?.spec
                    guard let target, target.builtInKind == .stack || target.builtInKind == .child else {
                        refuseScenes(
                            pageSettings,
                            owner:
                                "page '\(page.name.value)' runs '\(page.coordinator.value)', not a stack or child coordinator"
                        )
                        continue
                    }
                    checkScenes(pageSettings, stackRoot: target.root?.value, owner: "page '\(page.name.value)'")
                }
            case .base?, nil:
                refuseScenes(settings, owner: "'\(name)' is a \(spec.kind.value) coordinator")
            }
        }
    }

    /// The scene keys of one coordinator or page.
    struct SceneSettings {
        var scenes: [Marked<SceneStrategy>]?
        var back: Marked<BackPolicy>?
        var selection: Marked<DetailSelection>?

        var isWritten: Bool { scenes != nil || back != nil || selection != nil }
        var isMultiPane: Bool { (scenes ?? []).contains { $0.value != .single } }
    }

    /// Findings for scene keys written where they do not apply.
    private func refuseScenes(_ settings: SceneSettings, owner: String) {
        let message = "applies to stack and child coordinators and their tab pages only; \(owner)"
        if let first = settings.scenes?.first { report(first, "'scenes' \(message)") }
        if let back = settings.back { report(back, "'paneBack' \(message)") }
        if let selection = settings.selection { report(selection, "'detailSelection' \(message)") }
    }

    /// Findings for the scene keys of a stack whose first screen is `stackRoot`.
    private func checkScenes(_ settings: SceneSettings, stackRoot: String?, owner: String) {
        var listed: Set<SceneStrategy> = []
        for strategy in settings.scenes ?? [] where !listed.insert(strategy.value).inserted {
            report(strategy, "scene strategy '\(strategy.value)' is listed twice for \(owner)")
        }
        if !settings.isMultiPane {
            let shows = "\(owner) shows one pane (add 'scenes: [list-detail]')"
            if let back = settings.back { report(back, "'paneBack' applies to stacks shown as panes; \(shows)") }
            if let selection = settings.selection {
                report(selection, "'detailSelection' applies to stacks shown as panes; \(shows)")
            }
            return
        }
        guard let stackRoot, routes[stackRoot] != nil else { return }
        let stack = pushedRoutes(from: stackRoot)
        let roles = Set(stack.compactMap { routes[$0]?.spec.pane?.value })
        for strategy in settings.scenes ?? [] {
            let needed: [PaneRole] =
                switch strategy.value {
                case .single: []
                case .listDetail: [.list, .detail]
                case .listDetailExtra: [.list, .detail, .extra]
                }
            for role in needed where !roles.contains(role) {
                report(
                    strategy,
                    "scene strategy '\(strategy.value)' needs a route with 'pane: \(role)' in the stack of \(owner) "
                        + "(its routes: \(stack.joined(separator: ", ")))")
            }
        }
    }

    /// The routes a stack can hold: its first screen and what its actions push, transitively
    /// (a presented route opens a layer above the scene and is left out), in order.
    func pushedRoutes(from root: String) -> [String] {
        routesReached(from: root) { route in
            route.spec.actionList.compactMap { action in
                guard case .push(let target) = action.verb,
                    routes[target.value]?.spec.presentationStyle.isModal == false
                else { return nil }
                return target.value
            }
        }
    }
}
