import Foundation
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderPersistence

/// Saves the navigation tree as committed transactions go by and restores it when the app
/// starts again.
///
/// ```yaml
/// plugins:
///   - id: state-restoration
///     options: {store: sqlite, path: .wayfinder/shop.sqlite, scene: main, saveEvery: 1}
/// ```
///
/// - **Restoring**: on start, the scene's snapshot is loaded and handed to `navigator.restore`
///   — one transaction with source `.restoration`, so interceptors re-check it (a guard can
///   refuse a protected screen). When interceptors refuse it, the largest part they allow is
///   restored instead (``refusedEntries`` lists the rest). What the restore left out is in
///   ``restoration`` and in ``log``. A snapshot not restored whole is first set aside in the
///   store with its reason (``setAsideAt``), so the next save does not overwrite it. The part
///   the interceptors refused stays in ``keptAside`` with its saved state bags (those of a
///   protected screen); ``restoreKeptAside()`` brings it back, bags included, once they allow
///   it (after logging in). Saved windows are restored the same way, window by window: the
///   largest allowed part of each (``refusedWindows`` says what each left out), focus kept on
///   the window that had it when it comes back, otherwise on the first that does; every saved
///   window is set aside first (there is no ``keptAside`` for windows).
/// - **Saving**: an observer counts committed transactions and every `saveEvery`-th one hands a
///   snapshot to a background saver (coalescing is by count, never by time). Saves run one at a
///   time off the navigation path; when the store is slower than navigation, pending saves
///   collapse into the latest snapshot. With SQLite, a save writes only what changed: the
///   observer hands the store the navigator's changes since the previous save, so it compares
///   only the stacks they name (see `SQLiteSnapshotStore.save(_:journal:changes:)`).
///   ``stop()`` saves the last committed state if it was not saved yet and waits until it is
///   on disk.
/// - **Damage**: a corrupt store is moved aside by the store itself; the plugin logs it and the
///   app starts fresh. Store problems never fail the host — they are logged and counted in
///   ``failedSaves``, which a host reports.
///
/// The snapshot is saved under the manifest's `app.id` and the `scene` option.
public final class StateRestorationPlugin: WayfinderPlugin {
    /// `state-restoration`.
    public nonisolated static let id = "state-restoration"

    /// The options the plugin was created with.
    public let options: Options
    /// The app id snapshots are saved under.
    public let appID: String
    /// What happened, one readable line per fact: what was restored or dropped, a damaged
    /// store set aside, a refused restore, failed saves.
    public private(set) var log: [String] = []
    /// What the restore on start did, or `nil` when nothing was restored.
    public internal(set) var restoration: RestorationReport?
    /// What the restore on start did with saved windows, or `nil` when it restored one window
    /// (``restoration``) or nothing. ``restoration`` is then the focused window's report.
    public internal(set) var windowsRestoration: WindowsRestorationReport?
    /// How many saves were handed to the saver.
    public private(set) var savesRequested = 0
    /// How many saves failed (or could not be made safely); a host should report it, and exit
    /// with a failure, since the state on disk is not what the user last saw.
    public private(set) var failedSaves = 0
    /// Whether another run of the app held the store locked, so a save or closing the store
    /// gave up (``log`` says what is on disk); a host should exit with a status that says so.
    public private(set) var storeWasLocked = false
    /// Where the loaded snapshot was set aside when the restore could not bring it back whole.
    public private(set) var setAsideAt: [String] = []
    /// The routes of the saved entries a refused restore left out, as `'orders'`, in tree order
    /// (window by window, in opening order, for saved windows).
    public internal(set) var refusedEntries: [String] = []
    /// What a refused restore of saved windows left out, window by window (those that lost
    /// screens, in opening order); empty otherwise.
    public internal(set) var refusedWindows: [WindowRefusal] = []
    /// The snapshot whose restore the interceptors refused, whole, with every saved state bag
    /// (those of the refused entries included); `nil` when nothing was refused or it was
    /// restored since. The store keeps the same snapshot aside (``setAsideAt``).
    public private(set) var keptAside: NavigationSnapshot?
    /// Whether saving is off because the saved snapshot could not be kept aside.
    private var savingDisabled = false
    /// Whether the saved state is not restored (or set aside) yet: from ``install(_:)`` until
    /// ``start()`` is done, commits are counted but not saved, so nothing overwrites the
    /// snapshot before it is read.
    private var restoring = true

