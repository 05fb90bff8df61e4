import WayfinderStacks

extension ConformanceScenario {
    /// The widths the scene scenarios start at, one per width class: compact (400), medium (700)
    /// and expanded (1,200 points).
    public static let sceneWidths: [Double] = [400, 700, 1_200]

    /// The scene scenarios, each starting at one of ``sceneWidths`` and resizing to a width of
    /// another class: the kit's app shows `home` as a list, `item` as a detail and `extra` as an
    /// extra pane, so its stacks are one, two or three panes by width, and the kit compares the
    /// panes a renderer draws with the tree's scenes at every settle.
    public static var scenes: [ConformanceScenario] {
        sceneWidths.flatMap { scenes(startingAt: $0) }
    }

    /// The scene scenarios starting at `width`, resizing to a width of another class (compact
    /// to expanded, medium to compact, expanded to medium).
    ///
    /// - Parameter width: The window's width the app is shown at first, in points.
    /// - Returns: The scenarios, named after the width class they start in.
    public static func scenes(startingAt width: Double) -> [ConformanceScenario] {
        let start = WidthClass(width: width)
        let other: Double =
            switch start {
            case .compact: 1_200
            case .medium: 400
            case .expanded: 700
            }
        let seenIn =
            "react-navigation #6344 and nav3-recipes #219: panes that drift from the stack as the window changes"
        return [
            ConformanceScenario(
                "a resize during a transition, from \(start)",
                seenIn: "\(seenIn); FlowStacks #44: a change shown one step at a time",
                [
                    .resize(width), .pushSeveral(2), .resize(other), .endTransition, .settle, .pushExtra(1),
                    .resize(width), .settle, .popToRoot, .resize(other), .endTransition, .settle,
                ]),
            ConformanceScenario(
                "a resize during an interactive back, from \(start)",
                seenIn: "\(seenIn); Ramotion/navigation-stack #20: a swipe interrupted",
                [
                    .resize(width), .push(1), .pushExtra(2), .settle, .backSwipe(completed: false), .resize(other),
                    .backSwipe(completed: true), .resize(width), .endTransition, .backSwipe(completed: true),
                    .resize(other), .settle,
                ]),
            ConformanceScenario(
                "a detail replaced while a step animates, from \(start)",
                seenIn: "woocommerce-ios #17423 and NavigationSplitView: selecting in a list replaces the detail",
                [
                    .resize(width), .push(1), .pushExtra(3), .settle, .push(2), .push(3), .resize(other),
                    .endTransition, .push(4), .resize(width), .settle,
                ]),
            ConformanceScenario(
                "a resize while a leave check waits, from \(start)",
                seenIn: "\(seenIn); React Navigation's usePreventRemove: a confirmation that answers late",
                [
                    .resize(width), .push(1), .pushExtra(4), .settle, .askBeforeLeavingTop, .systemBack,
                    .resize(other), .answer(leave: true), .settle, .askBeforeLeavingTop,
                    .backSwipe(completed: true), .resize(width), .answer(leave: false), .endTransition, .settle,
                ]),
            ConformanceScenario(
                "a tab page hidden during a resize, from \(start)",
                seenIn: "\(seenIn); NavigationBackport #57: per-tab paths kept apart",
                [
                    .resize(width), .selectTab(1), .push(5), .pushExtra(5), .settle, .selectTab(0), .resize(other),
                    .settle, .tapTab(1), .settle, .resize(width), .selectTab(0), .push(6), .selectTab(1), .settle,
                ]),
        ]
    }
}
