import WayfinderCoordinators

/// One thing that happens in a conformance scenario: a program request, a user gesture on the
/// UI, or time passing for the UI's animations.
///
/// Program requests go to the coordinator on top of what the user sees, as an app's code
/// sends them; they are not awaited, so they queue behind a transition in flight exactly as
/// they would in an app. Gestures are made on the renderer's UI (``ConformingRenderer/perform(_:bindings:)``),
/// on the stack the user sees on top.
public enum ConformanceAction: Hashable, Sendable, CustomStringConvertible {
    // MARK: Program requests

    /// Pushes `item(n)`.
    case push(Int)
    /// Pushes `count` screens in one transaction.
    case pushSeveral(Int)
    /// Pops the top screen.
    case pop
    /// Pops to the root of the top layer's stack.
    case popToRoot
    /// Presents a sheet, with or without its own navigation.
    case presentSheet(withNavigation: Bool)
    /// Presents a full-screen cover.
    case presentCover
    /// Dismisses the top modal layer.
    case dismiss
    /// In one transaction: dismisses the top modal layer and presents a sheet with navigation.
    case dismissThenPresent
    /// Selects tab `index` from code.
    case selectTab(Int)
    /// A deep link as one transaction: selects tab `tab`, pushes a screen, presents a sheet
    /// with navigation, pushes inside it, presents a second sheet and pushes inside that.
    case deepLink(tab: Int)
    /// Presents a child flow as a sheet and waits for the `Int` it finishes with.
    case startFlow
    /// The child flow on top finishes with `value`.
    case finishFlow(Int)
    /// Remembers the tree under `name`.
    case save(String)
    /// Restores the tree remembered under `name`.
    case restore(String)
    /// Pushes `extra(n)`, which shows as the extra pane next to its detail.
    case pushExtra(Int)
    /// The window's width becomes `width` points, as a renderer reports a resize: a layout
    /// change, not a transaction; it does not wait for a transition in flight.
    case resize(Double)

    // MARK: Windows

    /// Opens a window of the app (a new instance of its tab bar), which gets focus.
    case openWindow
    /// Gives focus to the open window at `index` in opening order (counted modulo the number open).
    case focusWindow(Int)
    /// Closes the open window at `index` in opening order (modulo the number open); closing the
    /// last one is refused.
    case closeWindow(Int)
    /// Moves the focused window's top screen, and those above it, to the open window at
    /// `index` (modulo the number open); a move into its own window is refused.
    case moveTop(toWindow: Int)
    /// The renderer reports the open window at `index` (modulo the number open) shown or hidden.
    case showWindow(Int, shown: Bool)

    // MARK: The user

    /// A back swipe on the top pushed screen: completed, or let go.
    case backSwipe(completed: Bool)
    /// The top sheet is swiped down.
    case swipeDown
    /// Tab `index` is tapped (tapping the selected tab pops it to its root).
    case tapTab(Int)
    /// The system back (a hardware key, Android's back, the browser's back button): the
    /// engine's back chain decides what it closes (``/WayfinderCoordinators/UserGesture/back``).
    case systemBack
    /// The top screen gets a leave check that asks the user, and waits for ``answer(leave:)``.
    case askBeforeLeavingTop
    /// The user answers every question a leave check is waiting on.
    case answer(leave: Bool)

    // MARK: Time

    /// The running transition's animation ends.
    case endTransition
    /// The UI reports the end of the last completed change's first step again, late: the
    /// report must be ignored.
    case lateReport
    /// Every animation ends and every queued request runs (a question a leave check still waits
    /// on is answered "stay", as a user who dismisses the dialog); then the kit compares the UI
    /// with the tree and checks the bookkeeping.
    case settle

    /// The action as a script line: `push 3`, `back-swipe`, `settle`.
    public var description: String {
        switch self {
        case .push(let number): "push \(number)"
        case .pushSeveral(let count): "push \(count) in one transaction"
        case .pop: "pop"
        case .popToRoot: "pop to root"
        case .presentSheet(let withNavigation): withNavigation ? "present sheet with navigation" : "present sheet"
        case .presentCover: "present cover"
        case .dismiss: "dismiss"
        case .dismissThenPresent: "dismiss and present in one transaction"
        case .selectTab(let index): "select tab \(index)"
        case .deepLink(let tab): "deep link into tab \(tab) across two sheets"
        case .startFlow: "start child flow"
        case .finishFlow(let value): "finish child flow with \(value)"
        case .save(let name): "save tree '\(name)'"
        case .restore(let name): "restore tree '\(name)'"
        case .pushExtra(let number): "push extra \(number)"
        case .resize(let width): "resize \(LayoutEvent.points(width))"
        case .openWindow: "open window"
        case .focusWindow(let index): "focus window \(index + 1)"
        case .closeWindow(let index): "close window \(index + 1)"
        case .moveTop(let index): "move the top screen to window \(index + 1)"
        case .showWindow(let index, let shown): "\(shown ? "show" : "hide") window \(index + 1)"
        case .backSwipe(let completed): completed ? "back swipe" : "back swipe, let go"
        case .swipeDown: "swipe sheet down"
        case .tapTab(let index): "tap tab \(index)"
        case .systemBack: "system back"
        case .askBeforeLeavingTop: "ask before leaving the top screen"
        case .answer(let leave): leave ? "answer: leave" : "answer: stay"
        case .endTransition: "end transition"
        case .lateReport: "late transition report"
        case .settle: "settle"
        }
    }
}

/// A named sequence of actions, with where the problem it reproduces was seen.
public struct ConformanceScenario: Hashable, Sendable {
    /// A short name: `dismiss and present in one change`.
    public var name: String
    /// Where the drift it reproduces is reported: which peers' issue trackers, and how.
    public var seenIn: String
    /// The actions; the kit settles and checks once more after the last.
    public var actions: [ConformanceAction]

    /// Creates a scenario.
    ///
    /// - Parameters:
    ///   - name: A short name.
    ///   - seenIn: Where the problem it reproduces was reported.
    ///   - actions: The actions.
    public init(_ name: String, seenIn: String, _ actions: [ConformanceAction]) {
        self.name = name
        self.seenIn = seenIn
        self.actions = actions
    }
}
