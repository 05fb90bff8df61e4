extension ScriptCommand {
    // MARK: - Parsing

    /// The command written on `line`, or `nil` for a blank line or a `#` comment.
    ///
    /// - Parameter line: One line of a script or of standard input.
    /// - Returns: The command, or `nil` when the line holds none.
    /// - Throws: ``ScriptSyntaxError`` when the line is not a command.
    static func parse(_ line: String) throws(ScriptSyntaxError) -> ScriptCommand? {
        let words = try ScriptWords.split(line)
        guard let name = words.first else { return nil }
        let arguments = Array(words.dropFirst())
        guard let syntax = ScriptCommand.syntax.first(where: { $0.name == name }) else {
            throw .unknownCommand(name, suggestion: ScriptWords.closest(to: name, among: ScriptCommand.syntax.map(\.name)))
        }
        return try syntax.parse(arguments)
    }

    /// How each command is written, in the order `help` lists them.
    static let syntax: [CommandSyntax] = [
        CommandSyntax("tap", "[SLOT] N", "perform action N of the top screen (or of the screen in its slot SLOT)") {
            arguments throws(ScriptSyntaxError) in
            guard let word = arguments.last else { throw .missingArgument("tap [SLOT] N") }
            if arguments.count > 2 { throw .extraArgument(arguments[2], usage: "tap [SLOT] N") }
            guard let number = Int(word), number > 0 else { throw .badArgument("tap", expected: "an action number from 1", found: word) }
            return .tap(number, slot: arguments.count == 2 ? arguments[0] : nil)
        },
        CommandSyntax("push", "ROUTE [key=value ...]", "push a route") { arguments throws(ScriptSyntaxError) in
            guard let route = arguments.first else { throw .missingArgument("push ROUTE [key=value ...]") }
            return .push(route: route, parameters: try parameters(arguments.dropFirst(), command: "push"))
        },
        CommandSyntax("present", "ROUTE [key=value ...] [STYLE]", "present a route (sheet, fullScreenCover, {detents: [medium]}, ...)") {
            arguments throws(ScriptSyntaxError) in
            guard let route = arguments.first else { throw .missingArgument("present ROUTE [key=value ...] [STYLE]") }
            let rest = arguments.dropFirst()
            let assignments = rest.prefix { ScriptWords.isAssignment($0) }
            let style = rest.dropFirst(assignments.count)
            return .present(
                route: route, parameters: try parameters(assignments, command: "present"),
                style: style.isEmpty ? nil : style.joined(separator: " "))
        },
        CommandSyntax("flow", "COORDINATOR", "start a flow from the top screen") { arguments throws(ScriptSyntaxError) in
            .flow(try exactly(1, of: arguments, usage: "flow COORDINATOR")[0])
        },
        CommandSyntax("back", "", "close the top screen (pop, dismiss, or finish its flow)") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "back", .back)
        },
        CommandSyntax("pop-to-root", "", "pop to the first screen of the top screen's flow") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "pop-to-root", .popToRoot)
        },
        CommandSyntax("dismiss", "", "dismiss the top modal layer") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "dismiss", .dismiss)
        },
        CommandSyntax("finish", "", "finish the top screen's flow") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "finish", .finish)
        },
        CommandSyntax("tab", "NAME", "tap a tab") { arguments throws(ScriptSyntaxError) in
            .tab(try exactly(1, of: arguments, usage: "tab NAME")[0])
        },
        CommandSyntax("open", "URL", "open a deep link") { arguments throws(ScriptSyntaxError) in
            .open(try exactly(1, of: arguments, usage: "open URL")[0])
        },
        CommandSyntax("login", "NAME", "log a user in") { arguments throws(ScriptSyntaxError) in
            .login(try exactly(1, of: arguments, usage: "login NAME")[0])
        },
        CommandSyntax("logout", "", "log out") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "logout", .logout)
        },
        CommandSyntax("badge", "TAB VALUE", "set a tab's badge (- removes it)") { arguments throws(ScriptSyntaxError) in
            let words = try exactly(2, of: arguments, usage: "badge TAB VALUE")
            return .badge(tab: words[0], value: words[1] == "-" ? nil : words[1])
        },
        CommandSyntax("swipe-back", "", "swipe the top pushed screen away") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "swipe-back", .swipeBack)
        },
        CommandSyntax("swipe-back-cancel", "", "start a back swipe and let go") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "swipe-back-cancel", .swipeBackCancel)
        },
        CommandSyntax("swipe-down", "", "swipe the top modal layer down") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "swipe-down", .swipeDown)
        },
        CommandSyntax("show", "", "print the whole navigation tree") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "show", .show)
        },
        CommandSyntax("help", "", "list the commands") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "help", .help)
        },
        CommandSyntax("quit", "", "stop") { arguments throws(ScriptSyntaxError) in
            try none(arguments, "quit", .quit)
        },
    ]

    // MARK: - Arguments

    private static func exactly(_ count: Int, of arguments: [String], usage: String) throws(ScriptSyntaxError) -> [String] {
        if arguments.count < count { throw .missingArgument(usage) }
        if arguments.count > count { throw .extraArgument(arguments[count], usage: usage) }
        return arguments
    }

    private static func none(_ arguments: [String], _ usage: String, _ command: ScriptCommand) throws(ScriptSyntaxError) -> ScriptCommand {
        if let extra = arguments.first { throw .extraArgument(extra, usage: usage) }
        return command
    }

    private static func parameters(_ words: ArraySlice<String>, command: String) throws(ScriptSyntaxError) -> [Parameter] {
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
struct CommandSyntax: Sendable {
    let name: String
    let arguments: String
    let summary: String
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
    var usage: String {
        arguments.isEmpty ? name : "\(name) \(arguments)"
    }
}
