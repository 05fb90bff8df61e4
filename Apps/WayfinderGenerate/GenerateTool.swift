import Foundation
import WayfinderAnalytics
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderConfig
import WayfinderDeepLinks
import WayfinderGenerator

/// `wayfinder-generate`: the generator the build-tool plugin runs, without the `wayfinder`
/// command's dependencies (no GRDB, FlyingFox or libedit).
///
/// ```
/// wayfinder-generate MANIFEST --output FILE [--access public|internal]
/// wayfinder-generate MANIFEST --validate-only
/// ```
///
/// It knows the bundled plugins that need no database (analytics, deep-links, auth-guard); a
/// manifest naming another plugin (state-restoration, an app's own) is validated without that
/// plugin's checks, and a note says so. Findings go to standard error as
/// `FILE:LINE:COL: error: ...`, at the path given (the plugin gives absolute ones, so an IDE
/// shows them on the YAML line); with an error the tool exits 1 and writes nothing.
@MainActor
struct GenerateTool {
    var manifestPath: String?
    var outputPath: String?
    var access = SwiftGenerator.Access.public
    var validateOnly = false

    static let usage = """
        usage: wayfinder-generate MANIFEST (--output FILE [--access public|internal] | --validate-only)
        """

    /// Reads the arguments (without the program name).
    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--output", "-o":
                guard let value = rest.popFirst() else { throw UsageError("--output needs a file") }
                outputPath = value
            case "--access":
                guard let value = rest.popFirst(), let level = SwiftGenerator.Access(rawValue: value) else {
                    throw UsageError("--access needs public or internal")
                }
                access = level
            case "--validate-only":
                validateOnly = true
            case "--help", "-h":
                throw UsageError(nil)
            default:
                guard !argument.hasPrefix("-"), manifestPath == nil else {
                    throw UsageError("unexpected argument '\(argument)'")
                }
                manifestPath = argument
            }
        }
        if manifestPath == nil { throw UsageError("no manifest given") }
        if outputPath == nil, !validateOnly { throw UsageError("give --output FILE or --validate-only") }
    }

    /// A wrong command line, with what is wrong (`nil` for `--help`).
    struct UsageError: Error {
        let message: String?
        init(_ message: String?) { self.message = message }
    }

    /// The plugins this tool knows.
    static var registry: PluginRegistry {
        // Three distinct, valid ids: registering them cannot fail.
        var registry =
            (try? PluginRegistry([AnalyticsPlugin.self, DeepLinkPlugin.self, AuthGuardPlugin.self])) ?? PluginRegistry()
        // The app provides its loaders at run time: any `load:` name is taken here.
        registry.loaders.standIn = ProvidedLoaders.standIn(named:)
        return registry
    }

    /// Validates, then writes the file unless validating only.
    ///
    /// - Returns: The exit status: 0, or 1 for findings or a file that could not be written.
    func run() -> Int32 {
        guard let manifestPath else { return 64 }
        var validator = ManifestValidator(registry: Self.registry)
        validator.unknownPlugins = .note
        let validated: AppManifest
        do {
            let manifest = try AppManifest.load(path: manifestPath)
            let findings = validator.findings(in: manifest)
            if !findings.isEmpty { Self.printError(ConfigDiagnostic.render(findings)) }
            if findings.contains(where: { $0.severity == .error }) { return 1 }
            validated = try validator.validate(manifest)
        } catch {
            Self.printError(error.description)
            return 1
        }
        guard let outputPath, !validateOnly else { return 0 }
        let source = SwiftGenerator(access: access).source(
            for: validated, sourceName: URL(fileURLWithPath: manifestPath).lastPathComponent)
        do {
            // `.atomic` writes a temporary file next to the output and renames it over.
            try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch {
            Self.printError("wayfinder-generate: cannot write \(outputPath): \(error.localizedDescription)")
            return 1
        }
        return 0
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
