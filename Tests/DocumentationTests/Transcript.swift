/// What the articles' code prints, captured so that tests can compare it with the output the
/// articles show.
///
/// The samples call `print` exactly as the articles do; inside `Transcript.$current.withValue`,
/// this module's `print` records the text instead of writing it.
@MainActor
final class Transcript: Sendable {
    @TaskLocal static var current: Transcript?

    /// The text printed since the last ``cut()``.
    private var pending: [String] = []
    /// The finished sections, one per article output block.
    private(set) var sections: [String] = []

    func record(_ line: String) { pending.append(line) }

    /// Ends the current section: what the next article output block shows starts here.
    func cut() {
        sections.append(pending.joined(separator: "\n"))
        pending = []
    }
}

/// Records into the current transcript, if any; prints otherwise.
@MainActor
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { String(describing: $0) }.joined(separator: separator)
    if let transcript = Transcript.current {
        transcript.record(line)
    } else {
        Swift.print(line, terminator: terminator)
    }
}
