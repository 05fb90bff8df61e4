import WayfinderRouting

/// How one stack is shown: its panes side by side, which has focus, and which strategy chose
/// them.
///
/// A scene is a pure function of the stack's entries, the window's ``WidthClass`` and the
/// stack's ``SceneConfiguration`` (``init(entries:widthClass:configuration:role:)``). It is
/// never stored and never saved: the same stack shows as one pane at 400 points and as two at
/// 1,000, and restoring a snapshot at any width gives the same stacks.
///
/// Only the stack's base context is divided into panes; sheets and covers show above the whole
/// scene, as they do above one screen.
public struct StackScene: Hashable, Sendable, Codable {
    /// The strategy that gave the panes.
    public var strategy: SceneStrategy
    /// The panes, leading first; the last ends with the stack's top entry.
    public var panes: [ScenePane]

    /// Creates a scene from its panes.
    ///
    /// - Parameters:
    ///   - strategy: The strategy that gave the panes.
    ///   - panes: The panes, leading first.
    public init(strategy: SceneStrategy, panes: [ScenePane]) {
        self.strategy = strategy
        self.panes = panes
    }

    /// The scene of a stack: the first of `configuration`'s strategies that does not decline,
    /// or a single pane.
    ///
    /// - Parameters:
    ///   - entries: The stack's entries, bottom to top; modal entries and what lies above them
    ///     are left out (they show above the scene).
    ///   - widthClass: The window's width class.
    ///   - configuration: The stack's strategies.
    ///   - role: The pane role of an entry's route; a route's own ``/WayfinderRouting/RouteType/paneRole``
    ///     unless the app names roles elsewhere (a manifest's routes).
    public init<Route: RouteType>(
        entries: [Entry<Route>], widthClass: WidthClass, configuration: SceneConfiguration,
        role: (Route) -> PaneRole? = { $0.paneRole }
    ) {
        let base = Self.baseContext(of: entries)
        for strategy in configuration.strategies where strategy != .single {
            if let panes = strategy.panes(for: base, in: widthClass, role: role) {
                self.init(strategy: strategy, panes: panes)
                return
            }
        }
        self.init(strategy: .single, panes: SceneStrategy.single.panes(for: base, in: widthClass, role: role) ?? [])
    }

    /// The entries of a stack's base context: up to, not including, its first modal entry.
    ///
    /// - Parameter entries: A stack's entries, bottom to top.
    /// - Returns: The leading run that no sheet or cover opens.
    public static func baseContext<Route: RouteType>(of entries: [Entry<Route>]) -> [Entry<Route>] {
        guard let modal = entries.indices.dropFirst().first(where: { entries[$0].isModal }) else { return entries }
        return Array(entries[..<modal])
    }

    /// The index of the focused pane: the one showing the stack's top, the last.
    public var focusedPane: Int { Swift.max(0, panes.count - 1) }

    /// The entries the panes show: each pane's top, leading pane first.
    public var shown: [EntryID] { panes.compactMap(\.top) }

    /// Every entry some pane holds.
    public var paneEntries: Set<EntryID> { Set(panes.flatMap(\.entries)) }

    /// Whether the scene has more than one pane.
    public var isMultiPane: Bool { panes.count > 1 }

    /// What identifies the scene for ``BackPolicy/popUntilSceneChange``: the strategy and the
    /// entry leading it (for one pane, the entry it shows).
    public var key: SceneKey {
        SceneKey(strategy: strategy, anchor: isMultiPane ? panes.first?.top : panes.last?.top)
    }
}

/// What identifies a scene for back: its strategy and its leading entry.
public struct SceneKey: Hashable, Sendable {
    /// The strategy that gave the scene.
    public var strategy: SceneStrategy
    /// The leading pane's entry, or for one pane the entry shown.
    public var anchor: EntryID?
}
