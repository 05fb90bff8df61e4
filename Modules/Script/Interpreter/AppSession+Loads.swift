import WayfinderComposition
import WayfinderCoordinators
import WayfinderStacks

// MARK: - Loads the script finishes

extension AppSession {
    /// Runs the app's route loaders as the script says (``ScriptedLoads``): each route with
    /// `load:` gets its loader wrapped.
    func scriptLoaders() {
        for route in app.manifest.routes.routes where route.spec.load != nil {
            let name = route.name.value
            guard let loader = app.navigator.loaders.loader(forRoute: name) else { continue }
            app.navigator.loaders.register(loads.scripted(loader), forRoute: name)
        }
        app.navigator.loaders.observe { [weak self] event in
            switch event.kind {
            case .committed, .failed, .cancelled: self?.loading?.ended = true
            case .started, .loaded, .arrived: break
            }
        }
    }

    /// Carries out `loads`, `loads manual`, `loads auto`, `load finish ROUTE` and `load fail ROUTE`.
    func carryOutLoad(_ command: ScriptCommand) async throws(CommandError) -> Reply {
        switch command {
        case .loads(let manual?):
            loads.isManual = manual
            return .noted(manual ? "loads wait for 'load finish ROUTE' or 'load fail ROUTE'" : "loads finish at once")
        case .loadFinish(let route):
            return .noted(try await answer(route, with: .finish, command: "load finish \(route)"))
        case .loadFail(let route):
            return .noted(try await answer(route, with: .fail("failed by the script"), command: "load fail \(route)"))
        default:
            return .noted(loadsText)
        }
    }

    /// What `loads` prints: the navigation waiting and each load waiting for the script.
    var loadsText: String {
        let mode = loads.isManual ? "manual" : "auto"
        guard let pending = app.navigator.loaders.pending else { return "loads \(mode); nothing is loading" }
        let waiting = loads.pending.map { "waiting: \($0)" }
        return (["loads \(mode); \(pending)"] + waiting).joined(separator: "\n")
    }

    /// `command` as the script writes it, for messages: `open shop://item/4`.
    nonisolated static func text(of command: ScriptCommand) -> String {
        switch command {
        case .open(let url): "open \(url)"
        case .push(let route, _): "push \(route)"
        case .present(let route, _, _): "present \(route)"
        case .tap(let number, let slot): "tap " + (slot.map { "\($0) " } ?? "") + "\(number)"
        case .flow(let name): "flow \(name)"
        case .tab(let name): "tab \(name)"
        case .windowOpen(let route, _): "window open" + (route.map { " \($0)" } ?? "")
        case .windowFocus(let number): "window focus \(number)"
        case .windowClose(let number): "window close \(number)"
        case .windowMove(let number): "window move " + (number.map(String.init) ?? "new")
        default: "\(command)"
        }
    }

    /// Whether `command` may run while a navigation waits for the script's loads: the load
    /// commands, what only shows, and what the user does (a deep link, a gesture), which takes
    /// the waiting navigation's place.
    private static func runsWhileLoading(_ command: ScriptCommand) -> Bool {
        switch command {
        case .open, .swipeBack, .swipeBackCancel, .swipeDown, .systemBack, .show, .windows, .help, .quit, .loads,
            .loadFinish, .loadFail:
            true
        default:
            false
        }
    }

