import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AppSession {
    // MARK: - Gestures

    /// Reports a gesture on the screen as the navigator's renderer would: a back swipe on the
    /// top screen, or a swipe-down on the sheet opening the top modal layer. Full-screen
    /// layers cannot be swiped down, as on a device.
    func gesture(_ command: ScriptCommand) async throws(CommandError) {
        let path = app.navigator.tree.visiblePath
        let gesture: UserGesture
        let name: String
        switch command {
        case .swipeDown:
            name = "swipe-down"
            guard let modal = path.last(where: { $0.entry.style.isModal }) else {
                throw .nothingToSwipe(name, reason: "nothing is presented")
            }
            guard !modal.entry.style.isFullScreen else {
                throw .nothingToSwipe(
                    name,
                    reason:
                        "'\(title(of: modal.entry))' is full screen (\(modal.entry.style.label)); it cannot be swiped down"
                )
            }
            gesture = .sheetSwipedDown(modal.entry.id)
        case .swipeBackCancel:
            name = "swipe-back-cancel"
            guard let top = path.last else { throw .nothingToSwipe(name, reason: "nothing is shown") }
            gesture = .backSwipe(top.entry.id, completed: false)
        default:
            name = "swipe-back"
            guard let top = path.last else { throw .nothingToSwipe(name, reason: "nothing is shown") }
            gesture = .backSwipe(top.entry.id, completed: true)
        }
        if command != .swipeDown, let top = path.last {
            try checkSwipeBack(on: top, command: name)
        }
        try await settle(app.navigator.handle(gesture), command: name)
    }

    /// Refuses, in the screen's words, a back swipe on a screen that was not pushed: the first
    /// screen of its stack, or a presented one (the engine would say which entry of which
    /// container it ignored).
    private func checkSwipeBack(on top: VisibleEntry, command: String) throws(CommandError) {
        let screen = "'\(title(of: top.entry))'"
        if top.entry.style.isModal {
            throw .nothingToSwipe(
                command,
                reason: "\(screen) is presented (\(top.entry.style.label)), not pushed; use swipe-down")
        }
        if top.stack.entries.first?.id == top.entry.id {
            throw .nothingToSwipe(
                command, reason: "\(screen) is the first screen of its stack; there is nothing to go back to")
        }
    }

    /// The title of the screen an entry shows, or its route's name.
    func title(of entry: Entry<AnyRoute>) -> String {
        app.title(of: entry)
    }

    // MARK: - Badges

    /// Sets the badge of page `tab` of the outermost tab bar on screen.
    func setBadge(_ value: String?, on tab: String) async throws(CommandError) {
        let command = "badge \(tab)"
        guard let tabs = app.navigator.tree.visiblePath.lazy.compactMap(\.tabs).first else { throw .noTabBar(command) }
        guard tabs.pages.contains(where: { $0.name == tab }) else {
            throw .unknownTab(tab, pages: tabs.pages.map(\.name))
        }
        try await settle(
            app.navigator.send(
                NavigationRequest([.setBadge(tabs.coordinator, page: tab, badge: value)], source: .user)),
            command: command)
    }

    /// Waits until the request is shown, mapping a refusal.
    private func settle(_ ticket: NavigationTicket, command: String) async throws(CommandError) {
        do {
            try await ticket.value()
        } catch {
            throw .navigation(command, error)
        }
    }
}
