import WayfinderCoordinators
import WayfinderRouting

/// A coordinator over data-defined routes that shows `first` when it starts.
public final class FuzzFlow: Coordinator<DefaultRoute> {
    /// The route its flow starts on.
    public let first: DefaultRoute

    /// Creates a flow.
    ///
    /// - Parameters:
    ///   - first: The route shown when it starts.
    ///   - name: The coordinator's name in trees.
    public init(first: DefaultRoute, name: String = "FuzzFlow") {
        self.first = first
        super.init(name: name)
    }

    public override func start(animated: Bool = true) async throws {
        try await startFlow(route: first, animated: animated)
    }
}

/// The routes scenarios use: pushed screens, a sheet, a cover and a detents sheet.
public let fuzzRoutes: [DefaultRoute] = [
    DefaultRoute("home"),
    DefaultRoute("list"),
    DefaultRoute("item", parameters: ["id": .int(7)]),
    DefaultRoute("filters", presentationStyle: .detents([.medium, .large])),
    DefaultRoute("login", presentationStyle: .fullScreenCover),
    DefaultRoute("picker", presentationStyle: .sheet),
]

/// A base coordinator showing one data-defined screen, started in whatever mode the caller picks.
public final class FuzzBase: BaseCoordinator {
    /// The screen it shows.
    public let screen: DefaultRoute

    /// Creates a base coordinator.
    ///
    /// - Parameter screen: The screen it shows.
    public init(screen: DefaultRoute) {
        self.screen = screen
        super.init(name: "FuzzBase")
    }

    public override func build() -> AnyRoute { AnyRoute(screen) }
}
