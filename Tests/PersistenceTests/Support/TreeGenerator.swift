import PropertyBased
import PropertySupport
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Builds random navigation trees from a seed: stacks with every presentation style (detents
/// and custom included), scoped entries with attributes, tab bars with badges, embedded and
/// detail stacks nested a few levels deep, and a coordinator hierarchy.
///
/// The trees are values to persist, not states an engine reached, but they keep the engine's
/// shapes: unique entry ids, a push root per stack, containers owned by distinct coordinators.
struct TreeGenerator<Random: RandomNumberGenerator> {
    private var random: Random
    private var nextCoordinator: UInt64 = 0
    private var nextSerial: UInt64 = 0
    private let generation: UInt32
    /// Whether every route is a ``DefaultRoute`` (with any style and parameters): snapshots of
    /// such trees take the snapshot coder's direct path.
    var plainDefaultRoutes = false

    /// Draws from `random`: a property case's ``ChoiceReader`` (shrunk on a failure), or a
    /// fixed-seed generator for fixtures.
    init(random: Random) {
        self.random = random
        generation = self.random.chance(0.3) ? UInt32(self.random.int(1...5)) : 0
    }

    /// A whole tree.
    mutating func tree() -> NavigationTree {
        let root = stack(depth: 0, maxEntries: 12)
        return NavigationTree(root: root, coordinators: coordinators(depth: 0))
    }

    /// A tree whose root stack holds exactly `count` entries and nothing else.
    mutating func flatTree(entries count: Int) -> NavigationTree {
        let container = ContainerID(owner: CoordinatorID(0))
        var entries = [rootEntry()]
        while entries.count < count {
            entries.append(entry(scope: nil))
        }
        return NavigationTree(
            root: StackNode(container: container, entries: entries),
            coordinators: CoordinatorNode(
                id: CoordinatorID(0), name: "AppCoordinator", kind: .coordinator, placement: .root)
        )
    }

    // MARK: - Stacks

    private mutating func stack(depth: Int, maxEntries: Int) -> StackNode {
        let container = ContainerID(owner: newCoordinator(), role: random.chance(0.15) ? .detail : .stack)
        var entries = [rootEntry()]
        let scope: ScopeID? = random.chance(0.4) ? CoordinatorID(UInt64(random.int(10...40))).scope : nil
        for _ in 0..<random.int(0...maxEntries) {
            entries.append(entry(scope: random.chance(0.5) ? scope : nil))
        }
        var hosted: [HostedNode] = []
        if depth < 2 {
            for entry in entries where random.chance(0.2) {
                hosted.append(hostedNode(for: entry.id, depth: depth + 1))
            }
        }
        return StackNode(container: container, entries: entries, hosted: hosted)
    }

    private mutating func hostedNode(for entry: EntryID, depth: Int) -> HostedNode {
        var tabs: TabsNode?
        if random.chance(0.5) {
            let names = ["home", "search", "cart", "profile", "settings"]
            let count = random.int(1...4)
            let pages = (0..<count).map { index in
                TabNode(
                    name: names[index], position: index, title: names[index].capitalized,
                    icon: random.chance(0.5) ? "icon.\(names[index])" : nil,
                    badge: random.chance(0.4) ? String(random.int(1...99)) : nil,
                    stack: stack(depth: depth, maxEntries: 4)
                )
            }
            tabs = TabsNode(coordinator: newCoordinator(), selected: random.int(0...(count - 1)), pages: pages)
        }
        var embedded: [EmbeddedNode] = []
        for slot in ["header", "recommendations"] where random.chance(0.3) {
            embedded.append(EmbeddedNode(slot: slot, stack: stack(depth: depth, maxEntries: 3)))
        }
        let detail = random.chance(0.3) ? stack(depth: depth, maxEntries: 3) : nil
        return HostedNode(entry: entry, tabs: tabs, embedded: embedded, detail: detail)
    }

    // MARK: - Entries

    private mutating func rootEntry() -> Entry<AnyRoute> {
        Entry(id: newID(), route: route(), style: .push, withNavigation: true)
    }

    private mutating func entry(scope: ScopeID?) -> Entry<AnyRoute> {
        let style = self.style()
        var attributes: [String: String] = [:]
        if random.chance(0.25) { attributes["tint"] = random.pick(["red", "blue", "green"]) }
        if random.chance(0.1) { attributes["tabBar"] = "standard" }
        return Entry(
            id: newID(), route: route(), style: style, withNavigation: style.isModal && random.chance(0.5),
            scope: scope, attributes: attributes
        )
    }

    private mutating func route() -> AnyRoute {
        if plainDefaultRoutes {
            return AnyRoute(
                DefaultRoute(
                    random.pick(["feed", "item", "receipt"]), parameters: parameters(), presentationStyle: style()))
        }
        return switch random.int(0...6) {
        case 0: AnyRoute(ShopRoute.home)
        case 1: AnyRoute(ShopRoute.item(id: random.int(-5...500)))
        case 2: AnyRoute(ShopRoute.filters)
        case 3: AnyRoute(ShopRoute.checkout(step: random.int(1...3)))
        case 4: AnyRoute(ShopRoute.login)
        default:
            AnyRoute(
                DefaultRoute(
                    random.pick(["feed", "item", "receipt"]), parameters: parameters(), presentationStyle: style()))
        }
    }

    private mutating func style() -> PresentationStyle {
        switch random.int(0...9) {
        case 0...4: .push
        case 5: .sheet
        case 6: .fullScreenCover
        case 7:
            .detents(
                Set(
                    [
                        Detent.medium, .large, .height(random.chance(0.5) ? Double(random.int(100...600)) : fraction()),
                        .fraction(Double(random.int(1...9)) / 10),
                    ]
                    .filter { _ in random.chance(0.6) }
                ).union([.large]))
        default:
            .custom(
                transition: NamedEffect(random.pick(["slide", "fade", "zoom"]), parameters()),
                animation: random.chance(0.5)
                    ? NamedEffect("spring", ["response": 0.25, "damping": .double(fraction())]) : nil,
                fullScreen: random.chance(0.5)
            )
        }
    }

    /// A finite number that is not whole (a whole one reads back as an int where a value may
    /// be either): a few hundredths, or one of any magnitude from a random bit pattern.
    mutating func fraction() -> Double {
        Self.fraction(using: &random)
    }

    /// ``fraction()`` drawn from `random`.
    static func fraction(using random: inout some RandomNumberGenerator) -> Double {
        if random.chance(0.5) {
            let any = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random))
            if any.isFinite, any.rounded(.towardZero) != any { return any }
        }
        return Double(random.int(-9_999...9_999)) / 100 + 0.125
    }

    /// Parameters that read back as themselves (whole doubles would read back as ints).
    private mutating func parameters() -> [String: ParameterValue] {
        var parameters: [String: ParameterValue] = [:]
        if random.chance(0.5) { parameters["id"] = .int(random.int(0...10_000)) }
        if random.chance(0.3) {
            parameters["edge"] = .string(random.pick(["leading", "trailing", "ünïcødé ✓", "a/b \"q\""]))
        }
        if random.chance(0.3) { parameters["ratio"] = .double(fraction()) }
        if random.chance(0.3) { parameters["flag"] = .bool(random.chance(0.5)) }
        return parameters
    }

    // MARK: - Coordinators

    private mutating func coordinators(depth: Int) -> CoordinatorNode {
        let children = depth < 3 ? (0..<random.int(0...3)).map { _ in coordinators(depth: depth + 1) } : []
        return CoordinatorNode(
            id: CoordinatorID(UInt64(random.int(0...200))),
            name: random.pick(["AppCoordinator", "ShopTabs", "CheckoutFlow"]),
            kind: random.pick([.coordinator, .tabs]), placement: random.pick([.root, .tab, .pushed, .presented]),
            children: children
        )
    }

    // MARK: - Ids

    private mutating func newID() -> EntryID {
        defer { nextSerial += 1 }
        return EntryID(generation: generation, serial: nextSerial)
    }

    private mutating func newCoordinator() -> CoordinatorID {
        defer { nextCoordinator += 1 }
        return CoordinatorID(nextCoordinator)
    }
}

extension TreeGenerator where Random == Xoshiro {
    /// Trees for fixtures: equal seeds give equal trees.
    init(seed: UInt64) {
        self.init(random: Xoshiro(fixtureSeed: seed))
    }
}
