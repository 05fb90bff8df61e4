import WayfinderComposition
import WayfinderConfig
import WayfinderRouting
import WayfinderStacks

extension NavigationGraph {
    // MARK: - Building

    /// The graph of a validated manifest.
    ///
    /// - Parameters:
    ///   - manifest: The manifest, with the plugins' contributions.
    ///   - guarded: The routes and coordinators the auth guard protects.
    init(_ manifest: AppManifest, guarded: Set<String>) {
        let routes = manifest.routes.names
        var owner: [String: String] = [:]
        for coordinator in manifest.coordinators {
            for route in Self.screens(from: coordinator.value.root?.value, in: manifest) where owner[route] == nil {
                owner[route] = coordinator.key
            }
        }
        for route in routes {
            let title = manifest.routes[route]?.title.value ?? route
            let protected = guarded.contains(route) || owner[route].map(guarded.contains) == true
            nodes.append(
                Node(
                    id: route, label: title, kind: .route, guarded: protected, pane: manifest.routes[route]?.pane?.value
                ))
        }
        // A tab page's scene keys apply to the stack of the coordinator it runs.
        var pageScenes: [String: SceneConfiguration] = [:]
        for coordinator in manifest.coordinators {
            for page in coordinator.value.pages ?? [] {
                if let scenes = page.sceneConfiguration { pageScenes[page.coordinator.value] = scenes }
            }
        }
        for coordinator in manifest.coordinators {
            let spec = coordinator.value
            let scenes = pageScenes[coordinator.key] ?? spec.sceneConfiguration
            var cluster = Cluster(
                id: coordinator.key, label: Self.label(of: coordinator.key, spec, scenes: scenes),
                guarded: guarded.contains(coordinator.key), nodes: [])
            if spec.builtInKind == .tabs {
                let bar = "tabs:" + coordinator.key
                nodes.append(Node(id: bar, label: coordinator.key, kind: .tabBar, guarded: false))
                cluster.nodes.append(bar)
                for page in spec.pages ?? [] {
                    guard let root = manifest.coordinator(page.coordinator.value)?.root?.value else { continue }
                    let badge = page.badge.map { " (\($0.value))" } ?? ""
                    edges.append(Edge(from: bar, to: root, kind: .tab, label: "\(page.name.value)\(badge)"))
                }
            }
            cluster.nodes += routes.filter { owner[$0] == coordinator.key }
            clusters.append(cluster)
            if spec.builtInKind == .base, spec.mode?.value == .embed, let into = spec.into?.value,
                let root = spec.root?.value
            {
                edges.append(Edge(from: into, to: root, kind: .embed, label: spec.slot?.value ?? coordinator.key))
            }
        }
        for route in manifest.routes.routes {
            for action in route.spec.actionList {
                addEdge(for: action, from: route.name.value, in: manifest)
            }
        }
        for (index, link) in manifest.deepLinks.enumerated() {
            let url = "url\(index)"
            nodes.append(Node(id: url, label: link.pattern.value, kind: .url, guarded: false))
            let target = link.route?.value ?? link.flow.flatMap { manifest.coordinator($0.value)?.root?.value }
            let chain = link.viaRoutes.map(\.value) + (target.map { [$0] } ?? [])
            var from = url
            for (step, route) in chain.enumerated() {
                let label = step == 0 ? (link.tab.map { "tab \($0.value)" } ?? "") : ""
                edges.append(Edge(from: from, to: route, kind: .link, label: label))
                from = route
            }
        }
    }

    /// Adds the edge an action draws: a screen shown, a flow started, a tab selected, a URL
    /// opened. Actions that go back draw nothing.
    private mutating func addEdge(for action: ActionSpec, from route: String, in manifest: AppManifest) {
        let title = action.title.value
        switch action.verb {
        case .push(let target):
            edges.append(Edge(from: route, to: target.value, kind: .shown(.push), label: title))
        case .present(let target):
            let style = action.style?.value ?? manifest.routes[target.value]?.presentationStyle ?? .sheet
            edges.append(Edge(from: route, to: target.value, kind: .shown(style), label: title))
        case .flow(let name):
            guard let spec = manifest.coordinator(name.value), let root = spec.root?.value else { return }
            edges.append(
                Edge(from: route, to: root, kind: .shown(spec.flowPresentation), label: "\(title) [\(name.value)]"))
        case .tab(let page):
            let root = manifest.coordinators.lazy.compactMap { $0.value.pages?.first { $0.name.value == page.value } }
                .first
                .flatMap { manifest.coordinator($0.coordinator.value)?.root?.value }
            if let root { edges.append(Edge(from: route, to: root, kind: .tab, label: title)) }
        case .open(let url):
            // `{id}` placeholders are filled from the screen at run time: a value of the type
            // the route declares finds the link the URL really leads to.
            let sample = manifest.sampleURL(url.value, on: route)
            guard let index = Self.link(matching: sample, in: manifest) else { return }
            edges.append(Edge(from: route, to: "url\(index)", kind: .link, label: title))
        case .back, .dismiss, .finish, .popToRoot, .contributed:
            return
        }
    }

    /// The screens a coordinator shows without starting another: its root and what its
    /// actions push or present, transitively.
    private static func screens(from root: String?, in manifest: AppManifest) -> [String] {
        guard let root else { return [] }
        var found = [root]
        var index = 0
        while index < found.count {
            for action in manifest.routes[found[index]]?.actionList ?? [] {
                switch action.verb {
                case .push(let target), .present(let target):
                    if !found.contains(target.value) { found.append(target.value) }
                default:
                    break
                }
            }
            index += 1
        }
        return found
    }

    /// The index of the deep link whose pattern matches `url`.
    private static func link(matching url: String, in manifest: AppManifest) -> Int? {
        manifest.deepLinks.indices.first { index in
            guard let pattern = try? DeepLinkPattern(manifest.deepLinks[index].pattern.value) else { return false }
            var matcher = DeepLinkMatcher()
            guard (try? matcher.add(pattern, route: "target")) != nil else { return false }
            return (try? matcher.match(url)) != nil
        }
    }

    /// `home-flow (stack)`, `checkout (child, bounded)`, `recommendations (base, embed)`;
    /// a stack shown as panes adds its strategies: `home-flow (stack, scenes list-detail)`, and
    /// its back policy and detail selection when they are not the defaults.
    private static func label(of name: String, _ spec: CoordinatorSpec, scenes: SceneConfiguration?) -> String {
        var details = [spec.kind.value]
        switch spec.builtInKind {
        case .child: details.append((spec.scope?.value ?? .bounded).rawValue)
        case .base: details.append((spec.mode?.value ?? .push).rawValue)
        case .stack, .tabs, nil: break
        }
        if let presentation = spec.presentation?.value, presentation != .push {
            details.append(presentation.label)
        }
        if let scenes, scenes.isMultiPane {
            details.append("scenes " + scenes.strategies.map(\.description).joined(separator: ", "))
            if scenes.backPolicy != .popLatest { details.append("back \(scenes.backPolicy)") }
            if scenes.detailSelection != .replace { details.append("selection \(scenes.detailSelection)") }
        }
        return "\(name) (\(details.joined(separator: ", ")))"
    }
}
