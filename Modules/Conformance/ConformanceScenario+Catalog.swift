import WayfinderTesting

extension ConformanceScenario {
    /// The named scenarios: each the shape of a drift between UI and model that users of
    /// navigation libraries reported, written against the kit's two-tab app.
    ///
    /// `seenIn` names where the shape was reported (repository and issue number where one
    /// issue shows it).
    public static let catalog: [ConformanceScenario] = [
        ConformanceScenario(
            "dismiss and present in one change",
            seenIn: "FlowStacks #44 and #89: several layers changed by one call, shown one at a time or not at all",
            [.presentSheet(withNavigation: true), .settle, .dismissThenPresent, .settle, .push(1)]),
        ConformanceScenario(
            "a back swipe interrupted by a program push",
            seenIn: "Ramotion/navigation-stack #20: a swipe let go, then a push, leaves the stack broken",
            [.push(1), .push(2), .settle, .backSwipe(completed: true), .push(3), .endTransition, .settle]),
        ConformanceScenario(
            "a deep link across two modals while a step is animating",
            seenIn: "FlowStacks #44: deep links that dismiss and push while sheets animate",
            [.push(1), .presentSheet(withNavigation: false), .deepLink(tab: 0), .endTransition, .settle]),
        ConformanceScenario(
            "a restore to a deeper tree",
            seenIn: "NavigationBackport #57: a path set from outside leaves views stacked up",
            [
                .push(1), .presentSheet(withNavigation: true), .push(2), .push(3), .settle, .save("deep"),
                .popToRoot, .dismiss, .popToRoot, .settle, .restore("deep"), .settle,
            ]),
        ConformanceScenario(
            "a tab switch during a push",
            seenIn: "NavigationBackport #57: per-tab paths appended to while tabs change",
            [.push(1), .selectTab(1), .push(2), .endTransition, .tapTab(0), .settle]),
        ConformanceScenario(
            "a sheet swiped down while its content pushes",
            seenIn: "FlowStacks #78 (and #14 before it): a user's dismissal the model must hear about",
            [.presentSheet(withNavigation: true), .settle, .push(1), .swipeDown, .push(2), .settle]),
        ConformanceScenario(
            "a cancelled interactive back, then a pop",
            seenIn: "heinzl/swift-composable-navigation #17: a cancelled swipe back pops the model anyway",
            [.push(1), .push(2), .settle, .backSwipe(completed: false), .pop, .settle]),
        ConformanceScenario(
            "the system back button's write arrives after a program pop",
            seenIn: "duongcuong4395/MyPackage #1: the native back button does not update the router's stack",
            [.push(1), .push(2), .settle, .pop, .backSwipe(completed: true), .settle]),
        ConformanceScenario(
            "two quick back swipes while the first pop animates",
            seenIn: "yapplabs/ember-nav-stack #111: a rapid double back swipe strands the view",
            [.push(1), .push(2), .push(3), .settle, .backSwipe(completed: true), .backSwipe(completed: true), .settle]),
        ConformanceScenario(
            "pop to root through several pushes, one update at a time",
            seenIn: "FlowStacks #44: going back to the root across sheets, one layer per update",
            [.pushSeveral(5), .settle, .popToRoot, .endTransition, .push(9), .settle]),
        ConformanceScenario(
            "dismiss with nothing presented",
            seenIn: "FlowStacks #50: dismissing with only the root removed the root",
            [.dismiss, .settle, .push(1), .dismiss, .settle]),
        ConformanceScenario(
            "dismiss every layer while the top one animates in",
            seenIn: "FlowStacks #89: dismissing all covers and sheets dismissed only one",
            [.presentSheet(withNavigation: true), .presentCover, .dismiss, .dismiss, .settle]),
        ConformanceScenario(
            "a child flow finishes with a value",
            seenIn: "FlowStacks and SUICoordinator: a presented flow's result reported by callbacks",
            [.startFlow, .settle, .push(1), .finishFlow(7), .settle]),
        ConformanceScenario(
            "a child flow swiped down before it finished",
            seenIn: "FlowStacks #78: the presenter never heard the sheet was dismissed",
            [.startFlow, .settle, .swipeDown, .settle]),
        ConformanceScenario(
            "a child flow finished while it is still being presented",
            seenIn: "SUICoordinator and ChildCoordinatable: finishing a flow mid-transition",
            [.startFlow, .finishFlow(3), .settle]),
        ConformanceScenario(
            "a deep link replaces a child flow",
            seenIn: "FlowStacks #44: a deep link arriving over presented flows",
            [.startFlow, .settle, .deepLink(tab: 1), .settle]),
        ConformanceScenario(
            "a restore removes a child flow",
            seenIn: "NavigationBackport #57: state replaced from outside while flows are shown",
            [.save("empty"), .startFlow, .settle, .restore("empty"), .settle]),
        ConformanceScenario(
            "tapping the selected tab pops it to its root",
            seenIn: "NavigationBackport #57: per-tab paths that do not pop",
            [.push(1), .push(2), .settle, .tapTab(0), .settle, .push(3), .settle]),
        ConformanceScenario(
            "a tab tapped while its page animates a push",
            seenIn: "NavigationBackport #57: per-tab paths changed during a transition",
            [.push(1), .tapTab(0), .tapTab(1), .endTransition, .settle]),
        ConformanceScenario(
            "late and repeated reports of a finished transition",
            seenIn: "FlowStacks' step-by-step updates: a completion heard twice",
            [.push(1), .endTransition, .lateReport, .push(2), .lateReport, .settle, .lateReport]),
        ConformanceScenario(
            "requests queued behind a long transition",
            seenIn: "SUICoordinator: navigation sequenced with delays before Wayfinder",
            [.pushSeveral(4), .pop, .presentSheet(withNavigation: true), .push(5), .dismiss, .settle]),
        ConformanceScenario(
            "a cover over a sheet, the sheet swiped down underneath",
            seenIn: "FlowStacks #89: layers under the top one",
            [.presentSheet(withNavigation: false), .settle, .presentCover, .swipeDown, .settle]),
        ConformanceScenario(
            "a push refused inside a sheet without navigation",
            seenIn: "FlowStacks: pushing inside a sheet that has no navigation of its own",
            [.presentSheet(withNavigation: false), .settle, .push(1), .settle, .dismiss, .settle]),
        ConformanceScenario(
            "a back swipe on a screen a program pop removed first",
            seenIn: "duongcuong4395/MyPackage #1: two sources of back disagree",
            [.push(1), .settle, .backSwipe(completed: true), .pop, .settle]),
        ConformanceScenario(
            "a restore during a transition",
            seenIn: "NavigationBackport #57: a path replaced while the stack animates",
            [.push(1), .push(2), .settle, .save("two"), .popToRoot, .restore("two"), .endTransition, .settle]),
        ConformanceScenario(
            "a deep link into the other tab while a sheet is swiped down",
            seenIn: "FlowStacks #78: a user dismissal racing a program change",
            [.presentSheet(withNavigation: true), .settle, .swipeDown, .deepLink(tab: 1), .settle]),
        ConformanceScenario(
            "switching tabs back and forth with pushes queued",
            seenIn: "NavigationBackport #57: each tab's path kept apart",
            [.selectTab(1), .push(1), .selectTab(0), .push(2), .selectTab(1), .pop, .settle]),
        ConformanceScenario(
            "a system back while a sheet animates in",
            seenIn: "FlowStacks #50: a back or dismiss aimed at a layer that is not there yet",
            [.push(1), .presentSheet(withNavigation: true), .systemBack, .endTransition, .systemBack, .settle]),
        ConformanceScenario(
            "a system back at the root, then a push",
            seenIn: "FlowStacks #50: going back with nothing to go back to removed the root",
            [.systemBack, .settle, .push(1), .systemBack, .systemBack, .settle]),
        ConformanceScenario(
            "a leave check confirmed after the tree changed",
            seenIn: "React Navigation's usePreventRemove and Decompose's back callbacks: a confirmation that "
                + "answers after the screen's stack moved on",
            [
                .push(1), .settle, .askBeforeLeavingTop, .systemBack, .push(2), .endTransition, .answer(leave: true),
                .settle,
            ]),
        ConformanceScenario(
            "a leave check refused, then a program pop",
            seenIn: "FlowStacks and Decompose users asking to disable back on one screen",
            [.push(1), .settle, .askBeforeLeavingTop, .systemBack, .answer(leave: false), .settle, .pop, .settle]),
        ConformanceScenario(
            "a leave check refused after a completed swipe (the screen comes back)",
            seenIn: "React Navigation's usePreventRemove, which a native-stack swipe back goes around, and "
                + "Decompose's back callbacks: the screen must come back after the fact",
            [
                .push(1), .push(2), .settle, .askBeforeLeavingTop, .backSwipe(completed: true), .answer(leave: false),
                .endTransition, .settle, .pop, .settle,
            ]),
        ConformanceScenario(
            "a sheet swiped down whose check refuses",
            seenIn: "FlowStacks #78 and SwiftUI's interactiveDismissDisabled: a sheet with unsaved changes "
                + "swiped away anyway",
            [
                .presentSheet(withNavigation: true), .push(1), .settle, .askBeforeLeavingTop, .swipeDown,
                .answer(leave: false), .settle, .dismiss, .settle,
            ]),
        ConformanceScenario(
            "a completed swipe confirmed after the tree changed",
            seenIn: "React Navigation's usePreventRemove: the confirmation answers after a push moved the stack on",
            [
                .push(1), .settle, .askBeforeLeavingTop, .backSwipe(completed: true), .push(2), .endTransition,
                .answer(leave: true), .settle,
            ]),
        ConformanceScenario(
            "a refused swipe while a program change animates over it",
            seenIn: "FlowStacks #78: a user dismissal racing a program change",
            [
                .push(1), .settle, .askBeforeLeavingTop, .backSwipe(completed: true),
                .presentSheet(withNavigation: false), .answer(leave: false), .endTransition, .settle,
            ]),
        ConformanceScenario(
            "a child flow swiped down whose check refuses, then finished",
            seenIn: "FlowStacks #78 and SUICoordinator: a presenter resumed by a dismissal that did not happen",
            [
                .startFlow, .settle, .askBeforeLeavingTop, .swipeDown, .answer(leave: false), .settle,
                .finishFlow(5), .settle,
            ]),
        ConformanceScenario(
            "a sheet's content pushes while its swipe-down is asked",
            seenIn: "FlowStacks #78: a sheet swiped down while its content pushes, with a check",
            [
                .presentSheet(withNavigation: true), .settle, .askBeforeLeavingTop, .swipeDown, .push(1),
                .answer(leave: false), .endTransition, .settle,
            ]),
    ]

