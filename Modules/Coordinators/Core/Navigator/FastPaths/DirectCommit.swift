import WayfinderRouting
import WayfinderStacks

/// The direct commit: the one-path working state of ``Navigator/run(path:in:at:scope:source:coordinator:animated:ticket:inserted:)``.
/// A router's path operation made while the navigator is idle changes a copy of the one path it
/// touches and goes from the operation to the renderer in one synchronous call, with no open
/// transaction, ticket, touched sets or undo records. One of the ``FastPaths``.
enum DirectCommit {
    /// Whether a request can be committed directly: the strategy is on, and nothing is open, in
    /// flight, queued or being drained (a request behind any of them keeps its turn on a whole
    /// working state).
    @MainActor @inline(__always) static func canTake(on navigator: Navigator) -> Bool {
        guard navigator.fastPaths.enabled.contains(.directCommit), case .idle = navigator.phase else { return false }
        return navigator.queue.isEmpty && !navigator.draining
    }
}

extension Navigator {
    /// The working-state seam, for one path operation on `container`: ``WorkingState/onePath``
    /// when ``DirectCommit`` can take it now, a copy of the whole state otherwise (``submit(_:source:coordinator:redirects:animated:ticket:)``
    /// then chooses again for the request of one step).
    @inline(__always) func workingState(forPathIn container: ContainerID) -> WorkingState {
        DirectCommit.canTake(on: self) ? .onePath : .copy
    }
}
