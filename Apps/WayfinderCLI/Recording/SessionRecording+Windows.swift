import WayfinderCoordinators
import WayfinderStacks

// MARK: - Layouts and window reports

extension SessionRecording {
    /// What a step records of the layout: the focused window's width, its class, and the scene
    /// of every stack shown (panes of entry ids, by container); from version 4, the same for
    /// every other window whose width was reported. Replay compares it, so a recorded width
    /// change (`resize`, a page's resize in `serve --record`) must show the same panes again.
    struct Layout: Codable, Hashable, Sendable {
        /// The focused window's width; `nil` (version 4) while only other windows have one.
        var width: Double?
        var widthClass: WidthClass
        var scenes: [ContainerScene]
        /// The other windows with a width, in opening order (version 4; `nil` when none is).
        var windows: [WindowLayout]?
    }

    /// The layout of a window without focus, as a step records it.
    struct WindowLayout: Codable, Hashable, Sendable {
        var window: WindowID
        var width: Double
        var widthClass: WidthClass
        var scenes: [ContainerScene]
    }

    /// The navigator's layout as a step of `version` records it, or `nil` while no width was
    /// reported (a session that never resizes records what it did before widths were
    /// recorded). Before version 4, only the focused window's.
    @MainActor static func layout(of navigator: Navigator, version: Int = version) throws -> RecordedJSON? {
        var others: [WindowLayout] = []
        if version >= windowsVersion, navigator.tree.windows != nil {
            for window in navigator.windows.ids where window != navigator.focusedWindow {
                guard let width = navigator.layout(of: window).width else { continue }
                others.append(
                    WindowLayout(
                        window: window, width: width, widthClass: navigator.widthClass(of: window),
                        scenes: sorted(navigator.scenes(inWindow: window))))
            }
        }
        let width = navigator.layout.width
        guard width != nil || !others.isEmpty else { return nil }
        return try RecordedJSON(
            encoding: Layout(
                width: width, widthClass: navigator.widthClass, scenes: sorted(navigator.scenes),
                windows: others.isEmpty ? nil : others))
    }

    /// The window report of step `number`: a window id with a width or a visibility.
    ///
    /// - Throws: ``RecordingError`` naming the line when it is anything else.
    static func windowReport(
        _ value: RecordedJSON?, number: Int, line: Int, path: String
    ) throws(RecordingError) -> WindowReport {
        guard case .integer(let id)? = value?["id"], id >= 0 else {
            throw RecordingError(path, line: line, "window report \(number) names no window (an id from 0)")
        }
        var report = WindowReport(id: WindowID(UInt64(id)))
        switch (value?["width"], value?["visible"]) {
        case (.integer(let width)?, nil): report.width = Double(width)
        case (.number(let width)?, nil): report.width = width
        case (nil, .bool(let visible)?): report.visible = visible
        default:
            throw RecordingError(
                path, line: line, "window report \(number) holds neither a width (a number) nor visible (true or false)"
            )
        }
        return report
    }

    private static func sorted(_ scenes: [ContainerID: StackScene]) -> [ContainerScene] {
        scenes.map { ContainerScene(container: $0.key, scene: $0.value) }.sorted { $0.container < $1.container }
    }

    /// A page's report about an app window that no command of the language makes (`serve
    /// --record`, version 4): how wide a window without focus is, or whether a window is shown.
    /// `replay` carries it out again (``/WayfinderCoordinators/Navigator/setWindowWidth(_:for:)``,
    /// ``/WayfinderCoordinators/Navigator/setWindowVisible(_:_:)``); `export-test` cannot.
    ///
    /// ```
    /// {"kind":"window","window":{"id":1,"visible":false},"outcome":"ok","step":4,…}
    /// {"kind":"window","window":{"id":1,"width":400},"outcome":"ok","step":5,…}
    /// ```
    struct WindowReport: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The window's id.
        var id: WindowID
        /// Its width in points, when the report is a width.
        var width: Double?
        /// Whether it is shown, when the report is a visibility.
        var visible: Bool?

        /// `window w1 hidden`, `window w1 400 points wide`.
        var description: String {
            if let visible { return "window \(id) \(visible ? "shown" : "hidden")" }
            let points = width.map { $0.rounded() == $0 && abs($0) < 1e15 ? String(Int($0)) : String($0) }
            return "window \(id) \(points ?? "?") points wide"
        }

        /// Carries the report out on `navigator` again (the reader let in only reports with a
        /// width or a visibility).
        ///
        /// - Throws: What the navigator throws: the window is not open.
        @MainActor func apply(to navigator: Navigator) async throws {
            if let visible {
                try await navigator.setWindowVisible(visible, id)
            } else if let width {
                try navigator.setWindowWidth(width, for: id)
            }
        }
    }
}

extension SessionRecording.Step {
    /// What the step is when no command of the language makes it (`a devtools jump`, `a page's
    /// report about a window`), for the exports that refuse it; `nil` for a command.
    var uncommanded: String? {
        switch action {
        case .command: nil
        case .jump: "a devtools jump"
        case .window: "a page's report about a window"
        }
    }
}
