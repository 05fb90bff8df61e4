import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AuthGuardPlugin {
    // MARK: - Logging in

    /// One transaction: dismiss the login screen (if shown), then carry out `refused`.
    ///
    /// A failure to resume leaves the dismissal committed (each step joins the transaction on
    /// its own) and is thrown afterwards.
    func loginTransaction(resuming refused: RefusedRequest?, in app: ComposedApp) async throws(AuthGuardError) {
        let navigator = app.navigator
        var failure: String?
        do {
            try await navigator.transaction(source: refused?.request.source ?? .program) {
                if let (stack, index) = navigator.tree.firstEntry(showing: self.loginRoute.name), index > 0 {
                    let below = stack.entries[index - 1].id
                    let scope = stack.entries[index].scope
                    let ticket = navigator.send(
                        NavigationRequest([.path(stack.container, scope: scope, .goBackTo(.id(below)))]))
                    if let error = ticket.error { throw error }
                }
                guard let refused else { return }
                if let reason = refused.notResumable {
                    failure = reason
                    return
                }
                do {
                    try await Self.replay(refused, in: app)
                } catch {
                    failure = "\(error)"
                }
            }
        } catch {
            throw .resumeFailed(request: refused.map { "\($0)" } ?? "dismiss login", reason: "\(error)")
        }
        if let failure, let refused { throw .resumeFailed(request: "\(refused)", reason: failure) }
    }

    /// Sends the refused request's steps again inside the open transaction, starting its flows
    /// again through the app and acting in their new scopes.
    static func replay(_ refused: RefusedRequest, in app: ComposedApp) async throws {
        let navigator = app.navigator
        var scopes: [ScopeID: ScopeID] = [:]
        for step in refused.request.steps {
            let step = step.renamingScopes(scopes)
            if case .path(let container, let parentScope, .beginScope(let scope, _, _)) = step,
                let flow = refused.flows[scope]
            {
                let parent =
                    parentScope.flatMap { parent in navigator.liveCoordinators.first { $0.id.scope == parent }?.id }
                    ?? container.owner
                let started = try await app.startFlow(flow, from: parent)
                scopes[scope] = started.scope
                continue
            }
            let ticket = navigator.send(NavigationRequest([step], source: refused.request.source))
            if let error = ticket.error { throw error }
        }
    }

    // MARK: - Logging out

    /// For every stack with a protected entry above its first one, going back to below the
    /// first protected entry; stacks hosted by entries that go are left to the engine.
    func logOutSteps(in tree: NavigationTree) -> [NavigationStep] {
        guard let navigator else { return [] }
        var steps: [NavigationStep] = []
        var removed = Set<EntryID>()
        for stack in tree.allStacks {
            if let host = tree.host(of: stack.container), removed.contains(host) {
                removed.formUnion(stack.entries.map(\.id))
                continue
            }
            guard
                let index = stack.entries.indices.dropFirst().first(where: { index in
                    protection(of: stack.entries[index], in: stack.container, navigator: navigator) != nil
                })
            else { continue }
            steps.append(.path(stack.container, scope: nil, .goBackTo(.id(stack.entries[index - 1].id))))
            removed.formUnion(stack.entries[index...].map(\.id))
        }
        return steps
    }
}

extension NavigationStep {
    /// The step with scope ids renamed by `names` (scopes of flows started again).
    fileprivate func renamingScopes(_ names: [ScopeID: ScopeID]) -> NavigationStep {
        guard !names.isEmpty, case .path(let container, let scope, let operation) = self else { return self }
        let renamed: PathOperation<AnyRoute> =
            switch operation {
            case .beginScope(let inner, let policy, let root): .beginScope(names[inner] ?? inner, policy, root: root)
            case .endScope(let inner): .endScope(names[inner] ?? inner)
            default: operation
            }
        return .path(container, scope: scope.map { names[$0] ?? $0 }, renamed)
    }
}
