/// One page of a ``TabCoordinator``: where it sits, what its tab shows, and the coordinator
/// that runs its stack.
///
/// ```swift
/// enum AppTab: TabPage, CaseIterable {
///     case home, settings
///     var position: Int { self == .home ? 0 : 1 }
///     var dataSource: TabPageDataSource {
///         self == .home ? TabPageDataSource(title: "Home", icon: "house") : TabPageDataSource(title: "Settings", icon: "gear")
///     }
///     func coordinator() -> any CoordinatorType {
///         self == .home ? HomeCoordinator() : SettingsCoordinator()
///     }
/// }
/// ```
public protocol TabPage: Hashable, Sendable {
    /// The page's place in the tab bar, lowest first.
    var position: Int { get }
    /// What the tab shows (title, icon). The tab bar view itself is the renderer's.
    var dataSource: TabPageDataSource { get }
    /// The page's stable name in trees, events, persistence and badge commands.
    ///
    /// The default is the enum case name (or the value's description).
    var name: String { get }
    /// Creates a new coordinator for this page; called when the page is added.
    @MainActor func coordinator() -> any CoordinatorType
}

extension TabPage {
    /// The enum case name, or the value's description.
    public var name: String {
        let mirror = Mirror(reflecting: self)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
            return label
        }
        return String(describing: self)
    }
}

/// What a tab shows in the tab bar, as data the renderer draws.
public struct TabPageDataSource: Hashable, Sendable, Codable {
    /// The tab's title.
    public var title: String
    /// The name of the tab's icon, if any (an SF Symbol name, an asset name, ...).
    public var icon: String?

    /// Creates a data source.
    public init(title: String, icon: String? = nil) {
        self.title = title
        self.icon = icon
    }
}

/// Why a tab coordinator could not answer.
public enum TabCoordinatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No coordinator runs the selected page (the tab coordinator has not started, or finished).
    case coordinatorSelected
    /// The page is not one of the tab coordinator's pages.
    case unknownPage(String)
    /// The page is in the bar, but the bar has not made its coordinator yet (it has not started).
    case noCoordinator(page: String)
    /// The page is run by a coordinator of another type than the one asked for.
    case wrongCoordinatorType(page: String, expected: String, found: String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .coordinatorSelected: "no coordinator runs the selected tab"
        case .unknownPage(let name): "no tab page '\(name)'"
        case .noCoordinator(let page): "no coordinator runs tab '\(page)' yet"
        case .wrongCoordinatorType(let page, let expected, let found):
            "tab '\(page)' is run by a \(found), not a \(expected)"
        }
    }
}
