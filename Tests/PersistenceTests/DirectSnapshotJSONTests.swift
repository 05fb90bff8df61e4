import Foundation
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@testable import WayfinderPersistence

/// The snapshot coder's direct path gives the general path's bytes and values, takes the
/// common snapshots, and leaves everything else (and every error) to the general path.
@Suite struct DirectSnapshotJSONTests {
    let direct = SnapshotCoder(registry: makeRegistry())
    let general: SnapshotCoder = {
        var coder = SnapshotCoder(registry: makeRegistry())
        coder.usesDirectPath = false
        return coder
    }()

    /// Property: random snapshots (half of them of default routes alone, which the direct path
    /// takes, half with typed routes, which it leaves to the general path), with every style
    /// and random bags (fractions of any magnitude included): both paths write the same bytes
    /// and read the same snapshot back. 150 cases, shrunk on a failure.
    @Test func randomSnapshots_bothPathsGiveSameBytesAndValues() async {
        let taken = TakenCount()
        await checkProperty(count: 150, input: Choices.generator(count: 1_200)) { choices in
            var reader = choices.reader
            let plain = reader.chance(0.5)
            var generator = TreeGenerator(random: reader)
            generator.plainDefaultRoutes = plain
            var snapshot = NavigationSnapshot(
                appID: "shop", sceneID: "scene", savedAt: fixedClock(), tree: generator.tree())
            snapshot.states = Self.states(for: snapshot.tree, random: &reader)
            let bytes = try direct.encode(snapshot)
            #expect(bytes == (try general.encode(snapshot)))
            let viaDirect = try direct.decode(bytes)
            #expect(viaDirect == (try general.decode(bytes)))
            #expect(viaDirect == snapshot)
            if plain {
                #expect(DirectSnapshotJSON.encode(snapshot) != nil)
                #expect(DirectSnapshotJSON.decode(bytes, registry: direct.registry) != nil)
                await taken.add()
            }
        }
        #expect(await taken.count > 30)
    }

    /// Text with every ASCII character (escapes and slashes), non-ASCII letters, emoji and a
    /// line separator, in names, parameters, attributes, titles and bags.
    @Test func everyCharacter_isWrittenAsJSONEncoderWritesIt() throws {
        let ascii = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
        let text = ascii + "é€😀\u{2028}\u{7f}"
        let entry = Entry(
            id: EntryID(serial: 0),
            route: AnyRoute(
                DefaultRoute(text, parameters: ["key": .string(text), "n": .int(-7)], presentationStyle: .sheet)),
            style: .push, withNavigation: true, scope: ScopeID(text), attributes: ["a/b": text])
        let tree = NavigationTree(
            root: StackNode(container: ContainerID(owner: CoordinatorID(0)), entries: [entry]),
            coordinators: CoordinatorNode(
                id: CoordinatorID(0), name: text, kind: CoordinatorFamily(text), placement: .root))
        var snapshot = NavigationSnapshot(appID: text, sceneID: "main", savedAt: fixedClock(), tree: tree)
        snapshot.states = SavedStates(
            entries: [
                EntryID(serial: 0): StateBag(["draft": .string(text), "count": .int(Int.min), "on": .bool(true)])
            ],
            flows: [CoordinatorID(UInt64.max): StateBag(["x": .int(Int.max)])])
        let bytes = try #require(DirectSnapshotJSON.encode(snapshot))
        #expect(bytes == (try general.encode(snapshot)))
        #expect(DirectSnapshotJSON.decode(bytes, registry: direct.registry) == snapshot)
    }

