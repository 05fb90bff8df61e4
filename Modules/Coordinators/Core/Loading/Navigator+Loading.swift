import WayfinderRouting
import WayfinderStacks

// MARK: - Loading before the commit

// The pipeline calls three functions of this file, each at one place: `holdsForLoaders` in
// `run(_:)` between `decide` and `commit`, `supersedesLoad` where a request or a transaction
// would wait its turn, and `loadsAny` where the one-path run decides it can keep a request on
// its one path. Everything else about loaders is here.

extension Navigator {
    /// Holds `transaction` while the loaders of the screens it adds run, when any has one: the
    /// transaction stays open, requests queue behind it (a user's takes its place, see
    /// ``supersedesLoad(_:)``), and it commits when every loader is done.
    ///
    /// Called by `run(_:)` after the interceptors allowed the request, before `commit`; a second
    /// call for the same transaction, once its loaders are done, lets it commit.
    ///
    /// - Returns: Whether the transaction is held: the commit stops there.
    func holdsForLoaders(_ transaction: OpenTransaction, _ containers: [ContainerChange]) -> Bool {
        // A put-back shows again what a refused gesture removed: those screens loaded before.
        if loaders.isEmpty || transaction.shownBefore != nil { return false }
        if loaders.resuming === transaction {
            loaders.resuming = nil
            return false
        }
        let jobs = Self.newEntries(containers).compactMap { entry in
            loaders.loader(for: entry.route).map { PendingLoad.Job(entry: entry.id, route: entry.route, loader: $0) }
        }
        let lazy = transaction.source == .restoration ? jobs.filter { $0.loader.restore == .lazy } : []
        let waited = lazy.isEmpty ? jobs : jobs.filter { $0.loader.restore != .lazy }
        guard !waited.isEmpty else {
            if !lazy.isEmpty { loadAfterCommit(lazy) }
            return false
        }
        // Lazy screens of a restore that waits for others start loading once it commits: a
        // restore that fails leaves none of their contexts behind.
        hold(transaction, for: waited).afterCommit = lazy
        return true
    }

    /// Whether a request from `source` takes the place of the request waiting for its loaders:
    /// a user's or a deep link's does; the waiting request's loaders are then cancelled and
    /// nothing of it is committed. The navigator is left idle with its queue as it was (the
    /// program's requests queued behind the waiting one run after the new request).
    func supersedesLoad(_ source: NavigationSource) -> Bool {
        guard let pending = loaders.waiting, source == .user || source == .deepLink else { return false }
        // The queue waits for the new request, which runs in the cancelled one's place.
        holdingTheQueue { cancel(pending) }
        return true
    }

    /// Runs `body` with the queue held: requests queued meanwhile wait for the next drain.
    private func holdingTheQueue(_ body: () -> Void) {
        let wasDraining = draining
        draining = true
        body()
        draining = wasDraining
    }

    /// Whether any of `entries` has a loader: the one-path run leaves such a request to the
    /// whole-state run, which loads.
    @inline(__always) func loadsAny(_ entries: [Entry<AnyRoute>]) -> Bool {
        !loaders.isEmpty && entries.contains { loaders.loader(for: $0.route) != nil }
    }

    // MARK: - Holding, finishing, cancelling

    /// The entries `containers` insert that were in none of them before: moved entries stay.
    static func newEntries(_ containers: [ContainerChange]) -> [Entry<AnyRoute>] {
        let inserted = containers.flatMap(\.inserted)
        guard !inserted.isEmpty else { return [] }
        let removed = Set(containers.flatMap(\.removed).map(\.id))
        return removed.isEmpty ? inserted : inserted.filter { !removed.contains($0.id) }
    }

    @discardableResult
    private func hold(_ transaction: OpenTransaction, for jobs: [PendingLoad.Job]) -> PendingLoad {
        if transaction.before.changesInPlace {
            // Others read the committed state while the loaders run: it must be the navigator's.
            let committed = transaction.committed
            transaction.before = StateBefore(committed, inPlace: false)
            state = committed
        }
        // The interceptors allowed these steps: the commit after loading does not ask again.
        transaction.approvedSteps = transaction.steps
        let pending = PendingLoad(transaction: transaction, jobs: jobs)
        loaders.waiting = pending
        loaders.pending = pending.navigation
        loaders.tell(LoadEvent(kind: .started, navigation: pending.navigation, route: nil, failure: nil))
        pending.task = TransactionContext.$current.withValue(nil) {
            Task { @MainActor [weak self] in
                await Self.run(pending.jobs) { index, result in
                    guard let self, self.loaders.waiting === pending else { return false }
                    return self.finished(pending.jobs[index], with: result, in: pending)
                }
            }
        }
        return pending
    }

