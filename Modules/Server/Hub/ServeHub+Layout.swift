import WayfinderComposition
import WayfinderCoordinators

extension ServeHub {
    // MARK: - The page's width

    /// A page's window is `width` points wide: it says so when it loads and whenever it is
    /// resized. The navigator is told in turn with commands (``/WayfinderCoordinators/Navigator/setWindowWidth(_:)``),
    /// and every page is sent the stacks in the scenes of the new width class. No stack
    /// changes and nothing is asked: a width is not a transaction.
    ///
    /// The navigator has one width, like one window: with pages of different widths open, the
    /// last one to report sets it, and every page draws its scenes.
    ///
    /// - Parameters:
    ///   - width: The page's `window.innerWidth`, in CSS pixels (points).
    ///   - seq: The message's number, answered once the pages were sent the new scenes.
    ///   - page: The page that reported it.
    func resize(to width: Double, seq: Int, from page: UInt64) {
        Task {
            let event = await inTurn { [unowned self] () -> LayoutEvent? in
                guard !stopping else { return nil }
                let event = app.navigator.setWindowWidth(width)
                if event != nil { await backend.pageWrote("resize \(Self.points(width))", on: app) }
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
