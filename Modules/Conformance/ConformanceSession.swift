import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// One run of one scenario (or one random interleaving) against a fresh app, renderer and
/// driver, with the bookkeeping the checks read.
@MainActor
final class ConformanceSession {
    /// A child flow the session started, and what its presenter heard back.
    final class FlowRecord {
        let flow: ConformanceChildFlow
        /// How many times the presenter's wait resumed (must end at 0 while the flow lives, 1
        /// once it is gone).
        var resumed = 0
        var outcome: FlowOutcome<Int>?
        /// The presentation was refused: nothing will resume.
        var refused = false

        init(_ flow: ConformanceChildFlow) {
            self.flow = flow
        }
    }

    /// How many times a wait yields before the kit calls it stuck. A wait here waits for a
    /// continuation the navigator resumes synchronously before it returns, so a few yields
    /// suffice; the bound only turns a renderer that never reports into a failure.
    static let patience = 10_000

    let name: String
    let renderer: any ConformingRenderer
    let driver: RenderDriver
    let navigator: Navigator
    let bindings: NavigationBindings
    let tabs = ConformanceTabs()
    private(set) var failures: [ConformanceFailure] = []
    private(set) var actionsRun = 0
    /// How many requests waited for loaders and committed.
    private(set) var loadedRequests = 0
    /// The change count when the load in progress started.
    private var changesBeforeLoad: UInt64?

    private var step = 0
    private var requests: [NavigationTicket] = []
    private var gestures: [NavigationTicket] = []
    private var userChanges = 0
    private var flows: [FlowRecord] = []
    private var finishedWith: Set<Int> = []
    private var saved: [String: NavigationTree] = [:]
    /// The phases the navigator reported, entry by entry, since the last settle (``observePhases()``).
    var reportedPhases: [EntryID: EntryPhase] = [:]
    /// Leave checks waiting for the user's answer.
    private var questions: [CheckedContinuation<LeaveDecision, Never>] = []

    /// Set once by a task, read by the session.
    private final class Flag {
        var isSet = false
    }

    init(name: String, renderer: any ConformingRenderer, loading: Bool = false) {
        self.name = name
        self.renderer = renderer
        driver = RenderDriver(renderer: renderer)
        navigator = Navigator(renderer: driver)
        bindings = NavigationBindings(navigator: navigator)
        if loading {
            navigator.loaders.register(RouteLoader("item") { $0.description }, forRoute: "item")
            navigator.loaders.observe { [weak self] event in self?.checkLoad(event) }
        }
    }

    /// Checks that a loaded request commits as exactly one change.
    private func checkLoad(_ event: LoadEvent) {
        switch event.kind {
        case .started:
            changesBeforeLoad = navigator.changeCount
        case .committed:
            loadedRequests += 1
            if let before = changesBeforeLoad, navigator.changeCount != before + 1 {
                fail("a loaded request made \(navigator.changeCount - before) changes, not one")
            }
            changesBeforeLoad = nil
        case .failed, .cancelled:
            changesBeforeLoad = nil
        case .loaded, .arrived:
            break
        }
    }

    // MARK: - Running

    /// Starts the app, runs `actions`, settles and checks.
    func run(_ actions: [ConformanceAction]) async {
        // Weak: a task of the app's may hold its navigator after the session is gone.
        navigator.observe { [weak self] event in
            // A window shown or hidden is the renderer's report (source `user`), not a gesture.
            if event.source == .user, !event.steps.allSatisfy({ $0.hasPrefix("window show(") }) {
                self?.userChanges += 1
            }
        }
        observePhases()
        await land("start") { [tabs, navigator] in try await navigator.start(root: tabs) }
        await settleAndCheck()
        for (index, action) in actions.enumerated() {
            step = index + 1
            await perform(action)
            actionsRun += 1
        }
        step = actions.count + 1
        await settleAndCheck()
        await checkFlows()
    }

    func fail(_ message: String) {
        failures.append(ConformanceFailure(scenario: name, step: step, message: message))
    }

