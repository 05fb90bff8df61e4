import Foundation
import WayfinderConfig

// A second reading of the same text, shaped like an early manifest draft, using every kind of
// shape the decoder supports that AppManifest may not: raw-value and associated-value enums,
// sets, dictionaries, undecoded subtrees decoded later, and every scalar width.

struct ShapesDocument: Decodable, Equatable {
    var app: App
    var coordinators: OrderedMapping<CoordinatorSpec>
    var routes: [String: RouteSpec]
    var deepLinks: [DeepLinkSpec]?
    var plugins: [String: Marked<YAMLNode>]?
    var tuning: Tuning?

    static func == (lhs: ShapesDocument, rhs: ShapesDocument) -> Bool {
        lhs.app == rhs.app && lhs.coordinators == rhs.coordinators && lhs.routes == rhs.routes
            && lhs.deepLinks == rhs.deepLinks && lhs.tuning == rhs.tuning
            && lhs.plugins?.keys.sorted() == rhs.plugins?.keys.sorted()
    }
}

struct App: Decodable, Equatable {
    var id: String
    var name: String
    var version: Int
    var website: URL?
}

struct CoordinatorSpec: Decodable, Equatable {
    enum Kind: String, Decodable, CaseIterable { case flow, tabs, stack, split }
    var kind: Kind
    var initialTab: String?
    var tabs: [TabSpec]?
    var presentation: String?
    var steps: [String]?
}

struct TabSpec: Decodable, Equatable {
    var id: String
    var title: String
    var icon: String?
    var root: String
    var badge: BadgeSpec?
}

struct BadgeSpec: Decodable, Equatable {
    var source: String
    var hideWhenZero: Bool?
}

struct RouteSpec: Decodable, Equatable {
    var screen: String
    var style: Style?
    var parameters: OrderedMapping<ParameterSpec>?
}

enum Detent: String, Decodable, CaseIterable { case small, medium, large }

enum Style: Decodable, Equatable {
    case push, sheet, fullScreenCover
    case detents([Detent])
    case custom(name: String, duration: Double?, fullScreen: Bool?)
}

struct ParameterSpec: Decodable, Equatable {
    enum Kind: String, Decodable, CaseIterable { case int, string, bool, double, uuid }
    var type: Kind
    var optional: Bool?
}

struct DeepLinkSpec: Decodable, Equatable {
    var pattern: Marked<String>
    var route: String
    var tab: String?

    static func == (lhs: DeepLinkSpec, rhs: DeepLinkSpec) -> Bool {
        lhs.pattern.value == rhs.pattern.value && lhs.route == rhs.route && lhs.tab == rhs.tab
    }
}

/// Numbers of every width the decoder range-checks.
struct Tuning: Decodable, Equatable {
    var depth: Int8?
    var retries: UInt8?
    var window: Int16?
    var port: UInt16?
    var serial: Int32?
    var count: UInt32?
    var offset: Int64?
    var budget: UInt64?
    var ratio: Float?
    var price: Decimal?
    var flags: Set<String>?
}

// MARK: - Plugin options (decoded from their kept subtrees)

struct AnalyticsOptions: Decodable, Equatable {
    var endpoint: URL
    var sampleRate: Double
    var events: [String]
}

struct DeepLinksOptions: Decodable, Equatable {
    var scheme: String
    var forcePresentation: Bool?
}

struct RestorationOptions: Decodable, Equatable {
    enum Store: String, Decodable, CaseIterable { case sqlite, file, memory }
    var store: Store
    var path: String?
    var journal: Bool?
}

struct AuthGuardOptions: Decodable, Equatable {
    var login: String
    var protected: [String]
}
