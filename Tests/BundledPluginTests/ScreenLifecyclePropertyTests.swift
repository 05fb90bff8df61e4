import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Random shop sessions (taps, pushes, sheets, tab switches, flows, deep links, logins,
/// restores and gestures): after every commit the phase changes the change reports equal a
/// pure recomputation over the whole trees before and after, and every context kept for a
/// screen or a flow is made at most once, ended exactly once in the commit that removes its
/// owner (its task cancelled there), and never on a tab switch or a cover.
@MainActor
@Suite struct ScreenLifecyclePropertyTests {
    @Test(arguments: 0..<3)
    func randomSessions_reportNetPhaseChanges_andEndEachContextInItsRemovingCommit(batch: Int) async throws {
        var totals = Totals()
        for session in 0..<5 {
            var random = SeededGenerator(seed: UInt64(27_000 + batch * 10 + session))
            let left = try await run(&random, totals: &totals)
            // Once the app is gone, its navigator (with every tree and change) and every model
            // kept in a context are released.
            #expect(left.navigator == nil, "session \(session): the navigator outlived its app")
            #expect(left.models.allSatisfy { $0.model == nil }, "session \(session): a model outlived its app")
        }
        // Each kind of event must be well represented for the run to mean anything.
        #expect(totals.commits > 150)
        #expect(totals.ended > 20)
        #expect(totals.tabSwitches > 10)
        #expect(totals.restores > 3)
    }

    private struct Totals {
        var commits = 0
        var ended = 0
        var tabSwitches = 0
        var restores = 0
    }

    private static let deepLinks = [
        "shop://item/3", "shop://category/shoes", "shop://category/hats/item/7", "shop://cart",
        "shop://cart/checkout", "shop://orders", "shop://settings",
    ]
    private static let tabs = ["home", "search", "cart", "profile"]

    /// What must be released once a session's app is: its navigator and every model made.
    private struct Leftovers {
        weak var navigator: Navigator?
        var models: [WeakModel]
    }

    private func run(_ random: inout SeededGenerator, totals: inout Totals) async throws -> Leftovers {
        let folder = temporaryFolder("lifecycle")
        let app = try await AppComposer(
            registry: .shop(),
            environment: [
                "SHOP_ANALYTICS_OUTPUT": "\(folder)/events.jsonl", "SHOP_STATE_PATH": "\(folder)/shop.sqlite",
            ]
        ).compose(path: ShopCompositionTests.manifest)
        let navigator = app.navigator
        let book = ContextBook(navigator: navigator)
        var previous = navigator.tree
        var mismatches: [String] = []
        var commits = 0
        var ended = 0
        // Weakly: the navigator keeps its observers, so one holding the navigator or the book
        // (whose models and contexts lead back to it) would keep them all alive for ever.
        navigator.observe { [weak navigator, weak book] event in
            guard let navigator, let book else { return }
            let tree = navigator.tree
            let expected = NavigationTree.phaseChanges(from: previous, to: tree)
            if event.phases != expected {
                mismatches.append(
                    "change #\(event.sequence) (\(event.steps.joined(separator: ", "))): reported \(event.phases), expected \(expected)"
                )
            }
            ended += expected.filter { $0.to == .ended }.count
            book.check(commit: event.sequence, before: previous, after: tree, steps: event.steps)
            book.keep(every: tree)
            previous = tree
            commits += 1
        }
        book.keep(every: navigator.tree)
        var saved: [NavigationTree] = [navigator.tree]

        for _ in 0..<100 {
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1, 2:
                try? await app.perform(action: Int.random(in: 1...4, using: &random))
            case 3:
                try? await app.perform(Self.action(.back))
            case 4:
                try? await app.perform(Self.action(.dismiss))
            case 5:
                try? await app.perform(Self.action(.finish))
            case 6, 7:
                try? await app.perform(Self.action(.tab(Marked(Self.tabs.randomElement(using: &random) ?? "home"))))
                totals.tabSwitches += 1
            case 8:
                try? await app.openDeepLink(Self.deepLinks.randomElement(using: &random) ?? "shop://cart")
            case 9:
                try? await app.perform(verb: Bool.random(using: &random) ? "login" : "logout", argument: "ada")
            case 10:
                if let top = navigator.tree.topEntry {
                    _ = try? await navigator.handle(.backSwipe(top.id, completed: Bool.random(using: &random))).value()
                }
            case 11:
                if let top = navigator.tree.topEntry, top.style.isModal {
                    _ = try? await navigator.handle(.sheetSwipedDown(top.id)).value()
                }
            case 12:
                if let tree = saved.randomElement(using: &random) {
                    _ = try? await navigator.restore(tree)
                    totals.restores += 1
                }
            default:
                try? await app.perform(Self.action(.popToRoot))
            }
            if Int.random(in: 0..<4, using: &random) == 0 { saved.append(navigator.tree) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3).joined(separator: "\n"))")
        #expect(book.failures.isEmpty, "\(book.failures.prefix(3).joined(separator: "\n"))")
        totals.commits += commits
        totals.ended += ended
        await app.stop()
        book.dropAll()
        #expect(book.leaked.isEmpty, "kept alive after the app stopped: \(book.leaked)")
        return Leftovers(navigator: navigator, models: book.allModels)
    }

    private static func action(_ verb: ActionVerb) -> ActionSpec {
        ActionSpec(title: Marked("\(verb)"), verb: verb)
    }
}

