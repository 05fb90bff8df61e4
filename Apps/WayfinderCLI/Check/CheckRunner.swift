import ConcurrencyExtras
import Foundation
import WayfinderCheck
import WayfinderComposition
import WayfinderConfig
import WayfinderPlugins
import WayfinderScript

/// `TOOL check`: loads the manifest, explores its app with ``ManifestChecker`` (in this
/// process, or in `--jobs` processes), prints what it explored and writes the shortest
/// violation as a recording.
@MainActor
struct CheckRunner {
    /// What the command line asked for.
    struct Options {
        var tool: String
        var manifestPath: String
        var configuration = ManifestChecker.Configuration()
        var only: Set<String>?
        var disabled: Set<String> = []
        var json = false
        var recordPath: String?
        var fromPath: String?
        var jobs = 1
        /// Whether this process is a worker of another's `--jobs` (`--job-worker`): it explores
        /// the levels it reads on standard input and writes what it found on standard output.
        var isWorker = false
        var renderer = CheckRendererKind.headless
        /// The arguments to start a job with, but its share of the first events.
        var jobArguments: [String] = []
    }

    let options: Options
    let console = Console(transcript: .output)

    /// Checks the manifest.
    ///
    /// - Returns: 0 when every invariant holds, 1 when one breaks or the input cannot be used.
    func run() async -> Int32 {
        // The process does nothing but check, so every job of it may run on the main actor's
        // serial queue: the engine's hops between the main actor and the global executor (a
        // loader, a `Task.yield()`, a leave check's answer) then wake no other thread. The
        // states explored and their order are the same; it costs 1.5x less CPU per state
        // (measured, docs/performance.md). Nothing in `check` blocks a thread waiting for a
        // job of the global executor, which would wait forever on that queue.
        let status = LockIsolated<Int32>(1)
        await withMainSerialExecutor {
            let checked = await check()
            status.setValue(checked)
        }
        return status.value
    }

    private func check() async -> Int32 {
        guard let loaded = load() else { return 1 }
        var configuration = options.configuration
        if let fromPath = options.fromPath {
            // The recording's commands, read line by line; a devtools jump is no event to explore.
            var commands: [String] = []
            do {
                let reader = try RecordingReader(path: fromPath)
                while let step = try reader.next() {
                    guard case .command(let command) = step.action else {
                        console.complain(
                            "\(fromPath):\(step.line): error: step \(step.number) is a devtools jump; "
                                + "check starts only from commands")
                        return 1
                    }
                    commands.append(command)
                }
            } catch {
                console.complain(error.description)
                return 1
            }
            configuration.prefix = commands
        }
        let names = Set(InvariantSuite.names(manifest: loaded.validated))
        for name in (options.only ?? []).union(options.disabled).sorted() where !names.contains(name) {
            console.complain(
                "error: no invariant is named '\(name)' (known: \(InvariantSuite.names(manifest: loaded.validated).joined(separator: ", ")))"
            )
            return 1
        }
        let suite = InvariantSuite(manifest: loaded.validated, only: options.only, disabled: options.disabled)
        let registry = loaded.registry
        let checked = loaded.loaded.checked
        let renderer = options.renderer
        let open: ManifestChecker.Opener = {
            AppSession(app: try await AppComposer(registry: registry, renderer: renderer.make()).compose(checked))
        }
        let report: CheckReport
        do {
            if options.isWorker {
                configuration.maxStates = nil
                try await CheckJobs.serve(with: ManifestChecker(configuration, suite: suite, open: open))
                return 0
            }
            let progress = CheckProgress(enabled: !options.json && Console.isTerminal(.error), console: console)
            if options.jobs > 1 {
                report = try await CheckJobs(options: options, configuration: configuration, suite: suite, open: open)
                    .run(progress: progress.show)
            } else {
                report = try await ManifestChecker(configuration, suite: suite, open: open).run(
                    progress: progress.show)
            }
            progress.end()
        } catch {
            console.complain("error: \(error)")
            return 1
        }
        var recorded: String?
        if let path = options.recordPath, let events = report.counterexample {
            recorded = await CounterexampleWriter(
                path: path, tool: options.tool, manifestPath: options.manifestPath, prefix: configuration.prefix,
                open: open
            ).write(events)
            if recorded == nil { return 1 }
        }
        print(report, invariants: suite.invariants.map(\.name), recorded: recorded)
        return report.violation == nil ? 0 : 1
    }

    // MARK: - Loading

    @MainActor
    private struct LoadedManifest {
        let loaded: ManifestLoader.Loaded
        let registry: PluginRegistry
        var validated: AppManifest { loaded.validated }
    }

    /// The manifest without state restoration (nothing is read or saved) and without
    /// analytics (thousands of apps would each write their log), when it allows.
    private func load() -> LoadedManifest? {
        let quiet = ManifestLoader(
            overrides: StateOverride.disabled.overrides + [.disable(plugin: AnalyticsPlugin.id)],
            keepsStandardOutputFree: true)
        if case .success(let loaded) = quiet.load(path: options.manifestPath) {
            return LoadedManifest(loaded: loaded, registry: quiet.registry)
        }
        let loader = ManifestLoader(overrides: StateOverride.disabled.overrides, keepsStandardOutputFree: true)
        switch loader.load(path: options.manifestPath) {
        case .success(let loaded):
            return LoadedManifest(loaded: loaded, registry: loader.registry)
        case .failure(let error):
            console.complain(error.description)
            return nil
        }
    }

    // MARK: - Output

    private func print(_ report: CheckReport, invariants: [String], recorded: String?) {
        if options.json {
            console.line(CheckSummary.json(report, manifest: options.manifestPath, invariants: invariants), to: .output)
            return
        }
        let bound = report.truncated ? " (stopped by --max-states)" : ""
        console.say(
            "checked \(options.manifestPath) to depth \(report.depth)\(bound): \(report.statesExplored) states explored, "
                + "\(report.distinctStates) distinct, \(Int(report.exploredPerSecond.rounded())) states/s "
                + "(\(Int(report.statesPerSecond.rounded())) distinct/s) in \(CheckSummary.seconds(report.duration)) s"
                + (report.peakMemoryBytes.map { ", peak memory \($0 / 1_048_576) MB" } ?? ""))
        guard let violation = report.violation, let events = report.counterexample else {
            console.say("every invariant holds: \(invariants.joined(separator: ", "))")
            return
        }
        var lines = ["error: \(violation) after \(events.count) event\(events.count == 1 ? "" : "s"):"]
        for (index, event) in events.enumerated() {
            lines.append("  \(index + 1). \(event.command)")
        }
        if let recorded {
            lines.append("wrote the counterexample to \(recorded); `\(options.tool) replay \(recorded)` reproduces it")
        }
        console.complain(lines.joined(separator: "\n"))
    }
}
