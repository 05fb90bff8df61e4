import ArgumentParser
import Foundation
import WayfinderPlugins

/// `TOOL graph`: draws the manifest's navigation graph.
public struct GraphCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "graph",
            abstract: "Draw the navigation graph of an app manifest.",
            discussion: """
                Coordinators are clusters, routes nodes; edges show how a screen is reached: push \
                solid, sheet and detents dashed, full-screen cover bold, custom transitions dotted, \
                tabs grey, embedded coordinators with a diamond, deep links blue from their URL. \
                Screens and flows the auth guard protects are red and marked (guarded). `png` needs Graphviz's \
                `dot` (apt-get install graphviz) and an --output file.
                """
        )
    }

    /// The output formats.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Graphviz's language.
        case dot
        /// A Mermaid flowchart.
        case mermaid
        /// A picture drawn by Graphviz's `dot`.
        case png
    }

    @OptionGroup var config: Tool.Manifest

    @Option(name: .long, help: "dot, mermaid or png.")
    var format: Format

    @Option(
        name: .long,
        help: ArgumentHelp("Where to write the graph; standard output when absent (not for png).", valueName: "path"))
    var output: String?

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Refuses `png` without `--output`.
    public func validate() throws {
        if format == .png, output == nil {
            throw ValidationError("--format png needs --output PATH")
        }
    }

    /// Draws the graph.
    public func run() async throws {
        let code = await Self.draw(config: config.path, format: format, output: output)
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private static func draw(config: String, format: Format, output: String?) -> Int32 {
        let console = Console()
        let loaded: ManifestLoader.Loaded
        switch ManifestLoader().load(path: config) {
        case .success(let value): loaded = value
        case .failure(let error):
            console.complain(FindingsReport.text(error))
            return 1
        }
        let graph = NavigationGraph(
            loaded.validated,
            guarded: Set(PluginOptions.of(AuthGuardPlugin.self, in: loaded.validated)?.protected ?? []))
        let name = loaded.validated.app.id.value
        let text: String
        switch format {
        case .dot: text = graph.dot(name: name)
        case .mermaid: text = graph.mermaid
        case .png:
            do {
                try Graphviz.render(graph.dot(name: name), to: output ?? "\(name).png")
                return 0
            } catch {
                console.complain("error: \(error)")
                return 1
            }
        }
        guard let output else {
            console.line(text, to: .output)
            return 0
        }
        do {
            try OutputFile.write(text + "\n", to: output)
            return 0
        } catch {
            console.complain(error.description)
            return 1
        }
    }
}
