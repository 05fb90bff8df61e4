import Testing
import WayfinderRouting
import WayfinderStacks

/// Code written against the entry arrays, before paths and trees shared their entries as an
/// ``EntryList``: the public APIs that take entries take any sequence of them (issue 39, as a
/// user upgrading would write it).
@Suite struct EntrySequenceTests {
    private let before = [home, pushed(1, Screen.a), modal(2, Screen.filters, navigation: true)]
    private let after = [home, pushed(1, Screen.a), pushed(3, Screen.b)]

    @Test func aPathIsBuiltFromAnotherPathsEntries() throws {
        let path = try RoutePath(entries: before)
        let copy = try RoutePath(entries: path.entries)
        #expect(copy == path)
        #expect(Array(copy.entries) == before)
    }

    @Test func aPathIsBuiltFromASliceOfEntries() throws {
        let path = try RoutePath(entries: before)
        let lower = try RoutePath(entries: path.entries.prefix(2))
        #expect(Array(lower.entries) == Array(before.prefix(2)))
    }

    @Test func theStepsBetweenTwoPathsAreThoseBetweenTheirArrays() throws {
        let start = try RoutePath(entries: before)
        let end = try RoutePath(entries: after)
        let planned = StepPlanner.steps(from: start.entries, to: end.entries)
        #expect(planned == StepPlanner.steps(from: before, to: after))
        #expect(planned.last == after)
    }

    @Test func theTransitionBetweenTwoPathsIsThatBetweenTheirArrays() throws {
        let start = try RoutePath(entries: before)
        let end = try RoutePath(entries: Array(before.prefix(2)))
        #expect(
            StepPlanner.transition(from: start.entries, to: end.entries)
                == StepPlanner.transition(
                    from: before, to: Array(before.prefix(2))))
        #expect(StepPlanner.transition(from: start.entries, to: end.entries) != nil)
    }

    @Test func aBadSequenceIsRefusedAsABadArrayIs() {
        let twice = [home, pushed(1, Screen.a), pushed(1, Screen.b)]
        #expect(throws: PathError.duplicateEntryID(EntryID(serial: 1))) {
            try RoutePath(entries: twice.lazy.map { $0 })
        }
    }
}
