import WayfinderRouting
import WayfinderStacks

/// A hook that sees every transaction before it is committed and may allow, deny or redirect it.
///
/// Interceptors run in the order they were added; the first that does not allow decides.
/// Guards (authentication, feature flags), analytics that must see refusals, and deep-link
/// resumption are all built on this hook.
@MainActor
public protocol NavigationInterceptor: AnyObject {
    /// A short name used in errors and events (`sso`).
    var name: String { get }

    /// Decides about a proposed change.
    ///
    /// - Parameter proposal: What the transaction would change, not yet committed.
    /// - Returns: ``InterceptorDecision/allow``, a denial with a reason, or a redirect.
    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision
}

/// What an interceptor decides about a proposed change.
public enum InterceptorDecision: Hashable, Sendable {
    /// Let the change be committed.
    case allow
    /// Refuse the change; the caller gets ``NavigationError/denied(by:reason:)``.
    case deny(reason: String)
    /// Refuse the change and carry out `request` instead (for example: present login).
    ///
    /// The caller gets ``NavigationError/redirected(by:reason:)``; the refused request is in
    /// ``NavigationProposal/request`` for the interceptor to keep and resume later with
    /// ``Navigator/send(_:askingLeaveChecks:)``.
    case redirect(NavigationRequest, reason: String)
}

/// A change that is about to be committed, as interceptors see it.
public struct NavigationProposal: Sendable {
    /// The request as data: every step of the transaction and its source.
    public let request: NavigationRequest
    /// What would change in each container.
    public let containers: [ContainerChange]
    /// Tab bars whose selection, pages or badges would change.
    public let tabs: [CoordinatorID]
    /// What the change does to the windows, in one object; `nil` for a change that touches no
    /// window (every change of an app with one window).
    var windowChange: WindowChange? = nil

    /// The windows as they would be, when the change opens, focuses, closes, shows or hides
    /// one, or moves screens between them; `nil` otherwise.
    public var windows: WindowTable? { windowChange?.table }
    /// The screens the change moves between windows (``Navigator/moveEntry(_:to:source:animated:)``),
    /// in the order asked; empty for any other change.
    public var moves: [WindowMove] { windowChange?.moves ?? [] }

    /// Who asked.
    public var source: NavigationSource { request.source }
    /// Every entry that would appear.
    public var inserted: [Entry<AnyRoute>] { containers.allInserted }
    /// Every entry that would go away.
    public var removed: [Entry<AnyRoute>] { containers.allRemoved }
}
