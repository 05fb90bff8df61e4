import FuzzNavigation
import FuzzSupport
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Router, coordinator and gesture calls on a live `Navigator`, checked after each one:
/// - a refused call changes nothing (same tree, no change emitted);
/// - the tree shows exactly the paths, and no entry id appears twice;
/// - an id that left the tree never comes back;
/// - a coordinator the navigator no longer lists has been deallocated (nothing leaks a flow or
///   a base child embedded in or presented from one), and all of them go with the navigator.
///
/// With a deferred renderer, changes wait for an explicit completion step: requests sent
/// meanwhile queue (tickets), gestures may go stale, and when the scenario ends every ticket
/// must have settled.
@MainActor
final class NavigatorScenario {
    private let navigator: Navigator
    private let recorder: RecordingRenderer?
    private var tickets: [NavigationTicket] = []
    /// Every coordinator made (flows and base children) and not yet deallocated, weakly.
    private(set) var created: [Weak] = []
    /// Routers of flows that finished: they must answer with errors and change nothing.
    private var staleRouters: [Router<DefaultRoute>] = []
    private var gone: Set<EntryID> = []
    private var shown: Set<EntryID> = []

    /// Creates a scenario whose renderer completes every change at once, or only when a step
    /// says so.
    init(deferred: Bool) {
        recorder = deferred ? RecordingRenderer(autoComplete: true) : nil
        navigator = Navigator(renderer: recorder)
    }

    /// Starts the root flow.
    func start() async {
        let root = makeFlow(DefaultRoute("home"))
        do {
            try await navigator.start(root: root)
        } catch {
            violation("the root flow did not start: \(error)")
        }
        recorder?.autoComplete = false
        shown = checkTree(of: navigator, after: "start")
    }

    /// Makes one call chosen by the reader and checks the invariants. With a deferred renderer,
    /// async calls (which wait for their change to be shown) run only while nothing is pending,
    /// with completion switched on for their duration.
    func step(_ reader: inout OperationReader) async {
        if let recorder {
            guard recorder.pending.isEmpty, reader.input.bool() else {
                deferredStep(&reader, recorder)
                return
            }
            recorder.autoComplete = true
            await immediateStep(&reader)
            recorder.autoComplete = false
        } else {
            await immediateStep(&reader)
        }
    }

    /// Completes whatever is pending and checks that every ticket settled.
    func finish() {
        guard let recorder else { return }
        var rounds = 0
        while !recorder.pending.isEmpty, rounds < 1_000 {
            rounds += 1
            do {
                _ = try recorder.completeAll()
            } catch {
                violation("completing the pending changes failed: \(error)")
            }
        }
        checkAfter("completing everything")
        for ticket in tickets {
            check(ticket.isSettled, "a ticket is still \(ticket.status) after every change completed")
        }
    }

    private func immediateStep(_ reader: inout OperationReader) async {
        let before = navigator.tree
        let changesBefore = navigator.changeCount
        let routers = Dictionary(
            navigator.liveCoordinators.compactMap { ($0 as? FuzzFlow).map { ($0.core.id, $0.router) } },
            uniquingKeysWith: { first, _ in first }
        )
        // The call runs in its own frame so that no reference to a flow outlives it here.
        let (label, refused) = await callOnSomeFlow(&reader)
        if refused {
            check(
                navigator.tree == before && navigator.changeCount == changesBefore,
                "refused \(label) changed the tree from\n\(before.rendered)\nto\n\(navigator.tree.rendered)"
            )
        }
        checkAfter(label)
        let live = Set(navigator.liveCoordinators.map(\.core.id))
        for (id, router) in routers.sorted(by: { $0.key < $1.key }) where !live.contains(id) && staleRouters.count < 4 {
            staleRouters.append(router)
        }
    }