    /// Runs `work`, the carrying out of `command`, until it ends or a load starts waiting for the
    /// script, whichever comes first; then keeps it until the script answers the load.
    ///
    /// A command of the program (a push, a tap) would queue behind a navigation that waits for
    /// the script, and the script would wait for it for ever: it is refused instead, with what
    /// to type.
    func runOrLoad(
        _ command: ScriptCommand, _ work: @escaping @MainActor () async throws(CommandError) -> Reply
    ) async throws(CommandError) -> Reply {
        guard loads.isManual else { return try await work() }
        if let pending = app.navigator.loaders.pending, !Self.runsWhileLoading(command) {
            let routes = Set(pending.routes).sorted().map { "'load finish \($0)'" }.joined(separator: " or ")
            throw .loading(
                Self.text(of: command), reason: "\(pending) waits for the script: answer with \(routes) first")
        }
        let replaced = loading
        let work = LoadingWork(command: command, work: work)
        let reply = await until(work) { self.loads.onNextWait($0) }
        var notes: [String] = []
        if let replaced, replaced.ended { notes.append(await replaced.outcome()) }
        guard let reply else {
            loading = work
            let pending = app.navigator.loaders.pending.map { "\($0)" } ?? "loading"
            notes.append("\(pending); waiting for the script: " + loads.pending.map { "\($0)" }.joined(separator: ", "))
            return .noted(notes.joined(separator: "\n"))
        }
        if loading === replaced, replaced?.ended == true { loading = nil }
        switch reply {
        case .success(.screen) where !notes.isEmpty: return .noted(notes.joined(separator: "\n"))
        case .success(.noted(let note)): return .noted((notes + [note]).joined(separator: "\n"))
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    /// Answers the oldest load of `route` waiting for the script, then waits until the
    /// navigation commits, fails, or waits for another load.
    private func answer(
        _ route: String, with answer: ScriptedLoads.Answer, command: String
    ) async throws(CommandError) -> String {
        guard let work = loading else {
            throw .loading(command, reason: "nothing is loading")
        }
        guard let answered = loads.answer(route: route, with: answer) else {
            let waiting = Set(loads.pending.map(\.route)).sorted()
            throw .loading(
                command,
                reason: "no load of '\(route)' waits"
                    + (waiting.isEmpty ? "" : "; waiting: \(waiting.joined(separator: ", "))"))
        }
        // Another loader still waits: the navigation goes on waiting.
        if !loads.pending.isEmpty, work.reply == nil {
            return "answered \(answered); \(app.navigator.loaders.pending.map { "\($0)" } ?? "loading")"
        }
        _ = await until(work) { _ in }
        loading = nil
        var lines = [await work.outcome()]
        if let entry = app.navigator.tree.entry(answered.entry),
            let loaded = app.navigator.context(for: answered.entry)?.loaded
        {
            lines.append("loaded '\(app.screen(for: entry)?.title ?? route)': \(loaded.description)")
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Waits until `work` ends or `listen` reports a load waiting for the script.
    ///
    /// - Returns: What the work replied, or `nil` when a load waits first.
    private func until(
        _ work: LoadingWork, listen: (@escaping () -> Void) -> Void
    ) async -> Result<Reply, CommandError>? {
        if let reply = work.reply { return reply }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = WakeOnce(continuation)
            listen { once.wake() }
            work.onEnd { once.wake() }
        }
        return work.reply
    }
}

/// A command whose navigation waits for the script's loads.
@MainActor final class LoadingWork {
    let command: ScriptCommand
    private(set) var reply: Result<AppSession.Reply, CommandError>?
    /// Whether the navigator ended its load (committed, failed or cancelled).
    var ended = false
    private var endWatchers: [() -> Void] = []

    init(command: ScriptCommand, work: @escaping @MainActor () async throws(CommandError) -> AppSession.Reply) {
        self.command = command
        Task { @MainActor in
            do throws(CommandError) {
                self.finish(.success(try await work()))
            } catch {
                self.finish(.failure(error))
            }
        }
    }

    private func finish(_ result: Result<AppSession.Reply, CommandError>) {
        reply = result
        let watchers = endWatchers
        endWatchers = []
        for watcher in watchers { watcher() }
    }

    /// Calls `watcher` when the work ends (at once when it has).
    func onEnd(_ watcher: @escaping () -> Void) {
        if reply != nil {
            watcher()
        } else {
            endWatchers.append(watcher)
        }
    }

    /// Once the work ended: what became of it, in one line (`open shop://item/4: loading 'item'
    /// was cancelled by a newer request`), or nothing for a plain success.
    func outcome() async -> String {
        if reply == nil {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let once = WakeOnce(continuation)
                onEnd { once.wake() }
            }
        }
        switch reply {
        case .failure(let error)?:
            // Most errors name their command already; the others get it in front.
            let text = "\(error)"
            let command = AppSession.text(of: command)
            return text.hasPrefix("\(command):") ? text : "\(command): \(text)"
        case .success(.noted(let note))?: return note
        default: return ""
        }
    }
}

/// Resumes a continuation once, whoever wakes it first.
@MainActor private final class WakeOnce {
    private var continuation: CheckedContinuation<Void, Never>?
    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
    func wake() {
        let waiting = continuation
        continuation = nil
        waiting?.resume()
    }
}
