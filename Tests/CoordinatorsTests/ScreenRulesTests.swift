import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Routes whose screens declare a leave check and saved state fields, as a manifest route
/// declares `confirmLeave:` and `state:`: the "compose" sheet asks before its draft is thrown
/// away.
enum DraftRoute: RouteType, ScreenRules {
    case list
    case compose

    static let registeredName = "draft"

    var presentationStyle: PresentationStyle {
        self == .compose ? .detents([.medium, .large]) : .push
    }

    var stateFields: [StateField] {
        self == .compose
            ? [StateField("draft", default: .string("")), StateField("pinned", default: .bool(false))] : []
    }

    var leaveCheck: ScreenLeaveCheck? {
        guard self == .compose else { return nil }
        // The dialog is the app's: here one kept in the root flow's context, which the test answers.
        return ScreenLeaveCheck(when: "draft") { request, navigator in
            guard let dialog = DraftDialog.of(navigator) else { return .leave }
            return await dialog.check(request)
        }
    }
}

/// The app-level dialog a declared check shows, kept in the root flow's context.
@MainActor
enum DraftDialog {
    static func of(_ navigator: Navigator) -> LeaveCheckTests.Question? {
        guard let root = navigator.root, let context = navigator.flowContext(for: root.id) else { return nil }
        return context.object { LeaveCheckTests.Question() }
    }
}

final class DraftCoordinator: Coordinator<DraftRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list, animated: animated)
    }
}

@MainActor
@Suite struct ScreenRulesTests {
    /// A navigator on the list with the compose sheet presented; its draft holds `draft`.
    private func composing(draft: String?) async throws -> (Navigator, DraftCoordinator, EntryID) {
        let navigator = Navigator()
        let coordinator = DraftCoordinator()
        try await navigator.start(root: coordinator)
        try await coordinator.router.present(.compose)
        let sheet = try #require(navigator.tree.topEntry?.id)
        if let draft { try navigator.setState(.string(draft), forKey: "draft", of: .entry(sheet)) }
        return (navigator, coordinator, sheet)
    }

    @Test func onlyATypeThatConformsToScreenRules_declaresRules() {
        #expect(DraftRoute.declaresScreenRules)
        #expect(!HomeRoute.declaresScreenRules)
        #expect(AnyRoute(DraftRoute.compose).baseDeclaresScreenRules)
        #expect(!AnyRoute(HomeRoute.sheet).baseDeclaresScreenRules)
        #expect(!AnyRoute.declaresScreenRules)
    }

