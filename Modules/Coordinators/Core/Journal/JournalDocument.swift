/// A ``NavigationJournal`` as one versioned `Codable` value: what `GET /journal.json` serves.
///
/// Encoding needs nothing; decoding needs the app's ``/WayfinderRouting/RouteRegistry`` in the
/// decoder's `userInfo` (under `.routeRegistry`), as every tree does. A document of a newer
/// ``version`` than this build reads is refused with ``JournalFormatError/newerVersion(_:supported:)``
/// before anything else is read.
public struct JournalDocument: Hashable, Sendable, Codable {
    /// The format version this build writes and reads. Version 2 added state writes
    /// (``JournalEntry/Outcome/stateWritten`` entries with ``JournalEntry/state``); a version 1
    /// document reads unchanged.
    public static let currentVersion = 2

    /// The document's format version.
    public var version: Int
    /// The most entries the journal keeps.
    public var capacity: Int
    /// How many entries were ever recorded.
    public var recorded: UInt64
    /// How many of them were dropped (the ring was full, or the journal was cleared).
    public var dropped: UInt64
    /// The tree before the first entry listed.
    public var start: NavigationTree
    /// The entries kept, oldest first.
    public var entries: [JournalEntry]

    /// Creates a document of the current version.
    public init(capacity: Int, recorded: UInt64, dropped: UInt64, start: NavigationTree, entries: [JournalEntry]) {
        self.version = Self.currentVersion
        self.capacity = capacity
        self.recorded = recorded
        self.dropped = dropped
        self.start = start
        self.entries = entries
    }

    private enum CodingKeys: String, CodingKey {
        case version, capacity, recorded, dropped, start, entries
    }

    /// Decodes a document, refusing a newer version first.
    ///
    /// - Throws: ``JournalFormatError/newerVersion(_:supported:)``, or the decoding errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.currentVersion else {
            throw JournalFormatError.newerVersion(version, supported: Self.currentVersion)
        }
        capacity = try container.decode(Int.self, forKey: .capacity)
        recorded = try container.decode(UInt64.self, forKey: .recorded)
        dropped = try container.decode(UInt64.self, forKey: .dropped)
        start = try container.decode(NavigationTree.self, forKey: .start)
        entries = try container.decode([JournalEntry].self, forKey: .entries)
    }
}

/// Why a journal document cannot be read.
public enum JournalFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// It was written by a newer Wayfinder, in a format version this build does not know.
    case newerVersion(Int, supported: Int)

    /// The error as a sentence.
    public var description: String {
        switch self {
        case .newerVersion(let found, let supported):
            "the journal is format version \(found); this build reads version \(supported) and older"
        }
    }
}
