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
        guard let starts = paneStarts(in: entries, widthClass: widthClass, role: role) else { return nil }
        return panes(startingAt: starts, of: entries, role: role)
    }

    /// The panes this strategy shows, from where they start (what ``paneStarts(in:widthClass:role:)``
    /// gave for the same entries).
    ///
    /// - Parameters:
    ///   - starts: The index of each pane's bottom entry, leading pane first.
    ///   - entries: The entries of the stack's base context, bottom to top, indexed from 0.
    ///   - role: The pane role of an entry's route (the single pane takes its top's).
    /// - Returns: The panes, leading first.
    public func panes<Entries: RandomAccessCollection, Route: RouteType>(
        startingAt starts: [Int], of entries: Entries, role: (Route) -> PaneRole?
    ) -> [ScenePane] where Entries.Element == Entry<Route>, Entries.Index == Int {
        let roles: [PaneRole?] =
            switch self {
            case .single: [entries.last.flatMap { role($0.route) }]
            case .listDetail: [.list, .detail]
            case .listDetailExtra: [.list, .detail, .extra]
            }
        return starts.indices.map { pane in
            let end = pane + 1 < starts.count ? starts[pane + 1] : entries.endIndex
            return ScenePane(
                role: pane < roles.count ? roles[pane] : nil, entries: entries[starts[pane]..<end].map(\.id))
        }
    }

    /// Where the panes this strategy shows start, or `nil` when it declines: the index of each
    /// pane's bottom entry, leading pane first (each pane runs up to the next one's start, the
    /// last to the top).
    ///
    /// It reads the top entry and the entries down to the nearest `list` (for three panes, the
    /// nearest `detail`, then `list`), never the entries below: what a width change compares
    /// for each stack without listing a pane's entries.
    ///
    /// - Parameters:
    ///   - entries: The entries of the stack's base context, bottom to top, indexed from 0.
    ///   - widthClass: The window's width class.
    ///   - role: The pane role of an entry's route.
    /// - Returns: The start of each pane, or `nil`.
    public func paneStarts<Entries: RandomAccessCollection, Route: RouteType>(
        in entries: Entries, widthClass: WidthClass, role: (Route) -> PaneRole?
    ) -> [Int]? where Entries.Element == Entry<Route>, Entries.Index == Int {
        guard let top = entries.indices.last else { return nil }
        switch self {
        case .single:
            return [entries.startIndex]
        case .listDetail:
            guard widthClass >= .medium, role(entries[top].route) == .detail,
                let list = entries[..<top].lastIndex(where: { role($0.route) == .list })
            else { return nil }
            return [list, list + 1]
        case .listDetailExtra:
            guard widthClass >= .expanded, role(entries[top].route) == .extra,
                let detail = entries[..<top].lastIndex(where: { role($0.route) == .detail }),
                let list = entries[..<detail].lastIndex(where: { role($0.route) == .list })
            else { return nil }
            return [list, list + 1, detail + 1]
        }
    }
}
