/// Which stacks opening a deep link takes back to their first screen before showing the target.
public enum DeepLinkReset: String, Hashable, Sendable, CaseIterable, Decodable {
    /// Every tab's stack and the root stack: a link reaches the same tree from any state.
    case all
    /// Only the root stack (what covers the tab bar) and the stack the target is shown in;
    /// other tabs keep their screens.
    case target
}
