import Testing
import WayfinderRouting
import WayfinderStacks

/// A route with a pane role, for the scene functions.
private struct Paned: RouteType {
    static let registeredName = "test.paned"
    var name: String
    var role: PaneRole?
    var modal = false
    var presentationStyle: PresentationStyle { modal ? .sheet : .push }
    var paneRole: PaneRole? { role }
    var routeName: String { name }
}

/// A stack of entries numbered from 0: `stack("home", "category:list", "item:detail")`.
private func stack(_ specs: String...) -> [Entry<Paned>] {
    specs.enumerated().map { index, spec in
        let parts = spec.split(separator: ":").map(String.init)
        let modal = parts.contains("sheet")
        let role = parts.dropFirst().compactMap(PaneRole.init(rawValue:)).first
        return Entry(
            id: EntryID(serial: UInt64(index)), route: Paned(name: parts[0], role: role, modal: modal),
            style: modal ? .sheet : .push)
    }
}

private func ids(_ serials: UInt64...) -> [EntryID] { serials.map { EntryID(serial: $0) } }

@Suite struct WidthClassTests {
    @Test func widths_fallIntoMaterialsClasses() {
        #expect(WidthClass(width: 0) == .compact)
        #expect(WidthClass(width: 599.9) == .compact)
        #expect(WidthClass(width: 600) == .medium)
        #expect(WidthClass(width: 839) == .medium)
        #expect(WidthClass(width: 840) == .expanded)
        #expect(WidthClass(width: 1_400) == .expanded)
    }

    @Test func widthsThatAreNotSizes_areCompact() {
        #expect(WidthClass(width: -1) == .compact)
        #expect(WidthClass(width: .nan) == .compact)
        #expect(WidthClass(width: .infinity) == .expanded)
    }

    @Test func classes_orderByPanes() {
        #expect(WidthClass.allCases.sorted() == [.compact, .medium, .expanded])
        #expect(WidthClass.allCases.map(\.maximumPanes) == [1, 2, 3])
    }
}

@Suite struct StackSceneTests {
    let adaptive = SceneConfiguration.adaptive

    @Test func compact_isOnePaneHoldingTheStack() {
        let scene = StackScene(
            entries: stack("home", "category:list", "item:detail"), widthClass: .compact, configuration: adaptive)
        #expect(scene == StackScene(strategy: .single, panes: [ScenePane(role: .detail, entries: ids(0, 1, 2))]))
        #expect(scene.shown == ids(2))
        #expect(scene.panes[0].showsBackButton)
        #expect(scene.focusedPane == 0)
    }

