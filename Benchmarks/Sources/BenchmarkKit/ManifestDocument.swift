import WayfinderRouting

// A plain `Decodable` mirror of the app manifest (WayfinderComposition's AppManifest, v1): the
// same keys and shapes, with `String` where AppManifest uses `Marked<String>` and dictionaries
// where it uses `OrderedMapping` and `RouteTable`, so that any decoder (WayfinderConfig's,
// Yams') can read it. AppManifest itself decodes only through WayfinderConfig (its marks need it).

/// The whole manifest.
public struct ManifestDocument: Decodable, Sendable {
    public var app: AppSection
    public var routes: [String: RouteSpec]
    public var coordinators: [String: CoordinatorSpec]
    public var deepLinks: [DeepLinkSpec]
    public var plugins: [PluginSpec]

    /// A number that depends on every decoded value the benchmarks check (routes, actions,
    /// parameters, pages, links), so two decoders can be shown to read the same thing.
    public var census: Int {
        routes.values.reduce(0) { total, route in
            total + 1 + (route.actions?.count ?? 0) + (route.parameters?.count ?? 0)
        }
            + coordinators.values.reduce(0) { $0 + 1 + ($1.pages?.count ?? 0) }
            + deepLinks.count + plugins.count
    }
}

/// `app:`.
public struct AppSection: Decodable, Sendable {
    public var id: String
    public var name: String
    public var root: String
}

/// One entry of `routes:`.
public struct RouteSpec: Decodable, Sendable {
    public var title: String
    public var text: String?
    public var style: PresentationStyle?
    public var withNavigation: Bool?
    public var parameters: [String: String]?
    public var actions: [ActionSpec]?
}

/// One action of a route.
public struct ActionSpec: Decodable, Sendable {
    public var title: String
    public var push: String?
    public var present: String?
    public var flow: String?
    public var tab: String?
    public var open: String?
    public var back: Bool?
    public var with: [String: String]?
    public var style: PresentationStyle?
}

/// One entry of `coordinators:`.
public struct CoordinatorSpec: Decodable, Sendable {
    /// The coordinator family.
    public enum Kind: String, Decodable, Sendable, CaseIterable {
        case stack, tabs, child, base
    }

    public var kind: Kind
    public var root: String?
    public var pages: [PageSpec]?
    public var selected: String?
    public var scope: String?
    public var presentation: PresentationStyle?
    public var mode: String?
    public var slot: String?
    public var into: String?
}

/// One page of a tab coordinator.
public struct PageSpec: Decodable, Sendable {
    public var name: String
    public var title: String
    public var icon: String?
    public var badge: String?
    public var coordinator: String
}

/// One entry of `deepLinks:`.
public struct DeepLinkSpec: Decodable, Sendable {
    public var pattern: String
    public var tab: String?
    public var route: String?
    public var via: [String]?
    public var flow: String?
}

/// One entry of `plugins:`.
public struct PluginSpec: Decodable, Sendable {
    public var id: String
    public var enabled: Bool?
    public var requires: [String]?
    public var onFailure: String?
    public var options: [String: String]?
}
