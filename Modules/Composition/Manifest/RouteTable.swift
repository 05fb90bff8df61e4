import WayfinderConfig

/// The manifest's `routes:`: one mapping of route names to ``RouteSpec``s, or a sequence of such
/// mappings (each typically an `!include` of its own file), read in order.
///
/// ```yaml
/// routes: !include shop/routes.yaml
/// # or
/// routes: [!include shop/routes.yaml, !include shop/checkout.yaml]
/// ```
///
/// Names must be unique across all the mappings; the validator reports a name defined twice at
/// both places.
public struct RouteTable: Decodable, Sendable, RandomAccessCollection {
    /// One named route.
    public struct Route: Sendable {
        /// The route's name, marked at its key.
        public var name: Marked<String>
        /// Its declaration.
        public var spec: RouteSpec

        /// Creates a named route.
        ///
        /// - Parameters:
        ///   - name: The route's name.
        ///   - spec: Its declaration.
        public init(name: Marked<String>, spec: RouteSpec) {
            self.name = name
            self.spec = spec
        }
    }

    /// The routes, in source order (duplicates included, for the validator to report).
    public var routes: [Route]

    /// Creates a table.
    ///
    /// - Parameter routes: The routes, in order.
    public init(_ routes: [Route] = []) {
        self.routes = routes
    }

    /// Decodes a mapping of routes, or a sequence of mappings.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoding errors of the routes.
    public init(from decoder: any Decoder) throws {
        let keyPath = ConfigKeyPath(decoder.codingPath.map { $0.intValue.map { .index($0) } ?? .key($0.stringValue) })
        if let node = try? YAMLNode(from: decoder), node.kind == .sequence {
            var list = try decoder.unkeyedContainer()
            var routes: [Route] = []
            var index = 0
            while !list.isAtEnd {
                let mapping = try list.decode(OrderedMapping<RouteSpec>.self)
                routes += Self.routes(of: mapping, at: keyPath.appending(index: index))
                index += 1
            }
            self.routes = routes
        } else {
            self.routes = Self.routes(of: try OrderedMapping<RouteSpec>(from: decoder), at: keyPath)
        }
    }

    private static func routes(of mapping: OrderedMapping<RouteSpec>, at keyPath: ConfigKeyPath) -> [Route] {
        mapping.map {
            Route(name: Marked($0.key, mark: $0.keyMark, keyPath: keyPath.appending(key: $0.key)), spec: $0.value)
        }
    }

    // MARK: - Lookup

    /// The first route named `name`.
    public subscript(name: String) -> RouteSpec? {
        // By index: only the route found is copied, not each route passed over (a route's
        // spec is large, and `wayfinder check` looks routes up for every screen it explores).
        for index in routes.indices where routes[index].name.value == name { return routes[index].spec }
        return nil
    }

    /// The route names, in order, without repeats.
    public var names: [String] {
        var seen = Set<String>()
        return routes.map(\.name.value).filter { seen.insert($0).inserted }
    }

    // MARK: - Collection

    /// 0.
    public var startIndex: Int { routes.startIndex }
    /// The number of routes.
    public var endIndex: Int { routes.endIndex }
    /// The route at a position.
    public subscript(position: Int) -> Route { routes[position] }
}
