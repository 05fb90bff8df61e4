import WayfinderCoordinators
import WayfinderStacks

// MARK: - The panes a renderer draws

extension ConformanceSession {
    /// For a renderer that draws panes (``ConformingRenderer/drawnScenes``): every stack the
    /// tree shows is drawn in the tree's scene under the navigator's layout, pane by pane.
    func checkScenes() {
        guard let drawn = renderer.drawnScenes else { return }
        for (container, scene) in navigator.scenes.sorted(by: { $0.key < $1.key }) where drawn[container] != scene {
            fail(
                "the UI draws \(container) as \(drawn[container].map(Self.describe) ?? "no panes") "
                    + "but its scene is \(Self.describe(scene)) at \(navigator.layout.width.map(LayoutEvent.points) ?? "no width")"
            )
        }
    }

    /// A scene as its panes' entries: `#2 | #3 #4` (list-detail).
    static func describe(_ scene: StackScene) -> String {
        scene.panes.map { $0.entries.map { "\($0)" }.joined(separator: " ") }.joined(separator: " | ")
            + " (\(scene.strategy))"
    }
}
