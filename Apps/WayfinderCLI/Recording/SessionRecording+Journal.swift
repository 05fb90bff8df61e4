import Foundation
import WayfinderCoordinators
import WayfinderRouting

// MARK: - Journal entries in a recording

extension SessionRecording {
    /// `entries` as a step line holds them: the values the journal keeps, encoded as
    /// `GET /journal.json` encodes them.
    static func json(of entries: [JournalEntry]) throws -> RecordedJSON {
        try RecordedJSON(encoding: entries)
    }

    /// `entry` as `replay` compares it: what the engine decided, without what differs between
    /// two runs of the same commands. Its number, the change's id (``JournalEntry/change`` and the
    /// event's ``/WayfinderCoordinators/NavigationEvent/sequence``) count from wherever the app
    /// was when the recording started, which a restored start reaches by another road on replay;
    /// the renderer's plan is the recording renderer's, not the replay's; and the completion is a
    /// timing.
    static func comparable(_ entry: JournalEntry) -> JournalEntry {
        var entry = entry
        entry.sequence = 0
        entry.change = entry.change.map { _ in 0 }
        entry.event?.sequence = 0
        entry.plan = nil
        entry.completion = nil
        return entry
    }

    /// The first place where the entries a step recorded and the ones its replay made differ
    /// (`entries[0].api: recorded "gesture", replayed "Navigator.transaction"`), or `nil` when
    /// they are equal as ``comparable(_:)`` sees them. Who asked and through which API are
    /// compared too: a page's gesture is recorded as the command that makes the same gesture
    /// (`tap-tab`, `tap-backdrop`, `system-back`), never as a program request that looks alike.
    static func difference(recorded: [JournalEntry], replayed: [JournalEntry]) throws -> String? {
        RecordedJSON.difference(
            recorded: try json(of: recorded.map(comparable)), replayed: try json(of: replayed.map(comparable)),
            at: "entries")
    }
}

extension SessionRecording.Step {
    /// The step's journal entries decoded with `routes` (what every tree in them needs), or
    /// `nil` for a step of a version before 3, which recorded none.
    ///
    /// - Throws: The decoding error, when the entries are not journal entries of these routes.
    func journalEntries(routes: RouteRegistry) throws -> [JournalEntry]? {
        guard let entries else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = routes
        return try decoder.decode([JournalEntry].self, from: entries.data())
    }
}

// MARK: - Reading the journal step by step

/// Takes the entries a navigator's journal recorded since the last step, for a recording (the
/// recorder) or for comparing with one (`replay`).
///
/// A navigator without a journal gets one, which the cursor then empties after every step, so
/// a long session holds one step's entries at a time. A journal someone else attached (`serve`'s
/// inspector) is read, never emptied; when the navigator's journal is replaced (the inspector
/// attaches after the app is composed, when the recorder has started), the new one is read from
/// its oldest kept entry, since nothing ran between the two.
@MainActor
final class JournalCursor {
    private let navigator: Navigator
    /// The journal read last, whether the cursor attached it, and its last entry taken.
    private var journal: NavigationJournal
    private var owned: Bool
    private var last: UInt64
    /// How many entries were taken: the last one's number in the recording.
    private(set) var taken: UInt64 = 0

    /// Starts reading `navigator`'s journal from now, attaching one when it has none.
    init(navigator: Navigator) {
        self.navigator = navigator
        if let attached = navigator.journal {
            journal = attached
            owned = false
        } else {
            journal = NavigationJournal()
            owned = true
            navigator.journal = journal
        }
        last = journal.recorded
    }

    /// The entries recorded since the last call, numbered on from the last one taken, without
    /// the renderer's completion (a timing).
    func take() -> [JournalEntry] {
        if let current = navigator.journal, current !== journal {
            journal = current
            owned = false
            last = current.dropped
        }
        guard journal.recorded > last else { return [] }
        let first = Swift.max(last, journal.dropped) + 1
        var entries: [JournalEntry] = []
        for sequence in first...journal.recorded {
            guard var entry = journal.entry(sequence) else { continue }
            taken += 1
            entry.sequence = taken
            entry.completion = nil
            entries.append(entry)
        }
        last = journal.recorded
        if owned { journal.removeAll() }
        return entries
    }
}

// MARK: - Saying why entries cannot be read

extension SessionRecording {
    /// Why recorded entries could not be decoded, naming where (`entries[0].outcome: Cannot
    /// initialize Outcome from invalid String value pushed`), not the decoder's whole context.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])): missing"
        @unknown default:
            return "\(error)"
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        path.reduce("entries") { text, key in
            key.intValue.map { "\(text)[\($0)]" } ?? "\(text).\(key.stringValue)"
        }
    }
}
