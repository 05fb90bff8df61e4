import WayfinderCoordinators
import WayfinderPersistence

extension StateRestorationPlugin {
    // MARK: - Restoring saved windows

    /// Restores every saved window in one transaction (see
    /// ``/WayfinderPersistence/WindowsSnapshot``). Windows not brought back whole, or a
    /// restore the interceptors refused, set every saved window aside so the next save does
    /// not overwrite them; a refused restore leaves the app as it started.
    func restoreWindows(_ saved: WindowsSnapshot, store: RestorationStore, navigator: Navigator) async {
        do {
            let report = try await navigator.restore(saved)
            windowsRestoration = report
            restoration = report.windows.first { $0.id == report.focused }?.report
            let count = report.windows.count
            note(
                "restored \(location): \(count) window\(count == 1 ? "" : "s"), \(report.focused) focused"
                    + (report.isComplete ? "" : ", leaving parts out"))
            for line in report.description.split(separator: "\n") {
                note("  \(line)")
            }
            if !report.isComplete {
                await setAside(store, windows: saved.set, reason: "the restore left out parts of its windows")
            }
        } catch {
            note("restoring the windows of \(location) was refused: \(error)")
            await setAside(store, windows: saved.set, reason: "restoring its windows was refused: \(error)")
        }
    }
}
