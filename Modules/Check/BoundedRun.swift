import WayfinderScript

/// Runs a command and gives up on it when it has not returned after a bounded number of turns
/// of the main actor: a command that waits for something nobody will give (an answer nobody
/// is asked for) leaves its state stuck, and the checker, the recorder and `replay` report it
/// instead of waiting forever. Nothing sleeps: the bound is in turns, not time.
///
/// A command whose change waits on a transition the renderer holds (``RendererTiming``) is
/// in flight: it goes on once `transition-end` ends it, as a tap during an animation does.
@MainActor
public enum BoundedRun {
    /// What became of a command.
    public enum Outcome {
        /// It returned what it returned.
        case returned(Result<AppSession.Reply?, CommandError>)
        /// Its change waits on the renderer's running transition; it returns after
        /// `transition-end`.
        case inFlight
        /// It had not returned after the turns allowed: it waits on.
        case stuck
    }

    /// How many turns a command may take. Commands suspend only to let the engine's own work
    /// run on the main actor, so a few suffice; the bound only turns a wait without an end
    /// into a report.
    public static let patience = 10_000

    /// How many turns a command may wait while the renderer holds a transition before it is
    /// taken as in flight (the engine's own work after a send takes a few).
    static let grace = 16

    /// The commands in flight, per session.
    private static var inFlight: [ObjectIdentifier: [(command: String, returned: () -> Bool)]] = [:]

    /// Runs `command` through `driver`.
    public static func run(_ command: String, on session: AppSession, driver: any CheckDriver) async -> Outcome {
        let box = Box<Result<AppSession.Reply?, CommandError>>()
        Task { @MainActor in
            do throws(CommandError) {
                box.value = .success(try await driver.run(command, on: session))
            } catch {
                box.value = .failure(error)
            }
        }
        var held = 0
        for _ in 0..<patience {
            if let result = box.value {
                await drain(session)
                return .returned(result)
            }
            held = RendererTiming.isHolding(session) ? held + 1 : 0
            if held > grace {
                inFlight[ObjectIdentifier(session), default: []].append((command, { box.value != nil }))
                return .inFlight
            }
            await Task.yield()
        }
        return box.value.map { .returned($0) } ?? .stuck
    }

    /// Runs `work` and waits for it at most ``patience`` turns of the main actor.
    ///
    /// - Returns: What `work` returned, or `nil` when it had not returned by then (it goes on
    ///   waiting, and what it returns later is dropped).
    static func within<Value>(_ work: @escaping @MainActor () async -> Value) async -> Value? {
        let box = Box<Value>()
        Task { @MainActor in
            box.value = await work()
        }
        for _ in 0..<patience {
            if let value = box.value { return value }
            await Task.yield()
        }
        return box.value
    }

    /// The commands in flight on `session`, in the order they ran: each returns once the
    /// transition its change waits on ends.
    public static func commandsInFlight(on session: AppSession) -> [String] {
        inFlight[ObjectIdentifier(session)]?.filter { !$0.returned() }.map(\.command) ?? []
    }

    /// Lets the commands in flight on `session` whose transitions ended return; they stay in
    /// flight while the renderer holds another transition.
    static func drain(_ session: AppSession) async {
        let key = ObjectIdentifier(session)
        var held = 0
        for _ in 0..<patience {
            inFlight[key]?.removeAll { $0.returned() }
            guard inFlight[key]?.isEmpty == false else {
                inFlight[key] = nil
                return
            }
            held = RendererTiming.isHolding(session) ? held + 1 : 0
            if held > grace { return }
            await Task.yield()
        }
    }

    /// Forgets the commands in flight on a session that is dropped.
    static func forget(_ session: AppSession) {
        inFlight[ObjectIdentifier(session)] = nil
    }

    @MainActor private final class Box<Value> {
        var value: Value?
    }
}
