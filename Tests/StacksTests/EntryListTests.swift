import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks

/// `EntryList` must read and change exactly like an array of its entries, also when earlier
/// versions are kept alive (the tree a renderer holds, a change in flight) and when a change
/// crosses a chunk boundary.
@Suite struct EntryListTests {
    private static func entry(_ serial: Int) -> Entry<Screen> {
        Entry(id: EntryID(serial: UInt64(serial)), route: .item(serial))
    }

    /// Random appends, removals, truncations and replacements, each applied to a list and to an
    /// array model; a random earlier version is kept and must never change. 300 cases of up to
    /// 120 operations, with runs long enough to seal and unseal several chunks.
    @Test func randomChanges_matchAnArray_andNeverTouchAKeptVersion() async {
        var operations = 0
        var crossings = 0
        await checkProperty(count: 300, input: Choices.generator(count: 400)) { choices in
            var random = choices.reader
            var list = EntryList<Screen>()
            var model: [Entry<Screen>] = []
            var kept: [(EntryList<Screen>, [Entry<Screen>])] = []
            var serial = 0
            for _ in 0..<120 {
                let chunksBefore = list.count / EntryList<Screen>.chunkSize
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    for _ in 0..<Int.random(in: 1...20, using: &random) {
                        serial += 1
                        list.append(Self.entry(serial))
                        model.append(Self.entry(serial))
                    }
                case 5, 6:
                    let count = Int.random(in: -1...(model.count + 1), using: &random)
                    list.removeLast(count)
                    model.removeLast(min(max(count, 0), model.count))
                case 7:
                    let keep = Int.random(in: 0...(model.count + 1), using: &random)
                    list.truncate(to: keep)
                    model.removeLast(model.count - min(keep, model.count))
                case 8 where !model.isEmpty:
                    let index = Int.random(in: 0..<model.count, using: &random)
                    serial += 1
                    list[index] = Self.entry(serial)
                    model[index] = Self.entry(serial)
                default:
                    kept.append((list, model))
                }
                operations += 1
                if list.count / EntryList<Screen>.chunkSize != chunksBefore { crossings += 1 }
                guard Array(list) == model, list.count == model.count, list.last == model.last else {
                    Issue.record("list \(Array(list)) differs from model \(model)")
                    return
                }
                let start = Int.random(in: -1...(model.count + 1), using: &random)
                guard list.entries(from: start) == Array(model[min(max(start, 0), model.count)...]) else {
                    Issue.record("entries(from: \(start)) of \(Array(list)) is \(list.entries(from: start))")
                    return
                }
            }
            for (version, snapshot) in kept where Array(version) != snapshot || version != EntryList(snapshot) {
                Issue.record("a kept version changed: \(Array(version)) was \(snapshot)")
                return
            }
        }
        #expect(operations == 36_000)
        #expect(crossings > 2_000)
    }

    @Test func equalLists_builtDifferently_areEqualAndHashEqually() {
        let entries = (1...40).map(Self.entry)
        var grown = EntryList<Screen>()
        for entry in entries + (41...50).map(Self.entry) { grown.append(entry) }
        grown.removeLast(10)
        let built = EntryList(entries)
        #expect(grown == built)
        #expect(grown.hashValue == built.hashValue)
        var other = built
        other[3] = Self.entry(99)
        #expect(other != built)
        #expect(built[3] == Self.entry(4))
    }

    @Test func removingMoreThanItHolds_empties_andANegativeCountRemovesNothing() {
        var list = EntryList((1...5).map(Self.entry))
        list.removeLast(-3)
        #expect(list.count == 5)
        list.removeLast(9)
        #expect(list.isEmpty)
        #expect(list.last == nil)
    }
}
