import Testing
import WayfinderTesting

@testable import WayfinderCheck

/// How a depth of the shared search is handed out a chunk at a time: each worker its own
/// share from the front, then the back of the heaviest share left.
@Suite struct LevelPoolTests {
    @Test func aWorker_takesItsOwnShareFromTheFront_thenTheBackOfTheHeaviestShareLeft() {
        // Eight nodes of equal weight, four found by each worker, alternating.
        var pool = LevelPool((0..<8).map { ($0 % 2, 1) }, workers: 2)
        var taken: [[Int]] = []
        while let chunk = pool.next(for: 0) { taken.append(chunk) }
        // Worker 0's own nodes first, in order; then worker 1's from the back, each chunk in
        // frontier order.
        #expect(taken.flatMap { $0 }.prefix(4) == [0, 2, 4, 6])
        #expect(Set(taken.flatMap { $0 }.suffix(4)) == [1, 3, 5, 7])
        #expect(taken.last?.contains(1) == true)
        for chunk in taken { #expect(chunk == chunk.sorted()) }
        #expect(pool.isEmpty)
        #expect(pool.next(for: 1) == nil)
    }

    @Test func theChunks_shrinkAsTheDepthRunsOut() {
        // 1,024 nodes of equal weight, one worker: a quarter of what is left, down to 1/64 of
        // the whole (the last chunk is what remains).
        var pool = LevelPool(Array(repeating: (0, 1), count: 1_024), workers: 1)
        var sizes: [Int] = []
        while let chunk = pool.next(for: 0) { sizes.append(chunk.count) }
        #expect(sizes.prefix(3) == [256, 192, 144])
        #expect(sizes == sizes.sorted(by: >))
        #expect(sizes.dropLast().allSatisfy { $0 >= 16 })
        #expect(sizes.reduce(0, +) == 1_024)
    }

    @Test func aViolation_leavesOutTheNodesAfterIt() {
        var pool = LevelPool((0..<10).map { ($0 < 5 ? 0 : 1, 1) }, workers: 2)
        let first = pool.next(for: 1)
        pool.drop(after: 6)
        var rest: [Int] = []
        while let chunk = pool.next(for: 0) { rest += chunk }
        #expect(Set((first ?? []) + rest).isSuperset(of: Set(0...6)))
        #expect(rest.allSatisfy { $0 <= 6 })
    }

    @Test func everyNode_isHandedOutOnce_inFrontierOrderWithinAChunk_whoeverAsks() {
        // Seeded: random claims and weights, random workers asking.
        var random = SeededGenerator(seed: 0x5eed_c0de)
        for _ in 0..<200 {
            let workers = Int.random(in: 1...4, using: &random)
            let count = Int.random(in: 0...300, using: &random)
            let claims: [ManifestChecker.Claim] = (0..<count).map { _ in
                (
                    Bool.random(using: &random) ? Int.random(in: 0..<workers, using: &random) : nil,
                    Int.random(in: 0...40, using: &random)
                )
            }
            var pool = LevelPool(claims, workers: workers)
            var handed: [Int] = []
            while !pool.isEmpty {
                guard let chunk = pool.next(for: Int.random(in: 0..<workers, using: &random)) else { break }
                #expect(!chunk.isEmpty)
                #expect(chunk == chunk.sorted())
                handed += chunk
            }
            #expect(handed.sorted() == Array(0..<count))
        }
    }
}
