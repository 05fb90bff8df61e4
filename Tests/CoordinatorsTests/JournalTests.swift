import Foundation
import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@testable import WayfinderCoordinators

/// The transaction journal (issue 30): off by default, bounded, and per transaction it keeps
/// the request, every interceptor's decision, the event, the completion and the tree after.
@MainActor
@Suite struct JournalTests {
    @Test func aNavigator_hasNoJournal_byDefault() {
        #expect(Navigator().journal == nil)
        #expect(NavigationJournal.defaultCapacity >= 10_000)
        #expect(NavigationJournal().capacity == NavigationJournal.defaultCapacity)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func commits_areRecorded_withSourceApiStepsEventAndTree(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let journal = NavigationJournal()
        app.navigator.journal = journal
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        try await app.run { try await settings.router.navigate(toRoute: .itemDetails(id: "7")) }
        try await app.run { try await settings.router.pop() }

        let entries = journal.entries
        #expect(entries.map(\.sequence) == [1, 2, 3])
        #expect(entries.map(\.outcome) == [.committed, .committed, .committed])
        #expect(entries.map(\.source) == [.program, .program, .program])
        #expect(entries.map(\.kind) == ["push", "push", "pop"])
        #expect(entries[1].api == "SettingsCoordinator.push")
        #expect(entries[1].caller == "SettingsCoordinator (c0)")
        #expect(entries[1].steps == ["c0.stack: push(itemDetails)"])
        #expect(entries[1].event?.inserted.map(\.route.routeName) == ["itemDetails"])
        #expect(entries.map(\.change) == [1, 2, 3])
        #expect(entries.last?.tree == app.navigator.tree)
        #expect(journal.tree(before: 3) == entries[1].tree)
        #expect(journal.tree(before: 1) == .empty)
        // Every change was completed by the renderer, each before the next request.
        #expect(entries.allSatisfy { $0.completion?.entriesBetween == 0 })
    }

