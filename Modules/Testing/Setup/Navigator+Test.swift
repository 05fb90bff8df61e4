import WayfinderCoordinators
import WayfinderStacks

extension Navigator {
    // MARK: - Deterministic setup

    /// A navigator for tests: entry ids count from `#0`, so trees and traces are the same on
    /// every run.
    ///
    /// Coordinator ids always count from `c0` per navigator.
    ///
    /// - Parameter renderer: The renderer; a holding ``RecordingRenderer`` by default.
    /// - Returns: A new navigator with a fresh `EntryIDGenerator`.
    public static func test(renderer: any NavigationRenderer = RecordingRenderer()) -> Navigator {
        Navigator(renderer: renderer, ids: EntryIDGenerator())
    }
}
