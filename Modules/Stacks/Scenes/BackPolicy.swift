/// What system back does in a stack shown as several panes.
///
/// Worked example: the stack `home, category, item 1, item 2` (category a `list`, items
/// `detail`s) with detail selection `push`.
///
/// | Width | Scene | ``popLatest`` | ``popUntilSceneChange`` |
/// |---|---|---|---|
/// | compact (400) | `Item 2` | pops item 2: `Item 1` | pops item 2: `Item 1` (the single pane's top changed) |
/// | medium (700) | `Category | Item 2` | pops item 2: `Category | Item 1` | pops both items: `Category` |
/// | expanded (1,200) | `Category | Item 2` | pops item 2: `Category | Item 1` | pops both items: `Category` |
///
/// In a single-pane scene both policies pop one entry.
public enum BackPolicy: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// System back pops exactly one entry (the default).
    case popLatest
    /// System back pops entries until the scene shown changes (another strategy, or another
    /// `list` entry leading it; for one pane, another top).
    case popUntilSceneChange

    /// The manifest's spelling: `popLatest`, `popUntilSceneChange`.
    public var description: String { rawValue }
}
