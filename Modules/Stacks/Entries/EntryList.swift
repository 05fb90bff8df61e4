import WayfinderRouting

/// The entries of a path, root first, stored so that two versions of a path share what they have
/// in common.
///
/// A path's entries are also held by the tree the renderer was given, by the change describing
/// the last commit and by anything that kept either. With a plain array, the next push or pop
/// would copy every entry because the array is shared. An `EntryList` keeps its entries in
/// sealed, immutable chunks of ``chunkSize`` plus a short open tail. Changing a shared list
/// copies at most the tail and the chunk references, and never an entry below the top chunk.
/// A push or pop costs the same at depth 10 and depth 10,000.
///
/// It is a random-access collection with integer indices from 0, so reading it works like
/// reading an array: `list.last`, `list[3]`, `list.map(\.id)`. `Array(list)` copies it out.
public struct EntryList<Route: RouteType>: Sendable {
    /// How many entries a sealed chunk holds.
    @inlinable public static var chunkSize: Int { 16 }

    /// The sealed entries, ``chunkSize`` per chunk, bottom first. A sealed chunk is never
    /// changed in place, so its storage stays shared by every version that holds it (replacing
    /// one entry gives that chunk new storage).
    @usableFromInline var chunks: [[Entry<Route>]]
    /// The entries above the sealed ones: at most ``chunkSize``.
    @usableFromInline var tail: [Entry<Route>]

    /// Creates an empty list.
    @inlinable public init() {
        chunks = []
        tail = []
        sealedCount = 0
        total = 0
    }

    /// Creates a list holding `entries`, root first.
    ///
    /// - Parameter entries: The entries, bottom to top.
    @inlinable public init<S: Sequence>(_ entries: S) where S.Element == Entry<Route> {
        self.init()
        for entry in entries {
            append(entry)
        }
    }

    /// The number of entries in sealed chunks, kept as a plain integer: generic code reading
    /// the count then needs no type metadata of the nested arrays.
    @usableFromInline var sealedCount: Int = 0
    /// The number of entries, kept as a plain integer for the same reason.
    @usableFromInline var total: Int = 0

    // MARK: - Changing

    /// Adds an entry on top.
    ///
    /// - Parameter entry: The new top entry.
    @inlinable public mutating func append(_ entry: Entry<Route>) {
        if total - sealedCount == Self.chunkSize {
            chunks.append(tail)
            sealedCount += Self.chunkSize
            tail = []
            tail.reserveCapacity(Self.chunkSize)
        }
        tail.append(entry)
        total += 1
    }

    /// Removes the `count` topmost entries.
    ///
    /// - Parameter count: How many to remove; a count above ``count`` removes every entry and
    ///   one below 0 removes none.
    @inlinable public mutating func removeLast(_ count: Int) {
        removeLast(count, copyingWhatStays: false)
    }

    /// Removes the `count` topmost entries; with `copyingWhatStays`, the open tail is replaced
    /// by a copy of the entries that stay instead of changed in place.
    ///
    /// A caller whose list shares its tail with another value (the engine: the last published
    /// tree holds every committed path's list) passes `true`: removing from a shared array
    /// copies every entry, the removed ones too, before dropping them. For a list that holds its
    /// tail alone, in place is cheaper (no copy at all).
    @inlinable mutating func removeLast(_ count: Int, copyingWhatStays: Bool) {
        var left = Swift.min(Swift.max(count, 0), self.count)
        while left > 0 {
            if total == sealedCount, let chunk = chunks.popLast() {
                tail = chunk
                sealedCount -= Self.chunkSize
            }
            let now = Swift.min(left, total - sealedCount)
            if copyingWhatStays {
                let kept = tail.count - now
                tail = kept == 0 ? [] : Array(tail[..<kept])
            } else {
                tail.removeLast(now)
            }
            total -= now
            left -= now
        }
    }

