import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Carries out one action verb on a screen of a composed app, inside the transaction the
/// caller opened: pushes and presents routes, starts flows, selects tabs, opens deep links,
/// goes back, dismisses and finishes.
///
/// It decides what a verb means where the user is; the navigator decides whether the change is
/// allowed. ``ComposedApp/perform(action:)`` and ``ComposedApp/perform(_:)`` use it.
@MainActor
struct ActionInterpreter {
    /// The app the action runs in.
    let app: ComposedApp

    private var navigator: Navigator { app.navigator }
    private var factory: CoordinatorFactory { app.factory }

    /// Runs `action`, shown on `entry` (whose route is `current`).
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
            try await app.startFlow(name.value, from: try app.actingCoordinator(for: entry, request: request))
        case .tab(let page):
            try app.selectTab(page.value)
        case .open(let url):
            try await app.openDeepLink(Placeholders.fill(url.value, with: current.parameters))
        case .back:
            let actor = try app.actingCoordinator(for: entry, request: request)
            if actor.router.entries.count > 1 {
                try await app.navigating(request) { () throws(NavigationError) in try await actor.router.close() }
            } else {
                try await finish(actor, request: request, screen: current.name)
            }
        case .dismiss:
            let actor = try app.actingCoordinator(for: entry, request: request)
            if !actor.router.modals.isEmpty {
                try await app.navigating(request) { () throws(NavigationError) in try await actor.router.dismiss() }
            } else if app.placement(of: actor) == .presented {
                try await app.navigating(request) { () throws(NavigationError) in try await actor.finishFlow() }
            } else {
                throw .actionRefused(.nothingPresented(on: current.name))
            }
        case .finish:
            try await finish(
                try app.actingCoordinator(for: entry, request: request), request: request, screen: current.name)
        case .popToRoot:
            let actor = try app.actingCoordinator(for: entry, request: request)
            try await app.navigating(request) { () throws(NavigationError) in try await actor.router.popToRoot() }
        case .contributed(let name, let argument):
            try await app.perform(verb: name, argument: argument?.value)
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
            try await app.navigating(request) { () throws(NavigationError) in try await base.dismiss() }
            return true
        default:
            return false
        }
    }

    /// Finishes a flow started by an action or deep link; the root and tab pages cannot finish.
    private func finish(
        _ actor: Coordinator<DefaultRoute>, request: String, screen: String
    ) async throws(CompositionError) {
        guard app.placement(of: actor)?.isFlow == true else {
            throw .actionRefused(.notAFlow(request, screen: screen, coordinator: actor.core.name))
        }
        try await app.navigating(request) { () throws(NavigationError) in try await actor.finishFlow() }
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
            try await app.navigating(request) { () throws(NavigationError) in
                try await screen.start(coordinatorMode: mode)
            }
            return
        }
        let actor = try app.actingCoordinator(for: entry, request: request)
        try await app.navigating(request) { () throws(NavigationError) in
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
