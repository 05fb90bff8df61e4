import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@testable import WayfinderCoordinators

/// The speed strategies with several windows open: a request in any window, focused or not,
/// gives what the general path gives (the same trees, rendered changes and events), and every
/// committed tree equals the tree built afresh from the committed state. A push in a window
/// without focus replaces that window's node and shares the others (see ``Navigator``'s tree
/// building), so a stale node of another window would show here.
@MainActor
@Suite struct WindowFastPathTests {
    /// One app with windows, with some strategies on, and everything it reported.
    @MainActor final class World {
        let navigator = Navigator(renderer: RecordingRenderer(autoComplete: true))
        /// Each open window's root coordinator.
        var roots: [WindowID: HomeCoordinator] = [:]
        var events: [NavigationEvent] = []
        var results: [String] = []

        init(_ enabled: FastPaths.Strategies) async throws {
            navigator.fastPaths.enabled = enabled
            let home = HomeCoordinator()
            try await navigator.start(root: home)
            roots[.main] = home
            navigator.observe { [weak self] in self?.events.append($0) }
        }

        var rendered: [NavigationChange] { (navigator.renderer as? RecordingRenderer)?.rendered ?? [] }

        /// The number of actions ``run(_:in:index:)`` knows.
        static let actions = 12

        /// Runs action `action` in `window`, recording how it ended.
        func run(_ action: Int, in window: WindowID, index: Int) async {
            do {
                try await perform(action, in: window, index: index)
                results.append("ok")
            } catch {
                results.append("\(error)")
            }
        }

        /// The last child flow started in `window`, if it still runs.
        private func detail(in window: WindowID) -> DetailCoordinator? {
            roots[window]?.children.compactMap { $0 as? DetailCoordinator }.last
        }

        private func perform(_ action: Int, in window: WindowID, index: Int) async throws {
            let home = roots[window]
            switch action {
            case 0:
                let root = HomeCoordinator()
                roots[try await navigator.openWindow(root: root)] = root
            case 1:
                try await navigator.focusWindow(window, source: .user)
            case 2:
                try await navigator.closeWindow(window)
                roots[window] = nil
            case 3, 4: try await home?.router.navigate(toRoute: .push(id: index))
            case 5: try await home?.router.pop()
            case 6: try await home?.router.present(.sheet)
            case 7: try await home?.router.close()
            // A child flow changes coordinator placements, which the tree shows per window.
            case 8: try await home?.navigate(to: DetailCoordinator(first: index))
            case 9: try await detail(in: window)?.router.navigate(toRoute: .push(id: index))
            case 10:
                guard let top = navigator.tree.window(window)?.root?.entries.last?.id else { return }
                try await navigator.handle(.backSwipe(top, completed: true)).value()
            default:
                try await detail(in: window)?.finishFlow()
            }
        }
    }

    /// Random window operations and requests in random windows, on every configuration: each
    /// ends as on the general path, and each committed tree is the tree of its state.
    @Test(.timeLimit(.minutes(10)))
    func requestsInAnyWindow_withAnyStrategyOff_endAsOnTheGeneralPath() async throws {
        var unfocused = 0
        await checkProperty(count: 40, input: Choices.generator(count: 180)) { choices in
            var worlds: [World] = []
            do {
                for configuration in FastPathEquivalenceTests.configurations {
                    worlds.append(try await World(configuration.enabled))
                }
            } catch {
                Issue.record("start: \(error)")
                return
            }
            var random = choices.reader
            for index in 0..<60 {
                let action = Int.random(in: 0..<World.actions, using: &random)
                let open = worlds[0].navigator.windows.ids
                let window = open[Int.random(in: 0..<open.count, using: &random)]
                if window != worlds[0].navigator.windows.focused, (3...4).contains(action) { unfocused += 1 }
                for world in worlds {
                    await world.run(action, in: window, index: index)
                    #expect(
                        world.navigator.tree == world.navigator.buildTree(),
                        "step \(index): the committed tree is not the tree of the committed state")
                }
            }
            let general = worlds[worlds.count - 1]
            for (world, configuration) in zip(worlds.dropLast(), FastPathEquivalenceTests.configurations) {
                #expect(world.results == general.results, "\(configuration.name)")
                #expect(world.rendered == general.rendered, "\(configuration.name)")
                #expect(world.events == general.events, "\(configuration.name)")
                #expect(world.navigator.tree == general.navigator.tree, "\(configuration.name)")
                #expect(world.navigator.changeCount == general.navigator.changeCount, "\(configuration.name)")
            }
        }
        // The case this suite is for: pushes in a window without focus.
        #expect(unfocused >= 100)
    }
}