    /// Picks a live flow (or a finished flow's router) and makes one call; returns its label and
    /// whether it was refused.
    private func callOnSomeFlow(_ reader: inout OperationReader) async -> (String, Bool) {
        let flows = navigator.liveCoordinators.compactMap { $0 as? FuzzFlow }
        guard !flows.isEmpty else { return ("nothing (no live flow)", false) }
        let flow = reader.input.pick(flows)
        let router =
            staleRouters.isEmpty || reader.input.int(in: 0...7) != 0 ? flow.router : reader.input.pick(staleRouters)
        var label = "call"
        do {
            try await call(&reader, flow: flow, router: router, label: &label)
            return (label, false)
        } catch {
            return ("\(label) (\(error))", true)
        }
    }

    /// One step with the deferred renderer: a ticket-returning request, or a completion.
    private func deferredStep(_ reader: inout OperationReader, _ recorder: RecordingRenderer) {
        let before = navigator.tree
        let changesBefore = navigator.changeCount
        let ticket: NavigationTicket?
        let label: String
        switch reader.input.int(in: 0...5) {
        case 0:
            label = "completeNext"
            ticket = nil
            do {
                _ = try recorder.completeNext()
            } catch {
                violation("completeNext failed: \(error)")
            }
        case 1:
            label = "completeAll"
            ticket = nil
            do {
                _ = try recorder.completeAll()
            } catch {
                violation("completeAll failed: \(error)")
            }
        case 2, 3:
            (label, ticket) = sendThroughSomeRouter(&reader)
        case 4:
            let gesture = makeGesture(&reader)
            label = "\(gesture) (deferred)"
            ticket = navigator.handle(gesture)
        default:
            let nodes = stackNodes(of: navigator.tree)
            guard !nodes.isEmpty else { return }
            let node = reader.input.pick(nodes)
            let scope: ScopeID? = reader.input.bool() ? nil : reader.input.pick(OperationReader.scopePool)
            let operation = reader.operation(near: Array(node.entries)).erased
            label = "send(\(node.container) as \(String(describing: scope)): \(operation))"
            ticket = navigator.send(NavigationRequest([.path(node.container, scope: scope, operation)]))
        }
        if let ticket {
            tickets.append(ticket)
            if ticket.error != nil {
                check(
                    navigator.tree == before && navigator.changeCount == changesBefore,
                    "refused \(label) changed the tree from\n\(before.rendered)\nto\n\(navigator.tree.rendered)"
                )
            }
        }
        checkAfter(label)
    }

    /// Sends a path operation through a live flow's router; the flow is released on return.
    private func sendThroughSomeRouter(_ reader: inout OperationReader) -> (String, NavigationTicket?) {
        let flows = navigator.liveCoordinators.compactMap { $0 as? FuzzFlow }
        guard !flows.isEmpty else { return ("nothing (no live flow)", nil) }
        let router = reader.input.pick(flows).router
        let operation = reader.operation(near: router.entries)
        return ("send(\(operation)) (deferred)", router.send(operation))
    }

    /// Checks the tree, id reuse and lifetimes.
    private func checkAfter(_ label: String) {
        let ids = checkTree(of: navigator, after: label)
        let back = ids.intersection(gone)
        check(
            back.isEmpty, "after \(label): ids \(back.sorted()) left the tree and came back\n\(navigator.tree.rendered)"
        )
        gone.formUnion(shown.subtracting(ids))
        shown = ids
        let live = navigator.liveCoordinators
        for reference in created {
            guard let coordinator = reference.coordinator else { continue }
            check(
                live.contains { $0 === coordinator },
                "after \(label): \(coordinator.core.id) \(coordinator.core.name) is finished but still allocated"
            )
        }
        created.removeAll { $0.coordinator == nil }
    }

    private func makeFlow(_ first: DefaultRoute) -> FuzzFlow {
        let flow = FuzzFlow(first: first)
        created.append(Weak(coordinator: flow))
        return flow
    }

