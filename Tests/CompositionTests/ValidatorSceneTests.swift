import Testing
import WayfinderComposition

/// `pane:` on routes and `scenes:`, `paneBack:`, `detailSelection:` on coordinators: findings
/// with marks and key paths.
@MainActor
@Suite struct ValidatorSceneTests {
    @Test func panesAndScenes_thatCannotApply_areFindings() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: List, push: list}, {title: Note, present: note}]}
              list: {title: List, pane: list, actions: [{title: Open, push: item}]}
              item: {title: Item}
              note: {title: Note, style: sheet, pane: detail}
            coordinators:
              main: {kind: stack, root: home, scenes: [list-detail, list-detail], paneBack: popUntilSceneChange}
              other: {kind: stack, root: home, detailSelection: push}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:6:43: error: routes.note.pane: 'pane' applies to pushed routes only: route 'note' is shown as a sheet, above the whole scene
                      note: {title: Note, style: sheet, pane: detail}
                                                              ^
                app.yaml:8:44: error: coordinators.main.scenes[0]: scene strategy 'list-detail' needs a route with 'pane: detail' in the stack of coordinator 'main' (its routes: home, list, item)
                      main: {kind: stack, root: home, scenes: [list-detail, list-detail], paneBack: popUntilSceneChange}
                                                               ^
                app.yaml:8:57: error: coordinators.main.scenes[1]: scene strategy 'list-detail' is listed twice for coordinator 'main'
                      main: {kind: stack, root: home, scenes: [list-detail, list-detail], paneBack: popUntilSceneChange}
                                                                            ^
                app.yaml:8:57: error: coordinators.main.scenes[1]: scene strategy 'list-detail' needs a route with 'pane: detail' in the stack of coordinator 'main' (its routes: home, list, item)
                      main: {kind: stack, root: home, scenes: [list-detail, list-detail], paneBack: popUntilSceneChange}
                                                                            ^
                app.yaml:9:3: error: coordinators.other: coordinator 'other' is never started: nothing leads to it from the root coordinator 'main'
                      other: {kind: stack, root: home, detailSelection: push}
                      ^
                app.yaml:9:53: error: coordinators.other.detailSelection: 'detailSelection' applies to stacks shown as panes; coordinator 'other' shows one pane (add 'scenes: [list-detail]')
                      other: {kind: stack, root: home, detailSelection: push}
                                                                        ^
                """)
    }

    @Test func theSamples_validate_withTheirPanes() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              lines: {title: Lines, pane: list, actions: [{title: Line, push: line}]}
              line: {title: Line, pane: detail, actions: [{title: Stop, push: stop}]}
              stop: {title: Stop, pane: extra}
            coordinators:
              main:
                kind: tabs
                pages:
                  - {name: lines, title: Lines, coordinator: lines-flow, scenes: [list-detail-extra, list-detail]}
              lines-flow: {kind: stack, root: lines, paneBack: popLatest, scenes: [list-detail]}
            """
        #expect(Fixture.findings(yaml, registry: try .testPlugins()) == "")
    }
}
