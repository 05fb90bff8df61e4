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
}

extension CheckedGuard {
    /// A guard that resumes nothing.
    public var requestToResume: String? { nil }
}

extension AuthGuardPlugin: CheckedGuard {
    /// `AuthGuardPlugin.user` (WayfinderAuthGuard).
    public var loggedInUser: String? { user }
    /// The `protected:` option.
    public var guardedNames: [String] { options.protected }
    /// `AuthGuardPlugin.pending` (WayfinderAuthGuard), as text.
    public var requestToResume: String? { pending.map { "\($0)" } }
}

extension ComposedApp {
    /// The first running plugin that guards routes behind a login.
    var checkedGuard: (any CheckedGuard)? {
        plugins.running.lazy.compactMap { $0 as? any CheckedGuard }.first
    }
}
