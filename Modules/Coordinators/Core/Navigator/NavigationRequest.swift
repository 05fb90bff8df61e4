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
    /// Whether the renderer should animate the change (see ``NavigationChange/animated``).
    public var animated: Bool

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - steps: The steps, applied in order as one transaction.
    ///   - source: Who asks.
    ///   - animated: Whether to animate; by default the source's
    ///     ``NavigationSource/animatesByDefault`` (restoration and gestures do not animate).
    public init(_ steps: [NavigationStep], source: NavigationSource = .program, animated: Bool? = nil) {
        self.steps = steps
        self.source = source
        self.animated = animated ?? source.animatesByDefault
    }

    private enum CodingKeys: String, CodingKey {
        case steps, source, animated
    }

    /// Decodes a request; one saved before requests carried `animated` takes its source's default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let source = try container.decode(NavigationSource.self, forKey: .source)
        self.init(
            try container.decode([NavigationStep].self, forKey: .steps), source: source,
            animated: try container.decodeIfPresent(Bool.self, forKey: .animated))
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
