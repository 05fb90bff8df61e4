import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AppSession {
    // MARK: - Gestures

    /// Reports a gesture on the screen as the navigator's renderer would: a back swipe on the
    /// top screen, or a swipe-down on the sheet opening the top modal layer. Full-screen
    /// layers cannot be swiped down, as on a device; a click on the backdrop outside the top
    /// modal layer (`tap-backdrop`, what `serve`'s page offers) swipes any layer away.
    func gesture(_ command: ScriptCommand) async throws(CommandError) {
        let path = app.navigator.tree.visiblePath
        let gesture: UserGesture
        let name: String
        switch command {
        case .swipeDown, .tapBackdrop:
            name = command == .swipeDown ? "swipe-down" : "tap-backdrop"
            guard let modal = path.last(where: { $0.entry.style.isModal }) else {
                throw .nothingToSwipe(name, reason: "nothing is presented")
            }
            guard command == .tapBackdrop || !modal.entry.style.isFullScreen else {
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
        if command != .swipeDown, command != .tapBackdrop, let top = path.last {
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

    // MARK: - Tabs

    /// Taps page `name` of the tab bar on screen that has one (the outermost when several do),
    /// as the renderer reports a tap: the page is selected, or taken back to its first screen
    /// when it is selected already (the leave checks of the screens that go are asked).
    func tapTab(_ name: String) async throws(CommandError) {
        let command = "tap-tab \(name)"
        var bars: [TabsNode] = []
        for case let bar? in app.navigator.tree.visiblePath.lazy.map(\.tabs)
        where !bars.contains(where: { $0.coordinator == bar.coordinator }) {
            bars.append(bar)
        }
        guard !bars.isEmpty else { throw .noTabBar(command) }
        for bar in bars {
            if let index = bar.pages.firstIndex(where: { $0.name == name }) {
                try await settle(app.navigator.handle(.tabTapped(bar.coordinator, index: index)), command: command)
                return
            }
        }
        throw .unknownTab(name, pages: bars.flatMap { $0.pages.map(\.name) })
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
