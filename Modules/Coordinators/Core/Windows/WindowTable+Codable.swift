extension WindowTable: Codable {
    private enum CodingKeys: String, CodingKey {
        case windows, focused, focusOrder, nextID, limit
    }

    /// Decodes a table and checks that it is one the operations could have made: at least one
    /// window, ids unique and below `nextID`, the focused window open, the focus order naming
    /// each open window once, and no more windows than the limit.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming what does not hold.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        let windows = try keyed.decode([WindowState].self, forKey: .windows)
        let focused = try keyed.decode(WindowID.self, forKey: .focused)
        let focusOrder = try keyed.decode([WindowID].self, forKey: .focusOrder)
        let nextID = try keyed.decode(UInt64.self, forKey: .nextID)
        let limit = try keyed.decodeIfPresent(Int.self, forKey: .limit)
        func corrupt(_ key: CodingKeys, _ text: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [key], debugDescription: text))
        }
        let ids = windows.map(\.id)
        guard !ids.isEmpty else { throw corrupt(.windows, "a window table holds at least one window") }
        guard Set(ids).count == ids.count else { throw corrupt(.windows, "window ids repeat: \(ids)") }
        guard ids.allSatisfy({ $0.rawValue < nextID }) else {
            throw corrupt(.nextID, "next id \(nextID) is not above every window's id: \(ids)")
        }
        guard ids.contains(focused) else { throw corrupt(.focused, "focused window \(focused) is not open") }
        guard Set(focusOrder) == Set(ids), focusOrder.count == ids.count, focusOrder.last == focused else {
            throw corrupt(
                .focusOrder, "focus order \(focusOrder) does not list the open windows \(ids), \(focused) last")
        }
        if let limit, limit < 1 || ids.count > limit {
            throw corrupt(.limit, "limit \(limit) does not allow the \(ids.count) windows open")
        }
        self.init(checked: windows, focused: focused, focusOrder: focusOrder, nextID: nextID, limit: limit)
    }

    /// Encodes the windows, the focus, the focus order, the next id and the limit (left out
    /// when there is none).
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(windows, forKey: .windows)
        try keyed.encode(focused, forKey: .focused)
        try keyed.encode(focusOrder, forKey: .focusOrder)
        try keyed.encode(nextID, forKey: .nextID)
        try keyed.encodeIfPresent(limit, forKey: .limit)
    }
}