    /// Runs `jobs` at once, each in a child task, and hands each result to `done` as it
    /// arrives; when `done` says stop, the others are cancelled.
    private static func run(
        _ jobs: [PendingLoad.Job], done: @MainActor (Int, Result<any Sendable, any Error>) -> Bool
    ) async {
        await withTaskGroup(of: (Int, Result<any Sendable, any Error>).self) { group in
            for (index, job) in jobs.enumerated() {
                let body = job.loader.body
                let request = LoadRequest(route: job.route, entry: job.entry)
                group.addTask {
                    do {
                        return (index, .success(try await body(request)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            for await (index, result) in group {
                if Task.isCancelled || !done(index, result) {
                    group.cancelAll()
                    return
                }
            }
        }
    }

    /// Takes one loader's result. The last one commits the request; a failure of a loader that
    /// fails its request drops it.
    ///
    /// - Returns: Whether the other loaders go on.
    private func finished(
        _ job: PendingLoad.Job, with result: Result<any Sendable, any Error>, in pending: PendingLoad
    ) -> Bool {
        switch result {
        case .success(let value):
            pending.results[job.entry] = .loaded(value)
        case .failure(let error):
            let failure = LoadFailure(
                route: job.route.routeName, entry: job.entry, loader: job.loader.name, message: "\(error)")
            guard job.loader.onError == .show else {
                fail(pending, with: failure)
                return false
            }
            pending.results[job.entry] = .failed(failure)
        }
        pending.navigation.done += 1
        loaders.pending = pending.navigation
        loaders.tell(
            LoadEvent(kind: .loaded, navigation: pending.navigation, route: job.route.routeName, failure: nil))
        guard pending.results.count == pending.jobs.count else { return true }
        commitLoaded(pending)
        return false
    }

    /// Commits a request whose loaders are all done, with every value in its screen's context.
    private func commitLoaded(_ pending: PendingLoad) {
        loaders.waiting = nil
        loaders.pending = nil
        // The contexts exist before the renderer and the observers hear of the change.
        let registry = contextRegistry()
        for job in pending.jobs {
            let context = registry.entries[job.entry] ?? EntryContext(entry: job.entry, navigator: self)
            registry.entries[job.entry] = context
            if let result = pending.results[job.entry] { context.keep(result) }
        }
        loaders.resuming = pending.transaction
        // The requests queued behind this one run after its observers heard it committed, or
        // they would see those requests' changes as this one's.
        holdingTheQueue { run(pending.transaction) }
        loaders.resuming = nil
        let committed = committedTree
        loadAfterCommit(pending.afterCommit.filter { committed.entry($0.entry) != nil })
        // A commit refused at the last moment (a leave check gone stale) keeps no context.
        for job in pending.jobs where committedTree.entry(job.entry) == nil {
            registry.entries.removeValue(forKey: job.entry)?.end()
        }
        loaders.tell(LoadEvent(kind: .committed, navigation: pending.navigation, route: nil, failure: nil))
        drain()
    }

    private func fail(_ pending: PendingLoad, with failure: LoadFailure) {
        loaders.waiting = nil
        loaders.pending = nil
        journal?.loadEnded(.loadFailed, source: pending.transaction.source, steps: pending.transaction.steps)
        holdingTheQueue { abort(pending.transaction, with: .loadFailed(failure)) }
        loaders.tell(LoadEvent(kind: .failed, navigation: pending.navigation, route: failure.route, failure: failure))
        drain()
    }

    private func cancel(_ pending: PendingLoad) {
        loaders.waiting = nil
        loaders.pending = nil
        pending.task?.cancel()
        journal?.loadEnded(.loadCancelled, source: pending.transaction.source, steps: pending.transaction.steps)
        abort(pending.transaction, with: .loadCancelled(routes: pending.navigation.routes))
        loaders.tell(LoadEvent(kind: .cancelled, navigation: pending.navigation, route: nil, failure: nil))
    }

    // MARK: - Restored screens that load after the commit

    /// Starts the loaders of restored screens that load lazily: their contexts hold
    /// ``LoadResult/pending`` when the restore commits, and each value when its loader is done;
    /// observers hear of each (``LoadEvent/Kind/arrived``).
    private func loadAfterCommit(_ jobs: [PendingLoad.Job]) {
        let registry = contextRegistry()
        for job in jobs {
            let context = registry.entries[job.entry] ?? EntryContext(entry: job.entry, navigator: self)
            registry.entries[job.entry] = context
            context.keep(.pending)
            let body = job.loader.body
            let request = LoadRequest(route: job.route, entry: job.entry)
            let route = job.route.routeName
            context.task { [weak context, weak self] in
                let result: LoadResult
                do {
                    result = .loaded(try await body(request))
                } catch {
                    result = .failed(
                        LoadFailure(route: route, entry: job.entry, loader: job.loader.name, message: "\(error)"))
                }
                guard !Task.isCancelled, let context else { return }
                context.keep(result)
                var failure: LoadFailure?
                if case .failed(let failed) = result { failure = failed }
                self?.loaders.tell(
                    LoadEvent(
                        kind: .arrived, navigation: PendingNavigation(source: .restoration, routes: [route], done: 1),
                        route: route, failure: failure))
            }
        }
    }
}
