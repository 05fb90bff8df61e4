/// The words Tab completes in the interactive mode, taken from the running app before each
/// prompt: command names, route names (`push`, `present`), tab names on screen (`tab`,
/// `badge`), coordinator names (`flow`), the top screen's slots (`tap`), and after `window` its
/// subcommands, then routes (`window open`) or window numbers (`focus`, `close`, `move`).
public struct CompletionVocabulary: Sendable, Equatable {
    /// The script commands (`tap`, `push`, ...).
    public var commands: [String]
    /// The manifest's routes.
    public var routes: [String]
    /// The pages of the tab bars on screen.
    public var tabs: [String]
    /// The manifest's coordinators.
    public var coordinators: [String]
    /// The slots of the top screen.
    public var slots: [String]
    /// The numbers of the open windows (`1`, `2`).
    public var windows: [String]

    /// Creates a vocabulary.
    ///
    /// - Parameters:
    ///   - commands: The command names.
    ///   - routes: The route names.
    ///   - tabs: The tab names.
    ///   - coordinators: The coordinator names.
    ///   - slots: The slot names.
    ///   - windows: The open windows' numbers.
    public init(
        commands: [String], routes: [String] = [], tabs: [String] = [], coordinators: [String] = [],
        slots: [String] = [], windows: [String] = []
    ) {
        self.commands = commands
        self.routes = routes
        self.tabs = tabs
        self.coordinators = coordinators
        self.slots = slots
        self.windows = windows
    }

    /// The `window` subcommands.
    static let windowVerbs = ["open", "focus", "close", "move"]

    /// The words that may stand as word number `index` (0 is the command) after `command` and,
    /// for word 2, its first argument `verb`.
    func words(at index: Int, after command: String?, verb: String? = nil) -> [String] {
        guard let command else { return commands }
        if command == "window" { return windowWords(at: index, verb: verb) }
        guard index == 1 else { return [] }
        switch command {
        case "push", "present": return routes
        case "tab", "tap-tab", "badge": return tabs
        case "flow": return coordinators
        case "tap": return slots
        default: return []
        }
    }

    /// After `window`: its subcommands, then a route to open or a window number (or `new`).
    private func windowWords(at index: Int, verb: String?) -> [String] {
        switch (index, verb) {
        case (1, _): Self.windowVerbs
        case (2, "open"?): routes
        case (2, "focus"?), (2, "close"?): windows
        case (2, "move"?): windows + ["new"]
        default: []
        }
    }
}

/// What pressing Tab does to the text before the cursor.
public struct Completion: Equatable, Sendable {
    /// The text to insert at the cursor (empty when nothing can be added).
    public var insertion: String
    /// The candidates to list when the insertion alone does not decide (more than one).
    public var choices: [String]

    /// Creates a completion.
    ///
    /// - Parameters:
    ///   - insertion: The text to insert at the cursor.
    ///   - choices: The candidates to list.
    public init(insertion: String, choices: [String]) {
        self.insertion = insertion
        self.choices = choices
    }

    /// The completion of the last word of `text` (the line up to the cursor).
    ///
    /// One candidate is inserted whole, followed by a space; several insert what they have in
    /// common and, when that is nothing more, are listed.
    ///
    /// - Parameters:
    ///   - text: The line up to the cursor.
    ///   - vocabulary: The words the app knows now.
    /// - Returns: What to insert and what to list.
    public static func of(_ text: String, in vocabulary: CompletionVocabulary) -> Completion {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let startsNewWord = text.isEmpty || text.last == " "
        let partial = startsNewWord ? "" : (words.last ?? "")
        let index = startsNewWord ? words.count : words.count - 1
        let known = vocabulary.words(
            at: index, after: index == 0 ? nil : words.first, verb: index == 2 ? words[1] : nil)
        let candidates = Array(Set(known.filter { $0.hasPrefix(partial) })).sorted()
        guard let first = candidates.first else { return Completion(insertion: "", choices: []) }
        if candidates.count == 1 {
            return Completion(insertion: String(first.dropFirst(partial.count)) + " ", choices: [])
        }
        let shared = candidates.dropFirst().reduce(first) { prefix, word in
            String(zip(prefix, word).prefix { $0 == $1 }.map(\.0))
        }
        let insertion = String(shared.dropFirst(partial.count))
        return Completion(insertion: insertion, choices: insertion.isEmpty ? candidates : [])
    }
}
