import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AuthGuardPlugin {
    // MARK: - Intercepting

    /// Allows everything while a user is logged in; otherwise refuses a change that would insert
    /// a protected entry: a restore or a devtools jump is denied, anything else redirected to the login screen with
    /// the request kept in ``pending``.
    ///
    /// - Parameter proposal: The change about to be committed.
    /// - Returns: The decision.
    public func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        guard user == nil, let navigator else { return .allow }
        guard let protected = firstProtected(in: proposal, navigator: navigator) else { return .allow }
        let reason = "log in to see \(protected)"
        // Nobody asked for a restore or a devtools jump: it is checked, never trusted, and no
        // login screen appears unasked.
        if proposal.source == .restoration || proposal.source == .devtools { return .deny(reason: reason) }
        pending = RefusedRequest(
            request: proposal.request, protected: protected,
            flows: startedFlows(in: proposal.request, navigator: navigator),
            notResumable: unreplayableChange(in: proposal))
        if navigator.tree.firstEntry(showing: loginRoute.name) != nil {
            return .deny(reason: reason + "; the login screen is shown")
        }
        guard let login = presentLogin(over: navigator.tree, source: proposal.source) else {
            return .deny(reason: reason)
        }
        return .redirect(login, reason: reason)
    }

    /// The first inserted entry that is protected, as text, or `nil`.
    private func firstProtected(in proposal: NavigationProposal, navigator: Navigator) -> String? {
        for change in proposal.containers {
            for entry in change.inserted {
                if let protected = protection(of: entry, in: change.container, navigator: navigator) {
                    return protected
                }
            }
        }
        return nil
    }

    /// Why `entry` is protected — its route, or a coordinator it is shown by — or `nil`.
    ///
    /// - Returns: `'orders'`, or `'checkout-address' (flow 'checkout')`.
    func protection(of entry: Entry<AnyRoute>, in container: ContainerID, navigator: Navigator) -> String? {
        let route = entry.route.routeName
        if protectedNames.contains(route) { return "'\(route)'" }
        var coordinator =
            entry.scope.flatMap { scope in navigator.liveCoordinators.first { $0.id.scope == scope } }
            ?? navigator.coordinator(container.owner)
        while let current = coordinator {
            if protectedNames.contains(current.core.name) { return "'\(route)' (flow '\(current.core.name)')" }
            coordinator = current.parent
        }
        return nil
    }

    /// The manifest coordinators whose scopes `request` begins, by scope (they are still
    /// registered while interceptors run).
    private func startedFlows(in request: NavigationRequest, navigator: Navigator) -> [ScopeID: String] {
        var flows: [ScopeID: String] = [:]
        for case .path(_, _, .beginScope(let scope, _, _)) in request.steps {
            if let coordinator = navigator.liveCoordinators.first(where: { $0.id.scope == scope }) {
                flows[scope] = coordinator.core.name
            }
        }
        return flows
    }

    /// Why the proposal cannot be replayed from its data steps: a container changed that no
    /// step names (a tab bar or embedded coordinator started inside it), or `nil`.
    private func unreplayableChange(in proposal: NavigationProposal) -> String? {
        var named = Set<ContainerID>()
        for case .path(let container, _, _) in proposal.request.steps {
            named.insert(container)
        }
        guard let unnamed = proposal.containers.first(where: { !named.contains($0.container) }) else { return nil }
        return
            "\(unnamed.container) changed by an engine step that is not data (a coordinator owning a container started)"
    }

    // MARK: - The login screen

    /// Presenting the login route full screen on top of what `tree` shows, acting as the top
    /// entry's scope.
    private func presentLogin(over tree: NavigationTree, source: NavigationSource) -> NavigationRequest? {
        guard let top = tree.topEntry, let container = tree.stack(containing: top.id)?.container else { return nil }
        let operation = PathOperation<AnyRoute>.present(
            AnyRoute(loginRoute), style: .fullScreenCover, withNavigation: loginWithNavigation)
        return NavigationRequest([.path(container, scope: top.scope, operation)], source: source)
    }
}
