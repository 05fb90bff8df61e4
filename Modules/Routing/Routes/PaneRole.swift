/// The part a route's screen plays when a stack is shown as several panes side by side.
///
/// A scene strategy (`SceneStrategy` in WayfinderStacks) reads the roles of a stack's entries
/// to decide how many panes the stack is shown as: a `list` with the `detail` pushed above it
/// become two panes from medium width up, and an `extra` above those a third pane in expanded
/// width. A route with no role (the default) is only ever shown alone.
///
/// ```swift
/// enum ShopRoute: RouteType {
///     case category(String), item(Int)
///     static let registeredName = "shop"
///     var presentationStyle: PresentationStyle { .push }
///     var paneRole: PaneRole? {
///         switch self {
///         case .category: .list
///         case .item: .detail
///         }
///     }
/// }
/// ```
public enum PaneRole: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A screen that lists what can be selected: the leading pane.
    case list
    /// The screen of what was selected in a list: the pane after the list.
    case detail
    /// A supporting screen of a detail (a stop of a line): the third pane.
    case extra

    /// The manifest's spelling: `list`, `detail`, `extra`.
    public var description: String { rawValue }
}
