import PropertyBased
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// The unchanged prefix a change reports per stack, which lets a save skip the entries below it:
/// on live navigation it is exactly the equal bottom of the stack, and a tree change computed
/// from it is the one a whole comparison finds.
@MainActor
@Suite struct UnchangedPrefixTests {
    /// The number of entries at the bottom of two lists that are equal, counted one by one.
    static func equalBottom(_ before: EntryList<AnyRoute>, _ after: EntryList<AnyRoute>) -> Int {
        zip(before, after).prefix { $0 == $1 }.count
    }

    /// One random step of the shop app with tabs: pushes, pops, modals, in-place updates,
    /// removals from the middle, a replaced top in one transaction, tab changes, restores.
    static func step(
        _ navigator: Navigator, earlier: [NavigationSnapshot], random: inout Xoshiro
    ) async throws {
        let app = try #require(navigator.root as? AppCoordinator)
        let tabs = try #require(app.children.first as? ShopTabs)
        let pages = [ShopPage.browse, .cart].compactMap { tabs.coordinator(for: $0) as? PageCoordinator }
        let router = random.pick(pages).router
        let region = router.entries
        let inner = region.count > 1 ? random.pick(Array(region.dropFirst())) : nil
        switch random.int(0...11) {
        case 0, 1, 2: _ = try? await router.navigate(toRoute: .item(id: random.int(1...99)))
        case 3: try? await router.pop()
        case 4: _ = try? await router.present(.filters, presentationStyle: nil)
        case 5: try? await router.dismiss()
        case 6: try? await router.update(id: random.pick(region).id, to: .item(id: random.int(100...199)))
        case 7: if let inner { try? await router.remove(id: inner.id) }
        case 8: if let inner { try? await router.popFrom(id: inner.id) }
        case 9:
            try? await navigator.transaction {
                try await router.pop()
                try await router.navigate(toRoute: .item(id: random.int(1...99)))
            }
        case 10: try? await tabs.selectPage(random.pick([.browse, .cart]))
        default:
            if let snapshot = earlier.randomElement(using: &random) { _ = try? await navigator.restore(snapshot) }
        }
    }

    @Test(arguments: [UInt64(21), 22, 23, 24, 25])
    func everyChangeHeard_reportsTheEqualBottomOfEachStack(seed: UInt64) async throws {
        var random = Xoshiro(fixtureSeed: seed)
        let navigator = try await Sessions.session()
        var heard: [ContainerChange] = []
        navigator.observe { [weak navigator] event in
            if let change = navigator?.inFlight, change.id == event.sequence { heard += change.containers }
        }
        var earlier: [NavigationSnapshot] = []
        for _ in 0..<80 {
            try await Self.step(navigator, earlier: earlier, random: &random)
            earlier.append(navigator.snapshot(appID: "shop"))
        }
        #expect(heard.count > 40)
        #expect(heard.contains { $0.unchangedPrefix > 0 && !$0.updated.isEmpty })
        for change in heard {
            #expect(
                change.unchangedPrefix == Self.equalBottom(change.before, change.after),
                "seed \(seed), \(change.container): \(change.before.map(\.id)) -> \(change.after.map(\.id))")
        }
    }

    @Test func aChangeMadeFromArrays_reportsTheEqualBottom_anUpdateInPlaceEndingIt() {
        let container = ContainerID(owner: CoordinatorID(0))
        let entries = (0..<6).map { Entry(id: EntryID(serial: UInt64($0)), route: AnyRoute(ShopRoute.item(id: $0))) }
        var updated = entries
        updated[2] = Entry(id: entries[2].id, route: AnyRoute(ShopRoute.filters))
        let pushed = ContainerChange(container: container, before: Array(entries[..<4]), after: entries)
        let popped = ContainerChange(container: container, before: entries, after: Array(entries[..<1]))
        let inPlace = ContainerChange(container: container, before: entries, after: updated)
        let removedInside = ContainerChange(
            container: container, before: entries, after: Array(entries[..<3] + entries[4...]))
        let new = ContainerChange(container: container, before: [], after: entries)
        #expect(pushed.unchangedPrefix == 4)
        #expect(popped.unchangedPrefix == 1)
        #expect(inPlace.unchangedPrefix == 2)
        #expect(inPlace.updated.map(\.id) == [entries[2].id])
        #expect(removedInside.unchangedPrefix == 3)
        #expect(new.unchangedPrefix == 0)
    }

    @Test(arguments: [UInt64(31), 32, 33, 34, 35])
    func treeChangesFromTheNavigatorsAccount_areThoseAWholeComparisonFinds(seed: UInt64) async throws {
        var random = Xoshiro(fixtureSeed: seed)
        let navigator = try await Sessions.session()
        let recorder = ChangeRecorder(navigator)
        let app = try #require(navigator.root as? AppCoordinator)
        let tabs = try #require(app.children.first as? ShopTabs)
        let browse = try #require(tabs.coordinator(for: .browse) as? PageCoordinator)
        try await browse.router.navigate(toRoute: .item(id: 3))
        var saved = try FlatTree(navigator.tree)
        var lastChange = try #require(recorder.take().last)
        var earlier: [NavigationSnapshot] = []
        var nonEmpty = 0
        for step in 0..<60 {
            // Saves now and then, so that a summary often joins several changes.
            for _ in 0..<random.int(1...3) {
                try await Self.step(navigator, earlier: earlier, random: &random)
            }
            earlier.append(navigator.snapshot(appID: "shop"))
            let changes = recorder.take()
            let hint = try #require(ChangedEntries(changes, after: lastChange))
            let now = try FlatTree(navigator.tree)
            let hinted = TreeChange(from: saved, to: now, hint: hint)
            #expect(hinted == TreeChange(from: saved, to: now, hint: nil), "seed \(seed), step \(step)")
            var applied = saved
            try hinted.apply(to: &applied)
            #expect(applied == now, "seed \(seed), step \(step)")
            if !hinted.isEmpty { nonEmpty += 1 }
            saved = now
            lastChange = changes.last ?? lastChange
        }
        #expect(nonEmpty > 30)
    }
}
