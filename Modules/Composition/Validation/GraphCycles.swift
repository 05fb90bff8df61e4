import WayfinderConfig

/// Cycles of a directed graph whose edges are marked references (`requires:` entries, `flow:`
/// actions), for findings that point at the edge closing each cycle.
enum GraphCycles {
    /// One cycle: the path from its first node (in node order) back to it, and the reference
    /// that closes it.
    struct Cycle {
        let path: [String]
        let closingEdge: Marked<String>
    }

    /// Every cycle, one per strongly connected component (a node with an edge to itself is one),
    /// in node order.
    ///
    /// - Parameters:
    ///   - nodes: The nodes, in the order findings should follow.
    ///   - edges: The references leaving a node; references to other nodes are ignored.
    static func find(nodes: [String], edges: (String) -> [Marked<String>]) -> [Cycle] {
        let order = Dictionary(nodes.enumerated().map { ($1, $0) }) { first, _ in first }
        let targets = nodes.map { edges($0).filter { order[$0.value] != nil } }
        var components = StronglyConnected(count: nodes.count) { node in targets[node].compactMap { order[$0.value] } }
        var cycles: [Cycle] = []
        for component in components.run() {
            let members = Set(component)
            guard let start = component.min() else { continue }
            guard members.count > 1 || targets[start].contains(where: { $0.value == nodes[start] }) else { continue }
            // Shortest way from `start` back to it, inside the component.
            var previous: [Int: Int] = [:]
            var queue = [start]
            var head = 0
            var closing: (from: Int, edge: Marked<String>)?
            search: while head < queue.count {
                let node = queue[head]
                head += 1
                for edge in targets[node] {
                    guard let next = order[edge.value], members.contains(next) else { continue }
                    if next == start {
                        closing = (node, edge)
                        break search
                    }
                    if previous[next] == nil {
                        previous[next] = node
                        queue.append(next)
                    }
                }
            }
            guard let closing else { continue }
            var path = [nodes[start]]
            var node = closing.from
            var reversed: [String] = []
            while node != start {
                reversed.append(nodes[node])
                guard let before = previous[node] else { break }
                node = before
            }
            path += reversed.reversed()
            path.append(nodes[start])
            cycles.append(Cycle(path: path, closingEdge: closing.edge))
        }
        return cycles.sorted { (order[$0.path[0]] ?? 0) < (order[$1.path[0]] ?? 0) }
    }
}

extension GraphCycles {
    /// Which nodes of a graph lie on a cycle (in a strongly connected component of more than
    /// one node, or with an edge to themselves), in time linear in the nodes and edges.
    ///
    /// - Parameter successors: The nodes each node `0..<successors.count` has edges to.
    /// - Returns: One flag per node.
    static func onCycles(_ successors: [[Int]]) -> [Bool] {
        var components = StronglyConnected(count: successors.count) { successors[$0] }
        var onCycle = Array(repeating: false, count: successors.count)
        for component in components.run() {
            guard let first = component.first else { continue }
            if component.count > 1 || successors[first].contains(first) {
                for node in component { onCycle[node] = true }
            }
        }
        return onCycle
    }
}

/// Tarjan's strongly connected components over nodes `0..<count`.
private struct StronglyConnected {
    let count: Int
    let successors: (Int) -> [Int]
    private var index = 0
    private var indexes: [Int?]
    private var lowLinks: [Int]
    private var stack: [Int] = []
    private var onStack: [Bool]
    private var components: [[Int]] = []

    init(count: Int, successors: @escaping (Int) -> [Int]) {
        self.count = count
        self.successors = successors
        indexes = Array(repeating: nil, count: count)
        lowLinks = Array(repeating: 0, count: count)
        onStack = Array(repeating: false, count: count)
    }

    mutating func run() -> [[Int]] {
        for node in 0..<count where indexes[node] == nil {
            visit(node)
        }
        return components
    }

    /// Tarjan's depth-first visit, with an explicit stack of frames rather than recursion: the
    /// graph of a manifest's screens can be thousands of nodes deep.
    private mutating func visit(_ root: Int) {
        var frames: [(node: Int, successors: [Int], next: Int)] = []
        var opening: Int? = root
        while true {
            if let node = opening {
                opening = nil
                indexes[node] = index
                lowLinks[node] = index
                index += 1
                stack.append(node)
                onStack[node] = true
                frames.append((node, successors(node), 0))
            }
            guard let frame = frames.last else { return }
            let node = frame.node
            if frame.next < frame.successors.count {
                let next = frame.successors[frame.next]
                frames[frames.count - 1].next += 1
                if let nextIndex = indexes[next] {
                    if onStack[next] { lowLinks[node] = min(lowLinks[node], nextIndex) }
                } else {
                    opening = next
                }
                continue
            }
            frames.removeLast()
            if let parent = frames.last { lowLinks[parent.node] = min(lowLinks[parent.node], lowLinks[node]) }
            guard lowLinks[node] == indexes[node] else { continue }
            var component: [Int] = []
            while let top = stack.popLast() {
                onStack[top] = false
                component.append(top)
                if top == node { break }
            }
            components.append(component)
        }
    }
}
