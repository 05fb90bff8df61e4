import WayfinderComposition
import WayfinderCoordinators

extension ServeHub {
    // MARK: - The page's width

    /// A page's window is `width` points wide: it says so when it loads and whenever it is
    /// resized. The navigator is told in turn with commands, for the app window the page shows
    /// (``/WayfinderCoordinators/Navigator/setWindowWidth(_:for:)``): each window keeps its own
    /// width, so two pages of two windows draw each its own scenes. The pages of that window
    /// are sent the stacks in the scenes of its new width class. No stack changes and nothing
    /// is asked: a width is not a transaction.
    ///
    /// `serve --record` records a new width of the focused window as the command `resize`, and
    /// one of another window as a window report (no command names another window's width).
    ///
    /// - Parameters:
    ///   - width: The page's `window.innerWidth`, in CSS pixels (points).
    ///   - seq: The message's number, answered once the pages were sent the new scenes.
    ///   - page: The page that reported it.
    func resize(to width: Double, seq: Int, from page: UInt64) {
        Task {
            let event = await inTurn { [unowned self] () -> LayoutEvent? in
                guard !stopping else { return nil }
                let navigator = app.navigator
                let window = shownWindow(of: page)
                let before = navigator.layout(of: window).width
                // The page's window is open: shownWindow(of:) falls back to the focused one.
                let event = try? navigator.setWindowWidth(width, for: window)
                // Recorded whenever the width changed, shown or not: a later focus shows it.
                if before != navigator.layout(of: window).width {
                    if window == navigator.focusedWindow {
                        await backend.pageWrote("resize \(Self.points(width))", on: app)
                    } else {
                        await backend.windowReported(.width(width, of: window), on: app)
                    }
                }
                return event
            }
            send(.reply(PageReply(seq: seq, ok: true, text: event.map(\.description) ?? "")), to: page)
        }
    }

    /// A width as the command `resize` takes it: whole points without a fraction (`700`),
    /// others as they are (`412.5`). A page's width is at most ``PageRequest/widestWindow``.
    nonisolated static func points(_ width: Double) -> String {
        width.rounded() == width && abs(width) <= PageRequest.widestWindow ? String(Int(width)) : String(width)
    }
}
