/// One command of a script or of the interactive mode, as written on its line.
///
/// ```swift
/// try ScriptCommand.parse("push item id=3")   // .push(route: "item", parameters: [id=3])
/// try ScriptCommand.parse("# a comment")      // nil
/// ```
///
/// Route parameters and styles stay text here: they are typed against the manifest when the
/// command runs, so a script is parsed without loading any config.
public enum ScriptCommand: Hashable, Sendable {
    /// `tap N`: performs action `N` of the top screen; `tap SLOT N`, action `N` of the screen
    /// embedded in the top screen's slot `SLOT`.
    case tap(Int, slot: String?)
    /// `push ROUTE [key=value ...]`.
    case push(route: String, parameters: [Parameter])
    /// `present ROUTE [key=value ...] [STYLE]`: `STYLE` is a presentation style as the manifest
    /// writes it (`sheet`, `{detents: [medium]}`); the route's own when absent.
    case present(route: String, parameters: [Parameter], style: String?)
    /// `flow COORDINATOR`: starts a manifest coordinator from the top screen's flow.
    case flow(String)
    /// `back`: closes the top screen (a program call).
    case back
    /// `system-back`: the system back button, resolved by the engine's back chain.
    case systemBack
    /// `confirm`: answers the question a screen's leave check asked: leave it.
    case confirm
    /// `cancel`: answers the question a screen's leave check asked: stay.
    case cancel
    /// `back-begin`: begins an interactive back (a drag from the edge) and shows its preview.
    case backBegin
    /// `back-progress F`: follows the drag, `F` from 0 to 1.
    case backProgress(Double)
    /// `back-commit`: the user completed the drag.
    case backCommit
    /// `back-cancel`: the user let go.
    case backCancel
    /// `pop-to-root`: pops to the first screen of the top screen's flow.
    case popToRoot
    /// `dismiss`: dismisses the top modal layer.
    case dismiss
    /// `finish`: finishes the top screen's flow.
    case finish
    /// `tab NAME`: selects a page of the root tab bar (a program call).
    case tab(String)
    /// `open URL`: opens a deep link.
    case open(String)
    /// `login NAME`.
    case login(String)
    /// `logout`.
    case logout
    /// `badge TAB VALUE`: sets a tab's badge; `-` removes it.
    case badge(tab: String, value: String?)
    /// `set FIELD VALUE`: writes a field of the top screen's saved state, or of its flow's when
    /// the screen declares no field of that name.
    case set(field: String, value: String)
    /// `swipe-back`: a completed back swipe on the top pushed screen.
    case swipeBack
    /// `swipe-back-cancel`: a back swipe the user let go of.
    case swipeBackCancel
    /// `swipe-down`: swipes the top modal layer away.
    case swipeDown
    /// `tap-tab NAME`: the user taps page `NAME` of the tab bar on screen that has one (the
    /// outermost when several do): a gesture, which selects the page, or takes it back to its
    /// first screen when it is selected already.
    case tapTab(String)
    /// `tap-backdrop`: the user clicks outside the top modal layer (a page's backdrop): a
    /// gesture, which swipes the layer away, full screen or not.
    case tapBackdrop
    /// `resize WIDTH`: the window becomes WIDTH points wide (no stack changes; the panes may).
    case resize(Double)
    /// `loads`: lists the loads waiting for `load finish` or `load fail`; `loads manual` makes
    /// every later load wait for them, `loads auto` finishes every load at once (the default).
    case loads(manual: Bool?)
    /// `load finish ROUTE`: finishes the oldest waiting load of the route named `ROUTE`.
    case loadFinish(String)
    /// `load fail ROUTE`: fails the oldest waiting load of the route named `ROUTE`.
    case loadFail(String)
    /// `window open [ROUTE [key=value ...]]`: opens a window and focuses it: one that starts as
    /// the manifest's `windows: start:` says (the app's root coordinator by default), or one
    /// showing `ROUTE`.
    case windowOpen(route: String?, parameters: [Parameter])
    /// `window focus N`: gives window `N` focus (windows are numbered from 1 in opening order).
    case windowFocus(Int)
    /// `window close N`: closes window `N`, after its screens' leave checks.
    case windowClose(Int)
    /// `window move N`: moves the focused window's top screen to window `N`; `window move new`
    /// (`nil`) tears it off into a new window.
    case windowMove(to: Int?)
    /// `windows`: lists the open windows, the focused one marked, with their top screens.
    case windows
    /// `show`: prints the whole navigation tree.
    case show
    /// `help`: lists the commands.
    case help
    /// `quit`: stops reading commands.
    case quit

    /// One `key=value` route parameter, its value as written.
    public struct Parameter: Hashable, Sendable {
        /// The parameter's name.
        public let name: String
        /// Its value as text; typed by the route's declaration when the command runs.
        public let value: String

        /// Creates a parameter.
        ///
        /// - Parameters:
        ///   - name: The parameter's name.
        ///   - value: Its value as written.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }
}