    /// A seeded random interleaving of program requests, gestures, animation ends and width
    /// changes, with a settle every 20 actions or so.
    ///
    /// About one action in nine resizes the window to a width of one of the three classes
    /// (``resizeWidths``), some of them just after a push or a back swipe, while its transition
    /// runs; the kit's app then shows its stacks as one, two or three panes (`extra` screens are
    /// pushed too), and the kit checks at each settle that no resize changed a stack and that
    /// the renderer's panes are the tree's scenes.
    ///
    /// - Parameters:
    ///   - seed: The generator's seed; the same seed gives the same actions.
    ///   - actions: How many actions.
    /// - Returns: The actions.
    public static func interleaving(seed: UInt64, actions: Int) -> [ConformanceAction] {
        var random = SeededGenerator(seed: seed)
        var list: [ConformanceAction] = []
        var saves = 0
        func width() -> Double { resizeWidths.randomElement(using: &random) ?? 400 }
        while list.count < actions {
            switch Int.random(in: 0..<50, using: &random) {
            case 0..<5: list.append(.push(Int.random(in: 1...99, using: &random)))
            case 5: list.append(.pushSeveral(Int.random(in: 2...4, using: &random)))
            case 6..<8: list.append(.pop)
            case 8: list.append(.popToRoot)
            case 9: list.append(.presentSheet(withNavigation: Bool.random(using: &random)))
            case 10: list.append(.presentCover)
            case 11..<13: list.append(.dismiss)
            case 13: list.append(.dismissThenPresent)
            case 14: list.append(.selectTab(Int.random(in: 0...1, using: &random)))
            case 15: list.append(.deepLink(tab: Int.random(in: 0...1, using: &random)))
            case 16: list.append(.startFlow)
            case 17: list.append(.finishFlow(Int.random(in: 1...9, using: &random)))
            case 18:
                saves += 1
                list.append(.save("s\(saves)"))
            case 19: list.append(saves > 0 ? .restore("s\(Int.random(in: 1...saves, using: &random))") : .settle)
            case 20..<23: list.append(.backSwipe(completed: true))
            case 23: list.append(.backSwipe(completed: false))
            case 24..<26: list.append(.swipeDown)
            case 26: list.append(.tapTab(Int.random(in: 0...1, using: &random)))
            case 27: list.append(.lateReport)
            case 28: list.append(.settle)
            case 29: list.append(.systemBack)
            case 30..<32: list.append(.askBeforeLeavingTop)
            case 32..<34: list.append(.answer(leave: Bool.random(using: &random)))
            case 34..<44: list.append(.endTransition)
            case 44..<46: list.append(.resize(width()))
            case 46: list.append(.pushExtra(Int.random(in: 1...99, using: &random)))
            case 47:
                // A resize while a push animates.
                list += [.push(Int.random(in: 1...99, using: &random)), .resize(width())]
            case 48:
                // A resize during an interactive back: a swipe let go, then a swipe that pops.
                list += [.backSwipe(completed: false), .resize(width()), .backSwipe(completed: true), .resize(width())]
            default:
                // A resize while a leave check waits.
                list += [.askBeforeLeavingTop, .systemBack, .resize(width())]
            }
        }
        return Array(list.prefix(actions))
    }

    /// The widths random interleavings resize to: each width class's edges and middle, in points
    /// (compact under 600, medium to 839, expanded from 840).
    public static let resizeWidths: [Double] = [320, 400, 599, 600, 700, 839, 840, 1_000, 1_200, 1_400]
}
