import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Reading the windows

    /// The open windows and which has focus, as of the last commit (or inside the open
    /// transaction): one window, ``WindowID/main``, until a second is opened.
    public var windows: WindowTable {
        currentState.windows ?? WindowTable(main: root?.core.id ?? .unattached)
    }

    /// The window with focus: the one ``tree``'s root shows, and the one requests that name no
    /// container (a deep link, a system back) go to.
    public var focusedWindow: WindowID { currentState.windows?.focused ?? .main }

    // MARK: - Opening, focusing, closing

    /// Opens a window rooted at `coordinator` and focuses it, in one transaction: the window is
    /// added, the coordinator started in it, and the renderer gets one change holding it.
    ///
    /// Interceptors see the transaction (its ``NavigationProposal/windows`` is the table with
    /// the new window) and may refuse it; then nothing changes and the coordinator is not kept.
    ///
    /// - Parameters:
    ///   - coordinator: The window's root: a new instance of the app's root coordinator, or one
    ///     that shows a route. It must not have been started.
    ///   - source: Who asks: the program, a deep link or the user (a "New window" control).
    ///   - animated: Whether the renderer should animate the change.
    /// - Returns: The new window's id.
    /// - Throws: ``NavigationError/window(_:)`` when the navigator has no root yet
    ///   (``WindowError/notStarted``) or the limit is reached;
    ///   ``NavigationError/alreadyStarted(_:)`` for a coordinator started before; what its start
    ///   or an interceptor threw otherwise.
    @discardableResult
    public func openWindow(
        root coordinator: any CoordinatorType, source: NavigationSource = .program, animated: Bool = true
    ) async throws -> WindowID {
        try await openWindow(root: coordinator, source: source, animated: animated, then: nil)
    }

    /// Opens a window as ``openWindow(root:source:animated:)`` does, then runs `then` with its
    /// id inside the same transaction (a tear-off moves screens into it).
    ///
    /// With `id`, the window opens under that id (a restore or a reopen; see
    /// ``WindowTable/reopen(_:root:)``) instead of the next one.
    func openWindow(
        root coordinator: any CoordinatorType, source: NavigationSource, animated: Bool, as id: WindowID? = nil,
        then: (@MainActor (WindowID) async throws -> Void)?
    ) async throws -> WindowID {
        guard let main = root else { throw NavigationError.window(.notStarted) }
        let core = coordinator.core
        guard core.lifecycle == .idle, core.navigator == nil else { throw NavigationError.alreadyStarted(core.id) }
        core.id = register(coordinator)
        core.navigator = self
        core.owner = coordinator
        core.pending = .root(ContainerID(owner: core.id))
        let mainRoot = windows.windows.first?.root ?? main.core.id
        let kind: WindowStep.Kind = id.map { .reopen($0, root: core.id) } ?? .open(root: core.id)
        // The roots are registered when the transaction runs, not when it is asked for: a
        // request queued behind another must not be seen (and reaped as unplaced) by the
        // commits before it.
        var registeredMain = false
        do {
            try await transaction(source: source, animated: animated, askingLeaveChecks: false) {
                if windowRoots.isEmpty, let main = root {
                    windowRoots[main.core.id] = main
                    registeredMain = true
                }
                windowRoots[core.id] = coordinator
                try await perform(
                    [.change(.window(WindowStep(kind: kind, mainRoot: mainRoot, limit: windowLimit)))],
                    source: source, coordinator: core.id)
                try await coordinator.start(animated: animated)
                guard core.placement != nil else { throw NavigationError.childDidNotStart(core.id) }
                if let then { try await then(windows.window(rootedAt: core.id) ?? windows.focused) }
            }
        } catch {
            windowRoots[core.id] = nil
            if registeredMain, state.windows == nil { windowRoots = [:] }
            core.finish(navigator: self)
            throw error
        }
        return windows.window(rootedAt: core.id) ?? windows.focused
    }

    /// Gives a window focus (and shows it), in one transaction: the window becomes the tree's
    /// root. No screen is added or removed.
    ///
    /// - Parameters:
    ///   - id: An open window.
    ///   - source: Who asks (the user clicking a window, the program).
    /// - Throws: ``NavigationError/window(_:)`` for a window that is not open; an interceptor's
    ///   refusal.
    public func focusWindow(_ id: WindowID, source: NavigationSource = .program) async throws {
        try await windowTransaction(.focus(id), source: source, askingLeaveChecks: false)
    }

    /// Closes a window, in one transaction, after asking the leave checks of its screens: a
    /// refusal changes nothing. Once closed, every screen and flow in it ends (their contexts
    /// end, their coordinators finish); focus goes to the window focused before it. The window,
    /// as it is when the close commits, joins ``recentlyClosedWindows``.
    ///
    /// - Parameters:
    ///   - id: An open window that is not the last one.
    ///   - source: Who asks (a "Close window" control, the program).
    /// - Throws: ``NavigationError/window(_:)`` for a window that is not open or the last one;
    ///   ``NavigationError/leaveRefused(entry:route:reason:)`` when a screen's check said no;
    ///   an interceptor's refusal.
    public func closeWindow(_ id: WindowID, source: NavigationSource = .program) async throws {
        // The window is kept for the recently closed list as the close's transaction finds it
        // (what was queued before the close, or done while its leave checks were asked, is in
        // it), and joins the list when the close commits (see `keepClosingWindows`).
        try await windowTransaction(.close(id), source: source, askingLeaveChecks: true) {
            self.noteClosing(id)
        }
    }

    /// Records whether the renderer shows a window, in one transaction: the tops of a hidden
    /// window's stacks are ``EntryPhase/background``; focus does not move.
    ///
    /// - Parameters:
    ///   - shown: Whether the window is on screen.
    ///   - id: An open window.
    /// - Throws: ``NavigationError/window(_:)`` for a window that is not open.
    public func setWindowVisible(_ shown: Bool, _ id: WindowID) async throws {
        try await windowTransaction(.show(id, shown), source: .user, askingLeaveChecks: false)
    }

    /// Runs one window step as a transaction; `before` runs in the transaction, before the step.
    func windowTransaction(
        _ kind: WindowStep.Kind, source: NavigationSource, askingLeaveChecks: Bool,
        before: (() -> Void)? = nil
    ) async throws {
        guard let main = root else { throw NavigationError.window(.notStarted) }
        // The table is made on the first window step; the main window's root is kept from then.
        let mainRoot = windows.windows.first?.root ?? main.core.id
        let hadWindows = !windowRoots.isEmpty
        if !hadWindows { windowRoots[main.core.id] = main }
        do {
            try await transaction(source: source, askingLeaveChecks: askingLeaveChecks) {
                before?()
                try await perform(
                    [.change(.window(WindowStep(kind: kind, mainRoot: mainRoot)))], source: source,
                    coordinator: nil)
            }
        } catch {
            if !hadWindows, state.windows == nil { windowRoots = [:] }
            throw error
        }
    }

    // MARK: - The engine's side

    /// Makes the focused window's root coordinator the navigator's root, and its width the
    /// layout's (after a commit that may have changed focus).
    func adoptFocusedRoot() {
        guard let table = state.windows, let focused = windowRoots[table.focusedWindow.root] else { return }
        if root !== focused { root = focused }
        adoptFocusedWidth(table)
    }

    /// Lets go of the roots of closed windows, once reaped.
    func forgetClosedWindowRoots() {
        guard let table = state.windows else { return }
        for (id, _) in windowRoots where table.window(rootedAt: id) == nil {
            windowRoots[id] = nil
        }
    }

    /// The windows node of the tree `builder` builds: the focused window's state, and every
    /// other window's stack and coordinators; `nil` while the app never opened a second window.
    func windowsNode(from builder: inout TreeBuilder) -> NavigationTree.Windows? {
        guard let table = builder.state.windows else { return nil }
        var others: [WindowNode] = []
        for window in table.windows where window.id != table.focused {
            let coordinator = windowRoots[window.root]
            others.append(
                WindowNode(
                    window: window, root: coordinator?.core.ownContainer.flatMap { builder.stackNode($0) },
                    coordinators: coordinator.map { coordinatorNode($0) }))
        }
        return NavigationTree.Windows(WindowsNode(focused: table.focusedWindow, others: others))
    }
}
