import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The coordinator families a removal scenario is built from.
enum Family: String, CaseIterable, Sendable {
    case navigation, child, base
}

/// What removes the coordinator under test.
enum RemovalCause: String, CaseIterable, Sendable {
    /// A program pops everything above the host's root (a data request as the host's scope).
    case programmaticPop
    /// The user swipes back, one screen at a time, until the child's first screen is gone.
    case backGesture
    /// The host's own "back to my root" call.
    case popToRoot
    /// The host itself is dismissed.
    case ancestorFinished
    /// The tab bar's pages are replaced without the page.
    case tabReset
}

/// A tab bar whose first page has started a host of one family, the host a child of the same
/// family (with a screen of its own), and the child a grandchild (for base coordinators, also an
/// embedded one). Everything below the page is held weakly here.
@MainActor
final class RemovalScenario {
    let family: Family
    let navigator: Navigator
    let tabs: RemovalTabs
    let log: FinishLog
    weak var page: PageCoordinator?
    weak var host: (any CoordinatorType)?
    weak var child: (any CoordinatorType)?
    weak var grandchild: (any CoordinatorType)?
    weak var embedded: (any CoordinatorType)?
    let hostRoot: EntryID
    let childRoot: EntryID
    let grandchildRoot: EntryID

    init(_ family: Family) async throws {
        RemovalTab.log = FinishLog()
        self.family = family
        log = RemovalTab.log
        tabs = RemovalTabs()
        navigator = try await started(tabs)
        let page = try #require(tabs.coordinator(for: .page) as? PageCoordinator)
        self.page = page
        let host: any CoordinatorType
        let child: any CoordinatorType
        let grandchild: any CoordinatorType
        switch family {
        case .navigation:
            let flow = try await page.route(to: \.flow)
            let inner = try await flow.route(to: \.flow)
            try await inner.route(to: \.product, 1)
            (host, child, grandchild) = (flow, inner, try await inner.route(to: \.flow))
        case .child:
            let shelf = try await page.route(to: \.shelf)
            let detail = try await shelf.route(to: \.detail)
            try await detail.route(to: \.product, 1)
            (host, child, grandchild) = (shelf, detail, try await detail.route(to: \.flow))
        case .base:
            let screen = try await page.route(to: \.screen)
            let pushed = try await screen.push(.map, name: "Child")
            embedded = try await pushed.embed(.note(1), name: "Embedded", in: "notes")
            (host, child, grandchild) = (screen, pushed, try await pushed.push(.about, name: "Grandchild"))
        }
        self.host = host
        self.child = child
        self.grandchild = grandchild
        let state = navigator.tree
        func rootEntry(_ coordinator: any CoordinatorType) throws -> EntryID {
            try #require(state.root.flatMap { RemovalScenario.firstEntry(of: coordinator.id, in: $0) })
        }
        hostRoot = try rootEntry(host)
        childRoot = try rootEntry(child)
        grandchildRoot = try rootEntry(grandchild)
    }

    /// The container of the page's stack.
    var pageContainer: ContainerID { ContainerID(owner: page?.id ?? .unattached) }

    /// Removes the child by `cause`.
    func remove(by cause: RemovalCause) async throws {
        switch cause {
        case .programmaticPop:
            let path = try #require(navigator.path(of: pageContainer))
            let above = path.count - 1 - (path.index(of: hostRoot) ?? 0)
            let hostID = try #require(host?.id)
            try await navigator.send(NavigationRequest([.path(pageContainer, scope: hostID.scope, .pop(above))]))
                .value()
        case .backGesture:
            while let top = navigator.path(of: pageContainer)?.top, top.id >= childRoot {
                try await navigator.handle(.backSwipe(top.id, completed: true)).value()
            }
        case .popToRoot:
            switch host {
            case let flow as FlowCoordinator: try await flow.popToRoot()
            case let shelf as ShelfCoordinator: try await shelf.popToRoot()
            case let screen as ScreenCoordinator: try await screen.dismissToRoot()
            default: Issue.record("no host")
            }
        case .ancestorFinished:
            switch host {
            case let flow as FlowCoordinator: try await flow.dismissCoordinator()
            case let shelf as ShelfCoordinator: try await shelf.dismissCoordinator()
            case let screen as ScreenCoordinator: try await screen.dismiss()
            default: Issue.record("no host")
            }
        case .tabReset:
            try await tabs.setPages([.other])
        }
    }

    /// The first entry created by `coordinator`'s scope, searching `stack` and what it hosts.
    static func firstEntry(of coordinator: CoordinatorID, in stack: StackNode) -> EntryID? {
        if let entry = stack.entries.first(where: { $0.scope == coordinator.scope }) { return entry.id }
        if stack.container.owner == coordinator { return stack.entries.first?.id }
        for hosted in stack.hosted {
            for node in hosted.stacks {
                if let found = firstEntry(of: coordinator, in: node) { return found }
            }
        }
        return nil
    }
}
