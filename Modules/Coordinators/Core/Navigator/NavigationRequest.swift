import WayfinderRouting
import WayfinderStacks

/// A navigation request as data: the steps of one transaction and who asked for it.
///
/// Requests are what the engine queues while a renderer animates, what interceptors inspect,
/// what a redirect suspends and later resumes, and what a deep-link plan produces.
public struct NavigationRequest: Hashable, Sendable, Codable {
    /// The steps, applied in order as one transaction.
    public var steps: [NavigationStep]
    /// Who asked.
    public var source: NavigationSource

    /// Creates a request.
    public init(_ steps: [NavigationStep], source: NavigationSource = .program) {
        self.steps = steps
        self.source = source
    }
}

/// One step of a ``NavigationRequest``.
public enum NavigationStep: Hashable, Sendable, Codable {
    /// Applies a path operation to a container, acting as a scope (`nil` = the container's base).
    case path(ContainerID, scope: ScopeID?, PathOperation<AnyRoute>)
    /// Selects the page at `index` of a tab coordinator's bar.
    case selectTab(CoordinatorID, index: Int)
    /// Sets (or, with `nil`, removes) the badge of a tab page, by page name.
    case setBadge(CoordinatorID, page: String, badge: String?)
}

extension NavigationStep: CustomStringConvertible {
    /// `c0.stack: push(item)`, `c1: selectTab(2)`, `c1: setBadge(cart, 3)`.
    public var description: String {
        switch self {
        case .path(let container, let scope, let operation):
            "\(container)\(scope.map { " as \($0.rawValue)" } ?? ""): \(operation)"
        case .selectTab(let coordinator, let index):
            "\(coordinator): selectTab(\(index))"
        case .setBadge(let coordinator, let page, let badge):
            "\(coordinator): setBadge(\(page), \(badge ?? "nil"))"
        }
    }
}
