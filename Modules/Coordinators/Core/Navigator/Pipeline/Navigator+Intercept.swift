import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Intercepting

    // Inlined into both runs (one path, and the whole state): a call costs ~300
    // instructions per push + pop there (measured), a percent of the request.

    /// The first interceptor, in the order they were added, that does not allow `proposal`, and
    /// what it decided; `nil` when every one allows it.
    @inline(__always) func objection(
        to proposal: NavigationProposal
    ) -> (interceptor: String, decision: InterceptorDecision)? {
        for (_, interceptor) in interceptors {
            let decision = interceptor.intercept(proposal)
            journal?.decided(decision, by: interceptor.name, on: proposal, navigator: self)
            if case .allow = decision { continue }
            return (interceptor.name, decision)
        }
        return nil
    }

    /// What the interceptors decided about `proposal`, as the engine acts on it: allowed, refused
    /// with the error callers get, or redirected. The one place an interceptor's decision is
    /// read.
    @inline(__always) func verdict(on proposal: NavigationProposal) -> Verdict {
        switch objection(to: proposal) {
        case (let interceptor, .deny(let reason))?: .denied(.denied(by: interceptor, reason: reason))
        case (let interceptor, .redirect(let request, let reason))?:
            .redirected(request, by: interceptor, reason: reason)
        case (_, .allow)?, nil: .allowed
        }
    }

    /// Drops a transaction an interceptor redirected and carries out the redirect in its place,
    /// before anything queued.
    ///
    /// The redirect runs at once, so the refused request's callers learn how the chain they
    /// started ended: ``NavigationError/redirected(by:reason:)``, or
    /// ``NavigationError/redirectLoop(limit:)`` when interceptors kept redirecting past
    /// ``redirectLimit`` and nothing was shown at all.
    func redirect(
        _ transaction: OpenTransaction, to request: NavigationRequest, by interceptor: String, reason: String
    ) {
        let redirects = transaction.redirects + 1
        guard redirects <= redirectLimit else {
            abort(transaction, with: .redirectLoop(limit: redirectLimit))
            return
        }
        giveBack(transaction)
        enter(.idle)
        ids = transaction.idsBefore
        let error = follow(request, redirects: redirects, by: interceptor, reason: reason)
        for ticket in transaction.tickets {
            ticket.fail(error)
        }
    }

    /// Carries out a redirect in place of a dropped request, at once.
    ///
    /// - Parameter redirects: How many redirects in a row led here.
    /// - Returns: What the dropped request's callers learn.
    func follow(_ request: NavigationRequest, redirects: Int, by interceptor: String, reason: String) -> NavigationError
    {
        reapOnNextCommit = true
        let followUp = NavigationTicket()
        run(
            EngineRequest(request.steps.map { .step($0) }), source: request.source, coordinator: nil, ticket: followUp,
            redirects: redirects, animated: request.animated)
        if case .redirectLoop = followUp.error {
            return .redirectLoop(limit: redirectLimit)
        }
        return .redirected(by: interceptor, reason: reason)
    }
}

/// What the interceptors decided about a proposal (see ``Navigator/verdict(on:)``).
enum Verdict {
    /// Every interceptor allowed it.
    case allowed
    /// One denied it: the request fails with this error.
    case denied(NavigationError)
    /// One redirected it to `request`.
    case redirected(NavigationRequest, by: String, reason: String)
}