    private func perform(_ action: ConformanceAction) async {
        switch action {
        case .push(let number):
            sendToTop(.push(.item(number)))
        case .pushExtra(let number):
            sendToTop(.push(.extra(number)))
        case .resize(let width):
            resize(to: width)
        case .openWindow, .focusWindow, .closeWindow, .moveTop, .showWindow:
            await performWindow(action)
        case .pushSeveral(let count):
            await transaction(action) { router in
                for index in 0..<count { try await router.navigate(toRoute: .item(100 + index)) }
            }
        case .pop:
            sendToTop(.pop(1))
        case .popToRoot:
            sendToTop(.popToRoot)
        case .presentSheet(let withNavigation):
            sendToTop(.present(.sheet, style: nil, withNavigation: withNavigation))
        case .presentCover:
            sendToTop(.present(.cover, style: nil, withNavigation: false))
        case .dismiss:
            sendToTop(.dismiss(1))
        case .dismissThenPresent:
            await transaction(action) { router in
                try await router.dismiss()
                try await router.present(.sheet, presentationStyle: .sheet, withNavigation: true)
            }
        case .selectTab(let index):
            requests.append(focusedTabs.select(index == 0 ? .first : .second))
        case .deepLink(let tab):
            await deepLink(tab: tab)
        case .startFlow:
            await startFlow()
        case .finishFlow(let value):
            await finishFlow(with: value)
        case .save(let name):
            saved[name] = navigator.tree
        case .restore(let name):
            guard let tree = saved[name] else { return fail("no tree was saved as '\(name)'") }
            await land(action.description) { [navigator] in try await navigator.restore(tree) }
        case .backSwipe(let completed):
            guard let stack = topStack else { return }
            gesture(.backSwipe(stack.container, completed: completed))
        case .swipeDown:
            guard let stack = topStack else { return }
            gesture(.swipeDown(stack.container))
        case .tapTab(let index):
            gesture(.tapTab(focusedTabs.id, index: index))
        case .systemBack:
            gestures.append(navigator.handle(.back))
        case .askBeforeLeavingTop:
            guard let top = navigator.tree.topEntry, let context = navigator.context(for: top.id) else { return }
            // Weak, as the observer: once the session is gone, nobody is left to answer.
            context.leaveCheck = { [weak self] _ in
                guard let self else { return .leave }
                return await withCheckedContinuation { questions.append($0) }
            }
        case .answer(let leave):
            answerQuestions(leave: leave)
        case .endTransition:
            renderer.endTransition()
        case .lateReport:
            if let change = driver.completed.last, driver.transitionFinished(change: change, step: 0) {
                fail("a late report of change \(change) was taken, not ignored")
            }
        case .settle:
            await settleAndCheck()
        }
    }

    // MARK: - Requests

    /// The stack the user sees on top, as the UI shows it: the target of the change being
    /// shown, else the tree as last committed.
    private var topStack: StackBinding? {
        (driver.current?.projection ?? NavigationProjection(navigator.tree)).visibleStacks.last
    }

    /// The tab bar of the focused window: the app's first one until another window has focus.
    var focusedTabs: ConformanceTabs { navigator.root as? ConformanceTabs ?? tabs }

    /// The coordinator on top, which an app's code would ask.
    var topFlow: Coordinator<ConformanceScreen>? {
        navigator.topCoordinator as? Coordinator<ConformanceScreen>
    }

    private func sendToTop(_ operation: PathOperation<ConformanceScreen>) {
        guard let flow = topFlow else { return fail("no flow is on top to send '\(operation)' to") }
        requests.append(flow.router.send(operation))
    }

    private func transaction(
        _ action: ConformanceAction, source: NavigationSource = .program,
        _ body: @escaping @MainActor (Router<ConformanceScreen>) async throws -> Void
    ) async {
        guard let flow = topFlow else { return fail("no flow is on top for '\(action)'") }
        await land(action.description) { [navigator] in
            try await navigator.transaction(source: source) { try await body(flow.router) }
        }
    }

    private func deepLink(tab: Int) async {
        let tabs = focusedTabs
        guard let flow = tabs.coordinator(for: tab == 0 ? .first : .second) as? ConformanceFlow else {
            return fail("tab \(tab) has no flow")
        }
        await land("deep link") { [navigator, tabs] in
            try await navigator.transaction(source: .deepLink) {
                if let error = tabs.select(tab == 0 ? .first : .second, source: .deepLink).error { throw error }
                try await flow.router.navigate(toRoute: .item(201))
                try await flow.router.present(.sheet, presentationStyle: .sheet, withNavigation: true)
                try await flow.router.navigate(toRoute: .item(202))
                try await flow.router.present(.sheet, presentationStyle: .sheet, withNavigation: true)
                try await flow.router.navigate(toRoute: .item(203))
            }
        }
    }

