import Foundation
import Testing
import Wayfinder

// The code of the article "Getting started in code" (Modules/Wayfinder/Wayfinder.docc), compiled
// and run. `ArticleCodeTests` checks that every `swift` block of the article appears here as
// written, so the article cannot drift from the API.

// MARK: - Routes

enum ShopRoute: RouteType {
    case catalog
    case item(id: Int)
    case filters
    case login

    static let registeredName = "shop"

    var presentationStyle: PresentationStyle {
        switch self {
        case .catalog, .item: .push
        case .filters: .detents([.medium, .large])
        case .login: .fullScreenCover
        }
    }
}

// MARK: - A stack

final class CatalogCoordinator: Coordinator<ShopRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .catalog)
    }

    func showItem(_ id: Int) async throws {
        try await router.navigate(toRoute: .item(id: id))
    }
}

// MARK: - Tabs

enum AccountRoute: RouteType {
    case overview
    case orders
    static let registeredName = "account"
    var presentationStyle: PresentationStyle { .push }
}

final class AccountCoordinator: Coordinator<AccountRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .overview)
    }
}

enum AppTab: TabPage {
    case catalog, account

    var position: Int { self == .catalog ? 0 : 1 }

    var dataSource: TabPageDataSource {
        switch self {
        case .catalog: TabPageDataSource(title: "Catalog", icon: "bag")
        case .account: TabPageDataSource(title: "Account", icon: "person")
        }
    }

    func coordinator() -> any CoordinatorType {
        switch self {
        case .catalog: CatalogCoordinator()
        case .account: AccountCoordinator()
        }
    }
}

final class AppTabs: TabCoordinator<AppTab> {
    init() {
        super.init(pages: [.catalog, .account], currentPage: .catalog)
    }
}

// MARK: - A child flow

enum CheckoutRoute: RouteType {
    case address
    case payment
    static let registeredName = "checkout"
    var presentationStyle: PresentationStyle { .push }
}

struct Receipt: Sendable, Equatable {
    var orderID: Int
}

final class CheckoutCoordinator: Coordinator<CheckoutRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .address)
    }

    func continueToPayment() async throws {
        try await router.navigate(toRoute: .payment)
    }

    func pay() async throws {
        try await finishFlow(with: Receipt(orderID: 42))
    }
}

// MARK: - The walk-through's code

// A stack
@MainActor func showFirstItem() async throws {
    let navigator = Navigator()
    let catalog = CatalogCoordinator()
    try await navigator.start(root: catalog)
    try await catalog.showItem(3)
    print(navigator.tree.rendered)
}

// A sheet
@MainActor func showFilters(navigator: Navigator, catalog: CatalogCoordinator) async throws {
    try await catalog.router.present(.filters)
    print(navigator.tree.rendered)
    try await catalog.router.dismiss()
    print(navigator.tree.rendered)
}

// Tabs
@MainActor func showTabs() async throws {
    let navigator = Navigator()
    let tabs = AppTabs()
    try await navigator.start(root: tabs)
    try await tabs.selectPage(.account)
    _ = tabs.setBadge("2", for: .account)
    print(navigator.tree.rendered)
}

// A child flow with a result
@MainActor func checkOut(tabs: AppTabs, navigator: Navigator) async throws {
    try await tabs.selectPage(.catalog)
    let catalog = try #require(tabs.coordinator(for: .catalog) as? CatalogCoordinator)
    let checkout = CheckoutCoordinator()
    try await catalog.navigate(to: checkout, presentationStyle: .push, policy: .bounded)
    try await checkout.continueToPayment()
    print(navigator.tree.rendered)
    let payment = Task { try await checkout.result(as: Receipt.self) }
    await Task.yield()  // the waiter starts before the flow ends
    try await checkout.pay()
    if case .finished(let receipt) = try await payment.value {
        print("paid: order \(receipt.orderID)")
    }
    print(navigator.tree.rendered)
}

// A deep link
@MainActor func openItemLink(tabs: AppTabs, catalog: CatalogCoordinator, navigator: Navigator) async throws {
    var links = DeepLinkMatcher()
    try links.add("shop://item/:id:int", route: "item")
    let match = try links.match("shop://item/7")
    if match.routeName == "item", case .int(let id)? = match.parameters["id"] {
        try await tabs.selectPage(.catalog)
        try await catalog.showItem(id)
    }
    print(navigator.tree.rendered)
}

