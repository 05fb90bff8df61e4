/// What pushing a `detail` does while its stack shows a `list` pane and a `detail` pane.
///
/// Selecting an item in a list that is on screen next to a detail either replaces the shown
/// detail (``replace``, the default, what `NavigationSplitView` does: narrowing the window then
/// never reveals a pile of details) or pushes it above the shown one (``push``).
public enum DetailSelection: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The new detail replaces the entries of the detail pane; the replaced entries end.
    case replace
    /// The new detail is pushed above the shown one.
    case push

    /// The manifest's spelling: `replace`, `push`.
    public var description: String { rawValue }
}