    /// Documents the direct path does not write: it reads some the same way (other key order,
    /// whitespace, escapes it does not use), leaves the rest to the general path, and the coder
    /// gives the general path's snapshot or error for every one.
    @Test func otherDocuments_giveTheGeneralPathsResult() throws {
        let written = String(decoding: try direct.encode(Self.plainSnapshot()), as: UTF8.self)
        let variants: [(String, readDirectly: Bool)] = [
            (written, true),
            (written.replacingOccurrences(of: ",", with: " ,\n\t"), true),
            (written.replacingOccurrences(of: "\"main\"", with: "\"m\\u0061in\""), true),
            (written.replacingOccurrences(of: "\"appID\":\"shop\",", with: "") + "", false),
            (written.replacingOccurrences(of: "\"appID\":\"shop\"", with: "\"appID\":\"shop\",\"extra\":1"), false),
            (
                written.replacingOccurrences(of: "\"appID\":\"shop\"", with: "\"appID\":\"shop\",\"appID\":\"two\""),
                false
            ),
            (written.replacingOccurrences(of: "\"savedAt\":1717236000250", with: "\"savedAt\":1717236000250.0"), false),
            (written.replacingOccurrences(of: "\"savedAt\":1717236000250", with: "\"savedAt\":1.7e12"), false),
            (written.replacingOccurrences(of: "\"schemaVersion\":2", with: "\"schemaVersion\":1"), false),
            (written.replacingOccurrences(of: "\"schemaVersion\":2", with: "\"schemaVersion\":3"), false),
            (written.replacingOccurrences(of: "\"type\":\"wayfinder.route\"", with: "\"type\":\"gone\""), false),
            (written.replacingOccurrences(of: "\"type\":\"wayfinder.route\"", with: "\"type\":\"shop\""), false),
            (written.replacingOccurrences(of: "\"style\":\"push\"", with: "\"style\":\"pop\""), false),
            (written.replacingOccurrences(of: "\"tint\":\"red\"", with: "\"tint\":null"), false),
            (written.replacingOccurrences(of: "\"withNavigation\":true", with: "\"withNavigation\":1"), false),
            (written.replacingOccurrences(of: "\"serial\":1", with: "\"serial\":-1"), false),
            (written.replacingOccurrences(of: "\"serial\":1", with: "\"serial\":01"), false),
            (written.replacingOccurrences(of: "\"name\":\"item\"", with: "\"name\":\"\""), false),
            // Fractions: as the writer writes them, or left to the general path (which reads a
            // whole value written with a fraction as a whole number).
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":-1234.5"), true),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":0.250"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":2.5e-1"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":2.5e-05"), true),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":2.5E-05"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":1e+16"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":2.5e"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":1.0"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":-0.0"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":.5"), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":1."), false),
            (written.replacingOccurrences(of: "\"ratio\":0.25", with: "\"ratio\":99999999999999999999.5"), false),
            (written.replacingOccurrences(of: "\"name\":\"item\"", with: "\"name\":\"\\ud800\""), false),
            (String(written.dropLast()), false),
            (written + "x", false),
            // Nested deeper than the direct path reads: the general path refuses it with an error.
            (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), false),
        ]
        for (text, readDirectly) in variants {
            let data = Data(text.utf8)
            #expect((DirectSnapshotJSON.decode(data, registry: direct.registry) != nil) == readDirectly, "\(text)")
            #expect(Self.outcome { try direct.decode(data) } == Self.outcome { try general.decode(data) }, "\(text)")
        }
        var bytes = Array(written.utf8)
        if let index = bytes.firstIndex(of: UInt8(ascii: "m")) { bytes[index] = 0xFF }
        #expect(DirectSnapshotJSON.decode(Data(bytes), registry: direct.registry) == nil)
    }

    /// Numbers of every magnitude (random bit patterns, hundredths, whole numbers of 64 bits):
    /// the writer gives `JSONEncoder`'s text, and the reader reads a number that is not whole
    /// back as `JSONDecoder` reads it (exponents included). 20,000 numbers from a fixed seed.
    @Test func numbers_areWrittenAndReadAsJSONEncoderAndDecoderDo() throws {
        var random = SeededGenerator(seed: 40)
        var fractions = 0
        for index in 0..<20_000 {
            let value: Double =
                switch index % 4 {
                case 0: Double(bitPattern: random.next())
                case 1: Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 100
                case 2: Double(Int.random(in: Int.min...Int.max, using: &random))
                default: TreeGenerator<SeededGenerator>.fraction(using: &random)
                }
            guard value.isFinite else {
                #expect(DirectJSONWriter.text(of: value) == nil)
                continue
            }
            let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            let text = try #require(DirectJSONWriter.text(of: value))
            #expect("[\(text)]" == encoded, "\(value)")
            guard value.rounded(.towardZero) != value else { continue }
            fractions += 1
            guard case .array(let items)? = DirectJSON.parse(Data(encoded.utf8)),
                case .fraction(let read)? = items.first
            else {
                Issue.record("\(encoded) was not read as a fraction")
                continue
            }
            #expect(read == (try JSONDecoder().decode([Double].self, from: Data(encoded.utf8))).first, "\(encoded)")
        }
        #expect(fractions > 5_000)
    }

    /// The snapshot decoded, or the error's text.
    private static func outcome(_ decode: () throws -> NavigationSnapshot) -> Outcome {
        do {
            return .snapshot(try decode())
        } catch {
            return .error("\(error)")
        }
    }

    private enum Outcome: Equatable {
        case snapshot(NavigationSnapshot)
        case error(String)
    }

    /// A snapshot of one small stack of default routes, every field the direct path writes.
    static func plainSnapshot() -> NavigationSnapshot {
        let entries = [
            Entry(id: EntryID(serial: 0), route: AnyRoute(DefaultRoute("home")), withNavigation: true),
            Entry(
                id: EntryID(serial: 1),
                route: AnyRoute(
                    DefaultRoute("item", parameters: ["id": .int(3), "gift": .bool(false), "ratio": .double(0.25)])),
                attributes: ["tint": "red"]),
        ]
        var snapshot = NavigationSnapshot(
            appID: "shop", sceneID: "main", savedAt: fixedClock(),
            tree: NavigationTree(
                root: StackNode(container: ContainerID(owner: CoordinatorID(0)), entries: entries),
                coordinators: CoordinatorNode(
                    id: CoordinatorID(0), name: "AppCoordinator", kind: .coordinator, placement: .root)))
        snapshot.states = SavedStates(entries: [EntryID(serial: 1): StateBag(["note": .string("hi")])])
        return snapshot
    }

    /// Bags for some of the tree's entries and coordinators.
    private static func states(for tree: NavigationTree, random: inout ChoiceReader) -> SavedStates {
        func bag() -> StateBag {
            var values: [String: StateValue] = [:]
            if random.chance(0.5) { values["draft"] = .string(random.pick(["", "hello", "a \"b\"\n", "ünï"])) }
            if random.chance(0.5) { values["count"] = .int(random.int(-1_000...1_000)) }
            if random.chance(0.3) { values["on"] = .bool(random.chance(0.5)) }
            if random.chance(0.3) {
                values["ratio"] = .double(TreeGenerator<ChoiceReader>.fraction(using: &random))
            }
            return StateBag(values)
        }
        var states = SavedStates()
        for stack in tree.allStacks {
            for entry in stack.entries where random.chance(0.15) { states.entries[entry.id] = bag() }
        }
        for coordinator in tree.allCoordinators where random.chance(0.1) { states.flows[coordinator.id] = bag() }
        return states
    }
}

/// Counts the cases the direct path took, across the property's cases.
private actor TakenCount {
    private(set) var count = 0
    func add() { count += 1 }
}
