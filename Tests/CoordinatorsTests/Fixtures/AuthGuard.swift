import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Guards the settings' `account` screen: while signed out, a request that would show it is
/// kept (from the proposal, as data) and redirected to a login screen presented full screen in
/// the same container; signing in dismisses the login and resumes the kept request, as one
/// change.
@MainActor
final class AuthGuard: NavigationInterceptor {
    let name = "auth-guard"
    private(set) var signedIn = false
    /// The request refused while signed out, waiting for the sign-in.
    private(set) var keptRequest: NavigationRequest?
    /// How many proposals this guard was asked about.
    private(set) var consulted = 0

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        consulted += 1
        guard !signedIn, proposal.inserted.contains(where: { $0.route.routeName == "account" }) else { return .allow }
        guard case .path(let container, let scope, _)? = proposal.request.steps.first else {
            return .deny(reason: "sign in to see your account")
        }
        keptRequest = proposal.request
        let login = PathOperation.present(AnyRoute(AppRoute.login), style: .fullScreenCover, withNavigation: false)
        return .redirect(
            NavigationRequest([.path(container, scope: scope, login)], source: proposal.source),
            reason: "sign in to see your account")
    }

    /// What the login screen calls once the credentials are accepted.
    ///
    /// - Returns: The ticket of the resumed request, or `nil` when nothing was kept.
    @discardableResult
    func signIn(on navigator: Navigator) -> NavigationTicket? {
        signedIn = true
        guard let kept = keptRequest, case .path(let container, let scope, _)? = kept.steps.first else { return nil }
        keptRequest = nil
        return navigator.send(
            NavigationRequest([.path(container, scope: scope, .dismiss(1))] + kept.steps, source: kept.source))
    }
}

/// Redirects every change to one that would be redirected again.
@MainActor
final class LoopingGuard: NavigationInterceptor {
    let name = "looping-guard"
    private(set) var consulted = 0

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        consulted += 1
        return .redirect(proposal.request, reason: "try again")
    }
}

/// Refuses every sheet.
@MainActor
final class NoSheets: NavigationInterceptor {
    let name = "no-sheets"
    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        proposal.inserted.contains { $0.style == .sheet } ? .deny(reason: "sheets are disabled in this build") : .allow
    }
}
