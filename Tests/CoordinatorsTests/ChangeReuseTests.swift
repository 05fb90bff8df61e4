import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@testable import WayfinderCoordinators

/// A router request on the direct path refills the last request's change (its storage and its
/// step and container lists) when nothing else kept it (issue 16). Reuse must never be seen: a
/// change or any part of one that a renderer, an observer or a ticket kept stays as it was, and
/// the change kept for reuse holds no entry alive.
@MainActor
@Suite struct ChangeReuseTests {
    /// Completes every change at once and keeps its parts (never the change itself), with the
    /// text each part had when it was rendered.
    @MainActor final class PartsRenderer: NavigationRenderer {
        struct Parts: Equatable {
            let id: UInt64
            let source: NavigationSource
            let steps: [NavigationStep]
            let containers: [ContainerChange]
            let tabs: [CoordinatorID]
            let tree: NavigationTree
            let animated: Bool
        }

        var kept: [(parts: Parts, text: String)] = []

        func render(_ change: NavigationChange, for navigator: Navigator) {
            let parts = Parts(
                id: change.id, source: change.source, steps: change.steps, containers: change.containers,
                tabs: change.tabs, tree: change.tree, animated: change.animated)
            kept.append((parts, "\(parts)"))
            _ = try? navigator.completeTransition(change.id)
        }
    }

    /// Keeps every change whole, with its text when rendered.
    @MainActor final class KeepingRenderer: NavigationRenderer {
        var kept: [(change: NavigationChange, text: String)] = []

        func render(_ change: NavigationChange, for navigator: Navigator) {
            kept.append((change, "\(change)"))
            _ = try? navigator.completeTransition(change.id)
        }
    }

    /// Runs action `action` (of 8) on `home`; refusals are part of the run.
    private func run(
        _ action: Int, index: Int, animated: Bool, on home: HomeCoordinator, in navigator: Navigator
    )
        async
    {
        let detail = navigator.liveCoordinators.compactMap { $0 as? DetailCoordinator }.last
        do {
            switch action {
            case 0, 1: try await home.router.navigate(toRoute: .push(id: index), animated: animated)
            case 2: try await home.router.present(.sheet, animated: animated)
            case 3: try await home.router.pop(animated: animated)
            case 4: try await home.router.dismiss(animated: animated)
            case 5: try await home.navigate(to: DetailCoordinator(first: index))
            case 6: try await detail?.router.navigate(toRoute: .push(id: index), animated: animated)
            default: try await detail?.router.pop(animated: animated)
            }
        } catch {}
    }

    /// Random router calls, run on a navigator whose renderer keeps only the changes' parts (so
    /// that changes are reused) and on one whose renderer keeps the changes (so that none is):
    /// every kept part equals the kept change's, and still reads as it did when rendered.
    /// 40 cases of 40 calls.
    @Test func partsKeptByARenderer_stayAsTheyWere_andEqualChangesNeverReused() async throws {
        var reused = 0
        await checkProperty(count: 40, input: Choices.generator(count: 200)) { choices in
            let parts = PartsRenderer()
            let keeping = KeepingRenderer()
            let navigators = [Navigator(renderer: parts), Navigator(renderer: keeping)]
            let homes = [HomeCoordinator(), HomeCoordinator()]
            do {
                for (navigator, home) in zip(navigators, homes) {
                    try await navigator.start(root: home)
                }
            } catch {
                Issue.record("start: \(error)")
                return
            }
            var random = choices.reader
            for index in 0..<40 {
                let action = Int.random(in: 0..<8, using: &random)
                let animated = Bool.random(using: &random)
                for (navigator, home) in zip(navigators, homes) {
                    await run(action, index: index, animated: animated, on: home, in: navigator)
                }
                if navigators[0].fastPaths.changes.spare != nil { reused += 1 }
                // A change the renderer kept is never taken for reuse.
                #expect(navigators[1].fastPaths.changes.spare == nil)
            }
            #expect(parts.kept.count == keeping.kept.count)
            for ((part, partText), (change, changeText)) in zip(parts.kept, keeping.kept) {
                #expect("\(part)" == partText)
                #expect("\(change)" == changeText)
                #expect(
                    part
                        == PartsRenderer.Parts(
                            id: change.id, source: change.source, steps: change.steps, containers: change.containers,
                            tabs: change.tabs, tree: change.tree, animated: change.animated))
            }
        }
        // Most calls are pushes and pops of an idle navigator: reuse is the rule, not a chance.
        #expect(reused > 800)
    }

    /// A change kept for reuse holds no step, container change or tree: a popped screen's
    /// route is not kept alive until the next request.
    @Test func theChangeKeptForReuse_holdsNoEntry() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        try await home.router.navigate(toRoute: .push(id: 1))
        try await home.router.pop()
        let spare = try #require(navigator.fastPaths.changes.spare)
        #expect(spare.steps.isEmpty)
        #expect(spare.containers.isEmpty)
        #expect(spare.tabs.isEmpty)
        #expect(spare.tree == .empty)
    }

    /// An observer keeping the events, and a caller keeping a ticket's change, see them as
    /// they were.
    @Test func eventsAndTicketsKept_stayAsTheyWere() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        var events: [(event: NavigationEvent, text: String)] = []
        _ = navigator.observe { events.append(($0, "\($0)")) }
        for id in 1...5 {
            try await home.router.navigate(toRoute: .push(id: id))
        }
        let ticket = home.router.send(.pop(1))
        let popped = try await ticket.value()
        let poppedText = "\(String(describing: popped))"
        for _ in 1...3 {
            try await home.router.pop()
        }
        #expect(events.count == 9)
        for (event, text) in events {
            #expect("\(event)" == text)
        }
        #expect("\(String(describing: popped))" == poppedText)
    }
}
