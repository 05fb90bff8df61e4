import Testing
import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What a renderer that draws panes is told of each stack's scene (issue 37, Deliver 4: "render
/// steps carry scene changes"): by the steps of changes and by layout events, it must know the
/// scene of every stack the tree shows, whether or not the stack has a scene configuration and
/// whether or not the change touched it.
@MainActor
@Suite struct StepSceneTests {
    /// A renderer that draws panes and keeps, per container, the last scene it was told.
    final class SceneRenderer: StepRenderer {
        let capabilities = RendererCapabilities.standard.drawingPanes()
        private(set) var told: [ContainerID: StackScene] = [:]

        func show(_ step: RenderStep, driver: RenderDriver) {
            for (container, scene) in step.scenes { told[container] = scene }
            driver.transitionFinished(change: step.change, step: step.index)
        }

        func show(layout: LayoutEvent, driver: RenderDriver) {
            for shown in layout.scenes { told[shown.container] = shown.scene }
        }

        /// Every stack the tree shows whose scene the renderer was not told, as
        /// `container: told X, tree Y`.
        func drift(from navigator: Navigator) -> [String] {
            navigator.scenes.compactMap { container, scene in
                told[container] == scene ? nil : "\(container): told \(told[container].map { "\($0)" } ?? "nothing")"
            }.sorted()
        }
    }

    /// A screen of its own (the UIKit-style family, which hosts split details).
    final class HostScreen: BaseCoordinator {
        override func build() -> AnyRoute { AnyRoute(Screen.list) }
    }

    /// A navigator on a host screen through a driver of a renderer that draws panes, at `width`.
    private func host(width: Double) async throws -> (Navigator, SceneRenderer, HostScreen) {
        let renderer = SceneRenderer()
        let navigator = Navigator(renderer: RenderDriver(renderer: renderer))
        let home = HostScreen(name: "home")
        try await navigator.start(root: home)
        navigator.setWindowWidth(width)
        return (navigator, renderer, home)
    }

    /// The detail column of the root's screen.
    private func detailColumn(_ navigator: Navigator) throws -> ContainerID {
        try #require(navigator.tree.root?.hosted.lazy.compactMap(\.detail).first).container
    }

    @Test(arguments: [400.0, 700.0, 1_200.0])
    func aSplitDetail_withoutAConfiguration_reachesTheRendersScenes(_ width: Double) async throws {
        let (navigator, renderer, home) = try await host(width: width)
        let detail = ListCoordinator()
        try await home.showDetail(detail)
        try await detail.router.navigate(toRoute: .item(1))
        #expect(navigator.layout.configurations.isEmpty)
        // Compact: the host's one pane ends with the detail's entries; wider: a column of its own.
        #expect(navigator.scenes[try detailColumn(navigator)] == nil || width >= 600)
        #expect(renderer.drift(from: navigator).isEmpty, "\(renderer.drift(from: navigator))")
        // Through a resize both ways, the renderer keeps in step.
        navigator.setWindowWidth(width < 600 ? 1_000 : 400)
        #expect(renderer.drift(from: navigator).isEmpty, "\(renderer.drift(from: navigator))")
        try await detail.router.pop()
        navigator.setWindowWidth(width)
        #expect(renderer.drift(from: navigator).isEmpty, "\(renderer.drift(from: navigator))")
    }

    /// The stack of the second tab page.
    private func secondStack(_ navigator: Navigator, _ tabs: PagesCoordinator) -> ContainerID? {
        NavigationProjection(navigator.tree).tabBar(tabs.id)?.pages[1].stack.container
    }

    @Test func aTabPageHiddenDuringAResize_getsItsSceneWhenSelected() async throws {
        let renderer = SceneRenderer()
        let navigator = Navigator(renderer: RenderDriver(renderer: renderer))
        let tabs = PagesCoordinator()
        try await navigator.start(root: tabs)
        navigator.setPaneRoles(["list": .list, "item": .detail])
        let second = try #require(tabs.coordinator(for: .second) as? ListCoordinator)
        navigator.setSceneConfiguration(.adaptive, for: second.id)
        navigator.setWindowWidth(1_000)

        // The second page, never shown yet, is selected: its scene must reach the renderer.
        try await tabs.selectPage(.second)
        #expect(renderer.drift(from: navigator).isEmpty, "\(renderer.drift(from: navigator))")
        try await second.router.navigate(toRoute: .item(1))
        #expect(secondStack(navigator, tabs).flatMap { navigator.scene(of: $0) }?.panes.count == 2)

        // Hidden while the window narrows, then selected again: one pane, not the two it had.
        try await tabs.selectPage(.first)
        navigator.setWindowWidth(400)
        try await tabs.selectPage(.second)
        #expect(secondStack(navigator, tabs).flatMap { navigator.scene(of: $0) }?.panes.count == 1)
        #expect(renderer.drift(from: navigator).isEmpty, "\(renderer.drift(from: navigator))")
    }
}
