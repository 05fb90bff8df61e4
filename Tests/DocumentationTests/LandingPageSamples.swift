import Testing
import WayfinderConfig
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderRouting

// The code of the modules' landing pages (WayfinderConfig, WayfinderRouting,
// WayfinderCoordinators, WayfinderPlugins), compiled and, where it has no side effects, run.

func kind(of container: any SingleValueDecodingContainer) -> ScalarKind? {
    (container as? any ScalarKindProviding)?.scalarKind
}

/// What the landing page's `kind(of:)` says about a value.
struct KindOfValue: Decodable {
    let found: ScalarKind?
    init(from decoder: any Decoder) throws {
        found = kind(of: try decoder.singleValueContainer())
    }
}

struct Server: Decodable {
    var host: Marked<String>
    var port: Int
}

enum HomeRoute: RouteType {
    case list
    case item(id: Int)
    case filters
    static let registeredName = "home"
    var presentationStyle: PresentationStyle {
        switch self {
        case .list, .item: .push
        case .filters: .detents([.medium, .large])
        }
    }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list)
    }
}

// The WayfinderPlugins landing page. Compiled only: composing the shop starts its plugins,
// which write state and analytics files.
@MainActor func composeTheShop() async throws -> ComposedApp {
    try await AppComposer(registry: .shop()).compose(path: "Configs/shop.yaml")
}

// The WayfinderConfig landing page
@MainActor func printHostLine() throws {
    let yaml = "host: example.org\nport: 8080\n"
    let server = try YAMLDecoder().decode(Server.self, from: yaml, sourceName: "server.yaml")
    print(server.host.mark?.line ?? 0)  // 1
}

// The WayfinderCoordinators landing page
@MainActor func pushAnItem() async throws {
    let navigator = Navigator()  // headless renderer by default
    let home = HomeCoordinator()
    try await navigator.start(root: home)
    try await home.router.navigate(toRoute: .item(id: 3))
    print(navigator.tree.rendered)
}

@MainActor
@Suite struct LandingPageTests {
    @Test func coding_askingTheYAMLDecoderForScalarKinds() throws {
        let kinds = try YAMLDecoder(environment: [:]).decode(
            [KindOfValue].self, from: "[true, 12, 1.5, shoes, '12', ~, {a: 1}]", sourceName: "kinds.yaml")
        #expect(kinds.map(\.found) == [.bool, .integer, .float, .string, .string, .null, nil])
    }

    @Test func config_decodesAServerWithItsMarks() throws {
        let transcript = Transcript()
        try Transcript.$current.withValue(transcript) { try printHostLine() }
        transcript.cut()
        #expect(transcript.sections == ["1"])
        let server = try YAMLDecoder().decode(
            Server.self, from: "host: example.org\nport: 8080\n", sourceName: "s.yaml")
        #expect(server.host.value == "example.org")
        #expect(server.host.mark?.line == 1)
        #expect(server.port == 8080)
    }

    @Test func coordinators_pushesAnItem() async throws {
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) { try await pushAnItem() }
        transcript.cut()
        let rendered = try #require(transcript.sections.first)
        #expect(rendered.contains("#0 list\n  #1 item(id: 3)"))
    }
}

// MARK: - Migrating from SUICoordinator

enum ProfileRoute: RouteType {
    case details(userID: String)
    case editName
    static let registeredName = "profile"
    var presentationStyle: PresentationStyle {
        switch self {
        case .details: .push
        case .editName: .sheet
        }
    }
}

final class ProfileCoordinator: Coordinator<ProfileRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .details(userID: "ada"))
    }

    func editName() async throws {
        try await router.navigate(toRoute: .editName)
    }

    func close() async throws {
        try await router.close()
    }
}

@MainActor
@Suite struct MigratingFromSUICoordinatorTests {
    @Test func profile_editNameIsASheet_closeDismissesIt() async throws {
        let navigator = Navigator()
        let profile = ProfileCoordinator()
        try await navigator.start(root: profile)
        try await profile.editName()
        #expect(profile.router.routes == [.details(userID: "ada"), .editName])
        #expect(profile.router.modals.count == 1)
        try await profile.close()
        #expect(profile.router.routes == [.details(userID: "ada")])
    }
}
