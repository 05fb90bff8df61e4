import Foundation
import WayfinderCoordinators

/// What the server sends a page over its event stream, typed: each case is one JSON object whose
/// `type` names it (the protocol's other direction is ``PageRequest``).
///
/// | `type` | fields |
/// |---|---|
/// | `snapshot` | `page`, `tree`, `link`, `app`, `window`, `windows` |
/// | `step` | those, and `change`, `step`, `count`, `animated`, `transition` |
/// | `reply` | `seq`, `ok`, `text`; `asked`; `left`; `preview`, `revealed`, `page`; `window` |
/// | `back-outcome` | `seq`, `ok`, `left`, `text` |
/// | `notice` | `level` (`note` or `error`), `text` |
/// | `error` | `seq` (when it was read), `text`: a message the server could not read |
/// | `questions` | `questions`: `id`, `entry`, `screen`, `title`, `confirm`, `cancel` |
/// | `findings` | `text`, or null once the manifest is valid again |
/// | `loading` | `pending`: `routes`, `done`, `total`, `text`; or null once no navigation waits |
/// | `stage-start`, `stage-step`, `stage-layout`, `stage-check`, `stage-done` | the conformance run (``ConformanceStage``) |
enum PageEvent {
    /// The tree as it is, for a page that connects or after a reload.
    case snapshot(ShownTree)
    /// One step of a change.
    case step(ShownTree, StepFacts)
    /// The answer to the page's request `seq`.
    case reply(PageReply)
    /// The outcome of a system back whose question was answered (`reply` had `asked`).
    case backOutcome(PageReply)
    /// A line for the user: `note` or `error`.
    case notice(NoticeLevel, String)
    /// A message the server could not read, with its number when it had one.
    case error(seq: Int?, text: String)
    /// The open leave questions, oldest first.
    case questions([ShownQuestion])
    /// The findings of an invalid edit of the manifest, or `nil` once it is valid again.
    case findings(String?)
    /// The navigation waiting for its screens' loaders, or `nil` once none waits.
    case loading(PendingNavigation?)
    /// A conformance run began.
    case stageStart(scenarios: Int, seeds: Int)
    /// A step of a conformance scenario, for this page only, drawn `width` points wide (the
    /// page's own width while the scenario has reported none).
    case stageStep(scenario: String, page: PageModel, facts: StepFacts, width: Double?)
    /// A width change in a conformance scenario: the page draws the same screens in the new
    /// scenes, `width` points wide.
    case stageLayout(scenario: String, page: PageModel, width: Double?)
    /// A settle of a scenario: the page compares what it shows with the check's.
    case stageCheck(StageCheck)
    /// The conformance run ended with the kit's report.
    case stageDone(seq: Int, report: StageReport)

    /// The level of a notice.
    enum NoticeLevel: String, Encodable {
        case note, error
    }

    /// The tree a `snapshot` or `step` shows: the page's model, the tree as `GET /tree.json`
    /// shows it (``view`` adds each entry's phase and saved state), the address and app name,
    /// the app window the page shows and every open window.
    struct ShownTree {
        let page: PageModel
        let tree: NavigationTree
        let view: TreeView
        let link: String?
        let app: String
        /// The window the page draws (its id's number).
        let window: WindowID
        /// Every open window, in opening order.
        let windows: [ShownWindow]
    }

    /// An open window as a page lists it (its "Move to window" choices): the id's number, its
    /// position from 1 in opening order, its top screen's title, and whether it has focus and
    /// is shown.
    struct ShownWindow: Encodable, Equatable {
        let id: UInt64
        let number: Int
        let title: String
        let focused: Bool
        let visible: Bool
    }

    /// How a step animates.
    struct StepFacts {
        let change: UInt64
        let step: Int
        let count: Int
        let animated: Bool
        let transition: String
    }

    /// A leave question as the pages show it.
    struct ShownQuestion: Encodable {
        let id: Int
        let entry: String
        let screen: String
        let title: String
        let confirm: String
        let cancel: String
    }

    /// The conformance kit's report.
    struct StageReport {
        let scenarios: Int
        let interleavings: Int
        let actions: Int
        let failures: [String]
        let names: [String]
    }

