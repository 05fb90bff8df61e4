import WayfinderCoordinators

extension ComposedApp {
    // MARK: - Restoring windows

    /// Lets a restore of saved windows, and a reopen of a closed one, root a window that is
    /// not open (the navigator's ``/WayfinderCoordinators/Navigator/windowRestorer``): a new
    /// instance of the manifest coordinator the saved root's name stands for. A root the
    /// manifest does not define leaves the window out.
    func installWindowRestorer() {
        navigator.windowRestorer = { [weak self] window in
            guard let self, self.manifest.coordinator(window.name) != nil else { return nil }
            return try self.factory.make(window.name)
        }
    }
}
