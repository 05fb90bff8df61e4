import WayfinderTesting

extension ConformanceScenario {
    /// The window scenarios: two windows of the kit's app (each its own tab bar) opened, focused,
    /// hidden, closed, and screens moved between them while transitions run. At every settle
    /// the kit compares every window's stacks with the renderer's, checks that each entry is
    /// in one window, and that the top of a hidden window is `background` (`active` when shown).
    public static let windows: [ConformanceScenario] = [
        ConformanceScenario(
            "a screen moved to another window while a push animates",
            seenIn: "Microsoft Terminal's tab tear-out and Element X iOS PR 5319: screens moved between "
                + "windows by hand-written window managers",
            [
                .push(1), .push(2), .settle, .openWindow, .settle, .focusWindow(0), .moveTop(toWindow: 1), .push(3),
                .endTransition, .settle, .focusWindow(1), .push(4), .settle,
            ]),
        ConformanceScenario(
            "a window closed while its push animates",
            seenIn: "Decompose #460: each window's navigation left to the app, and ended with it",
            [.openWindow, .settle, .push(1), .closeWindow(1), .endTransition, .settle, .push(2), .settle]),
        ConformanceScenario(
            "focus moved between windows with requests queued",
            seenIn: "Uno Platform's multi-window navigation request: requests that go to the wrong window",
            [.openWindow, .push(1), .focusWindow(0), .push(2), .focusWindow(1), .pop, .endTransition, .settle]),
        ConformanceScenario(
            "a hidden window's top goes to the background",
            seenIn: "UIKit's scene life cycle: a scene in the background keeps its state, its screens not active",
            [
                .openWindow, .push(1), .settle, .showWindow(0, shown: false), .settle, .push(2),
                .showWindow(0, shown: true), .settle, .showWindow(1, shown: false), .settle,
            ]),
        ConformanceScenario(
            "a back swipe in one window while another opens",
            seenIn: "Decompose #146: back handled per window",
            [
                .push(1), .push(2), .settle, .backSwipe(completed: true), .openWindow, .endTransition, .settle,
                .focusWindow(0), .backSwipe(completed: true), .settle,
            ]),
        ConformanceScenario(
            "a moved screen comes back, then its first window closes",
            seenIn: "SwiftUI's WindowGroup: a window's content torn off and brought back",
            [
                .push(1), .push(2), .settle, .openWindow, .focusWindow(0), .moveTop(toWindow: 1), .settle,
                .focusWindow(1), .moveTop(toWindow: 0), .settle, .closeWindow(1), .closeWindow(0), .settle,
            ]),
    ]

    /// A seeded random interleaving of window actions with program requests, gestures and
    /// animation ends: about one action in six opens, focuses, closes, shows or hides a window or
    /// moves the top screen to one, the others as in ``interleaving(seed:actions:)`` (but for
    /// saving and restoring the tree, which become settles).
    ///
    /// - Parameters:
    ///   - seed: The generator's seed; the same seed gives the same actions.
    ///   - actions: How many actions.
    /// - Returns: The actions.
    public static func windowInterleaving(seed: UInt64, actions: Int) -> [ConformanceAction] {
        var random = SeededGenerator(seed: seed)
        let others = interleaving(seed: seed &+ 0x5749_4e44, actions: actions)
        return others.map { action in
            // Saving and restoring a tree across windows is the saved-state work's to check.
            if case .save = action { return .settle }
            if case .restore = action { return .settle }
            return switch Int.random(in: 0..<10, using: &random) {
            case 0: .openWindow
            case 1: .focusWindow(Int.random(in: 0..<4, using: &random))
            case 2: .moveTop(toWindow: Int.random(in: 0..<4, using: &random))
            case 3 where Bool.random(using: &random): .closeWindow(Int.random(in: 0..<4, using: &random))
            case 4 where Bool.random(using: &random):
                .showWindow(Int.random(in: 0..<4, using: &random), shown: Bool.random(using: &random))
            default: action
            }
        }
    }
}
