import WayfinderRouting

/// How a ``BaseCoordinator`` shows its screen when it starts.
@MainActor
public enum CoordinatorMode {
    /// Pushed onto the stack of its ``BaseCoordinator/parentCoordinator`` (or of whoever placed it).
    case push
    /// Presented in a new modal layer above `presenting`'s screens (its parent coordinator when
    /// `nil`), styled by `configuration`.
    case present(presenting: (any CoordinatorType)? = nil, configuration: CoordinatorModePresentConfiguration = .init())
    /// Embedded in the named slot `container` of `parent`'s screen, in a container of its own
    /// that lives as long as that screen.
    case embed(parent: any CoordinatorType, container: String)

    /// `push`, `present`, `embed 'map'`.
    var name: String {
        switch self {
        case .push: "push"
        case .present: "present"
        case .embed(_, let container): "embed '\(container)'"
        }
    }
}

/// How a presented ``BaseCoordinator`` looks: its modal style, including a named custom
/// transition, as data the renderer interprets.
///
/// ```swift
/// CoordinatorModePresentConfiguration(modalPresentationStyle: .detents([.medium]))
/// CoordinatorModePresentConfiguration(modalPresentationStyle: .custom(
///     transition: NamedEffect("slide", ["edge": "trailing"]), animation: NamedEffect("spring"), fullScreen: true))
/// ```
public struct CoordinatorModePresentConfiguration: Hashable, Sendable {
    /// The modal style: a sheet, a cover, detents or a custom transition.
    public var modalPresentationStyle: PresentationStyle
    /// Whether screens may be pushed inside the presented layer.
    public var withNavigation: Bool

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - modalPresentationStyle: A modal style; a sheet by default.
    ///   - withNavigation: Whether pushes are allowed inside it; `true` by default.
    public init(modalPresentationStyle: PresentationStyle = .sheet, withNavigation: Bool = true) {
        self.modalPresentationStyle = modalPresentationStyle
        self.withNavigation = withNavigation
    }
}
