import Testing
import WayfinderTesting

@Suite struct TreeTextTests {
    @Test func renumberingIDs_numbersEntriesAndCoordinatorsByFirstAppearance() {
        let text = """
            coordinators
              c0 App (coordinator, root)
                c4 Tabs (tabs, presented)
            stack c0.stack
              #0 launch
              #7 tabs (fullScreenCover, with navigation) [c4]
                tabs c4
                  * home "Home"
                    stack c5.stack
                      #1.9 list
            """
        #expect(
            TreeText.renumberingIDs(text) == """
                coordinators
                  c0 App (coordinator, root)
                    c1 Tabs (tabs, presented)
                stack c0.stack
                  #0 launch
                  #1 tabs (fullScreenCover, with navigation) [c1]
                    tabs c1
                      * home "Home"
                        stack c2.stack
                          #2 list
                """)
    }

    @Test func renumberingIDs_leavesWordsThatMerelyContainDigitsAlone() {
        #expect(TreeText.renumberingIDs("#5 doc12 (c3) abc3 c3.stack") == "#0 doc12 (c0) abc3 c0.stack")
    }

    @Test func subtree_takesTheLineAndEverythingIndentedBelowIt_dedented() {
        let text = """
            stack c0.stack
              #0 launch
              #1 tabs
                tabs c1
                  * home "Home"
              #2 sheet (sheet)
            """
        #expect(
            TreeText.subtree(of: text, at: "#1 tabs") == """
                #1 tabs
                  tabs c1
                    * home "Home"
                """)
        #expect(TreeText.subtree(of: text, at: "#2") == "#2 sheet (sheet)")
        #expect(TreeText.subtree(of: text, at: "#9") == nil)
    }

    @Test func removingSubtree_keepsWhatSurroundsIt() {
        let text = """
            stack c0.stack
              #0 launch
              #1 tabs
                tabs c1
              #2 sheet (sheet)
            """
        #expect(
            TreeText.removingSubtree(of: text, at: "#1 tabs") == """
                stack c0.stack
                  #0 launch
                  #2 sheet (sheet)
                """)
        #expect(TreeText.removingSubtree(of: text, at: "#9") == nil)
    }
}
