import Testing
import WayfinderCoordinators

// MARK: - Text

/// Expects `actual` to equal `expected`; on a mismatch records one issue with a line diff.
///
/// - Parameters:
///   - actual: The text produced.
///   - expected: The text expected, usually a multi-line string literal.
///   - what: What the text is, for the message (`tree`, `trace`).
///   - sourceLocation: Where the expectation is written; the issue points there.
/// - Returns: Whether the texts were equal.
@discardableResult
public func expectText(
    _ actual: String, _ expected: String, what: String = "text",
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let diff = TextDiff(expected: expected, actual: actual)
    guard !diff.isEmpty else { return true }
    Issue.record("\(what) differs from the expected one:\n\(diff)", sourceLocation: sourceLocation)
    return false
}

// MARK: - Trees

/// Expects the navigator's rendered tree (`navigator.tree.rendered`) to equal `expected`.
///
/// ```swift
/// expectTree(navigator, """
///     coordinators
///       c0 HomeCoordinator (coordinator, root)
///     stack c0.stack
///       #0 actionList
///     """)
/// ```
///
/// - Parameters:
///   - navigator: The navigator whose last committed tree is compared.
///   - expected: The whole rendered tree.
///   - renumberingIDs: Compare after ``TreeText/renumberingIDs(_:)``, for trees reached through
///     different histories.
///   - sourceLocation: Where the expectation is written.
/// - Returns: Whether the trees were equal.
@MainActor
@discardableResult
public func expectTree(
    _ navigator: Navigator, _ expected: String, renumberingIDs: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    expectTree(navigator.tree, expected, renumberingIDs: renumberingIDs, sourceLocation: sourceLocation)
}

/// Expects a tree's rendered text to equal `expected`, such as the tree of one
/// ``RecordingRenderer/rendered`` change.
///
/// - Parameters:
///   - tree: The tree compared.
///   - expected: The whole rendered tree.
///   - renumberingIDs: Compare after ``TreeText/renumberingIDs(_:)``.
///   - sourceLocation: Where the expectation is written.
/// - Returns: Whether the trees were equal.
@discardableResult
public func expectTree(
    _ tree: NavigationTree, _ expected: String, renumberingIDs: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let rendered = renumberingIDs ? TreeText.renumberingIDs(tree.rendered) : tree.rendered
    return expectText(rendered, expected, what: "tree", sourceLocation: sourceLocation)
}

// MARK: - Traces

/// Expects the recorded events, one `description` per line, to equal `expected`.
///
/// - Parameters:
///   - events: The recorder.
///   - expected: The whole trace.
///   - sourceLocation: Where the expectation is written.
/// - Returns: Whether the traces were equal.
@MainActor
@discardableResult
public func expectTrace(
    _ events: EventRecorder, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    expectText(events.trace, expected, what: "trace", sourceLocation: sourceLocation)
}
