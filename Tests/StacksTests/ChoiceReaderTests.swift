import PropertySupport
import Testing

/// The choices the property tests draw from, read as a random number generator.
struct ChoiceReaderTests {
    /// Before the fix, every bounded draw past the end of the choices read zeros, which the
    /// standard library's rejection sampling rejects for ever: the suite hung in CI.
    @Test func drawsPastTheEndOfTheChoices_end_andGiveTheStartOfTheRange() {
        var reader = Choices([]).reader
        for bound in [3, 6, 7, 10, 100, 1_000, 65_537] {
            for _ in 0..<200 {
                #expect(Int.random(in: 0..<bound, using: &reader) < Swift.max(1, bound / 256 + 1))
            }
        }
        #expect(reader.consumed >= 1_400)
    }

    @Test func aChoiceDrawsItsShareOfAnyRange() {
        var reader = Choices([0, 128, 255, 64]).reader
        #expect(Int.random(in: 0..<100, using: &reader) == 0)
        #expect(Int.random(in: 0..<100, using: &reader) == 50)
        #expect(Int.random(in: 0..<100, using: &reader) == 99)
        #expect(Int.random(in: 0..<4, using: &reader) == 1)
    }

    @Test func zeroChoicesInsideTheList_end_too() {
        var reader = Choices([UInt8](repeating: 0, count: 64)).reader
        for _ in 0..<64 {
            #expect(Int.random(in: 0..<100, using: &reader) == 0)
        }
    }
}
