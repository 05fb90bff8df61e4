import Testing
import WayfinderTesting

@Suite struct TextDiffTests {
    @Test func equalTexts_giveAnEmptyDiff() {
        let diff = TextDiff(expected: "a\nb", actual: "a\nb")
        #expect(diff.isEmpty)
        #expect(diff.lines == [.same("a"), .same("b")])
    }

    @Test func oneChangedLine_showsAsOneRemovalAndOneAdditionAmongContext() {
        let diff = TextDiff(
            expected: "stack\n  #0 list\n  #1 note(1)\n  #2 editor",
            actual: "stack\n  #0 list\n  #1 note(2)\n  #2 editor")
        #expect(!diff.isEmpty)
        #expect(
            diff.description == """
                - expected
                + actual
                  stack
                    #0 list
                -   #1 note(1)
                +   #1 note(2)
                    #2 editor
                """)
    }

    @Test func missingAndExtraLines_areMarkedOnTheirSide() {
        let diff = TextDiff(expected: "a\nb\nc", actual: "a\nc\nd")
        #expect(diff.lines == [.same("a"), .expectedOnly("b"), .same("c"), .actualOnly("d")])
    }

    @Test func emptyExpectedText_listsEveryActualLineAsAdded() {
        let diff = TextDiff(expected: "", actual: "x\ny")
        #expect(diff.lines == [.actualOnly("x"), .actualOnly("y")])
    }
}