    /// The message as one line of JSON, keys sorted.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        switch self {
        case .snapshot(let shown), .step(let shown, _): encoder.userInfo[CodingUserInfoKey.treeView] = shown.view
        default: break
        }
        guard let data = try? encoder.encode(EncodedEvent(event: self)) else {
            return #"{"type":"error","text":"error: the server could not encode a message"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A reply to one request of a page.
struct PageReply {
    /// The request's number.
    var seq: Int
    /// Whether it was carried out.
    var ok: Bool
    /// What it did or why not; empty when there is nothing to say.
    var text: String
    /// The number of the leave question the request asked (a system back).
    var asked: Int?
    /// Whether a system back left the screen.
    var left: Bool?
    /// The interactive back a drag began: the preview's id, the screen it reveals and the
    /// page as it would be.
    var drag: (preview: String, revealed: Revealed?, page: PageModel)?

    /// The window a `window-open` request opened, which the page now shows (its id's number).
    var window: WindowID?

    /// The screen a drag reveals.
    struct Revealed: Encodable {
        let entry: String
        let title: String
    }

    init(seq: Int, ok: Bool, text: String = "", asked: Int? = nil, left: Bool? = nil) {
        self.seq = seq
        self.ok = ok
        self.text = text
        self.asked = asked
        self.left = left
    }
}

/// The JSON form of a ``PageEvent``: `type` and the case's fields at the top level.
private struct EncodedEvent: Encodable {
    let event: PageEvent

    func encode(to encoder: any Encoder) throws {
        var out = encoder.container(keyedBy: MessageKey.self)
        func put(_ key: String, _ value: some Encodable) throws { try out.encode(value, forKey: MessageKey(key)) }
        switch event {
        case .snapshot(let shown):
            try put("type", "snapshot")
            try shown.encode(into: &out)
        case .step(let shown, let facts):
            try put("type", "step")
            try shown.encode(into: &out)
            try facts.encode(into: &out, index: true)
        case .reply(let reply):
            try put("type", "reply")
            try reply.encode(into: &out)
        case .backOutcome(let reply):
            try put("type", "back-outcome")
            try reply.encode(into: &out)
        case .notice(let level, let text):
            try put("type", "notice")
            try put("level", level)
            try put("text", text)
        case .error(let seq, let text):
            try put("type", "error")
            try out.encodeIfPresent(seq, forKey: MessageKey("seq"))
            try put("text", text)
        case .questions(let questions):
            try put("type", "questions")
            try put("questions", questions)
        case .findings(let text):
            try put("type", "findings")
            try put("text", text)
        case .loading(let pending):
            try put("type", "loading")
            try put("pending", pending.map(PageEvent.ShownLoading.init))
        case .stageStart(let scenarios, let seeds):
            try put("type", "stage-start")
            try put("scenarios", scenarios)
            try put("seeds", seeds)
        case .stageStep(let scenario, let page, let facts, let width):
            try put("type", "stage-step")
            try put("scenario", scenario)
            try put("page", page)
            try put("width", width)
            try facts.encode(into: &out, index: false)
        case .stageLayout(let scenario, let page, let width):
            try put("type", "stage-layout")
            try put("scenario", scenario)
            try put("page", page)
            try put("width", width)
        case .stageCheck(let check):
            try put("type", "stage-check")
            try put("scenario", check.scenario)
            try put("check", check.check)
            try put("path", check.path)
            try put("tabs", check.tabs)
            try put("panes", check.panes)
            try put("width", check.width)
            try put("widthClass", check.widthClass)
        case .stageDone(let seq, let report):
            try put("type", "stage-done")
            try put("seq", seq)
            try put("scenarios", report.scenarios)
            try put("interleavings", report.interleavings)
            try put("actions", report.actions)
            try put("failures", report.failures)
            try put("names", report.names)
        }
    }
}

extension PageEvent.ShownTree {
    fileprivate func encode(into out: inout KeyedEncodingContainer<MessageKey>) throws {
        try out.encode(page, forKey: .init("page"))
        try out.encode(tree, forKey: .init("tree"))
        // `null` when no deep link leads to the top screen: the page then shows `/`.
        try out.encode(link, forKey: .init("link"))
        try out.encode(app, forKey: .init("app"))
        try out.encode(window.rawValue, forKey: .init("window"))
        try out.encode(windows, forKey: .init("windows"))
    }
}

extension PageEvent.StepFacts {
    fileprivate func encode(into out: inout KeyedEncodingContainer<MessageKey>, index: Bool) throws {
        try out.encode(change, forKey: .init("change"))
        if index {
            try out.encode(step, forKey: .init("step"))
            try out.encode(count, forKey: .init("count"))
        }
        try out.encode(animated, forKey: .init("animated"))
        try out.encode(transition, forKey: .init("transition"))
    }
}

extension PageReply {
    fileprivate func encode(into out: inout KeyedEncodingContainer<MessageKey>) throws {
        try out.encode(seq, forKey: .init("seq"))
        try out.encode(ok, forKey: .init("ok"))
        try out.encode(text, forKey: .init("text"))
        try out.encodeIfPresent(asked, forKey: .init("asked"))
        try out.encodeIfPresent(left, forKey: .init("left"))
        try out.encodeIfPresent(window?.rawValue, forKey: .init("window"))
        if let drag {
            try out.encode(drag.preview, forKey: .init("preview"))
            try out.encode(drag.revealed, forKey: .init("revealed"))
            try out.encode(drag.page, forKey: .init("page"))
        }
    }
}
