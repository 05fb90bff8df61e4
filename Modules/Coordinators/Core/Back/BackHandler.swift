import WayfinderStacks

/// A screen's or a flow's own answer to a system back, registered through its context
/// (``NavigationContext/onBack(priority:_:)``): a drawer closes, a search field clears, an
/// editor leaves its selection mode. While one is enabled, it takes the back instead of the
/// engine's chain (``BackAction``).
///
/// Only handlers of what the user sees are asked: the active entries on the way to the top
/// screen and the flows they belong to. Among those, the highest ``priority`` goes first; for
/// equal priorities the innermost owner (the top screen, then its flow, then that flow's parent
/// ...) goes first, and within one owner the handler registered last.
///
/// ```swift
/// let handler = navigator.context(for: entry.id)?.onBack { model.closeDrawer() }
/// handler?.isEnabled = model.isDrawerOpen
/// ```
@MainActor
public final class BackHandler {
    /// Its rank among the handlers asked: higher goes first.
    public let priority: Int
    /// Whether it takes a back now; a disabled handler is skipped.
    public var isEnabled = true
    let action: @MainActor () -> Void
    let serial: UInt64
    weak var context: NavigationContext?

    init(priority: Int, serial: UInt64, context: NavigationContext, action: @escaping @MainActor () -> Void) {
        self.priority = priority
        self.serial = serial
        self.context = context
        self.action = action
    }

    /// Stops asking this handler. A handler also goes with its context.
    public func remove() {
        context?.backHandlers.removeAll { $0 === self }
        context = nil
    }
}

extension NavigationContext {
    /// Registers a handler that takes a system back while it is enabled (see ``BackHandler``).
    ///
    /// - Parameters:
    ///   - priority: Its rank: higher goes first; 0 by default.
    ///   - action: What the screen or flow does instead of going back.
    /// - Returns: The handler, to disable or remove it. The context keeps it until it ends.
    @discardableResult
    public func onBack(priority: Int = 0, _ action: @escaping @MainActor () -> Void) -> BackHandler {
        nextHandlerSerial += 1
        let handler = BackHandler(priority: priority, serial: nextHandlerSerial, context: self, action: action)
        if !isEnded { backHandlers.append(handler) }
        return handler
    }
}
