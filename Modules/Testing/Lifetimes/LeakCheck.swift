import Testing
import WayfinderCoordinators

/// Tracks objects weakly to prove they are deallocated once a flow is over.
///
/// ```swift
/// let leaks = LeakCheck()
/// do {
///     let child = DetailCoordinator()
///     leaks.track(child)
///     try await home.navigate(to: child)
///     try await child.finishFlow()
/// }
/// leaks.expectReleased()
/// ```
///
/// Keep strong references in an inner scope (or drop them) before checking: a local variable
/// of the test itself keeps its object alive.
@MainActor
public final class LeakCheck {
    private var tracked: [(label: String, reference: WeakReference)] = []

    /// Creates an empty check.
    public init() {}

    // MARK: - Tracking

    /// Tracks `object` weakly.
    ///
    /// - Parameters:
    ///   - object: The object that must go away.
    ///   - label: How to name it in failures; its type name by default.
    /// - Returns: `object`, for tracking where it is created.
    @discardableResult
    public func track<Object: AnyObject>(_ object: Object, as label: String? = nil) -> Object {
        tracked.append((label ?? String(describing: Object.self), WeakReference(object)))
        return object
    }

    /// Tracks a coordinator known only as `any CoordinatorType` (a tab page's, a child's).
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator that must go away.
    ///   - label: How to name it in failures; `c3 HomeCoordinator` by default.
    public func track(coordinator: any CoordinatorType, as label: String? = nil) {
        tracked.append((label ?? "\(coordinator.id) \(coordinator.core.name)", WeakReference(coordinator)))
    }

    /// Tracks a coordinator and every coordinator below it, labelled `c3 HomeCoordinator`.
    ///
    /// - Parameter coordinator: The top of the subtree.
    public func trackTree(_ coordinator: any CoordinatorType) {
        track(coordinator: coordinator)
        for child in coordinator.children {
            trackTree(child)
        }
    }

    // MARK: - Checking

    /// How many objects are tracked.
    public var count: Int { tracked.count }

    /// The labels of tracked objects still alive, in the order they were tracked.
    public var alive: [String] {
        tracked.filter { $0.reference.object != nil }.map(\.label)
    }

    /// Expects every tracked object to be deallocated; records one issue naming the survivors.
    ///
    /// - Parameter sourceLocation: Where the expectation is written.
    /// - Returns: Whether everything was released.
    @discardableResult
    public func expectReleased(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let survivors = alive
        guard !survivors.isEmpty else { return true }
        Issue.record(
            "\(survivors.count) of \(tracked.count) tracked objects are still alive: \(survivors.joined(separator: ", "))",
            sourceLocation: sourceLocation
        )
        return false
    }
}

/// A weak reference to any object.
private struct WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
