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

// MARK: - The walk-through, run

/// The output blocks of the article: its `text` blocks (the package lines are a `swift` block).
@MainActor
func articleOutputs() throws -> [String] {
    let text = try Articles.text("Modules/Wayfinder/Wayfinder.docc/GettingStartedInCode.md")
    return Articles.blocks(in: text, language: "text").map { $0.lines.joined(separator: "\n") }
}

@MainActor
@Suite struct GettingStartedInCodeTests {
    @Test func stackThenSheet_printsWhatTheArticleShows() async throws {
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            let navigator = Navigator()
            let catalog = CatalogCoordinator()
            try await navigator.start(root: catalog)
            try await catalog.showItem(3)
            print(navigator.tree.rendered)
            transcript.cut()

            try await catalog.router.present(.filters)
            print(navigator.tree.rendered)
            try await catalog.router.dismiss()
            print(navigator.tree.rendered)
            transcript.cut()
        }
        #expect(transcript.sections == Array(try articleOutputs().prefix(2)))
    }

    @Test func tabs_childFlow_deepLink_restore_printWhatTheArticleShows() async throws {
        let transcript = Transcript()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-docs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await Transcript.$current.withValue(transcript) {
            let navigator = Navigator()
            let tabs = AppTabs()
            try await navigator.start(root: tabs)
            try await tabs.selectPage(.account)
            _ = tabs.setBadge("2", for: .account)
            print(navigator.tree.rendered)
            transcript.cut()

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
            transcript.cut()
            #expect(try await payment.value == .finished(Receipt(orderID: 42)))

            var links = DeepLinkMatcher()
            try links.add("shop://item/:id:int", route: "item")
            let match = try links.match("shop://item/7")
            if match.routeName == "item", case .int(let id)? = match.parameters["id"] {
                try await tabs.selectPage(.catalog)
                try await catalog.showItem(id)
            }
            print(navigator.tree.rendered)
            transcript.cut()

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
            transcript.cut()
            #expect(relaunched.tree.rendered == navigator.tree.rendered)
        }
        #expect(transcript.sections == Array(try articleOutputs().dropFirst(2)))
        #expect(transcript.sections.count == 4)
    }
}
