import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The code of the "Loading data" article (Modules/Coordinators/WayfinderCoordinators.docc),
// compiled and run.

enum CatalogRoute: LoadableRoute {
    case home
    case item(id: Int)
    static let registeredName = "catalog"
    var presentationStyle: PresentationStyle { .push }
    var loader: RouteLoader? {
        guard case .item(let id) = self else { return nil }
        return RouteLoader("item") { _ in "item \(id)" }
    }
}

final class LoadingCatalogCoordinator: Coordinator<CatalogRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .home, animated: animated)
    }
}

@MainActor func makeNavigator() -> Navigator {
    let navigator = Navigator()
    navigator.loaders.register(
        RouteLoader("item") { request in
            "item \(request.parameters["id"]?.description ?? "?")"
        },
        forRoute: "item")
    return navigator
}

@MainActor func registerTheCatalog(navigator: Navigator) {
    navigator.loaders.register(CatalogRoute.self)
}

@MainActor func printTheLoadedValue(navigator: Navigator) {
    if let top = navigator.tree.topEntry, let loaded = navigator.context(for: top.id)?.loaded {
        print(loaded.value(as: String.self) ?? loaded.description)
    }
}

@MainActor
@Suite struct LoadingSamplesTests {
    @Test func articleSamples_run() async throws {
        let navigator = makeNavigator()
        registerTheCatalog(navigator: navigator)
        let catalog = LoadingCatalogCoordinator()
        try await navigator.start(root: catalog)
        try await catalog.router.navigate(toRoute: .item(id: 3))
        printTheLoadedValue(navigator: navigator)
        // The route named "item" is registered by name too: the name wins, and a typed route
        // has no data parameters.
        let top = try #require(navigator.tree.topEntry?.id)
        #expect(navigator.context(for: top)?.loaded?.value(as: String.self) == "item ?")
    }
}
