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
            throw .deepLinkNotInManifest(pattern: "\(match.pattern)")
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

    // MARK: - Planning and following deep links

    /// Plans `target` against the current tree without changing anything (a dry run).
    ///
    /// - Parameters:
    ///   - target: What ``resolveDeepLink(_:)`` returned.
    ///   - reset: Which stacks go back to their first screen; ``DeepLinkReset/all`` (the
    ///     default) makes the result independent of the state the app is in.
    /// - Returns: The plan; its `description` lists each step.
    /// - Throws: ``CompositionError/deepLinkUnplannable(url:reason:)`` when no plan leads there.
    public func planDeepLink(
        _ target: DeepLinkTarget, reset: DeepLinkReset = .all
    ) throws(CompositionError)
        -> DeepLinkPlan
    {
        if let mode = windowMode(of: target) { return try windowPlan(target, mode: mode) }
        return try planner(reset).plan(target, in: navigator.tree)
    }

    /// Navigates to a deep link's target as one transaction: plans it against the state the
    /// transaction starts from (``planDeepLink(_:reset:)``), then carries the plan out.
    ///
    /// A link the manifest's `windows: links:` names opens a window of its own instead (or,
    /// `reuse`, focuses the window already showing its route with the same parameters); its
    /// plan is that one step, and it removes no screen.
    ///
    /// This is the one deep-link executor: a deep-link plugin calls it from
    /// ``DeepLinkHandling/open(_:in:)`` with its own policy (which stacks to reset).
    ///
    /// A deep link from the user (source `.deepLink` or `.user`) first asks the leave checks of
    /// the screens its plan would remove (`Navigator.askLeaveChecks(before:cause:)`, cause
    /// `deepLink`), outside the transaction, while nothing waits; confirmed, the plan runs as
    /// one commit, which is refused as stale if it now removes a screen with a check that was
    /// not asked; refused, nothing changes and it throws ``CompositionError/navigation(_:request:)``
    /// with `NavigationError.leaveRefused`. Other sources ask nothing.
    ///
    /// - Parameters:
    ///   - target: What ``resolveDeepLink(_:)`` returned.
    ///   - reset: Which stacks go back to their first screen; ``DeepLinkReset/all`` by default.
    ///   - source: Who asks; `.deepLink` by default.
    /// - Returns: The plan carried out.
    /// - Throws: ``CompositionError``; the state is then unchanged.
    @discardableResult
    public func follow(
        _ target: DeepLinkTarget, reset: DeepLinkReset = .all, source: NavigationSource = .deepLink
    ) async throws(CompositionError) -> DeepLinkPlan {
        let request = "open \(target.url)"
        if let mode = windowMode(of: target) {
            let plan = try windowPlan(target, mode: mode)
            try await followInWindow(plan, source: source, request: request)
            return plan
        }
        let planner = planner(reset)
        var followed: DeepLinkPlan?
        let confirmed = try await askLeaveChecks(before: target, planner: planner, source: source, request: request)
        try await transaction(request, source: source, confirmedLeaves: confirmed) { () throws(CompositionError) in
            let plan = try planner.plan(target, in: self.navigator.tree)
            for step in plan.steps {
                if let data = step.navigationStep {
                    let ticket = self.navigator.send(NavigationRequest([data], source: source))
                    if let error = ticket.error { throw .navigation(error, request: request) }
                } else if case .startFlow(let flow, let parent, _) = step {
                    try await self.startFlow(flow, from: parent)
                }
            }
            followed = plan
        }
        guard let followed else { throw .deepLinkUnplannable(url: target.url, reason: "the plan did not run") }
        return followed
    }

    /// Asks the leave checks of the screens the plan for `target` would remove from the tree as
    /// it is now: the data steps before its first flow start (the resets come first in a plan;
    /// what follows shows screens). `nil` (nothing asked) for sources other than the user's.
    private func askLeaveChecks(
        before target: DeepLinkTarget, planner: DeepLinkPlanner, source: NavigationSource, request: String
    ) async throws(CompositionError) -> ConfirmedLeaves? {
        guard source == .deepLink || source == .user else { return nil }
        let plan = try planner.plan(target, in: navigator.tree)
        let steps = plan.steps.prefix { $0.navigationStep != nil }.compactMap(\.navigationStep)
        do {
            return try await navigator.askLeaveChecks(
                before: NavigationRequest(steps, source: source), cause: .deepLink)
        } catch {
            throw .navigation(error, request: request)
        }
    }

    private func planner(_ reset: DeepLinkReset) -> DeepLinkPlanner {
        let routes = manifest.routes
        return DeepLinkPlanner(reset: reset) { routes[$0] }
    }
}
