import WayfinderCoordinators
import WayfinderPersistence
import WayfinderStacks

/// What a restore of saved windows that the interceptors refused left out of one window.
public struct WindowRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The window.
    public var id: WindowID
    /// Its number from 1 in the saved opening order, as the script and the transcript number
    /// windows.
    public var number: Int
    /// The routes of its saved screens left out, as `'orders'`, in tree order.
    public var refused: [String]
    /// Whether the whole window was left out: not even the first screen of each of its stacks
    /// was allowed.
    public var wholeWindow: Bool

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - id: The window.
    ///   - number: Its number from 1 in the saved opening order.
    ///   - refused: The routes of the saved screens left out, in tree order.
    ///   - wholeWindow: Whether the whole window was left out.
    public init(id: WindowID, number: Int, refused: [String], wholeWindow: Bool) {
        self.id = id
        self.number = number
        self.refused = refused
        self.wholeWindow = wholeWindow
    }

    /// `window 2: left out 'orders', 'item'`, or `window 3 left out whole: 'orders'`.
    public var description: String {
        "window \(number)\(wholeWindow ? " left out whole:" : ": left out") \(refused.joined(separator: ", "))"
    }
}

/// Restores the largest part of saved windows that the interceptors allow, when they refused
/// the whole of them, window by window: what ``PartialRestore`` does for one tree.
///
/// The search never commits a trial (the same probe interceptor denies every trial). First,
/// window by window in opening order, a window is kept when the first entry of each of its
/// stacks is allowed beside the windows kept before it; a window that is not is left out whole.
/// Then, in each kept window, stack by stack in tree order, the longest prefix still allowed is
/// kept. Only the result is restored for real, as one transaction, with focus on the window
/// that had it when it is kept, otherwise on the first kept window. It costs at most one trial
/// per saved window and one per saved entry.
@MainActor
struct PartialWindowsRestore {
    /// What was restored and what the interceptors kept out.
    struct Outcome {
        /// The report of the final restore.
        var report: WindowsRestorationReport
        /// The saved windows with screens left out, in opening order.
        var refused: [WindowRefusal]
    }

    let navigator: Navigator

    /// Restores the allowed part of `saved`, or returns `nil` when no window is allowed even
    /// its first screens (nothing is restored then).
    func run(_ saved: WindowsSnapshot) async -> Outcome? {
        let open = saved.set.windows.compactMap { id in saved.snapshot(of: id).map { (id: id, snapshot: $0) } }
        var limits: [ContainerID: Int] = [:]
        for window in open {
            for (id, count) in PartialRestore.containers(in: window.snapshot.tree.root) { limits[id] = min(count, 1) }
        }
        let probe = Probe()
        let token = navigator.addInterceptor(probe)
        var kept: [WindowID] = []
        for window in open where await allows(trial(saved, kept + [window.id], limits), probe) {
            kept.append(window.id)
        }
        for window in open where kept.contains(window.id) {
            for (id, count) in PartialRestore.containers(in: window.snapshot.tree.root) where count > 1 {
                for length in stride(from: count, to: 1, by: -1) {
                    var longer = limits
                    longer[id] = length
                    if await allows(trial(saved, kept, longer), probe) {
                        limits = longer
                        break
                    }
                }
            }
        }
        navigator.removeInterceptor(token)
        guard !kept.isEmpty else { return nil }
        let partial = trial(saved, kept, limits)
        do {
            let report = try await navigator.restore(partial)
            return Outcome(report: report, refused: Self.refusals(saved: saved, restored: partial))
        } catch {
            return nil
        }
    }

    /// Whether every interceptor but the probe allows restoring `trial`.
    private func allows(_ trial: WindowsSnapshot, _ probe: Probe) async -> Bool {
        do {
            _ = try await navigator.restore(trial)
            return true
        } catch {
            if case .denied(let by, _) = error as? NavigationError { return by == probe.name }
            return false
        }
    }

    /// `saved` with only the open windows `kept` (in opening order), each stack cut to its
    /// limit, and focus on the window that had it when it is kept, otherwise on the first kept.
    /// The recently closed windows stay as saved.
    func trial(_ saved: WindowsSnapshot, _ kept: [WindowID], _ limits: [ContainerID: Int]) -> WindowsSnapshot {
        var trial = saved
        trial.set.windows = saved.set.windows.filter { kept.contains($0) }
        var focusOrder = saved.set.focusOrder.filter { kept.contains($0) }
        if !kept.contains(saved.set.focused), let first = trial.set.windows.first {
            focusOrder.removeAll { $0 == first }
            focusOrder.append(first)
        }
        trial.set.focusOrder = focusOrder
        trial.set.focused = focusOrder.last ?? saved.set.focused
        let scenes = Set(trial.set.windows.map { WindowSet.sceneID(of: $0, in: saved.set.sceneID) })
        trial.windows = saved.windows.filter { scenes.contains($0.sceneID) }.map { snapshot in
            var snapshot = snapshot
            snapshot.tree.root = snapshot.tree.root.map { PartialRestore.limit($0, to: limits) }
            return snapshot
        }
        return trial
    }

    /// What the restore of `restored` left out of each open window of `saved`.
    static func refusals(saved: WindowsSnapshot, restored: WindowsSnapshot) -> [WindowRefusal] {
        var refusals: [WindowRefusal] = []
        for id in saved.set.windows {
            guard let snapshot = saved.snapshot(of: id) else { continue }
            let whole = !restored.set.windows.contains(id)
            let kept = Set(
                whole ? [] : PartialRestore.entries(in: restored.snapshot(of: id)?.tree.root).map(\.entry.id))
            let left = PartialRestore.entries(in: snapshot.tree.root).filter { !kept.contains($0.entry.id) }
            guard !left.isEmpty else { continue }
            refusals.append(
                WindowRefusal(
                    id: id, number: saved.set.number(of: id) ?? 0,
                    refused: left.map { "'\($0.entry.route.routeName)'" },
                    wholeWindow: whole))
        }
        return refusals
    }
}
