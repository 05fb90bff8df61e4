import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting

/// What plugins add to a manifest before it is validated: routes, deep links, coordinators,
/// coordinator kinds, and routes they show by themselves.
///
/// ```swift
/// static func contribute(options: Options, to contributions: inout ManifestContributions) throws {
///     contributions.addRoute(DefaultRoute("debug-menu"), title: "Debug")
///     contributions.addDeepLink("shop://debug", route: "debug-menu")
///     contributions.addEntryRoute("debug-menu")
/// }
/// ```
///
/// Contributed names follow the same rules as written ones (a route defined twice is an
/// error); findings about them point at the contributing plugin's entry.
public struct ManifestContributions: Sendable {
    /// Builds a coordinator of a contributed kind.
    public typealias CoordinatorFactory = @MainActor @Sendable (CoordinatorRecipe) throws -> any CoordinatorType

    /// Contributed routes, in order.
    public private(set) var routes: [(name: String, spec: RouteSpec)] = []
    /// Contributed deep links, in order.
    public private(set) var deepLinks: [DeepLinkSpec] = []
    /// Contributed coordinators, in order.
    public private(set) var coordinators: [(name: String, spec: CoordinatorSpec)] = []
    /// Contributed coordinator kinds, by name.
    public private(set) var coordinatorKinds: [String: CoordinatorFactory] = [:]
    /// Routes the plugin shows by itself (a login screen), which count as reachable.
    public private(set) var entryRoutes: [String] = []
    /// Action verbs the plugin carries out, by name: the name of the value each takes, or `nil`
    /// for a verb written without one.
    public private(set) var verbs: [String: String?] = [:]
    /// The route loaders contributed, by name (see ``addLoader(_:)``).
    public internal(set) var loaders: [String: RouteLoader] = [:]

    /// Creates empty contributions.
    public init() {}

    // MARK: - Adding

    /// Adds a route.
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - spec: Its declaration.
    public mutating func addRoute(_ name: String, _ spec: RouteSpec) {
        routes.append((name, spec))
    }

    /// Adds a route from a `DefaultRoute`: its name, its style, and parameters typed after its
    /// parameter values (`.int(3)` declares an `int`).
    ///
    /// - Parameters:
    ///   - route: The route.
    ///   - title: The screen's title.
    ///   - text: Optional body text.
    ///   - withNavigation: For a modal style, whether pushes are allowed inside.
    ///   - actions: The screen's actions.
    public mutating func addRoute(
        _ route: DefaultRoute, title: String, text: String? = nil, withNavigation: Bool = false,
        actions: [ActionSpec] = []
    ) {
        let parameters = route.parameters.sorted { $0.key < $1.key }.map {
            name, value -> (name: String, type: ParameterType) in
            switch value {
            case .string: (name, .string)
            case .int: (name, .int)
            case .double: (name, .double)
            case .bool: (name, .bool)
            }
        }
        addRoute(
            route.name,
            RouteSpec(
                title: title, text: text, style: route.presentationStyle, withNavigation: withNavigation,
                parameters: parameters, actions: actions))
    }

    /// Adds a deep link.
    ///
    /// - Parameter link: The link.
    public mutating func addDeepLink(_ link: DeepLinkSpec) {
        deepLinks.append(link)
    }

    /// Adds a deep link leading to a route.
    ///
    /// - Parameters:
    ///   - pattern: The URL pattern.
    ///   - route: The screen to end on.
    ///   - tab: The root tab bar's page to select first.
    ///   - via: Screens shown before it.
    public mutating func addDeepLink(_ pattern: String, route: String, tab: String? = nil, via: [String] = []) {
        deepLinks.append(DeepLinkSpec(pattern: pattern, tab: tab, route: route, via: via))
    }

    /// Adds a coordinator.
    ///
    /// - Parameters:
    ///   - name: The coordinator's name.
    ///   - spec: Its declaration.
    public mutating func addCoordinator(_ name: String, _ spec: CoordinatorSpec) {
        coordinators.append((name, spec))
    }

    /// Adds a coordinator kind that manifest coordinators can name in `kind:`.
    ///
    /// A coordinator of the kind takes `root:` (its first screen, followed for reachability) and
    /// `presentation:` like a `stack`, and its own settings under `options:`.
    ///
    /// - Parameters:
    ///   - name: The kind's name.
    ///   - factory: Builds a coordinator of the kind.
    public mutating func addCoordinatorKind(_ name: String, factory: @escaping CoordinatorFactory) {
        coordinatorKinds[name] = factory
    }

    /// Declares that the plugin shows a route by itself, so it counts as reachable.
    ///
    /// - Parameter name: The route's name.
    public mutating func addEntryRoute(_ name: String) {
        entryRoutes.append(name)
    }

    /// Adds an action verb that screens of the manifest can use (`login: ada`), carried out by
    /// the plugin through ``ActionVerbHandling``.
    ///
    /// - Parameters:
    ///   - name: The verb's key, such as `login`.
    ///   - argument: What its value is, such as `USER`; `nil` for a verb written without one.
    public mutating func addVerb(_ name: String, argument: String?) {
        verbs[name] = .some(argument)
    }

    /// Adds everything `other` contributes.
    mutating func merge(_ other: ManifestContributions) {
        routes += other.routes
        deepLinks += other.deepLinks
        coordinators += other.coordinators
        coordinatorKinds.merge(other.coordinatorKinds) { first, _ in first }
        entryRoutes += other.entryRoutes
        verbs.merge(other.verbs) { first, _ in first }
        loaders.merge(other.loaders) { first, _ in first }
    }
}