    private var store: RestorationStore?
    private var saver: SnapshotSaver?
    private weak var navigator: Navigator?
    private var unsavedCommits = 0
    private var journal: [NavigationEvent] = []
    /// The navigator's changes since the last save, or `nil` when one was missed: with them
    /// the SQLite store compares only the stacks they name.
    private var changes: NavigationChanges? = NavigationChanges()

    // MARK: - Lifecycle

    /// Creates the plugin.
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - context: The context; the manifest's `app.id` names the snapshots.
    public init(options: Options, context: PluginContext) throws {
        self.options = options
        appID = context.manifest.app.id.value
    }

    /// Opens the store (nothing touches the disk yet) and observes committed transactions.
    ///
    /// - Parameter installation: The navigator and app.
    /// - Throws: ``StateRestorationError/notComposed`` outside a composed app (the store needs
    ///   its route registry).
    public func install(_ installation: PluginInstallation) throws {
        guard let app = installation.app else { throw StateRestorationError.notComposed }
        let store = RestorationStore(options, registry: app.routes)
        self.store = store
        saver = SnapshotSaver(store: store) { [weak self] error in
            self?.failedSaves += 1
            if case .locked = error { self?.storeWasLocked = true }
            self?.note("save failed: \(error)")
        }
        navigator = installation.navigator
        installation.observe { [weak self] event in self?.committed(event) }
        // A write to a screen's or a flow's saved state is no commit, but it is saved like one.
        installation.navigator.observeState { [weak self] _ in self?.stateWritten() }
    }

    /// Restores the saved scene, if any. Never throws: a missing, damaged or refused snapshot is
    /// logged and the app goes on from its fresh state.
    public func start() async throws {
        // No save runs until the saved snapshot is restored whole or set aside: a restore's own
        // commit must not overwrite what it could not bring back.
        await restoreSavedState()
        restoring = false
        if unsavedCommits >= options.saveEvery { saveNow() }
    }

    private func restoreSavedState() async {
        guard let store, let navigator else { return }
        let saved: WindowsSnapshot?
        do {
            saved = try await store.loadWindows(appID: appID, sceneID: options.scene)
        } catch {
            // What another run holds locked could not be read, so it must not be saved over.
            if case .locked = error {
                storeWasLocked = true
                savingDisabled = true
                note("\(error); starting fresh, with saving off so the saved state is not overwritten")
                return
            }
            note("\(error); starting fresh")
            return
        }
        guard let saved else {
            note("no saved state for \(location); starting fresh")
            return
        }
        // Saved windows (more than the main one, or closed ones to reopen) come back together;
        // one window restores as it did before windows existed.
        guard saved.isOneWindow, let snapshot = saved.windows.first else {
            await restoreWindows(saved, store: store, navigator: navigator)
            return
        }
        do {
            let report = try await navigator.restore(snapshot)
            restoration = report
            note("restored \(location)\(report.isComplete ? "" : ", leaving parts out")")
            for line in report.description.split(separator: "\n") {
                note("  \(line)")
            }
            if !report.isComplete {
                let left =
                    report.dropped.count + report.skipped.count + report.skippedTabs.count + report.statesLeftOut.count
                await setAside(store, reason: "the restore left out \(left) part\(left == 1 ? "" : "s") of it")
            }
        } catch {
            note("restoring all of \(location) was refused: \(error)")
            await setAside(store, reason: "restoring it was refused: \(error)")
            keptAside = snapshot
            await restoreAllowedPart(of: snapshot, navigator: navigator)
        }
    }

    /// Restores the snapshot whose restore was refused on start (``keptAside``), whole and with
    /// its saved state bags, as one transaction the interceptors check again (source
    /// `.restoration`): for when they allow it now, after logging in.
    ///
    /// - Returns: What was restored, or `nil` when nothing is kept aside.
    /// - Throws: ``/WayfinderCoordinators/NavigationError`` when an interceptor still refuses
    ///   it; it stays kept aside then.
    @discardableResult
    public func restoreKeptAside() async throws(NavigationError) -> RestorationReport? {
        guard let snapshot = keptAside, let navigator else { return nil }
        let report = try await navigator.restore(snapshot)
        keptAside = nil
        refusedEntries = []
        restoration = report
        note("restored the saved state kept aside for \(location)")
        for line in report.description.split(separator: "\n") {
            note("  \(line)")
        }
        // The restore's commit was saved before its bags were back: save them too.
        if !restoring { saveNow() }
        return report
    }