    @Test func medium_showsTheNearestListAndTheDetail() {
        let scene = StackScene(
            entries: stack("home", "category:list", "item:detail"), widthClass: .medium, configuration: adaptive)
        #expect(
            scene
                == StackScene(
                    strategy: .listDetail,
                    panes: [ScenePane(role: .list, entries: ids(1)), ScenePane(role: .detail, entries: ids(2))]))
        #expect(scene.focusedPane == 1)
        #expect(scene.panes.map(\.showsBackButton) == [false, false])
        // The home entry lies outside every pane.
        #expect(scene.paneEntries == Set(ids(1, 2)))
    }

    @Test func pushedDetails_shareTheDetailPane_withABackButton() {
        let scene = StackScene(
            entries: stack("home", "category:list", "item:detail", "item:detail"), widthClass: .expanded,
            configuration: adaptive)
        #expect(scene.panes.map(\.entries) == [ids(1), ids(2, 3)])
        #expect(scene.panes.map(\.showsBackButton) == [false, true])
    }

    @Test func listDetail_declines_whenTheTopIsNoDetailOrNoListLiesBelow() {
        let top = StackScene(entries: stack("home", "category:list"), widthClass: .expanded, configuration: adaptive)
        #expect(top.strategy == .single)
        let noList = StackScene(entries: stack("home", "item:detail"), widthClass: .expanded, configuration: adaptive)
        #expect(noList.strategy == .single)
    }

    @Test func threePanes_onlyInExpandedWidth() {
        let entries = stack("lines:list", "line:detail", "stop:extra")
        let expanded = StackScene(entries: entries, widthClass: .expanded, configuration: adaptive)
        #expect(expanded.strategy == .listDetailExtra)
        #expect(expanded.panes.map(\.entries) == [ids(0), ids(1), ids(2)])
        #expect(expanded.panes.map(\.role) == [.list, .detail, .extra])
        // Medium: the top is an extra, so list-detail declines too: one pane.
        #expect(StackScene(entries: entries, widthClass: .medium, configuration: adaptive).strategy == .single)
    }

    @Test func strategies_areTriedInOrder_andSingleIsTheFallback() {
        let entries = stack("lines:list", "line:detail")
        let onlyThree = SceneConfiguration(strategies: [.listDetailExtra])
        #expect(StackScene(entries: entries, widthClass: .expanded, configuration: onlyThree).strategy == .single)
        #expect(StackScene(entries: entries, widthClass: .expanded, configuration: .single).strategy == .single)
        #expect(StackScene(entries: entries, widthClass: .expanded, configuration: adaptive).strategy == .listDetail)
    }

    @Test func sheets_showAboveTheScene_andAreInNoPane() {
        let scene = StackScene(
            entries: stack("category:list", "item:detail", "filters:sheet", "more"), widthClass: .expanded,
            configuration: adaptive)
        #expect(scene.panes.map(\.entries) == [ids(0), ids(1)])
    }

    @Test func anEmptyStack_hasNoPanes() {
        let scene = StackScene(entries: [Entry<Paned>](), widthClass: .expanded, configuration: adaptive)
        #expect(scene.panes.isEmpty)
        #expect(scene.focusedPane == 0)
    }

    @Test func theRoleFunction_overridesTheRoutesOwn() {
        let entries = stack("category", "item")
        let scene = StackScene(entries: entries, widthClass: .medium, configuration: adaptive) {
            $0.name == "category" ? .list : .detail
        }
        #expect(scene.strategy == .listDetail)
    }

    @Test func spellings_areTheManifests() {
        #expect(SceneStrategy.allCases.map(\.description) == ["single", "list-detail", "list-detail-extra"])
        #expect(BackPolicy.allCases.map(\.description) == ["popLatest", "popUntilSceneChange"])
        #expect(DetailSelection.allCases.map(\.description) == ["replace", "push"])
        #expect(PaneRole.allCases.map(\.description) == ["list", "detail", "extra"])
    }
}

@Suite struct SceneBackTests {
    fileprivate let entries = stack("home", "category:list", "item:detail", "item:detail")

    @Test func popLatest_popsOne_inEveryWidth() {
        for widthClass in WidthClass.allCases {
            #expect(StackScene.backCount(entries: entries, widthClass: widthClass, configuration: .adaptive) == 1)
        }
    }

    @Test func popUntilSceneChange_followsTheWorkedExample() {
        var configuration = SceneConfiguration.adaptive
        configuration.backPolicy = .popUntilSceneChange
        #expect(StackScene.backCount(entries: entries, widthClass: .compact, configuration: configuration) == 1)
        #expect(StackScene.backCount(entries: entries, widthClass: .medium, configuration: configuration) == 2)
        #expect(StackScene.backCount(entries: entries, widthClass: .expanded, configuration: configuration) == 2)
    }

    @Test func back_neverPopsTheRoot() {
        var configuration = SceneConfiguration.adaptive
        configuration.backPolicy = .popUntilSceneChange
        let two = stack("category:list", "item:detail")
        #expect(StackScene.backCount(entries: two, widthClass: .expanded, configuration: configuration) == 1)
        #expect(StackScene.backCount(entries: stack("home"), widthClass: .expanded, configuration: configuration) == 0)
    }
}

@Suite struct DetailSelectionTests {
    @Test func replace_replacesTheDetailPane_whenListAndDetailAreShown() {
        let scene = StackScene(
            entries: stack("home", "category:list", "item:detail", "item:detail"), widthClass: .medium,
            configuration: .adaptive)
        #expect(scene.replacedBySelecting(.detail, configuration: .adaptive) == ids(2, 3))
    }

    @Test func nothingIsReplaced_inOnePane_forOtherRoles_orWithPush() {
        let entries = stack("home", "category:list", "item:detail")
        let compact = StackScene(entries: entries, widthClass: .compact, configuration: .adaptive)
        #expect(compact.replacedBySelecting(.detail, configuration: .adaptive).isEmpty)
        let medium = StackScene(entries: entries, widthClass: .medium, configuration: .adaptive)
        #expect(medium.replacedBySelecting(.extra, configuration: .adaptive).isEmpty)
        #expect(medium.replacedBySelecting(nil, configuration: .adaptive).isEmpty)
        var push = SceneConfiguration.adaptive
        push.detailSelection = .push
        #expect(medium.replacedBySelecting(.detail, configuration: push).isEmpty)
    }
}
