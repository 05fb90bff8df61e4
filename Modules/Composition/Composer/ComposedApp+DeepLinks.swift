import WayfinderCoordinators
import WayfinderRouting

/// Where a URL leads in a composed app: the deep link it matched and the state it describes.
public struct DeepLinkTarget: Hashable, Sendable {
    /// The URL as given.
    public let url: String
    /// The pattern that matched.
    public let pattern: DeepLinkPattern
    /// The page of the root tab bar to select first.
    public let tab: String?
    /// Screens shown before the target, with the URL parameters each declares.
    public let via: [DefaultRoute]
    /// The screen to end on, with the URL parameters it declares.
    public let route: DefaultRoute?
    /// The flow to start instead.
    public let flow: String?
}

extension ComposedApp {
    // MARK: - Resolving deep links

    /// Matches `url` against the manifest's deep links.
    ///
    /// - Parameter url: A URL such as `shop://item/3`.
    /// - Returns: The target: tab, screens with their parameters, or flow.
    /// - Throws: ``CompositionError/deepLinkRejected(_:)`` when no link matches.
    public func resolveDeepLink(_ url: String) throws(CompositionError) -> DeepLinkTarget {
        let match: DeepLinkMatch
        do {
            match = try deepLinks.match(url)
        } catch {
            throw .deepLinkRejected(error)
        }
        guard let link = links.first(where: { $0.pattern == match.pattern })?.spec else {
            throw .unsupported("deep link '\(match.pattern)' is not in the manifest")
        }
        func route(_ name: String) throws(CompositionError) -> DefaultRoute {
            let spec = try factory.spec(ofRoute: name)
            return try factory.route(name, parameters: match.parameters.filter { spec.parameterType($0.key) != nil })
        }
        var via: [DefaultRoute] = []
        for name in link.viaRoutes {
            via.append(try route(name.value))
        }
        return DeepLinkTarget(
            url: url, pattern: match.pattern, tab: link.tab?.value, via: via,
            route: try link.route.map { name throws(CompositionError) in try route(name.value) },
            flow: link.flow?.value)
    }

    /// Navigates to a deep link's target as one transaction: selects the tab, goes back to the
    /// first screen of the tab's (or root's) stack, shows the `via` screens and the target
    /// screen — pushed or presented by their style — or starts the flow.
    ///
    /// This is the manifest's own resolver; a deep-link plugin calls it from
    /// ``DeepLinkHandling/open(_:in:)`` and adds its policy around it.
    ///
    /// - Parameters:
    ///   - target: What ``resolveDeepLink(_:)`` returned.
    ///   - source: Who asks; `.deepLink` by default.
    /// - Throws: ``CompositionError``; the state is then unchanged.
    public func follow(_ target: DeepLinkTarget, source: NavigationSource = .deepLink) async throws(CompositionError) {
        try await transaction("open \(target.url)", source: source) { () throws(CompositionError) in
            if let tab = target.tab { try self.selectTab(tab) }
            let host = try self.deepLinkHost()
            if host.router.entries.count > 1 {
                try await self.navigating("open \(target.url)") { () throws(NavigationError) in
                    try await host.router.restart()
                }
            }
            for route in target.via + (target.route.map { [$0] } ?? []) {
                let spec = try self.factory.spec(ofRoute: route.name)
                try await self.navigating("open \(target.url)") { () throws(NavigationError) in
                    try await host.router.navigate(
                        toRoute: route, presentationStyle: spec.presentationStyle, withNavigation: spec.allowsNavigation
                    )
                }
            }
            if let flow = target.flow { try await self.startFlow(flow, from: host) }
        }
    }

    /// The coordinator a deep link navigates in: the selected tab's, else the root.
    private func deepLinkHost() throws(CompositionError) -> Coordinator<DefaultRoute> {
        let host: (any CoordinatorType)?
        if let tabs = navigator.root as? ManifestTabCoordinator {
            host = try? tabs.getCoordinatorSelected()
        } else {
            host = navigator.root
        }
        guard let flow = host as? Coordinator<DefaultRoute> else {
            throw .unsupported(
                "deep links need a stack coordinator to navigate in; '\(host?.core.name ?? "nothing")' is not one")
        }
        return flow
    }
}