    /// After a refused restore, restores the largest part the interceptors allow and says what
    /// they kept out.
    private func restoreAllowedPart(of snapshot: NavigationSnapshot, navigator: Navigator) async {
        guard let outcome = await PartialRestore(navigator: navigator).run(snapshot) else {
            note("nothing of \(location) can be restored; starting fresh")
            return
        }
        restoration = outcome.report
        refusedEntries = outcome.refused
        note("restored what is allowed of \(location); left out \(outcome.refused.joined(separator: ", "))")
        for line in outcome.report.description.split(separator: "\n") {
            note("  \(line)")
        }
    }

    /// Keeps the loaded snapshot (or, with `windows`, every saved window) out of the next
    /// save's way, with its reason, and says where.
    func setAside(_ store: RestorationStore, windows: WindowSet? = nil, reason: String) async {
        do {
            let moved =
                if let windows {
                    try await store.setAside(windows, reason: reason)
                } else {
                    try await store.setAside(appID: appID, sceneID: options.scene, reason: reason)
                }
            setAsideAt = moved
            if !moved.isEmpty { note("kept the saved state at \(moved.joined(separator: ", ")) (\(reason))") }
        } catch {
            failedSaves += 1
            note("could not keep the saved state aside (\(error)); saving is off so it is not overwritten")
            savingDisabled = true
        }
    }

    /// Saves the last committed state if it is not saved yet, waits until every save is on
    /// disk, and closes the store.
    public func stop() async {
        if unsavedCommits > 0, !restoring { saveNow() }
        await waitForSaves()
        do {
            try await store?.close()
        } catch {
            if case .locked = error { storeWasLocked = true }
            note("closing the store failed: \(error)")
        }
    }

    // MARK: - Saving

    /// Hands the current tree to the saver now, whatever the count since the last save.
    public func saveNow() {
        guard let navigator, let saver, !savingDisabled else { return }
        let state: SavedState =
            navigator.savesWindows
            ? .windows(navigator.windowsSnapshot(appID: appID, sceneID: options.scene))
            : .one(navigator.snapshot(appID: appID, sceneID: options.scene))
        saver.enqueue(state, journal: journal, changes: changes)
        savesRequested += 1
        unsavedCommits = 0
        journal = []
        changes = NavigationChanges()
    }

    /// Returns once every save handed to the saver so far is on disk (or failed, see ``log``).
    public func waitForSaves() async {
        await saver?.waitForSaves()
    }

    /// How many saves reached the store.
    public var savesCompleted: Int { saver?.completed ?? 0 }

    private func committed(_ event: NavigationEvent) {
        unsavedCommits += 1
        if options.journal { journal.append(event) }
        // Observers hear a change while the renderer has it in flight; a change not seen there
        // (or saving being off) leaves the store to compare the trees whole.
        if let change = navigator?.inFlight, change.id == event.sequence, !savingDisabled {
            changes?.record(change)
        } else {
            changes = nil
        }
        if unsavedCommits >= options.saveEvery, !restoring { saveNow() }
    }

    /// Counts a saved state write as a commit: the next save (by `saveEvery`) takes it.
    private func stateWritten() {
        unsavedCommits += 1
        if unsavedCommits >= options.saveEvery, !restoring { saveNow() }
    }

    // MARK: - Logging

    /// `shop/main`.
    var location: String { "\(appID)/\(options.scene)" }

    func note(_ line: String) {
        let line = "state-restoration: \(line)"
        log.append(line)
        if options.log == .standardError {
            FileHandle.standardError.write(Data((TerminalText.escape(line) + "\n").utf8))
        }
    }
}

/// Why the state-restoration plugin could not run.
public enum StateRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plugin was installed outside a composed app, so it has no route registry to
    /// encode snapshots with.
    case notComposed

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .notComposed: "state-restoration: installed outside a composed app; snapshots need its route registry"
        }
    }
}
