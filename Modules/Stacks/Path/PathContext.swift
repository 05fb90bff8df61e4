import WayfinderRouting

/// One layer of a ``RoutePath``: the entry that opened it (the root, or a modal) and the
/// entries pushed on top of it.
public struct PathContext<Route: RouteType>: Hashable, Sendable {
    /// The index in the path of the entry that opened this context.
    public let startIndex: Int
    /// The opening entry followed by the entries pushed inside this context.
    public let entries: [Entry<Route>]

    /// The entry that opened this context: the path's root for the base context, a modal otherwise.
    public var opener: Entry<Route> { entries[0] }

    /// Whether this is the base context, opened by the path's root.
    public var isBase: Bool { startIndex == 0 }

    /// Whether screens may be pushed inside this context.
    public var allowsPush: Bool { opener.withNavigation }

    /// The entries pushed inside this context, opener excluded.
    public var pushed: ArraySlice<Entry<Route>> { entries.dropFirst() }
}

extension RoutePath {
    // MARK: - Contexts

    /// The navigation contexts (layers), bottom to top: the base context, then one per modal.
    ///
    /// Computed on demand in O(count); prefer ``topContext`` when only the top one matters.
    public var contexts: [PathContext<Route>] {
        guard !entries.isEmpty else { return [] }
        let starts = [0] + modalIndices
        return starts.indices.map { position in
            let end = position + 1 < starts.count ? starts[position + 1] : entries.count
            return PathContext(startIndex: starts[position], entries: Array(entries[starts[position]..<end]))
        }
    }

    /// The topmost navigation context: the one a push goes into.
    public var topContext: PathContext<Route>? {
        guard !entries.isEmpty else { return nil }
        return PathContext(startIndex: topContextStart, entries: Array(entries[topContextStart...]))
    }

    /// The index of the entry opening the context that holds `index`.
    func contextStart(containing index: Int) -> Int {
        let position = firstModalPosition(above: index)
        return position == 0 ? 0 : modalIndices[position - 1]
    }

    /// The position in `modalIndices` of the first modal strictly above `index`.
    @inlinable func firstModalPosition(above index: Int) -> Int {
        // modalIndices is ascending: binary search for the first one greater than `index`.
        var low = 0
        var high = modalIndices.count
        while low < high {
            let middle = (low + high) / 2
            if modalIndices[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
