import WayfinderCoordinators

// MARK: - A navigation waiting for its loaders

extension ServeHub {
    /// Sends the pages every step of a navigation waiting for its screens' loaders (started, one
    /// loader done, committed, failed, cancelled), for the progress bar.
    func wireLoading() {
        app.navigator.loaders.observe { [unowned self] event in
            // A lazily restored screen's value arrives with no navigation waiting.
            guard event.kind != .arrived else { return }
            broadcast(.loading(app.navigator.loaders.pending))
        }
    }

    /// What a page that connects is sent while a navigation waits for its loaders.
    var loadingMessage: PageEvent? {
        app.navigator.loaders.pending.map { .loading($0) }
    }
}

extension PageEvent {
    /// A navigation waiting for its loaders, as the page's progress bar shows it.
    struct ShownLoading: Encodable {
        /// The new screens that load, by route name.
        let routes: [String]
        /// How many of their loaders are done.
        let done: Int
        /// How many loaders there are.
        let total: Int
        /// The navigation as one line: `loading item (0/1)`.
        let text: String

        init(_ pending: PendingNavigation) {
            routes = pending.routes
            done = pending.done
            total = pending.total
            text = pending.description
        }
    }
}
