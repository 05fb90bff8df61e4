extension ScriptCommand {
    // MARK: - Parsing

    /// The command written on `line`, or `nil` for a blank line or a `#` comment.
    ///
    /// - Parameter line: One line of a script or of standard input.
    /// - Returns: The command, or `nil` when the line holds none.
    /// - Throws: ``ScriptSyntaxError`` when the line is not a command.
    public static func parse(_ line: String) throws(ScriptSyntaxError) -> ScriptCommand? {
        try requireOneLine(line)
        let words = try ScriptWords.split(line)
        guard let name = words.first else { return nil }
        let arguments = Array(words.dropFirst())
        guard let syntax = ScriptCommand.syntax.first(where: { $0.name == name }) else {
            throw .unknownCommand(
                name, suggestion: ScriptWords.closest(to: name, among: ScriptCommand.syntax.map(\.name)))
        }
        return try syntax.parse(arguments)
    }

    /// Refuses a command that is not one line: one holding a carriage return, a line feed, a
    /// line separator (U+2028) or a paragraph separator (U+2029).
    ///
    /// Every way a command comes in goes through it: ``parse(_:)`` (scripts, the terminal,
    /// `serve`'s `POST /command` and the page's messages) and the recording reader of `replay`,
    /// so a command recorded, replayed or exported is always the one line that was run.
    ///
    /// - Parameter line: The command as received.
    /// - Throws: ``ScriptSyntaxError/lineBreak(_:)`` naming the first line break.
    public static func requireOneLine(_ line: String) throws(ScriptSyntaxError) {
        if let scalar = line.unicodeScalars.first(where: { lineBreaks.contains($0) }) {
            throw .lineBreak(scalar)
        }
    }

    /// What ends a line, for ``requireOneLine(_:)``.
    private static let lineBreaks: Set<Unicode.Scalar> = ["\r", "\n", "\u{2028}", "\u{2029}"]

    /// How each command is written, in the order `help` lists them.
    public static let syntax: [CommandSyntax] = [
        CommandSyntax("tap", "[SLOT] N", "perform action N of the top screen (or of the screen in its slot SLOT)") {
            arguments throws(ScriptSyntaxError) in
            guard let word = arguments.last else { throw .missingArgument("tap [SLOT] N") }
            if arguments.count > 2 { throw .extraArgument(arguments[2], usage: "tap [SLOT] N") }
            guard let number = Int(word), number > 0 else {
                throw .badArgument("tap", expected: "an action number from 1", found: word)
            }
            return .tap(number, slot: arguments.count == 2 ? arguments[0] : nil)
        },
        CommandSyntax("push", "ROUTE [key=value ...]", "push a route") { arguments throws(ScriptSyntaxError) in
            guard let route = arguments.first else { throw .missingArgument("push ROUTE [key=value ...]") }
            return .push(route: route, parameters: try parameters(arguments.dropFirst(), command: "push"))
        },
        CommandSyntax(
            "present", "ROUTE [key=value ...] [STYLE]",
            "present a route (sheet, fullScreenCover, {detents: [medium]}, ...)"
        ) {
            arguments throws(ScriptSyntaxError) in
            guard let route = arguments.first else { throw .missingArgument("present ROUTE [key=value ...] [STYLE]") }
            let rest = arguments.dropFirst()
            let assignments = rest.prefix { ScriptWords.isAssignment($0) }
            let style = rest.dropFirst(assignments.count)
            return .present(
                route: route, parameters: try parameters(assignments, command: "present"),
                style: style.isEmpty ? nil : style.joined(separator: " "))
        },
        single("flow", "COORDINATOR", "start a flow from the top screen", ScriptCommand.flow),
        bare("back", "close the top screen (pop, dismiss, or finish its flow)", .back),
        bare("system-back", "press the system back button (the engine's back chain decides what closes)", .systemBack),
        bare("confirm", "answer a screen's leave question: leave it", .confirm),
        bare("cancel", "answer a screen's leave question: stay", .cancel),
        bare("back-begin", "begin an interactive back (drag from the edge) and preview it", .backBegin),
        CommandSyntax("back-progress", "F", "drag the interactive back to F (0 to 1)") {
            arguments throws(ScriptSyntaxError) in
            let word = try exactly(1, of: arguments, usage: "back-progress F")[0]
            guard let fraction = Double(word), fraction.isFinite, (0...1).contains(fraction) else {
                throw .badArgument("back-progress", expected: "a fraction from 0 to 1", found: word)
            }
            return .backProgress(fraction)
        },
        bare("back-commit", "complete the interactive back", .backCommit),
        bare("back-cancel", "let go of the interactive back: nothing changes", .backCancel),
        bare("pop-to-root", "pop to the first screen of the top screen's flow", .popToRoot),
        bare("dismiss", "dismiss the top modal layer", .dismiss),
        bare("finish", "finish the top screen's flow", .finish),
        single("tab", "NAME", "select a page of the root tab bar", ScriptCommand.tab),
        single("open", "URL", "open a deep link", ScriptCommand.open),
        single("login", "NAME", "log a user in", ScriptCommand.login),
        bare("logout", "log out", .logout),
        CommandSyntax("badge", "TAB VALUE", "set a tab's badge (- removes it)") { arguments throws(ScriptSyntaxError) in
            let words = try exactly(2, of: arguments, usage: "badge TAB VALUE")
            return .badge(tab: words[0], value: words[1] == "-" ? nil : words[1])
        },
        CommandSyntax("set", "FIELD VALUE", "set a field of the top screen's state (or of its flow's)") {
            arguments throws(ScriptSyntaxError) in
            guard let field = arguments.first else { throw .missingArgument("set FIELD VALUE") }
            guard arguments.count >= 2 else { throw .missingArgument("set FIELD VALUE") }
            return .set(field: field, value: arguments.dropFirst().joined(separator: " "))
        },
        bare("swipe-back", "swipe the top pushed screen away", .swipeBack),
        bare("swipe-back-cancel", "start a back swipe and let go", .swipeBackCancel),
        bare("swipe-down", "swipe the top modal layer down", .swipeDown),
        single("tap-tab", "NAME", "tap a tab (selects it, or takes it to its first screen)", ScriptCommand.tapTab),
        bare("tap-backdrop", "click outside the top modal layer: it is swiped away, full screen or not", .tapBackdrop),
        CommandSyntax("resize", "WIDTH", "make the window WIDTH points wide (panes change, stacks do not)") {
            arguments throws(ScriptSyntaxError) in
            let word = try exactly(1, of: arguments, usage: "resize WIDTH")[0]
            guard let width = Double(word), width.isFinite, width >= 0 else {
                throw .badArgument("resize", expected: "a width in points, 0 or more", found: word)
            }
            return .resize(width)
        },
        CommandSyntax("loads", "[manual|auto]", "list waiting loads; manual: loads wait for load finish") {
            arguments throws(ScriptSyntaxError) in
            if arguments.count > 1 { throw .extraArgument(arguments[1], usage: "loads [manual|auto]") }
            switch arguments.first {
            case nil: return .loads(manual: nil)
            case "manual": return .loads(manual: true)
            case "auto": return .loads(manual: false)
            case let word?: throw .badArgument("loads", expected: "manual or auto", found: word)
            }
        },
        CommandSyntax("load", "finish|fail ROUTE", "finish or fail the waiting load of ROUTE") {
            arguments throws(ScriptSyntaxError) in
            let words = try exactly(2, of: arguments, usage: "load finish|fail ROUTE")
            switch words[0] {
            case "finish": return .loadFinish(words[1])
            case "fail": return .loadFail(words[1])
            default: throw .badArgument("load", expected: "finish or fail", found: words[0])
            }
        },
        window("open [ROUTE [key=value ...]]", "open a window (showing ROUTE) and focus it"),
        window("focus N", "give window N focus (windows count from 1 in opening order)"),
        window("close N", "close window N (its screens' leave checks are asked)"),
        window("move N|new", "move the top screen to window N, or tear it off into a new one"),
        bare("windows", "list the windows: the focused one marked, each with its top screen", .windows),
        bare("show", "print the whole navigation tree", .show),
        bare("help", "list the commands", .help),
        bare("quit", "stop", .quit),
    ]

    // MARK: - Windows

    /// One line of `help` for a `window` subcommand; every one parses the whole `window` line
    /// (``parse(_:)`` takes the first syntax named `window`).
    private static func window(_ arguments: String, _ summary: String) -> CommandSyntax {
        CommandSyntax("window", arguments, summary, parse: windowCommand)
    }

    /// How `window` is written, for its errors.
    static let windowUsage = "window open [ROUTE [key=value ...]] | focus N | close N | move N|new"

    /// `window open [ROUTE [key=value ...]]`, `window focus N`, `window close N`, `window move N|new`.
    private static func windowCommand(_ arguments: [String]) throws(ScriptSyntaxError) -> ScriptCommand {
        guard let verb = arguments.first else { throw .missingArgument(windowUsage) }
        let rest = Array(arguments.dropFirst())
        switch verb {
        case "open":
            guard let route = rest.first else { return .windowOpen(route: nil, parameters: []) }
            return .windowOpen(route: route, parameters: try parameters(rest.dropFirst(), command: "window open"))
        case "focus":
            return .windowFocus(try windowNumber(rest, command: "window focus", usage: "window focus N"))
        case "close":
            return .windowClose(try windowNumber(rest, command: "window close", usage: "window close N"))
        case "move":
            if rest.first == "new" {
                _ = try exactly(1, of: rest, usage: "window move N|new")
                return .windowMove(to: nil)
            }
            return .windowMove(to: try windowNumber(rest, command: "window move", usage: "window move N|new"))
        default:
            throw .badArgument("window", expected: "open, focus, close or move", found: verb)
        }
    }

    /// The one window number of `words`, from 1.
    private static func windowNumber(
        _ words: [String], command: String, usage: String
    ) throws(ScriptSyntaxError) -> Int {
        let word = try exactly(1, of: words, usage: usage)[0]
        guard let number = Int(word), number > 0 else {
            throw .badArgument(command, expected: "a window number from 1", found: word)
        }
        return number
    }

    // MARK: - Arguments

    /// A command without arguments.
    private static func bare(_ name: String, _ summary: String, _ command: ScriptCommand) -> CommandSyntax {
        CommandSyntax(name, "", summary) { arguments throws(ScriptSyntaxError) in try none(arguments, name, command) }
    }

    /// A command with exactly one argument.
    private static func single(
        _ name: String, _ argument: String, _ summary: String, _ command: @escaping @Sendable (String) -> ScriptCommand
    ) -> CommandSyntax {
        CommandSyntax(name, argument, summary) { arguments throws(ScriptSyntaxError) in
            command(try exactly(1, of: arguments, usage: "\(name) \(argument)")[0])
        }
    }

    private static func exactly(
        _ count: Int, of arguments: [String], usage: String
    ) throws(ScriptSyntaxError) -> [String] {
        if arguments.count < count { throw .missingArgument(usage) }
        if arguments.count > count { throw .extraArgument(arguments[count], usage: usage) }
        return arguments
    }

    private static func none(
        _ arguments: [String], _ usage: String, _ command: ScriptCommand
    ) throws(ScriptSyntaxError) -> ScriptCommand {
        if let extra = arguments.first { throw .extraArgument(extra, usage: usage) }
        return command
    }

    private static func parameters(
        _ words: ArraySlice<String>, command: String
    ) throws(ScriptSyntaxError) -> [Parameter] {
        var parameters: [Parameter] = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw .badArgument(command, expected: "a parameter key=value", found: word)
            }
            let name = String(word[..<equals])
            guard !parameters.contains(where: { $0.name == name }) else {
                throw .badArgument(command, expected: "each parameter once", found: word)
            }
            parameters.append(Parameter(name: name, value: String(word[word.index(after: equals)...])))
        }
        return parameters
    }
}

/// How one command is written: its name, its arguments, what it does, and its parser.
public struct CommandSyntax: Sendable {
    /// The command's name, its first word.
    public let name: String
    /// Its arguments as `help` shows them: `ROUTE [key=value ...]`.
    public let arguments: String
    /// What it does, in a few words.
    public let summary: String
    let parse: @Sendable ([String]) throws(ScriptSyntaxError) -> ScriptCommand

    init(
        _ name: String, _ arguments: String, _ summary: String,
        parse: @escaping @Sendable ([String]) throws(ScriptSyntaxError) -> ScriptCommand
    ) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.parse = parse
    }

    /// `push ROUTE [key=value ...]`.
    public var usage: String {
        arguments.isEmpty ? name : "\(name) \(arguments)"
    }
}
