import WayfinderComposition
import WayfinderCoordinators

/// What a command-line tool supplies to serve an app: how to compose it and how to carry out
/// one line of its command language. `shop serve` and `wayfinder serve` each bring theirs.
@MainActor
public protocol ServeBackend: AnyObject {
    /// The manifest file served; watched for live reload.
    var configPath: String { get }

    /// Loads, validates and composes the manifest, showing it with `renderer`.
    ///
    /// - Parameter renderer: The renderer the composed navigator must use.
    /// - Returns: The running app.
    /// - Throws: ``ServeFailure`` with the findings (`FILE:LINE:COL: error: ...`) when the
    ///   manifest is invalid or cannot be composed.
    func compose(renderer: any NavigationRenderer) async throws(ServeFailure) -> ComposedApp

    /// Carries out one line of the command language on `app`.
    ///
    /// - Parameters:
    ///   - line: The command, such as `tap 2` or `open shop://item/3`.
    ///   - app: The running app.
    /// - Returns: Whether it was applied, with a notice (a guard's redirect), or why it was
    ///   refused; a refused command changes nothing.
    func execute(_ line: String, on app: ComposedApp) async -> CommandOutcome

    /// Carries out a page's action on `app` through the session's typed API: a click on an
    /// action, an edit of a state field, a loaded address. No command text is built or parsed.
    ///
    /// - Parameters:
    ///   - action: What the page did.
    ///   - app: The running app.
    /// - Returns: What became of it, as for a command; a refused action changes nothing.
    func perform(_ action: PageAction, on app: ComposedApp) async -> CommandOutcome

    /// Told once a page's own write (the browser's back button, Esc, a click on a tab or on a
    /// backdrop), which goes through the binding layer as a gesture rather than as a command, has
    /// been applied.
    ///
    /// `serve --record` records it, so that a recorded session replays whole, gesture for
    /// gesture. The default does nothing.
    ///
    /// - Parameters:
    ///   - line: The command line that makes the same gesture (`system-back`, `tap-backdrop`,
    ///     `tap-tab cart`, `back-commit`), or `nil` when no command names it (a tab of a nested
    ///     bar whose name a bar further out has too).
    ///   - app: The running app, as the write left it.
    func pageWrote(_ line: String?, on app: ComposedApp) async

    /// Told once a devtools jump back to `target` (a journal entry's tree) was tried: `serve
    /// --record` records it, so that a session with a jump replays. The default does nothing.
    ///
    /// - Parameters:
    ///   - target: The tree the jump went back to.
    ///   - refusal: Why an interceptor refused it; `nil` when it was applied.
    ///   - app: The running app, as the jump left it.
    func jumped(to target: NavigationTree, refusal: String?, on app: ComposedApp) async

    /// Told once a page's report about an app window that no command makes (the width of a
    /// window without focus, whether a window is shown) was applied: `serve --record` records
    /// it, so that a session with windows replays. The default does nothing.
    ///
    /// - Parameters:
    ///   - report: What the page reported, and of which window.
    ///   - app: The running app, as the report left it.
    func windowReported(_ report: PageWindowReport, on app: ComposedApp) async
}

extension ServeBackend {
    /// Does nothing: a backend that records nothing need not hear of the pages' writes.
    public func pageWrote(_ line: String?, on app: ComposedApp) async {}

    /// Does nothing: a backend that records nothing need not hear of jumps.
    public func jumped(to target: NavigationTree, refusal: String?, on app: ComposedApp) async {}

    /// Does nothing: a backend that records nothing need not hear of window reports.
    public func windowReported(_ report: PageWindowReport, on app: ComposedApp) async {}
}

/// An action of a page that the backend carries out on the running app, typed (the page's
/// `tap`, `set` and `open` messages).
public enum PageAction: Hashable, Sendable {
    /// A click on action `action` (numbered from 1) of the top screen, or of the screen on top of
    /// its slot `slot`.
    case tap(action: Int, slot: String?)
    /// An edit of the top screen's saved-state field `field` (or its flow's), typed by the
    /// field's declaration from `value`.
    case setState(field: String, value: String)
    /// A loaded address: the deep link it stands for, such as `shop://item/3`.
    case open(deepLink: String)
}

/// What became of one command.
public enum CommandOutcome: Hashable, Sendable {
    /// Applied; the notice, if any, is for the user (a guard redirected to its login screen).
    case applied(notice: String?)
    /// Refused, with the reason; nothing changed.
    case refused(String)
    /// Not a command of the language (a malformed line), with the reason; nothing changed.
    case malformed(String)
    /// A screen's leave check asked a question before the command could remove it: the
    /// command waits, changing nothing yet, until a `confirm` or `cancel` answers it (or another
    /// command cancels it).
    case asked(AskedQuestion)
}

/// A leave question a command asked, as `POST /command` reports it.
public struct AskedQuestion: Hashable, Sendable {
    /// The asking screen's title, such as "Checkout".
    public let screen: String
    /// The name of the screen's route, such as `checkout`.
    public let route: String
    /// The question, such as `Discard the shipping address?`.
    public let title: String
    /// The label of the answer that leaves (`confirm`).
    public let confirm: String
    /// The label of the answer that stays (`cancel`).
    public let cancel: String

    /// Creates the report of a question.
    public init(screen: String, route: String, title: String, confirm: String, cancel: String) {
        self.screen = screen
        self.route = route
        self.title = title
        self.confirm = confirm
        self.cancel = cancel
    }

    /// `'Checkout' asks: Discard the shipping address? (confirm: Discard, cancel: Keep editing)`.
    public var text: String {
        "'\(screen)' asks: \(title) (confirm: \(confirm), cancel: \(cancel))"
    }
}

/// Why an app could not be composed: the text to show, findings with `FILE:LINE:COL` marks.
public struct ServeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The findings, one per line.
    public let description: String

    /// Creates a failure.
    ///
    /// - Parameter description: The findings, one per line.
    public init(_ description: String) {
        self.description = description
    }
}

/// What a page reports of its app window that no command of the language makes: `serve
/// --record` records it as a window report, which `replay` carries out again.
public enum PageWindowReport: Hashable, Sendable {
    /// The window, which has no focus, is `width` points wide (the page showing it was resized).
    case width(Double, of: WindowID)
    /// The window is shown, or hidden (no shown page draws it any more).
    case visible(Bool, of: WindowID)
}