    /// One call; `label` names it before it runs, so a refusal still says what was asked.
    private func call(
        _ reader: inout OperationReader, flow: FuzzFlow, router: Router<DefaultRoute>, label: inout String
    ) async throws {
        switch reader.input.int(in: 0...16) {
        case 0, 1:
            let route = reader.route()
            let style = reader.style()
            label = "navigate(toRoute: \(route), \(String(describing: style)))"
            try await router.navigate(toRoute: route, presentationStyle: style, withNavigation: reader.input.bool())
        case 2:
            let route = reader.route()
            let style = reader.style()
            label = "present(\(route), \(String(describing: style)))"
            try await router.present(route, presentationStyle: style, withNavigation: reader.input.bool())
        case 3:
            label = "pop"
            try await router.pop()
        case 4:
            label = "popToRoot"
            try await router.popToRoot()
        case 5:
            let name = reader.route().routeName
            label = "popTo(name: \(name))"
            try await router.popTo(name: name)
        case 6:
            label = "dismiss"
            try await router.dismiss()
        case 7:
            let finish = reader.input.bool()
            label = "close(finishFlow: \(finish))"
            try await router.close(finishFlow: finish)
        case 8:
            label = "router.restart"
            try await router.restart()
        case 9:
            let operation = reader.operation(near: router.entries)
            label = "send(\(operation))"
            let ticket = router.send(operation)
            if let error = ticket.error { throw error }
            try await ticket.value()
        case 10, 11:
            let child = makeFlow(reader.route())
            let style = reader.style()
            let policy = reader.input.pick([nil] + ScopePolicy.allCases)
            label = "\(flow.core.id) navigate(to: child, \(String(describing: style)), \(String(describing: policy)))"
            try await flow.navigate(to: child, presentationStyle: style, policy: policy)
        case 12:
            label = "\(flow.core.id) finishFlow"
            if reader.input.bool() {
                try await flow.finishFlow(with: Int(reader.input.byte()))
            } else {
                try await flow.finishFlow()
            }
        case 13:
            label = "\(flow.core.id) restart"
            try await flow.restart()
        case 14:
            let style = reader.style()
            let main = reader.input.bool()
            label = "\(flow.core.id) forcePresentation(\(String(describing: style)), main: \(main))"
            try await flow.forcePresentation(presentationStyle: style, mainCoordinator: main ? navigator.root : nil)
        case 15:
            let base = FuzzBase(screen: reader.route())
            created.append(Weak(coordinator: base))
            let mode: CoordinatorMode =
                reader.input.bool()
                ? .embed(parent: flow, container: reader.input.pick(["slot-a", "slot-b"]))
                : .present(
                    presenting: flow,
                    configuration: CoordinatorModePresentConfiguration(modalPresentationStyle: reader.style() ?? .sheet)
                )
            label = "\(flow.core.id) base child start(coordinatorMode: \(mode))"
            try await base.start(coordinatorMode: mode)
        default:
            try await gesture(&reader, label: &label)
        }
    }

    private func gesture(_ reader: inout OperationReader, label: inout String) async throws {
        let gesture = makeGesture(&reader)
        label = "\(gesture)"
        let ticket = navigator.handle(gesture)
        if let error = ticket.error { throw error }
        try await ticket.value()
    }

    /// A gesture on an entry that is shown, or on an id that may be gone or never was.
    private func makeGesture(_ reader: inout OperationReader) -> UserGesture {
        let entries = stackNodes(of: navigator.tree).flatMap(\.entries)
        let id =
            entries.isEmpty || reader.input.int(in: 0...3) == 0
            ? reader.entryID(in: entries) : reader.input.pick(entries).id
        switch reader.input.int(in: 0...2) {
        case 0: return .backSwipe(id, completed: true)
        case 1: return .backSwipe(id, completed: false)
        default: return .sheetSwipedDown(id)
        }
    }
}

/// A weak reference to a coordinator the scenario made.
@MainActor
struct Weak {
    weak var coordinator: (any CoordinatorType)?
}
