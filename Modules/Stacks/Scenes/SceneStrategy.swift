import WayfinderRouting

/// One way of showing a stack: a rule that, given the stack's entries and the window's width
/// class, either gives the panes it would show or declines.
///
/// A stack declares its strategies in order (``SceneConfiguration/strategies``); the first that
/// does not decline gives the stack's ``StackScene``, and ``single`` (which never declines) is
/// the fallback.
///
/// | Strategy | Shown when | Panes |
/// |---|---|---|
/// | ``single`` | always | the top entry (the whole stack, its top shown) |
/// | ``listDetail`` | medium or wider; the top entry is a `detail`; a `list` entry lies below it | the nearest `list` below the top, and the entries above it |
/// | ``listDetailExtra`` | expanded; the top is an `extra`, a `detail` below it, a `list` below that | three |
public enum SceneStrategy: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// One pane: the top entry, with every entry below it.
    case single
    /// Two panes: a `list` and the `detail` above it.
    case listDetail = "list-detail"
    /// Three panes: a `list`, a `detail` above it and an `extra` on top.
    case listDetailExtra = "list-detail-extra"

    /// The manifest's spelling: `single`, `list-detail`, `list-detail-extra`.
    public var description: String { rawValue }

    /// The panes this strategy shows for a stack's base context, or `nil` when it declines.
    ///
    /// Each pane is a run of consecutive entries of `entries`, and the panes follow each other
    /// to the top: the last pane always ends with the top entry. Entries below the first pane
    /// belong to no pane.
    ///
    /// - Parameters:
    ///   - entries: The entries of the stack's base context, bottom to top (no modal entry).
    ///   - widthClass: The window's width class.
    ///   - role: The pane role of an entry's route.
    /// - Returns: The panes, bottom pane first, or `nil`.
    public func panes<Route: RouteType>(
        for entries: [Entry<Route>], in widthClass: WidthClass, role: (Route) -> PaneRole?
    ) -> [ScenePane]? {
        guard let top = entries.indices.last else { return nil }
        switch self {
        case .single:
            return [ScenePane(role: role(entries[top].route), entries: entries.map(\.id))]
        case .listDetail:
            guard widthClass >= .medium, role(entries[top].route) == .detail,
                let list = entries[..<top].lastIndex(where: { role($0.route) == .list })
            else { return nil }
            return [
                ScenePane(role: .list, entries: [entries[list].id]),
                ScenePane(role: .detail, entries: entries[(list + 1)...].map(\.id)),
            ]
        case .listDetailExtra:
            guard widthClass >= .expanded, role(entries[top].route) == .extra,
                let detail = entries[..<top].lastIndex(where: { role($0.route) == .detail }),
                let list = entries[..<detail].lastIndex(where: { role($0.route) == .list })
            else { return nil }
            return [
                ScenePane(role: .list, entries: [entries[list].id]),
                ScenePane(role: .detail, entries: entries[(list + 1)...detail].map(\.id)),
                ScenePane(role: .extra, entries: entries[(detail + 1)...].map(\.id)),
            ]
        }
    }
}