/// A screen model kept in a context: counts how often it is made and told.
@MainActor
private final class Model: ContextBound {
    let owner: String
    var told = 0
    var toldAt: UInt64?
    /// Weakly, as a screen model should: the navigator keeps the model while its owner is in
    /// the tree, and the app may drop the navigator with owners still there.
    weak var navigator: Navigator?

    init(owner: String, navigator: Navigator) {
        self.owner = owner
        self.navigator = navigator
    }

    func contextWillEnd() {
        told += 1
        toldAt = navigator?.changeCount
    }
}

/// What the property keeps in every context and checks after every commit.
@MainActor
private final class ContextBook {
    let navigator: Navigator
    /// Every model made, by owner, strongly (to count) and weakly (to prove release).
    private var made: [String: [Model]] = [:]
    private var weakModels: [WeakModel] = []
    private var tasks: [EntryID: Task<Void, Never>] = [:]
    private var entryContexts: [EntryID: EntryContext] = [:]
    private var flowContexts: [CoordinatorID: FlowContext] = [:]
    private(set) var failures: [String] = []

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// Asks for the context of every entry and every coordinator of `tree` and keeps a model
    /// and a task there (the same model again when it already was).
    func keep(every tree: NavigationTree) {
        for stack in tree.allStacks {
            for entry in stack.entries {
                guard let context = navigator.context(for: entry.id) else {
                    failures.append("no context for \(entry.id), which the tree holds")
                    continue
                }
                if let earlier = entryContexts[entry.id], earlier !== context {
                    failures.append("a second context for \(entry.id)")
                }
                entryContexts[entry.id] = context
                let owner = "\(entry.id)"
                _ = context.object { self.make(owner) }
                if tasks[entry.id] == nil {
                    tasks[entry.id] = context.task { await Self.waitForCancellation() }
                }
            }
        }
        for node in tree.allCoordinators where node.placement != .finished {
            guard let context = navigator.flowContext(for: node.id) else { continue }
            flowContexts[node.id] = context
            let owner = "\(node.id)"
            _ = context.object { self.make(owner) }
        }
    }

    /// Checks the contexts after the commit `commit` from `before` to `after`.
    func check(commit: UInt64, before: NavigationTree, after: NavigationTree, steps: [String]) {
        let alive = Set(after.allStacks.flatMap { $0.entries.map(\.id) })
        let liveCoordinators = Set(after.allCoordinators.filter { $0.placement != .finished }.map(\.id))
        let isTabSwitch = !steps.isEmpty && steps.allSatisfy { $0.contains(": selectTab(") }
        for (id, context) in entryContexts {
            let owner = "\(id)"
            let models = made[owner] ?? []
            if models.count > 1 { failures.append("\(owner) made \(models.count) times") }
            if alive.contains(id) {
                if context.isEnded || models.contains(where: { $0.told > 0 }) {
                    failures.append("\(owner) ended while in the tree (commit #\(commit), \(steps))")
                }
            } else {
                guard context.isEnded else {
                    failures.append("\(owner) not ended in commit #\(commit), which removed it")
                    continue
                }
                if isTabSwitch { failures.append("\(owner) ended by a tab switch") }
                for model in models where model.told != 1 || model.toldAt != commit {
                    failures.append("\(owner) told \(model.told) times, at \(model.toldAt.map(String.init) ?? "-")")
                }
                if let task = tasks[id], !task.isCancelled {
                    failures.append("\(owner)'s task still running after commit #\(commit)")
                }
                if context.objectCount != 0 { failures.append("\(owner)'s context still keeps objects") }
                entryContexts[id] = nil
                tasks[id] = nil
            }
        }
        for (id, context) in flowContexts where !liveCoordinators.contains(id) {
            if !context.isEnded { failures.append("flow \(id) not ended in commit #\(commit)") }
            flowContexts[id] = nil
        }
        // Released models must be gone once told: only the book's own list holds them.
        made = made.filter { !$0.value.allSatisfy { $0.told > 0 } }
    }

    /// Lets go of every model the book keeps, to see which the navigator still holds.
    func dropAll() {
        made = [:]
        entryContexts = [:]
        flowContexts = [:]
        for task in tasks.values { task.cancel() }
        tasks = [:]
    }

    /// Every model made, weakly.
    var allModels: [WeakModel] { weakModels }

    /// Models of ended owners that something still holds.
    var leaked: [String] {
        weakModels.compactMap { $0.model }.filter { $0.told > 0 }.map(\.owner)
    }

    private func make(_ owner: String) -> Model {
        let model = Model(owner: owner, navigator: navigator)
        made[owner, default: []].append(model)
        weakModels.append(WeakModel(model: model))
        return model
    }

    /// Waits until the task is cancelled, without sleeping.
    nonisolated static func waitForCancellation() async {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        await withTaskCancellationHandler {
            for await _ in stream {}
        } onCancel: {
            continuation.finish()
        }
    }
}

private struct WeakModel {
    weak var model: Model?
}