    private func startFlow() async {
        guard let presenter = navigator.topCoordinator else { return fail("nothing is on top to present a flow") }
        let record = FlowRecord(ConformanceChildFlow())
        flows.append(record)
        await land("start child flow") {
            do {
                let outcome = try await presenter.present(record.flow, presentationStyle: .sheet, expecting: Int.self)
                record.resumed += 1
                record.outcome = outcome
            } catch {
                record.refused = true
                throw error
            }
        }
    }

    private func finishFlow(with value: Int) async {
        guard let flow = navigator.topCoordinator as? ConformanceChildFlow else { return }
        finishedWith.insert(value)
        await land("finish child flow") { try await flow.finishFlow(with: value) }
    }

    private func gesture(_ gesture: UIGesture) {
        guard let write = renderer.perform(gesture, bindings: bindings) else { return }
        gestures += write.tickets
    }

    /// Runs `work` as a task, as an app's code would call the async API, and waits until its
    /// request reached the navigator: applied, queued, refused, or asking a screen's leave
    /// check (closing a window asks before anything is applied or queued).
    func land(_ what: String, _ work: @escaping @MainActor () async throws -> Void) async {
        let before = (navigator.changeCount, navigator.queuedCount)
        let asked = questions.count
        let landed = Flag()
        Task { @MainActor in
            do { try await work() } catch {}
            landed.isSet = true
        }
        for _ in 0..<Self.patience {
            if landed.isSet || (navigator.changeCount, navigator.queuedCount) != before || questions.count > asked {
                return
            }
            await Task.yield()
        }
        fail("'\(what)' never reached the navigator")
    }

    // MARK: - Settling and checks

    private func answerQuestions(leave: Bool) {
        let waiting = questions
        questions = []
        for question in waiting { question.resume(returning: leave ? .leave : .stay(reason: "the user stays")) }
    }

    /// Ends every animation until nothing is in flight or queued, then compares.
    private func settleAndCheck() async {
        var rounds = 0
        answerQuestions(leave: false)
        while driver.current != nil || navigator.inFlight != nil || navigator.queuedCount > 0
            || (requests + gestures).contains(where: { !$0.isSettled })
        {
            answerQuestions(leave: false)
            rounds += 1
            guard rounds < Self.patience else {
                let step = driver.current.map { "step \($0.index + 1) of \($0.count) of change \($0.change)" }
                return fail("the UI never settled: \(step ?? "no step shown") while a change is in flight")
            }
            if driver.current != nil { renderer.endTransition() }
            await Task.yield()
        }
        check()
    }

    private func check() {
        let expected = ShownScreens(windows: NavigationProjection.windows(of: navigator.tree))
        if renderer.shown != expected {
            fail("the UI shows\n\(renderer.shown)\nbut the tree is\n\(expected)")
        }
        checkScenes()
        checkWindows()
        let changes = navigator.changeCount
        if driver.completed != Array(changes == 0 ? [] : Array(1...changes)) {
            fail("changes completed \(driver.completed), expected each of 1...\(changes) once, in order")
        }
        if let stuck = (requests + gestures).first(where: { !$0.isSettled }) {
            fail("a request is neither applied nor refused after settling: \(stuck.status)")
        }
        let applied = gestures.filter { if case .completed(.some) = $0.status { true } else { false } }.count
        if applied != userChanges {
            fail("\(applied) gestures were applied but \(userChanges) changes came from the user")
        }
    }

    /// Lets presenters' waits run, then checks each flow's presenter heard back once.
    private func checkFlows() async {
        func gone(_ record: FlowRecord) -> Bool {
            !navigator.liveCoordinators.contains { $0 === record.flow }
        }
        var rounds = 0
        while flows.contains(where: { !$0.refused && gone($0) && $0.resumed == 0 }), rounds < Self.patience {
            rounds += 1
            await Task.yield()
        }
        for (index, record) in flows.enumerated() where !record.refused {
            if gone(record), record.resumed != 1 {
                fail("child flow \(index + 1) is gone but its presenter resumed \(record.resumed) times")
            } else if !gone(record), record.resumed != 0 {
                fail("child flow \(index + 1) is still shown but its presenter resumed")
            }
            if let value = record.outcome?.value, !finishedWith.contains(value) {
                fail("child flow \(index + 1) returned \(value), which no flow finished with")
            }
        }
    }
}
