/// How wide a window is, in the three classes a layout decides by.
///
/// | Class | Width in points |
/// |---|---|
/// | ``compact`` (the default) | under 600 |
/// | ``medium`` | 600 to 839 |
/// | ``expanded`` | 840 and more |
///
/// These are Material's window size classes; Apple's regular width is medium or expanded.
/// The width is an input of the engine, never navigation state: it decides how each stack is
/// shown (its ``StackScene``), never what the stacks hold.
public enum WidthClass: String, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Under 600 points: one pane.
    case compact
    /// 600 to 839 points: up to two panes.
    case medium
    /// 840 points and more: up to three panes.
    case expanded

    /// The narrowest width of the medium class, in points.
    public static let mediumMinimum: Double = 600
    /// The narrowest width of the expanded class, in points.
    public static let expandedMinimum: Double = 840

    /// The class of a window `width` points wide.
    ///
    /// A width that is not a number, or negative, counts as compact.
    ///
    /// - Parameter width: The window's width in points.
    public init(width: Double) {
        if width >= Self.expandedMinimum {
            self = .expanded
        } else if width >= Self.mediumMinimum {
            self = .medium
        } else {
            self = .compact
        }
    }

    /// The most panes a scene may have in this class: 1, 2 or 3.
    public var maximumPanes: Int {
        switch self {
        case .compact: 1
        case .medium: 2
        case .expanded: 3
        }
    }

    /// Narrower classes come first.
    public static func < (lhs: WidthClass, rhs: WidthClass) -> Bool {
        lhs.maximumPanes < rhs.maximumPanes
    }

    /// The raw value: `compact`, `medium`, `expanded`.
    public var description: String { rawValue }
}
