import Testing

@testable import WayfinderCheck

/// The canonical text states are deduplicated by: ids renumbered by first appearance.
@Suite struct StateFingerprintTests {
    @Test func canonical_renumbersEntryAndCoordinatorIDs_byFirstAppearance() {
        let text = "c4 main (tabs)\n  stack c4.stack\n    #7 item id=1 [c9]\n    #1.3 cart\n#7 again c9"
        #expect(
            StateFingerprint.canonical(text)
                == "c0 main (tabs)\n  stack c0.stack\n    #0 item id=1 [c1]\n    #1 cart\n#0 again c1")
    }

    @Test func canonical_leavesWordsThatStartWithC_alone() {
        #expect(StateFingerprint.canonical("checkout c3 cart2 c") == "checkout c0 cart2 c")
    }

    @Test func twoPathsToTheSameScreens_haveTheSameText() {
        let first = StateFingerprint.canonical("#2 home\n#5 item id=1")
        let second = StateFingerprint.canonical("#2 home\n#9 item id=1")
        #expect(first == second)
        #expect(StateFingerprint.hash(first) == StateFingerprint.hash(second))
        #expect(StateFingerprint.hash(first) != StateFingerprint.hash("#0 home"))
    }
}
