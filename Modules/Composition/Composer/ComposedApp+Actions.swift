import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ComposedApp {
    // MARK: - Performing actions

    /// Performs action `number` of the top screen as one transaction, as if the user tapped it.
    ///
    /// The transaction's source is `.deepLink` for `open:` actions, `.program` otherwise.
    ///
    /// - Parameter number: The action's number, from 1 (see ``Screen/Action/number``).
    /// - Throws: ``CompositionError`` when nothing is shown, the screen has no such action, or
    ///   the action is refused; the state is then unchanged.
    public func perform(action number: Int) async throws(CompositionError) {
        guard let entry = navigator.tree.topEntry else { throw .nothingShown }
        try await perform(action: number, on: entry.id)
    }

    /// Performs action `number` of the screen shown by `entry` (an embedded panel, a screen below
    /// the top) as one transaction.
    ///
    /// - Parameters:
    ///   - number: The action's number, from 1.
    ///   - entry: The entry showing the screen.
    /// - Throws: ``CompositionError``; the state is then unchanged.
    public func perform(action number: Int, on entry: EntryID) async throws(CompositionError) {
        guard let entry = self.entry(entry) else { throw .notAScreen("\(entry)") }
        guard let route = entry.route.baseRoute as? DefaultRoute, let spec = manifest.routes[route.name] else {
            throw .notAScreen("\(entry.id) \(entry.route.routeName)")
        }
        let actions = spec.actionList
        guard actions.indices.contains(number - 1) else {
            throw .noSuchAction(number, screen: route.name, count: actions.count)
        }
        let action = actions[number - 1]
        let source: NavigationSource = if case .open = action.verb { .deepLink } else { .program }
        try await transaction("\(action.verb)", source: source) { () throws(CompositionError) in
            try await self.run(action, on: entry, route: route)
        }
    }

    func run(
        _ action: ActionSpec, on entry: Entry<AnyRoute>, route current: DefaultRoute
    ) async throws(CompositionError) {
        let request = "\(action.verb)"
        if let base = navigator.owner(of: entry) as? BaseCoordinator,
            try await closeBase(base, for: action.verb, request: request)
        {
            return
        }
        switch action.verb {
        case .push(let name):
            let route = try factory.route(name.value, parameters: try parameters(of: action, from: current))
            try await show(route, style: .push, withNavigation: false, from: entry, request: request)
        case .present(let name):
            let route = try factory.route(name.value, parameters: try parameters(of: action, from: current))
            let spec = try factory.spec(ofRoute: name.value)
            try await show(
                route, style: action.style?.value ?? spec.presentationStyle, withNavigation: spec.allowsNavigation,
                from: entry,
                request: request)
        case .flow(let name):
            try await startFlow(name.value, from: try actingCoordinator(for: entry, request: request))
        case .tab(let page):
            try selectTab(page.value)
        case .open(let url):
            try await openDeepLink(Placeholders.fill(url.value, with: current.parameters))
        case .back:
            let actor = try actingCoordinator(for: entry, request: request)
            if actor.router.entries.count > 1 {
                try await navigating(request) { () throws(NavigationError) in try await actor.router.close() }
            } else {
                try await finish(actor, request: request, screen: current.name)
            }
        case .dismiss:
            let actor = try actingCoordinator(for: entry, request: request)
            if !actor.router.modals.isEmpty {
                try await navigating(request) { () throws(NavigationError) in try await actor.router.dismiss() }
            } else if placement(of: actor) == .presented {
                try await navigating(request) { () throws(NavigationError) in try await actor.finishFlow() }
            } else {
                throw .unsupported("dismiss: nothing is presented on '\(current.name)'")
            }
        case .finish:
            try await finish(
                try actingCoordinator(for: entry, request: request), request: request, screen: current.name)
        case .popToRoot:
            let actor = try actingCoordinator(for: entry, request: request)
            try await navigating(request) { () throws(NavigationError) in try await actor.router.popToRoot() }
        case .login(let user):
            try await logIn(user: user.value)
        case .logout:
            try await logOut()
        }
    }

    /// Carries out `back`, `dismiss` and `finish` on a base coordinator's screen: its screen is
    /// removed (popped, dismissed or taken out of its slot) and the engine finishes it.
    ///
    /// - Returns: Whether the verb was one of those three.
    private func closeBase(
        _ base: BaseCoordinator, for verb: ActionVerb, request: String
    ) async throws(CompositionError) -> Bool {
        switch verb {
        case .back, .dismiss, .finish:
            try await navigating(request) { () throws(NavigationError) in try await base.dismiss() }
            return true
        default:
            return false
        }
    }

    /// Finishes a flow started by an action or deep link; the root and tab pages cannot finish.
    private func finish(
        _ actor: Coordinator<DefaultRoute>, request: String, screen: String
    ) async throws(CompositionError) {
        guard placement(of: actor)?.isFlow == true else {
            throw .unsupported(
                "\(request): '\(screen)' is the first screen of '\(actor.core.name)', which is not a flow that can finish"
            )
        }
        try await navigating(request) { () throws(NavigationError) in try await actor.finishFlow() }
    }

    // MARK: - Showing screens

    /// Pushes or presents `route` from the screen `entry`: with the router of the stack or child
    /// coordinator acting for it, or — for a screen of a base coordinator with none above it
    /// (the root or a tab page) — as a new base coordinator child showing `route`.
    private func show(
        _ route: DefaultRoute, style: PresentationStyle, withNavigation: Bool, from entry: Entry<AnyRoute>,
        request: String
    ) async throws(CompositionError) {
        if let base = baseWithoutStack(showing: entry) {
            let screen = ScreenCoordinator(route: route)
            screen.parentCoordinator = base
            let mode: CoordinatorMode =
                style.isModal
                ? .present(
                    configuration: CoordinatorModePresentConfiguration(
                        modalPresentationStyle: style, withNavigation: withNavigation))
                : .push
            try await navigating(request) { () throws(NavigationError) in try await screen.start(coordinatorMode: mode)
            }
            return
        }
        let actor = try actingCoordinator(for: entry, request: request)
        try await navigating(request) { () throws(NavigationError) in
            if style.isModal {
                try await actor.router.present(route, presentationStyle: style, withNavigation: withNavigation)
            } else {
                try await actor.router.navigate(toRoute: route, presentationStyle: .push)
            }
        }
    }

    /// The base coordinator showing `entry` when no stack or child coordinator is above it.
    private func baseWithoutStack(showing entry: Entry<AnyRoute>) -> BaseCoordinator? {
        guard let base = navigator.owner(of: entry) as? BaseCoordinator else { return nil }
        var candidate: (any CoordinatorType)? = base
        while let current = candidate {
            if current is Coordinator<DefaultRoute> { return nil }
            candidate = current.parent
        }
        return base
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
        try await navigating("flow \(name)") { () throws(NavigationError) in
            try await actor.navigate(
                to: child, presentationStyle: spec.flowPresentation, policy: factory.policy(for: spec))
        }
        return child
    }

    /// Selects a page of the root tab bar (joining the open transaction).
    func selectTab(_ name: String) throws(CompositionError) {
        guard let tabs = navigator.root as? ManifestTabCoordinator else {
            throw .unsupported("tab \(name): the root coordinator is not a tab bar")
        }
        guard let page = tabs.page(named: name) else {
            throw .unsupported(
                "tab \(name): the tab bar has no such page; pages: \(tabs.pages.map(\.name).joined(separator: ", "))")
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
        throw .unsupported(
            "\(request): screen \(entry.id) \(entry.route.routeName) is shown by '\(owner?.core.name ?? "nothing")', "
                + "which has no stack or child coordinator above it to navigate with")
    }

    /// How a coordinator is placed (`root`, `tab`, `pushed`, `presented`, ...), as of the last
    /// commit.
    func placement(of coordinator: any CoordinatorType) -> CoordinatorPlacement? {
        navigator.tree.coordinator(coordinator.id)?.placement
    }

    /// The parameters `action` gives, with `"{name}"` values copied from `current`.
    private func parameters(
        of action: ActionSpec, from current: DefaultRoute
    ) throws(CompositionError) -> [String: ParameterValue] {
        var parameters: [String: ParameterValue] = [:]
        for entry in action.with?.entries ?? [] {
            if case .string(let text) = entry.value.value, let copied = Placeholders.whole(text) {
                guard let value = current.parameters[copied] else {
                    throw .invalidParameters(
                        route: current.name, reason: "'{\(copied)}' names no parameter of the current screen")
                }
                parameters[entry.key] = value
            } else {
                parameters[entry.key] = entry.value.value
            }
        }
        return parameters
    }
}
