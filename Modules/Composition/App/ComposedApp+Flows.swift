import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ComposedApp {
    // MARK: - Starting flows

    /// Starts the manifest coordinator `name` as a flow of the running coordinator `parent`, as
    /// its kind and `presentation` say (what a `flow:` action does); inside an open
    /// `navigator.transaction` it joins that transaction.
    ///
    /// Plugins that plan navigation as data (deep links, a guard resuming a refused request)
    /// use it for the one step that is not data: creating a coordinator.
    ///
    /// - Parameters:
    ///   - name: The manifest coordinator to start.
    ///   - parent: The coordinator to start it from: a manifest coordinator with a router
    ///     (`stack`, `child`, `base`).
    /// - Returns: The id of the started coordinator.
    /// - Throws: ``CompositionError/unknownCoordinator(_:)``,
    ///   ``CompositionError/actionRefused(_:)`` when `parent` is not a running manifest flow,
    ///   ``CompositionError/navigation(_:request:)`` when the navigator refuses.
    @discardableResult
    public func startFlow(_ name: String, from parent: CoordinatorID) async throws(CompositionError) -> CoordinatorID {
        guard let actor = navigator.coordinator(parent) as? Coordinator<DefaultRoute> else {
            let found =
                navigator.coordinator(parent).map { "'\($0.core.name)' (\($0.core.kind))" } ?? "no running coordinator"
            throw .actionRefused(.notAManifestFlow("flow \(name)", parent: "\(parent)", found: found))
        }
        return try await startFlow(name, from: actor).id
    }

    // MARK: - Restoring flows

    /// Lets a restore start again a flow that was in progress when the tree was saved (the
    /// navigator's ``/WayfinderCoordinators/Navigator/flowRestorer``): the manifest coordinator
    /// of the saved flow's name, started from its live parent as a `flow:` action starts it.
    /// A flow the manifest does not define, or whose parent is no manifest flow, is left out.
    func installFlowRestorer() {
        navigator.flowRestorer = { [weak self] flow in
            guard let self, self.manifest.coordinator(flow.name) != nil,
                let parent = self.navigator.coordinator(flow.parent) as? Coordinator<DefaultRoute>
            else { return nil }
            return try await self.startFlow(flow.name, from: parent).id
        }
    }

    // MARK: - Flows and tabs

    /// Starts the manifest coordinator `name` from `actor`, as its `presentation` and kind say.
    ///
    /// - Returns: The started coordinator.
    @discardableResult
    func startFlow(
        _ name: String, from actor: Coordinator<DefaultRoute>
    ) async throws(CompositionError) -> any CoordinatorType {
        let spec = try factory.spec(ofCoordinator: name)
        let child = try factory.make(name)
        try await navigating("flow \(name)") {
            try await actor.navigate(
                to: child, presentationStyle: spec.flowPresentation, policy: factory.policy(for: spec))
        }
        return child
    }

    /// Selects a page of the root tab bar (joining the open transaction).
    func selectTab(_ name: String) throws(CompositionError) {
        guard let tabs = navigator.root as? ManifestTabCoordinator else {
            throw .actionRefused(.notATabBar(tab: name))
        }
        guard let page = tabs.page(named: name) else {
            throw .actionRefused(.noSuchTab(name, pages: tabs.pages.map(\.name)))
        }
        if let error = tabs.select(page).error { throw .navigation(error, request: "tab \(name)") }
    }

    // MARK: - Finding coordinators

    /// The manifest coordinator whose router acts for the screen `entry`: its owner, or the
    /// nearest ancestor of it that has a router.
    func actingCoordinator(
        for entry: Entry<AnyRoute>, request: String
    ) throws(CompositionError) -> Coordinator<DefaultRoute> {
        let owner = navigator.owner(of: entry)
        var candidate = owner
        while let current = candidate {
            if let flow = current as? Coordinator<DefaultRoute> { return flow }
            candidate = current.parent
        }
        throw .actionRefused(
            .noRouter(request, screen: "\(entry.id) \(entry.route.routeName)", owner: owner?.core.name ?? "nothing"))
    }

    /// How a coordinator is placed (`root`, `tab`, `pushed`, `presented`, ...), as of the last
    /// commit.
    func placement(of coordinator: any CoordinatorType) -> CoordinatorPlacement? {
        navigator.tree.coordinator(coordinator.id)?.placement
    }
}
