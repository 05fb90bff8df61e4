import Foundation
import Testing
import WayfinderComposition

/// `windows:` in the manifest: decoding errors and findings with marks and key paths.
@MainActor
@Suite struct ValidatorWindowTests {
    static let head = """
        app: {id: notes, name: Notes, root: main}
        routes:
          list: {title: Notes, actions: [{title: Note 1, push: note, with: {id: 1}}, {title: Tags, present: tags}]}
          note: {title: "Note {id}", parameters: {id: int}}
          tags: {title: Tags, style: sheet}
          about: {title: About}
          draft: {title: Draft}
        coordinators:
          main: {kind: stack, root: list}
          editor: {kind: child, root: draft}
        deepLinks:
          - {pattern: "notes://note/:id:int", route: note}
          - {pattern: "notes://about", route: about}
          - {pattern: "notes://tags", route: tags}
          - {pattern: "notes://list/note/:id:int", name: listNote, via: [list], route: note}
          - {pattern: "notes://edit", flow: editor}

        """

    @Test func aValidWindowsSection_hasNoFindings_andItsStartRouteCountsAsReached() {
        let yaml =
            Self.head + """
                windows:
                  max: 4
                  start: about
                  links: {note: reuse, about: new}
                """
        #expect(Fixture.findings(yaml) == "")
        // A route only a new window shows is not unreachable.
        let helpOnly = """
            app: {id: notes, name: Notes, root: main}
            routes:
              list: {title: Notes}
              help: {title: Help}
            coordinators:
              main: {kind: stack, root: list}
            windows: {start: help}
            """
        #expect(Fixture.findings(helpOnly) == "")
        #expect(Fixture.findings(helpOnly.replacingOccurrences(of: "windows: {start: help}", with: "")) != "")
    }

    @Test func badValues_areDecodingErrors_atTheirMarks() {
        let yaml =
            Self.head + """
                windows:
                  max: many
                  links: {note: always}
                  size: 3
                """
        #expect(
            Fixture.findings(yaml) == """
                app.yaml:18:8: error: windows.max: expected an integer, found the string "many"
                      max: many
                           ^
                app.yaml:19:17: error: windows.links.note: expected one of new, reuse, found the string "always"
                      links: {note: always}
                                    ^
                app.yaml:20:3: error: windows.size: unknown key 'size' (known keys: links, max, start)
                      size: 3
                      ^
                """)
    }

    @Test func findings_nameTheKeyPath_andWhatIsWrong() {
        let yaml =
            Self.head + """
                windows:
                  max: 0
                  start: nots
                  links: {note: reuse, notte: new, tags: new, listNote: reuse, editor: new}
                """
        #expect(
            Fixture.findings(yaml) == """
                app.yaml:14:38: error: deepLinks[2].route: deep link 'tags' opens a window that starts with route 'tags', but the route is presented (sheet); a window starts with a pushed screen
                      - {pattern: "notes://tags", route: tags}
                                                         ^
                app.yaml:15:66: error: deepLinks[3].via[0]: deep link 'listNote' opens a window of its own (windows.links), whose first screen is its route, so it shows no screens before it; remove 'via:'
                      - {pattern: "notes://list/note/:id:int", name: listNote, via: [list], route: note}
                                                                                     ^
                app.yaml:18:8: error: windows.max: the most windows open at once is at least 1, found 0
                      max: 0
                           ^
                app.yaml:19:10: error: windows.start: undefined route 'nots'; did you mean 'note'?
                      start: nots
                             ^
                app.yaml:20:24: error: windows.links.notte: undefined deep link 'notte'; did you mean 'note'? (links: note, about, tags, listNote, editor)
                      links: {note: reuse, notte: new, tags: new, listNote: reuse, editor: new}
                                           ^
                app.yaml:20:64: error: windows.links.editor: deep link 'editor' opens a window of its own (windows.links), whose first screen is its route; it starts flow 'editor' instead: give it a 'route:'
                      links: {note: reuse, notte: new, tags: new, listNote: reuse, editor: new}
                                                                                   ^
                """)
    }

    @Test func aStartRoute_thatNeedsParameters_orIsPresented_isAFinding() {
        let needs = Self.head + "windows: {start: note}\n"
        #expect(
            Fixture.findings(needs) == """
                app.yaml:17:18: error: windows.start: a new window starts with route 'note', which needs parameter 'id'; a window opened without a route cannot give it
                    windows: {start: note}
                                     ^
                """)
        let presented = Self.head + "windows: {start: tags}\n"
        #expect(
            Fixture.findings(presented) == """
                app.yaml:17:18: error: windows.start: a new window starts with route 'tags', but the route is presented (sheet); a window starts with a pushed screen
                    windows: {start: tags}
                                     ^
                """)
    }

    @Test func linksWithAMaxOfOne_isAFinding() {
        let yaml = Self.head + "windows: {max: 1, links: {note: new}}\n"
        #expect(
            Fixture.findings(yaml) == """
                app.yaml:17:27: error: windows.links.note: deep link 'note' opens a window of its own, but 'max: 1' allows no second window
                    windows: {max: 1, links: {note: new}}
                                              ^
                """)
    }
}
