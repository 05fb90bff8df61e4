/// The nodes of one depth of a shared search (`--jobs`) not yet sent to a worker, handed out a
/// chunk at a time so that the workers end the depth together.
///
/// Each worker has a share (``ManifestChecker/deal(_:to:)``): mostly the nodes it found, which
/// it reaches cheaply from their saved ancestors. A worker is given chunks from the front of
/// its own share; once that is used up, it takes them from the back of the share with the most
/// weight left, the part its owner would reach last. A chunk weighs a quarter of an even share
/// of the weight left (and at least 1/64 of an even share of the whole depth), so the chunks
/// shrink as the depth runs out and no worker waits long for another at its end.
///
/// Why (`docs/performance.md`, "Taking from another share"): a share dealt once by estimated
/// weight still ended 4.2 s apart from the other at depth 6, one process idle meanwhile.
struct LevelPool {
    /// Per share, the places (in the frontier) of the nodes not handed out, in order.
    private var shares: [ArraySlice<Int>]
    /// Per share, the weight of those nodes.
    private var left: [Int]
    /// Per node, what exploring it costs (``ManifestChecker/weight(events:replays:)``).
    private let weights: [Int]
    /// The least weight of a chunk, unless less is left.
    private let smallest: Int

    /// The nodes of `claims` (one per frontier node, in order) dealt to `workers` shares.
    init(_ claims: [ManifestChecker.Claim], workers: Int) {
        let count = max(1, workers)
        var shares = Array(repeating: [Int](), count: count)
        var left = Array(repeating: 0, count: count)
        for (place, dealt) in ManifestChecker.deal(claims, to: count).enumerated() {
            shares[dealt.worker].append(place)
            left[dealt.worker] += claims[place].weight
        }
        self.shares = shares.map { $0[...] }
        self.left = left
        weights = claims.map(\.weight)
        smallest = max(1, claims.reduce(0) { $0 + $1.weight } / (64 * count))
    }

    /// Whether every node was handed out.
    var isEmpty: Bool { shares.allSatisfy(\.isEmpty) }

    /// The next chunk for `worker`: the places of its nodes, in frontier order; `nil` when
    /// every node was handed out.
    mutating func next(for worker: Int) -> [Int]? {
        let target = max(smallest, left.reduce(0, +) / (4 * shares.count))
        if shares.indices.contains(worker), !shares[worker].isEmpty {
            return take(target, from: worker, atFront: true)
        }
        let heaviest = shares.indices.filter { !shares[$0].isEmpty }.max { left[$0] < left[$1] }
        guard let from = heaviest else { return nil }
        return take(target, from: from, atFront: false).reversed()
    }

    /// Nodes of share `index` weighing `target` (at least one), from its front or its back, in
    /// the order taken.
    private mutating func take(_ target: Int, from index: Int, atFront: Bool) -> [Int] {
        var chunk: [Int] = []
        var weight = 0
        while weight < target || chunk.isEmpty,
            let place = atFront ? shares[index].popFirst() : shares[index].popLast()
        {
            chunk.append(place)
            weight += weights[place]
        }
        left[index] -= weight
        return chunk
    }

    /// Leaves out the nodes after `place`: a violation was found there, and the search ends
    /// at the first one in frontier order.
    mutating func drop(after place: Int) {
        for index in shares.indices {
            while let last = shares[index].last, last > place {
                shares[index].removeLast()
                left[index] -= weights[last]
            }
        }
    }
}
