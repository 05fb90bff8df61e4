import Testing
import WayfinderRouting
import WayfinderStacks

/// A path under test with its id generator, starting from `[#0 home]`.
struct Harness<Route: RouteType> {
    var path: RoutePath<Route>
    var ids = EntryIDGenerator()

    /// A path rooted at `root` (id #0), then `operations` applied in order.
    init(root: Route, _ operations: [PathOperation<Route>] = [], as scope: ScopeID? = nil) throws {
        path = RoutePath(root: root, ids: &ids)
        for operation in operations {
            try path.apply(operation, as: scope, ids: &ids)
        }
    }

    /// Applies an operation.
    @discardableResult
    mutating func apply(
        _ operation: PathOperation<Route>,
        as scope: ScopeID? = nil,
        source: OperationSource = .program
    ) throws(PathError) -> PathChange<Route>? {
        try path.apply(operation, as: scope, source: source, ids: &ids)
    }

    /// Applies an operation that must be refused, checks that nothing changed, and returns the
    /// whole message.
    mutating func refusal(
        _ operation: PathOperation<Route>,
        as scope: ScopeID? = nil,
        source: OperationSource = .program,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let before = path
        let idsBefore = ids
        do {
            try path.apply(operation, as: scope, source: source, ids: &ids)
            Issue.record("\(operation) was accepted", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(path == before, "a refused \(operation) changed the path", sourceLocation: sourceLocation)
            #expect(ids == idsBefore, "a refused \(operation) consumed ids", sourceLocation: sourceLocation)
            #expect(!path.canApply(operation, as: scope, source: source), sourceLocation: sourceLocation)
            return error.description
        }
    }

    /// The ids of the entries, for short expectations.
    var serials: [UInt64] { path.entries.map(\.id.serial) }
}

extension Harness where Route == Screen {
    init(_ operations: PathOperation<Screen>...) throws {
        try self.init(root: .home, operations)
    }
}

// MARK: - Literal entries

/// A pushed entry with id `#serial`.
func pushed<Route: RouteType>(
    _ serial: UInt64, _ route: Route, scope: ScopeID? = nil, attributes: [String: String] = [:]
)
    -> Entry<Route>
{
    Entry(
        id: EntryID(serial: serial), route: route, style: .push, withNavigation: false, scope: scope,
        attributes: attributes)
}

/// The root entry `#serial` (with navigation).
func rootEntry<Route: RouteType>(_ serial: UInt64 = 0, _ route: Route) -> Entry<Route> {
    Entry(id: EntryID(serial: serial), route: route, style: .push, withNavigation: true)
}

/// A modal entry with id `#serial`.
func modal<Route: RouteType>(
    _ serial: UInt64,
    _ route: Route,
    _ style: PresentationStyle = .sheet,
    navigation: Bool = false,
    scope: ScopeID? = nil,
    attributes: [String: String] = [:]
) -> Entry<Route> {
    Entry(
        id: EntryID(serial: serial), route: route, style: style, withNavigation: navigation, scope: scope,
        attributes: attributes)
}

/// `[#0 home]`.
let home = rootEntry(0, Screen.home)
