import Foundation
import WayfinderScript

/// The invariants `check` explores against, checked step by step on a session a test drives:
/// what `export-test --swift` writes into the test of a counterexample, so that the test fails
/// at the step that breaks one.
///
/// ```swift
/// let session = try await AppSession.compose(manifestAt: path, stateRestoration: false)
/// let invariants = await InvariantWatch(session, manifestAt: path)
/// try await session.run("tab cart")
/// #expect(await invariants.violation(after: "tab cart") == nil)
/// ```
@MainActor
public final class InvariantWatch {
    private let session: AppSession
    private let manifestPath: String
    private let renderer: CheckRendererKind?
    private let holding: Bool
    private let suite: InvariantSuite
    private var before: CheckStepBefore
    private var commands: [String] = []
    /// What the starting state breaks, if anything.
    public private(set) var atStart: CheckViolation?

    /// Starts watching `session`, whose app was composed from the manifest at `path` (rules
    /// that change the session check a copy composed from it), and checks the starting state.
    ///
    /// - Parameters:
    ///   - session: The session the test drives.
    ///   - path: Its manifest.
    ///   - renderer: The renderer `session` is shown by
    ///     (``RendererTiming/compose(manifestAt:renderer:holding:)``), or `nil` for the headless one.
    ///   - holding: Whether that renderer holds its transitions until `transition-end`.
    public init(
        _ session: AppSession, manifestAt path: String, renderer: CheckRendererKind? = nil, holding: Bool = true
    ) async {
        self.session = session
        manifestPath = path
        self.renderer = renderer
        self.holding = holding
        suite = InvariantSuite(manifest: session.app.manifest)
        before = CheckStepBefore(session)
        atStart = await check(event: nil, refused: false)
    }

    /// Checks the state `command` led to (the test has just run it), and takes it as the
    /// state before the next command.
    ///
    /// - Parameters:
    ///   - command: The command run last.
    ///   - refused: Whether it was refused.
    /// - Returns: The broken rule, or `nil` when all hold.
    public func violation(after command: String, refused: Bool = false) async -> CheckViolation? {
        commands.append(command)
        let violation = await check(event: CheckEvent(command: command), refused: refused)
        before = CheckStepBefore(session)
        return violation
    }

    private func check(event: CheckEvent?, refused: Bool) async -> CheckViolation? {
        let step = CheckStep(session: session, event: event, before: before, refused: refused)
        var opened: [AppSession] = []
        let violation = await suite.violation(in: step) { [manifestPath, commands, renderer, holding] in
            if let renderer {
                guard
                    let copy = try? await RendererTiming.compose(
                        manifestAt: manifestPath, renderer: renderer, holding: holding)
                else { return nil }
                for command in commands { try? await RendererTiming.run(command, on: copy) }
                await RendererTiming.release(copy)
                opened.append(copy)
                return copy
            }
            guard
                let copy = try? await AppSession.compose(
                    manifestAt: manifestPath, stateRestoration: false)
            else { return nil }
            for command in commands { _ = try? await copy.run(command) }
            opened.append(copy)
            return copy
        }
        for copy in opened { await ManifestChecker.drop(copy) }
        return violation
    }
}
