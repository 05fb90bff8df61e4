import WayfinderCoordinators
import WayfinderRouting

/// A headless navigator whose root is one stack coordinator, for the cost of the back chain and
/// of leave checks (issue 28): router push + pop with a leave check registered, and push then a
/// system back through the chain.
@MainActor
public final class BackFixture {
    public let navigator: Navigator
    public let root: StackCoordinator

    /// Starts the navigator; with `leaveCheck`, the root screen gets a leave check (it is never
    /// removed, so the check is never asked: what is measured is what having one costs).
    public init(leaveCheck: Bool) async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        root = StackCoordinator(root: .home)
        try await navigator.start(root: root)
        if leaveCheck, let entry = navigator.tree.topEntry?.id {
            navigator.context(for: entry)?.leaveCheck = { _ in .leave }
        }
    }

    /// `navigate(toRoute:)` then `pop()`, `count` times: two program transactions each; program
    /// calls do not ask leave checks.
    public func pushPop(_ count: Int) async throws {
        for index in 0..<count {
            try await root.router.navigate(toRoute: .item(id: index))
            try await root.router.pop()
        }
    }

    /// `navigate(toRoute:)` then a system back (`handle(.back)`), `count` times: the back goes
    /// through the chain (and, with a leave check registered, the dry run that finds which
    /// screens it removes).
    public func pushSystemBack(_ count: Int) async throws {
        for index in 0..<count {
            try await root.router.navigate(toRoute: .item(id: index))
            try await navigator.handle(.back).value()
        }
    }
}
