import Foundation
import WayfinderCoordinators

/// The devtools of one ``/WayfinderCoordinators/Navigator``: a transaction journal attached to
/// it, the journal as JSON, and jumps back to an earlier state.
///
/// Any app can attach one in a few lines and serve it on localhost (an app in a simulator
/// reaches the host's 127.0.0.1); `shop serve` and `wayfinder serve` use the same type.
///
/// ```swift
/// let navigator = Navigator()
/// let inspector = NavigatorInspector()
/// inspector.attach(to: navigator)
/// try await navigator.start(root: AppCoordinator())
/// Task { try await InspectorServer.serve(inspector, port: 9090) { print("inspector on port \($0)") } }
/// ```
///
/// **Jumps.** ``jump(to:)`` restores the tree an entry left as one transaction with source
/// ``/WayfinderCoordinators/NavigationSource/devtools``: interceptors check it again (the auth
/// guard denies a protected screen while logged out, as for a restore), and the jump is a new
/// entry of the journal. The journal never forgets: the entries between the target and the jump
/// stay, greyed out as an abandoned branch (``jumps`` says which), and a new command after a
/// jump is appended after it, on the live branch. Jumping again greys out the next branch.
@MainActor
public final class NavigatorInspector {
    /// The journal the navigator records into.
    public let journal: NavigationJournal
    /// The navigator inspected, once attached.
    public private(set) var navigator: Navigator?
    /// Every jump made, oldest first.
    public private(set) var jumps: [InspectorJump] = []

    /// Creates an inspector with a journal of `capacity` entries.
    public init(capacity: Int = NavigationJournal.defaultCapacity) {
        journal = NavigationJournal(capacity: capacity)
    }

    /// Starts recording `navigator`'s transactions (it gets this inspector's journal).
    ///
    /// Attaching again (a reloaded app's new navigator) keeps the entries recorded so far.
    public func attach(to navigator: Navigator) {
        self.navigator = navigator
        navigator.journal = journal
    }

    /// The journal and the jumps as the JSON `GET /journal.json` serves:
    /// `{"journal": JournalDocument, "jumps": [{"target": 5, "entry": 12}]}`.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(InspectorDocument(journal: journal.document, jumps: jumps))
    }

    /// The most entries one `GET /journal.json` lists, and the number it lists when not told.
    nonisolated public static let pageLimit = 1_000

    /// Up to `limit` entries of the journal after the entry numbered `after` (from the oldest
    /// kept without it), with the jumps, and where the next page starts: what
    /// `GET /journal.json?after=N&limit=M` serves. Its `start` is the tree before the first
    /// entry listed.
    ///
    /// Copying a page is cheap and encoding it is left to the caller, off the main actor, so a
    /// long journal never holds up commands.
    ///
    /// - Parameters:
    ///   - after: The number of the last entry already read; `nil` for the oldest kept.
    ///   - limit: The most entries listed, from 1 to ``pageLimit``.
    public func page(after: UInt64?, limit: Int) -> JournalPage {
        let limit = min(max(limit, 1), Self.pageLimit)
        let kept = journal.entries
        let first = after.map { cursor in kept.firstIndex { $0.sequence > cursor } ?? kept.count } ?? 0
        let listed = Array(kept[first..<min(first + limit, kept.count)])
        var document = journal.document
        document.entries = listed
        if let oldest = listed.first, let start = journal.tree(before: oldest.sequence) { document.start = start }
        let more = first + listed.count < kept.count
        return JournalPage(
            document: InspectorDocument(journal: document, jumps: jumps), next: more ? listed.last?.sequence : nil)
    }

    /// Restores the tree entry `sequence` left, as one `devtools` transaction checked by the
    /// interceptors again.
    ///
    /// - Parameter sequence: The entry to go back to.
    /// - Returns: The jump made.
    /// - Throws: ``InspectorError`` when nothing is attached, the entry is not (or no longer)
    ///   kept, or an interceptor refused the jump (nothing changed then).
    @discardableResult
    public func jump(to sequence: UInt64) async throws(InspectorError) -> InspectorJump {
        guard let navigator else { throw .notAttached }
        guard let entry = journal.entry(sequence) else {
            throw .noSuchEntry(sequence, kept: journal.count == 0 ? nil : (journal.dropped + 1)...journal.recorded)
        }
        do {
            try await navigator.restore(entry.tree, source: .devtools)
        } catch {
            throw .refused(sequence, "\(error)")
        }
        let jump = InspectorJump(target: sequence, entry: journal.recorded)
        jumps.append(jump)
        return jump
    }
}

/// One jump: the entry gone back to, and the journal entry of the jump itself.
public struct InspectorJump: Hashable, Sendable, Codable {
    /// The entry whose tree was restored.
    public var target: UInt64
    /// The jump's own entry (the entries between the two are the abandoned branch).
    public var entry: UInt64
}

/// What `GET /journal.json` serves.
public struct InspectorDocument: Hashable, Sendable, Codable {
    /// The journal.
    public var journal: JournalDocument
    /// The jumps made, oldest first.
    public var jumps: [InspectorJump]
}

/// One page of `GET /journal.json` (see ``NavigatorInspector/page(after:limit:)``):
/// `{"journal": JournalDocument, "jumps": [...], "next": 1000}`; `next` is the `after` of the
/// next page, absent on the last.
public struct JournalPage: Hashable, Sendable, Codable {
    /// The journal with this page's entries, and the jumps.
    public var document: InspectorDocument
    /// The cursor of the next page, or `nil` on the last.
    public var next: UInt64?

    private enum CodingKeys: String, CodingKey {
        case journal, jumps, next
    }

    /// Creates a page.
    public init(document: InspectorDocument, next: UInt64?) {
        self.document = document
        self.next = next
    }

    /// Decodes a page.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        document = InspectorDocument(
            journal: try container.decode(JournalDocument.self, forKey: .journal),
            jumps: try container.decode([InspectorJump].self, forKey: .jumps))
        next = try container.decodeIfPresent(UInt64.self, forKey: .next)
    }

    /// Encodes the page: the document's keys, then `next`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(document.journal, forKey: .journal)
        try container.encode(document.jumps, forKey: .jumps)
        try container.encodeIfPresent(next, forKey: .next)
    }

    /// The page as the JSON `GET /journal.json` serves.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// Why the inspector could not do what was asked.
public enum InspectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No navigator is attached.
    case notAttached
    /// No such entry is kept; the entries kept, if any.
    case noSuchEntry(UInt64, kept: ClosedRange<UInt64>?)
    /// An interceptor refused the jump; nothing changed.
    case refused(UInt64, String)

    /// The error as a sentence.
    public var description: String {
        switch self {
        case .notAttached:
            "no navigator is attached to the inspector"
        case .noSuchEntry(let sequence, let kept?):
            "there is no journal entry \(sequence); entries \(kept.lowerBound) to \(kept.upperBound) are kept"
        case .noSuchEntry(let sequence, nil):
            "there is no journal entry \(sequence); the journal is empty"
        case .refused(let sequence, let reason):
            "the jump to entry \(sequence) was refused: \(reason)"
        }
    }
}