    @Test func aPushedScreenWithAFilledField_asksItsDeclaredCheck_andRefusedStays() async throws {
        let (navigator, _, sheet) = try await composing(draft: "Buy milk")
        let dialog = try #require(DraftDialog.of(navigator))
        let before = navigator.tree
        let back = navigator.handle(.back)
        await dialog.untilAsked()
        #expect(dialog.asked == [LeaveRequest(entry: sheet, cause: .back)])
        dialog.answer(.stay(reason: "the draft is not saved"))
        await #expect(
            throws: NavigationError.leaveRefused(entry: sheet, route: "compose", reason: "the draft is not saved")
        ) {
            try await back.value()
        }
        #expect(navigator.tree == before)
    }

    @Test func anEmptyField_letsTheUserLeaveUnasked() async throws {
        let (navigator, coordinator, _) = try await composing(draft: "")
        #expect(navigator.leaveCheck(for: try #require(navigator.tree.topEntry?.id)) != nil)
        try await navigator.handle(.back).value()
        #expect(coordinator.router.routes == [.list])
        #expect(DraftDialog.of(navigator)?.asked == [])
    }

    @Test func aScreenWithoutRules_hasNoCheck_andBackTakesTheDirectPath() async throws {
        let navigator = Navigator()
        let coordinator = DraftCoordinator()
        try await navigator.start(root: coordinator)
        let list = try #require(navigator.tree.topEntry?.id)
        #expect(navigator.leaveCheck(for: list) == nil)
        #expect(navigator.stateFields(of: list) == [])
    }

    @Test func aDeepLinkTransaction_asksTheDeclaredCheck() async throws {
        let (navigator, coordinator, sheet) = try await composing(draft: "Buy milk")
        let dialog = try #require(DraftDialog.of(navigator))
        let link = Task { @MainActor in
            try await navigator.transaction(source: .deepLink) { try await coordinator.router.dismiss() }
        }
        await dialog.untilAsked()
        #expect(dialog.asked == [LeaveRequest(entry: sheet, cause: .deepLink)])
        dialog.answer(.leave)
        try await link.value
        #expect(coordinator.router.routes == [.list])
    }

    @Test func anAttachedCheck_takesThePlaceOfTheDeclaredOne() async throws {
        let (navigator, coordinator, sheet) = try await composing(draft: "Buy milk")
        try #require(navigator.context(for: sheet)).leaveCheck = { _ in .leave }
        try await navigator.handle(.back).value()
        #expect(coordinator.router.routes == [.list])
        #expect(DraftDialog.of(navigator)?.asked == [])
    }

    /// The screen saved with its state, restored into a new navigator started the same way.
    private func restoredComposing(attaching: Bool) async throws -> (Navigator, DraftCoordinator, EntryID) {
        let (saved, _, sheet) = try await composing(draft: "Buy milk")
        try saved.setState(.bool(true), forKey: "pinned", of: .entry(sheet))
        if attaching { try #require(saved.context(for: sheet)).leaveCheck = { _ in .leave } }
        var registry = RouteRegistry()
        try registry.register(DraftRoute.self)
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = registry
        let tree = try decoder.decode(NavigationTree.self, from: JSONEncoder().encode(saved.tree))
        let states = try decoder.decode([EntryID: StateBag].self, from: JSONEncoder().encode(saved.entryStates))

        let navigator = Navigator()
        let coordinator = DraftCoordinator()
        try await navigator.start(root: coordinator)
        try await navigator.restore(tree)
        let left = navigator.restoreStates(entries: states, flows: [:])
        #expect(left.entries.isEmpty)
        #expect(navigator.tree.topEntry?.id == sheet)
        return (navigator, coordinator, sheet)
    }

    @Test func aRestoredScreen_asksItsDeclaredCheck_withNothingAttachedAgain() async throws {
        let (navigator, coordinator, sheet) = try await restoredComposing(attaching: false)
        let dialog = try #require(DraftDialog.of(navigator))
        let back = navigator.handle(.back)
        await dialog.untilAsked()
        #expect(dialog.asked == [LeaveRequest(entry: sheet, cause: .back)])
        dialog.answer(.leave)
        try await back.value()
        #expect(coordinator.router.routes == [.list])
    }

    @Test func aRestoreBringsBackTheDeclaredCheck_notTheAttachedOne() async throws {
        let (navigator, _, sheet) = try await restoredComposing(attaching: true)
        let dialog = try #require(DraftDialog.of(navigator))
        let back = navigator.handle(.back)
        await dialog.untilAsked()
        #expect(dialog.asked == [LeaveRequest(entry: sheet, cause: .back)])
        dialog.answer(.stay(reason: "kept"))
        await #expect(throws: NavigationError.self) { try await back.value() }
    }

    @Test func declaredStateFields_roundTripThroughARestore() async throws {
        let (navigator, _, sheet) = try await restoredComposing(attaching: false)
        #expect(
            navigator.stateFields(of: sheet).map { "\($0.field.name)=\($0.value?.description ?? "-")" } == [
                "draft=Buy milk", "pinned=true",
            ])
        #expect(navigator.stateValue("draft", of: sheet) == .string("Buy milk"))
        #expect(navigator.stateValue("unknown", of: sheet) == nil)
    }

    @Test func unwrittenFields_readTheirDefaults() async throws {
        let (navigator, _, sheet) = try await composing(draft: nil)
        #expect(
            navigator.stateFields(of: sheet) == [
                StateFieldValue(field: StateField("draft", default: .string("")), value: .string("")),
                StateFieldValue(field: StateField("pinned", default: .bool(false)), value: .bool(false)),
            ])
        #expect(navigator.stateValue("pinned", of: sheet) == .bool(false))
    }
}
