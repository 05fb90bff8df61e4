import WayfinderBindings
import WayfinderCoordinators
import WayfinderStacks

// MARK: - Width changes, and the panes a renderer draws

extension ConformanceSession {
    /// Keeps the phases the navigator reports, change by change and layout change by layout
    /// change, for ``checkScenes()`` to compare with a recomputation from the tree.
    func observePhases() {
        reportedPhases = navigator.tree.phases(in: navigator.layout)
        // Weak: a task of the app's may outlive the session, and its navigator with it.
        navigator.observe { [weak self] event in self?.report(event.phases) }
        navigator.observeLayout { [weak self] event in self?.report(event.phases) }
    }

    private func report(_ changes: [PhaseChange]) {
        for change in changes { reportedPhases[change.entry] = change.to == .ended ? nil : change.to }
    }

    /// The window's width becomes `width`, as a renderer reports a resize, in the middle of
    /// whatever runs: no stack may change, no transaction be made or queued, and the step being
    /// shown stays the one being shown.
    func resize(to width: Double) {
        let tree = navigator.tree
        let before = (changes: navigator.changeCount, queued: navigator.queuedCount)
        let step = driver.current.map { [$0.change, UInt64($0.index)] }
        navigator.setWindowWidth(width)
        let what = "resize \(LayoutEvent.points(width))"
        if navigator.tree != tree { fail("\(what) changed the tree") }
        if (navigator.changeCount, navigator.queuedCount) != before {
            fail("\(what) made or queued a transaction")
        }
        if driver.current.map({ [$0.change, UInt64($0.index)] }) != step {
            fail("\(what) changed the step being shown")
        }
    }

    /// At a settle, in the focused window's width:
    /// - for a renderer that draws panes (``ConformingRenderer/drawnScenes``), every stack shown
    ///   is drawn in the scene the projection gives it, pane by pane;
    /// - the projection's scenes are the navigator's;
    /// - in each stack shown, the focused pane shows the top of the stack's base context (a
    ///   sheet or cover above it shows above the whole scene), so the focused entry is in a pane
    ///   or above one, and no scene has more panes than the width class allows;
    /// - in an app of one window, the phases the navigator reported equal a recomputation from
    ///   the tree.
    func checkScenes() {
        let layout = navigator.layout
        let width = layout.width.map(LayoutEvent.points) ?? "no width"
        let scenes = NavigationProjection(navigator.tree, layout: layout).scenes
        if scenes != navigator.scenes { fail("the projection's scenes differ from the navigator's at \(width)") }
        if let drawn = renderer.drawnScenes {
            for (container, scene) in scenes.sorted(by: { $0.key < $1.key }) where drawn[container] != scene {
                fail(
                    "the UI draws \(container) as \(drawn[container].map(Self.describe) ?? "no panes") "
                        + "but its scene is \(Self.describe(scene)) at \(width)")
            }
        }
        checkFocus(in: scenes, most: layout.effectiveWidthClass.maximumPanes, at: width)
        let recomputed = navigator.tree.phases(in: layout)
        if navigator.tree.windows == nil, reportedPhases != recomputed {
            let differing =
                recomputed.keys.filter { reportedPhases[$0] != recomputed[$0] }
                + reportedPhases.keys.filter { recomputed[$0] == nil }
            fail(
                "the phases reported differ from the tree's at \(width): "
                    + differing.sorted().prefix(4).map {
                        "\($0) reported \(reportedPhases[$0].map(\.rawValue) ?? "none"), "
                            + "is \(recomputed[$0].map(\.rawValue) ?? "none")"
                    }.joined(separator: "; "))
        }
        reportedPhases = recomputed
    }

    private func checkFocus(in scenes: [ContainerID: StackScene], most: Int, at width: String) {
        for stack in navigator.tree.visibleStacks {
            guard let scene = scenes[stack.container] else { continue }
            let base = StackScene.baseContext(of: Array(stack.entries))
            if scene.panes.last?.top != base.last?.id {
                fail(
                    "the focused pane of \(stack.container) shows \(scene.panes.last?.top.map { "\($0)" } ?? "nothing"), "
                        + "not its top \(base.last.map { "\($0.id)" } ?? "")) at \(width)")
            }
            if scene.panes.count > most { fail("\(stack.container) has \(scene.panes.count) panes at \(width)") }
        }
        guard let top = navigator.tree.topEntry, let stack = navigator.tree.visibleStacks.reduce(nil, { $1 }),
            let scene = scenes[stack.container]
        else { return }
        let above = StackScene.baseContext(of: Array(stack.entries)).allSatisfy { $0.id != top.id }
        if !scene.paneEntries.contains(top.id) && !above {
            fail("the focused entry \(top.id) is in no pane of \(Self.describe(scene)) at \(width)")
        }
    }

    /// A scene as its panes' entries: `#2 | #3 #4` (list-detail).
    static func describe(_ scene: StackScene) -> String {
        scene.panes.map { $0.entries.map { "\($0)" }.joined(separator: " ") }.joined(separator: " | ")
            + " (\(scene.strategy))"
    }
}
