/// One thing that can happen next to a running app, as `wayfinder check` explores it: a script
/// command (`tap 1`, `tab cart`, `open shop://item/1`, `swipe-back`, `confirm`, `login checker`)
/// a kill and restore (`--crash`), or the end of a renderer's transition (`transition-end`).
///
/// Events are script commands so that a session found by the checker is a recording `replay`
/// runs as it runs any other.
public struct CheckEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The families of events; `--events` selects among them.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        /// Every action of every screen the user can see (`tap N`, `tap SLOT N`).
        case actions
        /// A tap on each page of each visible tab bar.
        case tabs
        /// The manifest's deep links, with sample values for their parameters.
        case links
        /// Back swipes (completed and let go), interactive back (begin, progress, commit,
        /// cancel), sheet swipe-down and the system back button.
        case gestures
        /// Login and logout (when an auth guard runs), and the answers to a leave check's
        /// question (confirm, cancel).
        case answers
        /// A kill of the app and a restore of what it saved (`--crash` only).
        case crash
        /// Renderer timing: the running transition of a renderer that holds its transitions
        /// (`--renderer uikit` or `navigation-stack`) ends (`transition-end`), at any point
        /// between the other events; without this kind each transition ends as it starts.
        case timing
    }

    /// Its family.
    public var kind: Kind
    /// The script command it runs (`crash` for a kill and restore).
    public var command: String

    /// An event of `kind` running `command`.
    public init(_ kind: Kind, _ command: String) {
        self.kind = kind
        self.command = command
    }

    /// The command as a script line.
    public var description: String { command }

    /// The command of a kill and restore.
    public static let crashCommand = "crash"

    /// The command that ends the renderer's running transition (``Kind/timing``); the
    /// ``ScriptDriver`` carries it out.
    public static let transitionEndCommand = "transition-end"

    /// The kinds explored unless `--events` says otherwise: all but ``Kind/crash``.
    public static let defaultKinds: Set<Kind> = Set(Kind.allCases).subtracting([.crash])
}

extension CheckEvent {
    /// The event a script command is, as the checker would have named it: how `replay` checks
    /// a recorded command against the invariants.
    ///
    /// - Parameter command: A script line as recorded.
    public init(command: String) {
        let word = command.split(separator: " ").first.map(String.init) ?? ""
        let kind: Kind
        switch word {
        case "tap": kind = .actions
        case "tab": kind = .tabs
        case "open": kind = .links
        case "login", "logout", "confirm", "cancel": kind = .answers
        case Self.crashCommand: kind = .crash
        case Self.transitionEndCommand: kind = .timing
        default: kind = .gestures
        }
        self.init(kind, command)
    }
}
