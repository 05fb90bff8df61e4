import Testing
import WayfinderStacks

@Suite struct EntryIDTests {
    @Test func freshGenerator_countsFromZero() {
        var ids = EntryIDGenerator()
        #expect(ids.next() == EntryID(serial: 0))
        #expect(ids.next() == EntryID(serial: 1))
        #expect(ids.next().description == "#2")
    }

    @Test func advancePastRestoredId_neverIssuesItAgain() {
        var ids = EntryIDGenerator()
        ids.advance(past: EntryID(generation: 2, serial: 7))
        #expect(ids.next() == EntryID(generation: 2, serial: 8))
        ids.advance(past: EntryID(generation: 1, serial: 100))
        #expect(ids.next() == EntryID(generation: 2, serial: 9))
    }
}
