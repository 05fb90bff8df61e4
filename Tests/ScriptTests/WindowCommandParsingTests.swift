import Testing
import WayfinderScript

/// `window open|focus|close|move` and `windows` as lines: what each parses to, and the errors
/// of lines that are not one of them, in the script's words.
@Suite struct WindowCommandParsingTests {
    @Test(arguments: [
        ("window open", ScriptCommand.windowOpen(route: nil, parameters: [])),
        ("window open search", .windowOpen(route: "search", parameters: [])),
        (
            "window open item id=3",
            .windowOpen(route: "item", parameters: [ScriptCommand.Parameter(name: "id", value: "3")])
        ),
        ("window focus 2", .windowFocus(2)),
        ("window close 1", .windowClose(1)),
        ("window move 2", .windowMove(to: 2)),
        ("window move new", .windowMove(to: nil)),
        ("windows", .windows),
        ("  window   focus 3   # the third", .windowFocus(3)),
    ])
    func aWindowLine_parses(_ line: String, _ expected: ScriptCommand) throws {
        #expect(try ScriptCommand.parse(line) == expected)
    }

    @Test(arguments: [
        ("window", "missing argument; usage: window open [ROUTE [key=value ...]] | focus N | close N | move N|new"),
        ("window shut 2", "window: expected open, focus, close or move, found 'shut'"),
        ("window focus", "missing argument; usage: window focus N"),
        ("window focus 0", "window focus: expected a window number from 1, found '0'"),
        ("window focus two", "window focus: expected a window number from 1, found 'two'"),
        ("window close 1 2", "unexpected argument '2'; usage: window close N"),
        ("window move", "missing argument; usage: window move N|new"),
        ("window move -1", "window move: expected a window number from 1, found '-1'"),
        ("window move new 2", "unexpected argument '2'; usage: window move N|new"),
        ("window open item 3", "window open: expected a parameter key=value, found '3'"),
        ("window open item id=1 id=2", "window open: expected each parameter once, found 'id=2'"),
        ("windows 2", "unexpected argument '2'; usage: windows"),
        ("windoes", "unknown command 'windoes'; did you mean 'windows'?"),
    ])
    func aMalformedWindowLine_isASyntaxError_inTheScriptsWords(_ line: String, _ message: String) {
        #expect(throws: ScriptSyntaxError.self) { try ScriptCommand.parse(line) }
        do {
            _ = try ScriptCommand.parse(line)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func help_listsEveryWindowCommand_eachOnItsOwnLine() {
        let window = ScriptCommand.syntax.filter { $0.name == "window" }.map(\.usage)
        #expect(
            window == [
                "window open [ROUTE [key=value ...]]", "window focus N", "window close N", "window move N|new",
            ])
        #expect(ScriptCommand.syntax.contains { $0.usage == "windows" })
        // The help's first column stays as wide as it was.
        #expect(ScriptCommand.syntax.map(\.usage.count).max() == "present ROUTE [key=value ...] [STYLE]".count)
    }
}
