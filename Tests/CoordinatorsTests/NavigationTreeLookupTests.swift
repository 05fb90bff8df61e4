import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The tree's one set of lookups: stacks, a hosted node's stacks, an entry by id, a coordinator
/// node by id, and the typed placement and kind they carry.
@MainActor
@Suite struct NavigationTreeLookupTests {
    /// Home at the root with a tab bar presented over it: c0.stack hosts c2.stack and c3.stack.
    private func tabsOverHome() async throws -> TestNavigator {
        let app = TestNavigator(.headless)
        let root = HomeCoordinator()
        try await app.start(root: root)
        try await app.run {
            try await root.navigate(to: CustomAppTabCoordinator(), presentationStyle: .fullScreenCover)
        }
        return app
    }

    @Test func allStacks_tabBarOverRoot_rootThenPagesInOrder() async throws {
        let app = try await tabsOverHome()
        let tree = app.navigator.tree
        #expect(tree.allStacks.map(\.container.description) == ["c0.stack", "c2.stack", "c3.stack"])
        let host = try #require(tree.root?.hosted.first)
        #expect(host.stacks.map(\.container.description) == ["c2.stack", "c3.stack"])
        #expect(tree.root?.subtree == tree.allStacks)
        #expect(app.finish() == .clean)
    }

    @Test func entryAndStackLookups_entryOnAnUnselectedPage_foundWithItsStackAndHost() async throws {
        let app = try await tabsOverHome()
        let tree = app.navigator.tree
        let settings = EntryID(serial: 3)
        #expect(tree.entry(settings)?.route == AnyRoute(SettingsRoute.settings))
        #expect(tree.stack(containing: settings)?.container.description == "c3.stack")
        #expect(tree.host(of: ContainerID(owner: CoordinatorID(3))) == EntryID(serial: 1))
        #expect(tree.host(of: ContainerID(owner: CoordinatorID(0))) == nil)
        #expect(tree.entry(EntryID(serial: 99)) == nil)
        #expect(tree.firstEntry(showing: "settings")?.stack.container.description == "c3.stack")
        #expect(app.finish() == .clean)
    }

    @Test func coordinatorLookup_tabPage_typedPlacementAndKind() async throws {
        let app = try await tabsOverHome()
        let tree = app.navigator.tree
        #expect(
            tree.allCoordinators.map(\.id) == [CoordinatorID(0), CoordinatorID(1), CoordinatorID(2), CoordinatorID(3)])
        let bar = try #require(tree.coordinator(CoordinatorID(1)))
        #expect(bar.kind == .tabs)
        #expect(bar.placement == .presented && bar.placement.isFlow)
        #expect(tree.coordinator(CoordinatorID(3))?.placement == .tab)
        #expect(tree.coordinator(CoordinatorID(9)) == nil)
        #expect(app.finish() == .clean)
    }

    @Test func coordinatorKind_familyDefinedElsewhere_codesAsItsName() throws {
        let kinds: [CoordinatorFamily] = [.coordinator, .tabs, .navigation, .child, .base, CoordinatorFamily("wizard")]
        let data = try JSONEncoder().encode(kinds)
        #expect(
            String(decoding: data, as: UTF8.self) == #"["coordinator","tabs","navigation","child","base","wizard"]"#)
        #expect(try JSONDecoder().decode([CoordinatorFamily].self, from: data) == kinds)
        #expect(CoordinatorFamily("tabs") == .tabs)
    }
}
