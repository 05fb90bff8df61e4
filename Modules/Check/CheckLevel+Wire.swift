/// How a level and its reply are written between the processes of `--jobs`: each distinct event
/// once, in a table, and every path, list of events and state as numbers.
///
/// Why (measured, `docs/performance.md`, "Events written once between processes"): the same
/// few dozen events make up every node's path and every new state's events, and writing each
/// as an object of two named strings took about 2 % of a shared check's CPU, in both
/// processes (perf, shop at depth 5, `--jobs 2`).
///
/// A level is `{depth, expands, seen, events, nodes}`, each node `[place, path length, path…,
/// events…]` as numbers into `events`. A reply's states are `[flags, hash?, replays?,
/// events…]` per node: flag 1 says a hash follows (as its bit pattern in an `Int64`), 2 that
/// events follow, 4 that `replays` follows; its violations are listed apart, with the node and
/// state they belong to. A number outside the table, a short node or an unknown flag is a
/// decoding error, never a trap.
struct EventTable {
    /// The events, in the order first met.
    private(set) var events: [CheckEvent] = []
    private var numbers: [CheckEvent: Int] = [:]

    /// The number of `event`, given the next one when it is new.
    mutating func number(of event: CheckEvent) -> Int {
        if let number = numbers[event] { return number }
        numbers[event] = events.count
        events.append(event)
        return events.count - 1
    }

    /// The events numbered `numbers` in `table`, or `nil` when one is not there.
    static func events(numbered numbers: some Sequence<Int>, in table: [CheckEvent]) -> [CheckEvent]? {
        var events: [CheckEvent] = []
        for number in numbers {
            guard table.indices.contains(number) else { return nil }
            events.append(table[number])
        }
        return events
    }
}

extension CheckLevel {
    private enum CodingKeys: String, CodingKey {
        case depth, expands, seen, events, nodes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let events = try container.decode([CheckEvent].self, forKey: .events)
        var nodes: [Node] = []
        for numbers in try container.decode([[Int]].self, forKey: .nodes) {
            guard numbers.count >= 2, numbers[1] >= 0, numbers[1] <= numbers.count - 2,
                let listed = EventTable.events(numbered: numbers.dropFirst(2), in: events)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .nodes, in: container,
                    debugDescription: "a node needs its place, its path's length, and events from the table")
            }
            nodes.append(
                Node(
                    path: Array(listed.prefix(numbers[1])), events: Array(listed.dropFirst(numbers[1])),
                    place: numbers[0]))
        }
        self.init(
            depth: try container.decode(Int.self, forKey: .depth),
            expands: try container.decode(Bool.self, forKey: .expands),
            seen: try container.decode([UInt64].self, forKey: .seen), nodes: nodes)
    }

    public func encode(to encoder: any Encoder) throws {
        var table = EventTable()
        let nodes = self.nodes.map { node in
            [node.place, node.path.count] + node.path.map { table.number(of: $0) }
                + node.events.map { table.number(of: $0) }
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(depth, forKey: .depth)
        try container.encode(expands, forKey: .expands)
        try container.encode(seen, forKey: .seen)
        try container.encode(table.events, forKey: .events)
        try container.encode(nodes, forKey: .nodes)
    }
}

extension CheckLevelReply {
    private enum CodingKeys: String, CodingKey {
        case events, nodes, violations, eventsRun, appsOpened, restores, confirmations, peakMemoryBytes
    }

    /// A violation of a reply, with where it belongs.
    private struct PlacedViolation: Codable {
        var node: Int
        var state: Int
        var violation: CheckViolation
    }

    private enum Flag {
        static let hash = 1
        static let events = 2
        static let replays = 4
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let events = try container.decode([CheckEvent].self, forKey: .events)
        var nodes: [[State]] = []
        for numbers in try container.decode([[[Int]]].self, forKey: .nodes) {
            let states = numbers.compactMap { Self.state(from: $0, events: events) }
            guard states.count == numbers.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .nodes, in: container,
                    debugDescription: "a state needs its flags, what they announce, and events from the table")
            }
            nodes.append(states)
        }
        for placed in try container.decode([PlacedViolation].self, forKey: .violations) {
            guard nodes.indices.contains(placed.node), nodes[placed.node].indices.contains(placed.state) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .violations, in: container,
                    debugDescription: "a violation of a state the reply does not have")
            }
            nodes[placed.node][placed.state].violation = placed.violation
        }
        self.init()
        self.nodes = nodes
        eventsRun = try container.decode(Int.self, forKey: .eventsRun)
        appsOpened = try container.decode(Int.self, forKey: .appsOpened)
        restores = try container.decode(Int.self, forKey: .restores)
        confirmations = try container.decode(Int.self, forKey: .confirmations)
        peakMemoryBytes = try container.decodeIfPresent(Int.self, forKey: .peakMemoryBytes)
    }

    /// A state as written: its flags, then the hash, `replays` and events they announce.
    private static func numbers(of state: State, numbering table: inout EventTable) -> [Int] {
        var numbers = [0]
        if let hash = state.hash {
            numbers[0] |= Flag.hash
            numbers.append(Int(Int64(bitPattern: hash)))
        }
        if let replays = state.replays {
            numbers[0] |= Flag.replays
            numbers.append(replays)
        }
        if let events = state.events {
            numbers[0] |= Flag.events
            numbers += events.map { table.number(of: $0) }
        }
        return numbers
    }

    /// The state ``numbers(of:numbering:)`` wrote (without its violation), or `nil` when
    /// `numbers` is not one.
    private static func state(from numbers: [Int], events: [CheckEvent]) -> State? {
        let flags = numbers.first ?? -1
        var rest = numbers.dropFirst()
        guard flags >= 0, flags < 8,
            rest.count >= (flags & Flag.hash == 0 ? 0 : 1) + (flags & Flag.replays == 0 ? 0 : 1)
        else { return nil }
        var state = State()
        if flags & Flag.hash != 0 { state.hash = UInt64(bitPattern: Int64(rest.removeFirst())) }
        if flags & Flag.replays != 0 { state.replays = rest.removeFirst() }
        if flags & Flag.events != 0 {
            guard let listed = EventTable.events(numbered: rest, in: events) else { return nil }
            state.events = listed
        } else if !rest.isEmpty {
            return nil
        }
        return state
    }

    public func encode(to encoder: any Encoder) throws {
        var table = EventTable()
        var violations: [PlacedViolation] = []
        var nodes: [[[Int]]] = []
        for (nodeIndex, states) in self.nodes.enumerated() {
            for (stateIndex, state) in states.enumerated() {
                guard let violation = state.violation else { continue }
                violations.append(PlacedViolation(node: nodeIndex, state: stateIndex, violation: violation))
            }
            nodes.append(states.map { Self.numbers(of: $0, numbering: &table) })
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(table.events, forKey: .events)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(violations, forKey: .violations)
        try container.encode(eventsRun, forKey: .eventsRun)
        try container.encode(appsOpened, forKey: .appsOpened)
        try container.encode(restores, forKey: .restores)
        try container.encode(confirmations, forKey: .confirmations)
        try container.encodeIfPresent(peakMemoryBytes, forKey: .peakMemoryBytes)
    }
}
