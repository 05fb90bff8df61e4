import ArgumentParser
import Foundation
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
                the manifest while serving reloads it, keeping the navigation state.
                """
        )
    }

    @OptionGroup var config: Tool.Manifest

    @Option(name: .long, help: ArgumentHelp("The port; 0 picks a free one.", valueName: "n"))
    var port: UInt16 = 8080

    @OptionGroup var state: StateOptions

    @OptionGroup var record: RecordOption

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Serves until stopped.
    public func run() async throws {
        let path = config.path
        let backend = await AppServeBackend(
            configPath: path, state: state.override, record: record.path.map { ($0, Tool.name) })
        do {
            try await Serve.run(
                backend: backend, port: port,
                log: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
                listening: { url in FileHandle.standardOutput.write(Data("serving \(path) at \(url)\n".utf8)) })
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
    }
}
