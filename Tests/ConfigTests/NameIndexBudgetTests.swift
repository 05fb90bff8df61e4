import Testing

@testable import WayfinderConfig

/// Hostile review 2, finding 8: 4,000 routes each pushing a distinct undefined route took 19.9 s
/// to validate (500: 0.44 s), each name compared with every route for a suggestion. An index
/// now compares at most `NameIndex.comparisonBudget` candidates in all; past it, a finding has
/// no suggestion, so validation stays linear in the number of findings.
@Suite struct NameIndexBudgetTests {
    @Test func pastTheBudget_namesGetNoSuggestion_butAnswersFoundStay() {
        let candidates = (0..<1000).map { "route\($0)" }
        var index = NameIndex(candidates)
        #expect(index.closest(to: "route8x") == "route8")
        // Distinct words spend the budget, one search of every candidate each.
        for number in 1..<(NameIndex.comparisonBudget / candidates.count) {
            _ = index.closest(to: "unrelated\(number)")
        }
        #expect(index.closest(to: "route7x") == nil, "the budget is spent")
        #expect(index.closest(to: "route8x") == "route8", "an answer found is kept")
        var fresh = NameIndex(candidates)
        #expect(fresh.closest(to: "route7x") == "route7")
    }
}
