import ArgumentParser
import Foundation
import WayfinderConfig
import WayfinderServer

/// `TOOL serve`: the app in a browser, on 127.0.0.1.
public struct ServeCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the app as a web page on 127.0.0.1.",
            discussion: """
                The first line on standard output is `serving CONFIG at http://127.0.0.1:PORT/`. \
                The page shows the tab bar, the path to the top screen, the screen with its \
                actions and the dialogs over it; clicks, the browser's back button and Esc \
                navigate. `GET /tree.json` returns the tree as `\(Tool.name) run --json` prints it; \
                `POST /command` takes one command line (see `help` in `\(Tool.name) run`). Editing \
                the manifest while serving reloads it, keeping the navigation state. Only the \
                served page, or a client that sends no Origin (a script), may use the server: a \
                request naming another Host gets 421, one from another site's page 403.
                """
        )
    }

    @OptionGroup var config: Tool.Manifest

    @Option(name: .long, help: ArgumentHelp("The port; 0 picks a free one.", valueName: "n"))
    var port: UInt16 = 8080

    @Option(
        name: .customLong("allow-origin"),
        help: ArgumentHelp(
            "Also let pages from this origin (such as http://localhost:3000) send commands and read the tree; "
                + "repeatable. Any page from it can then drive the app.",
            valueName: "origin"))
    var allowedOrigins: [String] = []

    @OptionGroup var state: StateOptions

    @OptionGroup var record: RecordOption

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Checks that each `--allow-origin` is an origin: `http://` or `https://`, a host, and
    /// an optional port, with nothing after it.
    public func validate() throws {
        for origin in allowedOrigins where !Self.isOrigin(origin) {
            throw ValidationError(
                "--allow-origin '\(TerminalText.escape(origin))' is not an origin such as http://localhost:3000 "
                    + "(a scheme, a host and an optional port, with no path)")
        }
    }

    /// Serves until stopped. Every line it prints, a page's text included, goes through
    /// ``Console``, which escapes it.
    public func run() async throws {
        let path = config.path
        let backend = await AppServeBackend(
            configPath: path, state: state.override, record: record.path.map { ($0, Tool.name) })
        let console = Console()
        do {
            try await Serve.run(
                backend: backend, port: port, allowedOrigins: Set(allowedOrigins),
                log: { line in console.complain(line) },
                listening: { url in console.line("serving \(path) at \(url)", to: .output) })
        } catch {
            console.complain(error.description)
            throw ExitCode(1)
        }
    }

    static func isOrigin(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, url.path.isEmpty, url.query == nil, url.fragment == nil,
            url.user == nil, text.lowercased() != "null"
        else { return false }
        return true
    }
}
