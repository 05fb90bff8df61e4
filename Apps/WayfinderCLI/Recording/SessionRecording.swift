import Foundation
import WayfinderCoordinators
import WayfinderStacks

/// A recorded session (`run --record`, `serve --record`, `check`'s counterexamples) as
/// versioned JSON lines: a header, the start, then one step per command, each holding the
/// ``/WayfinderCoordinators/JournalEntry`` values the command made, read back by
/// ``RecordingReader`` one line at a time, refusing anything it cannot trust.
///
/// ```
/// {"app":"shop","format":"wayfinder-session","kind":"header","manifest":"Configs/shop.yaml","manifestHash":"sha256:…","tool":"wayfinder","version":3}
/// {"kind":"start","restored":false,"states":{…},"tree":{…}}
/// {"command":"tab cart","entries":[{"api":"Navigator.transaction","outcome":"committed","sequence":1,…}],"kind":"step","outcome":"ok","step":1,"tree":{…}}
/// {"command":"tap 1","entries":[{"decisions":[{"decision":"redirect",…}],"outcome":"redirected",…},…],"kind":"step","message":"…","outcome":"note","step":2,"tree":{…}}
/// {"entries":[{"api":"devtools",…}],"jump":{…},"kind":"jump","outcome":"ok","step":3,"tree":{…}}
/// ```
///
/// ## One history, one type
///
/// What happened in a session is the journal's to say: a step's `entries` are the
/// ``/WayfinderCoordinators/JournalEntry`` values the navigator's journal recorded while the
/// command ran, encoded as `GET /journal.json` serves them, numbered from 1 in the recording and
/// without timings (a ``/WayfinderCoordinators/CompletionRecord`` is when the renderer was done,
/// which no replay reproduces). So the devtools' journal, `--record`, `replay`, `export-test`
/// and `check`'s counterexamples speak of a transaction with one `Codable` type. A step adds
/// only what the journal cannot know: the command line as typed (or the devtools jump), what
/// became of it as a command (`ok`, `note` for a guard's redirect, `error` for a refusal, which
/// may be refused before any transaction), what it reported, and the tree after it with each
/// entry's and coordinator's phase and saved state (as `run --json` writes it; the journal's
/// trees hold neither). `replay` compares all of it: the tree, the outcome, the message, then
/// the entries, field by field (their numbers, the change ids and the renderer's plan aside:
/// see ``comparable(_:)``).
///
/// Each line ends with a line break, so a file cut short is recognised.
///
/// ## Earlier versions
///
/// Readers migrate: a version 3 recording has no window reports and its layouts name only the
/// focused window's width (see ``WindowReport``); a version 2 step has no `entries` (nothing of
/// the journal is compared), and a version 1 recording (before saved state, phases and jumps)
/// has its trees compared as version 1 wrote them (``Header/version``).
enum SessionRecording {
    /// The format's name, in every header.
    static let format = "wayfinder-session"
    /// The version this build writes, and the newest it reads.
    static let version = 4
    /// The first version whose steps hold the journal's entries.
    static let journalVersion = 3
    /// The first version with window reports (`"kind":"window"` steps) and the widths of the
    /// windows without focus in each step's layout.
    static let windowsVersion = 4
    /// The largest line read, in bytes: as much as a saved snapshot may hold.
    static let lineLimit = 4 * 1024 * 1024
    /// The largest recording read, in bytes.
    static let byteLimit = 1024 * 1024 * 1024

    /// The first line.
    struct Header: Hashable, Sendable {
        /// The recorded app's id.
        var app: String
        /// The manifest as given on the command line.
        var manifest: String
        var manifestHash: String
        /// The executable that recorded it (`wayfinder`, `shop`).
        var tool: String
        /// The format version it was written in: 1 trees hold neither phases nor saved state.
        var version: Int
    }

    /// The second line: where the session started.
    struct Start: Hashable, Sendable {
        /// Whether the starting tree was restored from saved state.
        var restored: Bool
        /// The starting tree.
        var tree: RecordedJSON
        /// The saved state it started with (version 2), as ``SavedStates`` encodes it.
        var states: RecordedJSON?
    }

    /// What became of a step.
    enum Outcome: String, Hashable, Sendable, Codable {
        /// It was carried out (what it noted, as `system-back` does, is its message).
        case ok
        /// A guard redirected it: what it reported is a note.
        case note
        /// It was refused; nothing changed.
        case error
    }

    /// What one step did.
    enum Action: Hashable, Sendable {
        /// A command line, run as typed (comments and surrounding blanks dropped).
        case command(String)
        /// A devtools jump back to an earlier tree (`serve`'s inspector).
        case jump(RecordedJSON)
        /// A page's report about an app window that no command makes (version 4): the width of
        /// a window without focus, or whether a window is shown.
        case window(WindowReport)
    }

    /// One recorded step.
    struct Step: Hashable, Sendable {
        /// Its number, from 1.
        var number: Int
        /// The line in the recording.
        var line: Int
        var action: Action
        var outcome: Outcome
        /// What the run reported for it (a note, a refusal).
        var message: String?
        /// The tree after it.
        var tree: RecordedJSON
        /// The journal entries it made (version 3 on), as the recording holds them: an array of
        /// encoded ``/WayfinderCoordinators/JournalEntry`` values, decoded with the app's routes by
        /// ``journalEntries(routes:)``; `nil` in a recording of an earlier version.
        var entries: RecordedJSON? = nil
        /// The window's width and the scenes shown after it, once a width was reported
        /// (``layout(of:)``); `nil` before, and in recordings made before widths were recorded.
        var layout: RecordedJSON? = nil

        /// The command, or how a jump (`devtools jump`) or a window report (`page report: window
        /// w1 hidden`) reads in messages.
        var command: String {
            switch action {
            case .command(let line): line
            case .jump: "devtools jump"
            case .window(let report): "page report: \(report)"
            }
        }
    }

    // MARK: - Trees as JSON

    /// The navigator's tree as a recording of `version` holds it: version 2 as `run --json`
    /// writes it (phases and saved state in it), version 1 without them.
    @MainActor static func tree(of navigator: Navigator, version: Int = version) throws -> RecordedJSON {
        try tree(navigator.tree, version: version, entryStates: navigator.entryStates, flowStates: navigator.flowStates)
    }

    /// `tree` as a recording of `version` holds it, with the saved states given.
    static func tree(
        _ tree: NavigationTree, version: Int = version, entryStates: [EntryID: StateBag] = [:],
        flowStates: [CoordinatorID: StateBag] = [:]
    ) throws -> RecordedJSON {
        guard version >= 2 else { return try RecordedJSON(encoding: tree) }
        let view = TreeView(tree, entryStates: entryStates, flowStates: flowStates)
        return try RecordedJSON(encoding: tree, userInfo: [.treeView: view])
    }
}

/// The saved state of a navigator as a recording's start holds it, to restore it on replay.
struct SavedStates: Codable, Hashable, Sendable {
    var entries: [EntryID: StateBag]
    var flows: [CoordinatorID: StateBag]
}

/// Why a recording cannot be used: the file, the line when one is to blame, and what is wrong.
struct RecordingError: Error, CustomStringConvertible {
    let path: String
    let line: Int?
    let message: String

    init(_ path: String, line: Int? = nil, _ message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `S.jsonl:3: error: …`.
    var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)"
    }
}
