/// What system back does in a stack shown as several panes.
///
/// Worked example: the stack `home, category, item 1, item 2` (category a `list`, items
/// `detail`s) with detail selection `push`.
///
/// | Width | Scene | ``popLatest`` | ``popUntilSceneChange`` |
/// |---|---|---|---|
/// | compact (400) | Item 2 | pops item 2: Item 1 shows | pops item 2: Item 1 shows (the single pane's top changed) |
/// | medium (700) | Category and Item 2 | pops item 2: Category and Item 1 | pops both items: Category alone |
/// | expanded (1,200) | Category and Item 2 | pops item 2: Category and Item 1 | pops both items: Category alone |
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