// State restoration
@MainActor func saveAndRestore(navigator: Navigator, directory: URL) async throws {
    let registry = try RouteRegistry([ShopRoute.self, AccountRoute.self, CheckoutRoute.self, DefaultRoute.self])
    let store = FileSnapshotStore(directory: directory.path, registry: registry)
    try await store.save(navigator.snapshot(appID: "shop"))

    let relaunched = Navigator()
    try await relaunched.start(root: AppTabs())
    if let snapshot = try await store.load(appID: "shop", sceneID: NavigationSnapshot.defaultSceneID) {
        let report = try await relaunched.restore(snapshot)
        print(report)
    }
    print(relaunched.tree.rendered)
}

// The WayfinderPersistence landing page: saving, then restoring.
@MainActor func saveShop(navigator: Navigator, directory: URL) async throws {
    let registry = try RouteRegistry([ShopRoute.self, AccountRoute.self, CheckoutRoute.self, DefaultRoute.self])
    let store = FileSnapshotStore(directory: directory.path, registry: registry)
    try await store.save(navigator.snapshot(appID: "shop"))
}

@MainActor func relaunch(store: FileSnapshotStore) async throws {
    let relaunched = Navigator()
    try await relaunched.start(root: AppTabs())
    if let snapshot = try await store.load(appID: "shop", sceneID: NavigationSnapshot.defaultSceneID) {
        let report = try await relaunched.restore(snapshot)
        print(report)
    }
}

// MARK: - The walk-through, run

/// The output blocks of the article: its `text` blocks (the package lines are a `swift` block).
@MainActor
func articleOutputs() throws -> [String] {
    let text = try Articles.text("Modules/Wayfinder/Wayfinder.docc/GettingStartedInCode.md")
    return Articles.blocks(in: text, language: "text").map { $0.lines.joined(separator: "\n") }
}

/// A navigator showing the tab bar as the article's tabs block leaves it: the account tab
/// selected, with a badge.
@MainActor
func tabsWithBadge() async throws -> (Navigator, AppTabs) {
    let navigator = Navigator()
    let tabs = AppTabs()
    try await navigator.start(root: tabs)
    try await tabs.selectPage(.account)
    _ = tabs.setBadge("2", for: .account)
    return (navigator, tabs)
}

/// A fresh folder for a snapshot store.
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-docs-\(UUID())")
}

@MainActor
@Suite struct GettingStartedInCodeTests {
    @Test func stackThenSheet_printsWhatTheArticleShows() async throws {
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            try await showFirstItem()
            transcript.cut()
            // The values the sheet's block is given: the state the first block leaves, as its
            // output shows.
            let navigator = Navigator()
            let catalog = CatalogCoordinator()
            try await navigator.start(root: catalog)
            try await catalog.showItem(3)
            #expect(navigator.tree.rendered == transcript.sections.last)
            try await showFilters(navigator: navigator, catalog: catalog)
            transcript.cut()
        }
        #expect(transcript.sections == Array(try articleOutputs().prefix(2)))
    }

    @Test func tabs_childFlow_deepLink_restore_printWhatTheArticleShows() async throws {
        let transcript = Transcript()
        let directory = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await Transcript.$current.withValue(transcript) {
            try await showTabs()
            transcript.cut()
            // The values the next blocks are given: the state the tabs block leaves, as its
            // output shows.
            let (navigator, tabs) = try await tabsWithBadge()
            #expect(navigator.tree.rendered == transcript.sections.last)

            try await checkOut(tabs: tabs, navigator: navigator)
            transcript.cut()

            let catalog = try #require(tabs.coordinator(for: .catalog) as? CatalogCoordinator)
            try await openItemLink(tabs: tabs, catalog: catalog, navigator: navigator)
            transcript.cut()

            try await saveAndRestore(navigator: navigator, directory: directory)
            transcript.cut()
            // The relaunched app shows what was saved.
            #expect(transcript.sections.last?.hasSuffix(navigator.tree.rendered) == true)
        }
        #expect(transcript.sections == Array(try articleOutputs().dropFirst(2)))
        #expect(transcript.sections.count == 4)
    }

    /// The WayfinderPersistence landing page's two blocks.
    @Test func persistence_savesThenRestores() async throws {
        let transcript = Transcript()
        let directory = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (navigator, _) = try await tabsWithBadge()
        try await saveShop(navigator: navigator, directory: directory)
        let registry = try RouteRegistry([ShopRoute.self, AccountRoute.self, CheckoutRoute.self, DefaultRoute.self])
        let store = FileSnapshotStore(directory: directory.path, registry: registry)
        try await Transcript.$current.withValue(transcript) { try await relaunch(store: store) }
        transcript.cut()
        #expect(transcript.sections.first?.contains("restored tabs c0: selected account, badges account=2") == true)
    }
}
