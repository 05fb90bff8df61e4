import WayfinderCoordinators
import WayfinderPersistence

extension StateRestorationPlugin {
    // MARK: - Restoring saved windows

    /// Restores every saved window in one transaction (see
    /// ``/WayfinderPersistence/WindowsSnapshot``). Windows not brought back whole, or a
    /// restore the interceptors refused, set every saved window aside so the next save does
    /// not overwrite them. After a refusal, the largest part of each window the interceptors
    /// allow is restored instead (``refusedWindows`` says what each window left out); a window
    /// none of whose first screens is allowed is left out whole.
    func restoreWindows(_ saved: WindowsSnapshot, store: RestorationStore, navigator: Navigator) async {
        do {
            let report = try await navigator.restore(saved)
            windowsRestored(report)
            if !report.isComplete {
                await setAside(store, windows: saved.set, reason: "the restore left out parts of its windows")
            }
        } catch {
            note("restoring the windows of \(location) was refused: \(error)")
            await setAside(store, windows: saved.set, reason: "restoring its windows was refused: \(error)")
            await restoreAllowedWindows(of: saved, navigator: navigator)
        }
    }

    /// After a refused restore of saved windows, restores the largest part of each that the
    /// interceptors allow and says, window by window, what they kept out.
    private func restoreAllowedWindows(of saved: WindowsSnapshot, navigator: Navigator) async {
        guard let outcome = await PartialWindowsRestore(navigator: navigator).run(saved) else {
            note("no window of \(location) can be restored; starting fresh")
            return
        }
        refusedWindows = outcome.refused
        refusedEntries = outcome.refused.flatMap(\.refused)
        note("restored what is allowed of the windows of \(location)")
        for refusal in outcome.refused {
            note("  \(refusal)")
        }
        windowsRestored(outcome.report)
    }

    /// Keeps and logs what a restore of saved windows did.
    private func windowsRestored(_ report: WindowsRestorationReport) {
        windowsRestoration = report
        restoration = report.windows.first { $0.id == report.focused }?.report
        let count = report.windows.count
        note(
            "restored \(location): \(count) window\(count == 1 ? "" : "s"), \(report.focused) focused"
                + (report.isComplete ? "" : ", leaving parts out"))
        for line in report.description.split(separator: "\n") {
            note("  \(line)")
        }
    }
}