    /// Keeps the `count` bottom entries and removes the rest.
    ///
    /// - Parameter count: How many entries to keep; at most ``count``.
    @inlinable public mutating func truncate(to count: Int) {
        truncate(to: count, copyingWhatStays: false)
    }

    /// Keeps the `count` bottom entries, as ``removeLast(_:copyingWhatStays:)`` removes the rest.
    @inlinable mutating func truncate(to count: Int, copyingWhatStays: Bool) {
        removeLast(self.count - Swift.max(0, count), copyingWhatStays: copyingWhatStays)
    }

    /// Removes every entry.
    @inlinable public mutating func removeAll() {
        chunks = []
        tail = []
        sealedCount = 0
        total = 0
    }
}

// MARK: - Reading

extension EntryList: RandomAccessCollection, MutableCollection {
    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of entries.
    @inlinable public var endIndex: Int { total }
    /// The number of entries.
    @inlinable public var count: Int { total }
    /// Whether there is no entry.
    @inlinable public var isEmpty: Bool { total == 0 }

    /// The entry at `index` (0 is the root). Replacing one copies at most one chunk.
    @inlinable public subscript(index: Int) -> Entry<Route> {
        get {
            let sealed = sealedCount
            if index >= sealed { return tail[index - sealed] }
            return chunks[index / Self.chunkSize][index % Self.chunkSize]
        }
        set {
            let sealed = sealedCount
            if index >= sealed {
                tail[index - sealed] = newValue
                return
            }
            chunks[index / Self.chunkSize][index % Self.chunkSize] = newValue
        }
    }

    /// Whether the entry at `index` lets screens be pushed above it, read in place: the
    /// subscript would copy the whole entry to answer.
    @inlinable func withNavigation(at index: Int) -> Bool {
        let sealed = sealedCount
        if index >= sealed { return tail[index - sealed].withNavigation }
        return chunks[index / Self.chunkSize][index % Self.chunkSize].withNavigation
    }

    /// The topmost entry.
    @inlinable public var last: Entry<Route>? {
        total > 0 ? self[total - 1] : nil
    }

    /// The entries from index `start` to the top, copied into an array a chunk at a time
    /// (`Array(list[start...])`, without going through a slice).
    ///
    /// - Parameter start: The first index copied; 0 or less copies every entry, ``count`` or
    ///   more none.
    /// - Returns: The entries, bottom first.
    @inlinable public func entries(from start: Int) -> [Entry<Route>] {
        let sealed = sealedCount
        if start >= sealed {
            // The top entry alone (a pop) is copied as one element, not through a slice.
            if start == total - 1 { return [tail[start - sealed]] }
            return start < total ? Array(tail[(start - sealed)...]) : []
        }
        var copied: [Entry<Route>] = []
        copied.reserveCapacity(total - Swift.max(start, 0))
        var index = Swift.max(start, 0)
        while index < sealed {
            let offset = index % Self.chunkSize
            copied += chunks[index / Self.chunkSize][offset...]
            index += Self.chunkSize - offset
        }
        copied += tail
        return copied
    }
}

extension EntryList: ExpressibleByArrayLiteral {
    /// A list of these entries, root first.
    @inlinable public init(arrayLiteral elements: Entry<Route>...) {
        self.init(elements)
    }
}

extension EntryList: Hashable {
    /// Two lists are equal when they hold equal entries in the same order; chunks both share
    /// are not compared entry by entry (an array compares equal to one sharing its storage at
    /// once).
    @inlinable public static func == (lhs: EntryList, rhs: EntryList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.sealedCount == rhs.sealedCount else { return lhs.elementsEqual(rhs) }
        return lhs.chunks == rhs.chunks && lhs.tail == rhs.tail
    }

    /// Hashes the entries in order.
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self {
            hasher.combine(entry)
        }
    }
}

extension EntryList: CustomStringConvertible {
    /// The entries as an array would print them.
    @inlinable public var description: String { Array(self).description }
}
