import WayfinderComposition
import WayfinderPlugins

/// A plugin that keeps routes behind a login, as the checker sees it: who is logged in and
/// what is protected. The auth guard is one; a test's double of a guard can be another.
@MainActor
public protocol CheckedGuard: AnyObject {
    /// Who is logged in, or `nil`.
    var loggedInUser: String? { get }
    /// The routes and flows nobody may see while logged out.
    var guardedNames: [String] { get }
    /// The refused request a login will resume, as text, or `nil`: part of the state the
    /// checker deduplicates by, since it decides what a login does.
    var requestToResume: String? { get }
    /// The guard's present state (who is logged in, the request a login resumes), for
    /// ``putBack(_:)``, or `nil` when it cannot be put back.
    ///
    /// A snapshot holds neither, so the checker's restore between the events it explores puts
    /// the guard back before it restores the tree; without it, a state reached by a login, a
    /// logout or a refused request is reached again from the start instead.
    func checkpoint() -> Any?
    /// Puts back, without a transaction, a state that ``checkpoint()`` gave (this guard's or
    /// another app's guard of the same kind).
    ///
    /// - Returns: Whether it could.
    func putBack(_ checkpoint: Any) -> Bool
}

extension CheckedGuard {
    /// A guard that resumes nothing.
    public var requestToResume: String? { nil }

    /// A guard the checker cannot put back: `nil`.
    public func checkpoint() -> Any? { nil }

    /// A guard the checker cannot put back: `false`.
    public func putBack(_ checkpoint: Any) -> Bool { false }
}

extension AuthGuardPlugin: CheckedGuard {
    /// `AuthGuardPlugin.user` (WayfinderAuthGuard).
    public var loggedInUser: String? { user }
    /// The `protected:` option.
    public var guardedNames: [String] { options.protected }
    /// `AuthGuardPlugin.pending` (WayfinderAuthGuard), as text.
    public var requestToResume: String? {
        guard let pending else { return nil }
        // The same request is described again for every state a check explores while it waits
        // for a login (about 1 % of a check, perf at depth 5): its last text is kept.
        if let last = ResumeText.last, last.request == pending { return last.text }
        let text = "\(pending)"
        ResumeText.last = (pending, text)
        return text
    }

    /// Who is logged in and the kept request.
    public func checkpoint() -> Any? {
        AuthGuardCheckpoint(user: user, pending: pending, owner: self)
    }

    /// Puts back who was logged in and the kept request
    /// (`AuthGuardPlugin.putBack(user:pending:)`).
    ///
    /// A kept request names the flows it will start by ids its own app set aside for them,
    /// which another app has not (that app may give them to other flows), so only this
    /// guard takes back a checkpoint with a kept request: another app's guard declines it.
    public func putBack(_ checkpoint: Any) -> Bool {
        guard let checkpoint = checkpoint as? AuthGuardCheckpoint,
            checkpoint.pending == nil || checkpoint.owner === self
        else { return false }
        putBack(user: checkpoint.user, pending: checkpoint.pending)
        return true
    }
}

/// The last request to resume described, with its text.
@MainActor
private enum ResumeText {
    static var last: (request: RefusedRequest, text: String)?
}

/// What ``AuthGuardPlugin/checkpoint()`` keeps.
private struct AuthGuardCheckpoint {
    let user: String?
    let pending: RefusedRequest?
    /// The guard it was taken from, while that guard lives.
    weak var owner: AuthGuardPlugin?
}

extension ComposedApp {
    /// The first running plugin that guards routes behind a login.
    var checkedGuard: (any CheckedGuard)? {
        plugins.firstRunning((any CheckedGuard).self)
    }
}