    @Test func stateWrites_areRecorded_asEntriesThatChangeNoTree() async throws {
        let app = TestNavigator(.headless)
        let journal = NavigationJournal()
        app.navigator.journal = journal
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        try await app.run { try await settings.router.navigate(toRoute: .itemDetails(id: "7")) }
        let top = try #require(app.navigator.tree.topEntry)
        try app.navigator.setState(.string("shoes"), forKey: "query", of: .entry(top.id), source: .user)

        let entry = try #require(journal.entries.last)
        #expect(entry.outcome == .stateWritten && entry.kind == "stateWritten")
        #expect(entry.source == .user && entry.api == "Navigator.setState")
        #expect(entry.state?.key == "query" && entry.state?.value == .string("shoes"))
        #expect(entry.state?.owner == .entry(top.id))
        #expect(entry.change == nil && entry.event == nil)
        #expect(entry.tree == app.navigator.tree)
        // A refused write is not recorded: nothing was written.
        #expect(throws: StateError.self) {
            try app.navigator.setState(.int(1), forKey: "k", of: .entry(EntryID(generation: 9, serial: 9)))
        }
        #expect(journal.entries.count == 3)
        // The write survives the document's round trip.
        let data = try JSONEncoder().encode(journal.document)
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = try RouteRegistry([SettingsRoute.self])
        let decoded = try decoder.decode(JournalDocument.self, from: data)
        #expect(decoded.entries.last?.state == entry.state)
    }

    @Test func aChangeInFlight_hasNoCompletion_untilTheRendererCompletesIt() async throws {
        let app = TestNavigator(.recording)
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        let journal = NavigationJournal()
        app.navigator.journal = journal
        let ticket = settings.router.send(.push(.account))
        #expect(journal.entries.map(\.completion) == [nil])
        _ = try app.completeAll()
        try await ticket.value()
        #expect(journal.entries.first?.completion?.entriesBetween == 0)
        #expect(journal.startTree.rendered.contains("#0 settings"))
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func aRedirect_isRecordedAsRefused_thenItsRequestAsCommitted(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        app.navigator.addInterceptor(AuthGuard())
        let journal = NavigationJournal()
        app.navigator.journal = journal

        await #expect(throws: NavigationError.self) {
            try await app.run { try await settings.router.navigate(toRoute: .account) }
        }
        let entries = journal.entries
        #expect(entries.map(\.outcome) == [.redirected, .committed])
        #expect(entries[0].steps == ["c0.stack: push(account)"])
        #expect(entries[0].change == nil)
        #expect(entries[0].tree == journal.startTree)
        #expect(
            entries[0].decisions
                == [
                    InterceptorRecord(
                        interceptor: "auth-guard",
                        decision: .redirect(
                            NavigationRequest(
                                [
                                    .path(
                                        ContainerID(owner: settings.id), scope: nil,
                                        .present(
                                            AnyRoute(AppRoute.login), style: .fullScreenCover, withNavigation: false))
                                ]), reason: "sign in to see your account"))
                ])
        #expect(entries[0].decisions.first?.reason == "sign in to see your account")
        #expect(entries[1].decisions.map(\.decision) == [.allow])
        #expect(entries[1].event?.top?.route.routeName == "login")
    }

    @Test func aDenial_isRecordedWithItsReason_andTheTreeAsItStayed() async throws {
        let (app, home) = try await startedHome(.headless)
        app.navigator.addInterceptor(NoSheets())
        let journal = NavigationJournal()
        app.navigator.journal = journal
        await #expect(throws: NavigationError.self) { try await app.run { try await home.presentSheet() } }
        let entry = try #require(journal.entries.first)
        #expect(entry.outcome == .denied)
        #expect(entry.kind == "denied")
        #expect(entry.decisions.map(\.decision) == [.deny])
        #expect(entry.decisions.first?.reason == "sheets are disabled in this build")
        #expect(entry.tree == app.navigator.tree)
    }

    /// Random pushes and pops against journals of random small capacities: the journal keeps
    /// the newest entries in order, counts the dropped ones, and the tree before each kept
    /// entry is the one the entry before it left (or the start tree). 30 cases of 30 calls.
    @Test func theRing_keepsTheNewestEntries_andTheTreesBeforeThem() async throws {
        await checkProperty(count: 30, input: Choices.generator(count: 80)) { choices in
            var random = choices.reader
            let capacity = Int.random(in: 1...6, using: &random)
            let navigator = Navigator()
            let settings = SettingsCoordinator()
            let journal = NavigationJournal(capacity: capacity)
            navigator.journal = journal
            var trees: [NavigationTree] = [navigator.tree]
            do {
                try await navigator.start(root: settings)
                trees.append(navigator.tree)
                for index in 0..<30 {
                    if Bool.random(using: &random) {
                        try await settings.router.navigate(toRoute: .itemDetails(id: "\(index)"))
                        trees.append(navigator.tree)
                    } else if navigator.tree.topEntry?.route.routeName != "settings" {
                        try await settings.router.pop()
                        trees.append(navigator.tree)
                    }
                }
            } catch {
                Issue.record("\(error)")
                return
            }
            let recorded = trees.count - 1
            #expect(journal.recorded == UInt64(recorded))
            #expect(journal.count == min(capacity, recorded))
            #expect(journal.dropped == UInt64(recorded - journal.count))
            #expect(journal.entries.map(\.tree) == Array(trees.suffix(journal.count)))
            #expect(journal.entries.map(\.sequence) == Array((journal.dropped + 1)...journal.recorded))
            #expect(journal.startTree == trees[recorded - journal.count])
            for entry in journal.entries {
                #expect(journal.tree(before: entry.sequence) == trees[Int(entry.sequence) - 1])
            }
            #expect(journal.entry(journal.dropped) == nil)
        }
    }

    @Test func theDocument_roundTripsThroughJSON_andANewerVersionIsRefused() async throws {
        let app = TestNavigator(.headless)
        let journal = NavigationJournal()
        app.navigator.journal = journal
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        try await app.run { try await settings.router.navigate(toRoute: .itemDetails(id: "7")) }
        var registry = RouteRegistry()
        try registry.register(SettingsRoute.self)
        let data = try JSONEncoder().encode(journal.document)
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = registry
        let decoded = try decoder.decode(JournalDocument.self, from: data)
        #expect(decoded == journal.document)
        #expect(decoded.version == JournalDocument.currentVersion)

        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["version"] = JournalDocument.currentVersion + 1
        let newer = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: JournalFormatError.newerVersion(3, supported: 2)) {
            try decoder.decode(JournalDocument.self, from: newer)
        }
        // A version 1 document (no state writes in it) reads unchanged.
        object["version"] = 1
        let older = try decoder.decode(JournalDocument.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.entries == journal.document.entries)
        #expect(
            JournalFormatError.newerVersion(2, supported: 1).description
                == "the journal is format version 2; this build reads version 1 and older")
    }

    @Test func removeAll_keepsNumbering_andStartsFromTheCurrentTree() async throws {
        let navigator = Navigator()
        let journal = NavigationJournal()
        navigator.journal = journal
        let settings = SettingsCoordinator()
        try await navigator.start(root: settings)
        journal.removeAll()
        #expect(journal.entries.isEmpty)
        #expect(journal.startTree == navigator.tree)
        try await settings.router.navigate(toRoute: .account)
        #expect(journal.entries.map(\.sequence) == [2])
    }

    @Test func devtoolsRequests_areNamedSo_andDoNotAnimateByDefault() {
        #expect(NavigationSource.devtools.rawValue == "devtools")
        #expect(!NavigationSource.devtools.animatesByDefault)
        #expect(NavigationJournal.api(source: .devtools, steps: [], joined: nil, callerName: nil) == "devtools")
        #expect(
            NavigationJournal.api(source: .program, steps: [], joined: nil, callerName: nil) == "Navigator.transaction")
    }

    /// The API is named from typed values (the asking coordinator's name, the operation's case),
    /// never by cutting a description: a name with a space was cut at it (`account.push`).
    @Test func theApiName_isTheCallersWholeName_andTheOperationsCase() async throws {
        let app = TestNavigator(.headless)
        let journal = NavigationJournal()
        app.navigator.journal = journal
        let settings = SettingsCoordinator(name: "account settings")
        try await app.start(root: settings)
        try await settings.router.navigate(toRoute: .itemDetails(id: "7"))
        try await settings.router.popToRoot()
        #expect(journal.entries.dropFirst().map(\.api) == ["account settings.push", "account settings.popToRoot"])
        #expect(journal.entries.last?.caller == "account settings (c0)")
        let route = AnyRoute(SettingsRoute.account)
        let operations: [PathOperation<AnyRoute>] = [
            .push(route), .present(route, style: .sheet, withNavigation: true), .goBack(2), .goBackToRoot,
            .popToCurrentNavigationRoot, .popAndPush(1, route), .dismissAll, .setRoot(route),
        ]
        #expect(
            operations.map(\.name) == [
                "push", "present", "goBack", "goBackToRoot", "popToCurrentNavigationRoot", "popAndPush", "dismissAll",
                "setRoot",
            ])
    }
}
