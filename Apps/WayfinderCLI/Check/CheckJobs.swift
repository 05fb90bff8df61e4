import Foundation
import WayfinderCheck
import WayfinderScript

/// `--jobs N`: the engine runs on the main actor, one state at a time, so parallel work means
/// parallel processes. The start's events are dealt to N jobs, round robin; each job is this
/// executable run again with `--job-events` (its share) and `--json`, and explores the
/// sequences that begin with its events, breadth first, with its own set of seen states.
///
/// A job's first violation is the shortest among its sequences, so the shortest of the jobs'
/// violations is a shortest one overall (ties go to the job with the earliest first event).
/// States two jobs both reach are counted by each: the distinct count is a sum over jobs.
@MainActor
struct CheckJobs {
    let options: CheckRunner.Options
    let configuration: ManifestChecker.Configuration
    let open: ManifestChecker.Opener

    /// Runs the jobs and merges their summaries.
    func run() async throws -> CheckReport {
        let started = ContinuousClock.now
        let session = try await open()
        for command in configuration.prefix { _ = try? await session.run(command) }
        let count = ManifestChecker.events(
            after: session, kinds: configuration.kinds, manifest: session.app.manifest
        ).count
        await session.app.stop()
        let jobs = max(1, min(options.jobs, count))
        var processes: [(process: Process, output: Pipe)] = []
        for job in 0..<jobs {
            let share = stride(from: job, to: count, by: jobs).map(String.init).joined(separator: ",")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = options.jobArguments + ["--job-events", share, "--json"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            processes.append((process, output))
        }
        var merged = CheckReport()
        var best: (report: CheckReport, job: Int)?
        for (job, entry) in processes.enumerated() {
            let data = entry.output.fileHandleForReading.readDataToEndOfFile()
            entry.process.waitUntilExit()
            guard let report = CheckSummary.report(fromJSON: data) else {
                throw CheckJobError(job: job, status: entry.process.terminationStatus)
            }
            merged.depth = max(merged.depth, report.depth)
            merged.statesExplored += report.statesExplored
            merged.distinctStates += report.distinctStates
            merged.eventsRun += report.eventsRun
            merged.appsOpened += report.appsOpened
            merged.restores += report.restores
            merged.truncated = merged.truncated || report.truncated
            merged.peakMemoryBytes = (merged.peakMemoryBytes ?? 0) + (report.peakMemoryBytes ?? 0)
            if let events = report.counterexample,
                best.map({ events.count < ($0.report.counterexample?.count ?? .max) }) ?? true
            {
                best = (report, job)
            }
        }
        merged.violation = best?.report.violation
        merged.counterexample = best?.report.counterexample
        merged.complete = merged.violation == nil && !merged.truncated
        merged.duration = ContinuousClock.now - started
        return merged
    }
}

/// A job that ended without a summary.
struct CheckJobError: Error, CustomStringConvertible {
    let job: Int
    let status: Int32

    var description: String {
        "check job \(job + 1) ended with status \(status) and no summary"
    }
}
