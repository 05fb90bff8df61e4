/// A coordinator that runs one of an app's main flows (typically a tab), found by its
/// ``rootIdentifier``.
///
/// ```swift
/// final class ProfileTabCoordinator: BaseCoordinator, RootCoordinator {
///     var rootIdentifier: String { "profile" }
///     override func build() -> AnyRoute { AnyRoute(AppScreen.profile) }
/// }
///
/// navigator.rootCoordinator(identifier: "profile")
/// ```
@MainActor
public protocol RootCoordinator: CoordinatorType {
    /// The flow's stable identifier, unique among the app's root coordinators.
    var rootIdentifier: String { get }
}

extension Navigator {
    /// The live root coordinator with this identifier.
    ///
    /// - Parameter identifier: A ``RootCoordinator/rootIdentifier``.
    /// - Returns: The coordinator, or `nil` when none is alive.
    public func rootCoordinator(identifier: String) -> (any RootCoordinator)? {
        liveCoordinators.lazy.compactMap { $0 as? any RootCoordinator }.first { $0.rootIdentifier == identifier }
    }
}
