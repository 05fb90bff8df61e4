import WayfinderRouting

/// One request to change a ``RoutePath``, as data.
///
/// Operations are values so that the coordinator layer can queue them while a renderer
/// animates, interceptors can inspect and redirect them, deep links can plan them and fuzzers
/// can generate them. ``RoutePath/apply(_:as:source:ids:)`` applies one; a transaction applies
/// several as one change.
///
/// Every operation is relative to the *view* of the acting scope: for the base scope, and for a
/// ``ScopePolicy/shared`` scope whose ancestors are all shared, that is the whole path with
/// entry 0 as its root; for a scope bound by an ``ScopePolicy/owned`` or ``ScopePolicy/bounded``
/// scope (itself or an ancestor), the view starts at that scope's root entry, which then plays
/// the part of the root. "Go back" operations remove any entries (pushed or presented); "pop"
/// operations remove only pushed entries of the topmost navigation context and refuse to cross a
/// modal, as in FlowStacks.
public enum PathOperation<Route: RouteType>: Hashable, Codable, Sendable {
    // MARK: - Adding

    /// Pushes a route onto the topmost navigation context, which must allow pushes.
    case push(Route)
    /// Presents a route in a new modal layer.
    ///
    /// - Parameters:
    ///   - style: A modal style, or `nil` for the route's own (which must then be modal).
    ///   - withNavigation: Whether screens may be pushed inside the new layer.
    case present(Route, style: PresentationStyle?, withNavigation: Bool)

    // MARK: - Going back (any entries)

    /// Removes the top `count` entries, pushed or presented.
    case goBack(Int)
    /// Removes everything above the target entry.
    case goBackTo(EntryTarget)
    /// Removes everything above the root of the acting scope's view (see the type's discussion):
    /// the base root for the base and shared scopes, the scope's root for owned and bounded ones.
    case goBackToRoot
    /// Removes the entry with this id and everything above it, pushed or presented (TCA's
    /// `popFrom(id:)`); refused for the root.
    case popFrom(EntryID)

    // MARK: - Changing one entry in place

    /// Removes only the entry with this id; the entries above it stay, with their ids and
    /// scopes (TCA's `path[id: id] = nil`). Refused for the root and for the root entry of a
    /// scope (end the scope instead), and when pushed entries would land in a context that was
    /// shown without navigation.
    case remove(EntryID)
    /// Gives the entry with this id a new route, new attributes, or both, keeping its id, its
    /// style and its place (a `nil` keeps what the entry has). A renderer sees a content update
    /// of that screen (``StepPlanner``'s update step), not a removal and an insertion.
    case update(EntryID, route: Route?, attributes: [String: String]?)

    // MARK: - Popping (pushed entries of the topmost context only)

    /// Removes the top `count` pushed entries of the topmost navigation context.
    case pop(Int)
    /// Removes the pushed entries above the target, which must be in the topmost context.
    case popTo(EntryTarget)
    /// Pops to the root of the acting scope's view (the base root for the base scope), as
    /// FlowStacks' `popToRoot`: refused when a modal layer lies between the top and that root;
    /// use ``goBackToRoot`` to dismiss the layers too, or ``popToCurrentNavigationRoot``.
    case popToRoot
    /// Pops every pushed entry of the topmost navigation context, dismissing nothing; for a
    /// bounded view whose root lies inside that context, pops to the view's root.
    case popToCurrentNavigationRoot
    /// Pops `count` pushed entries of the topmost context, then pushes `route`, as one change.
    case popAndPush(Int, Route)

    // MARK: - Dismissing (modal layers)

    /// Dismisses the top `count` modal layers, with everything pushed inside them.
    case dismiss(Int)
    /// Dismisses every modal layer of the acting scope's view; nothing when none is presented.
    case dismissAll

    // MARK: - Replacing

    /// Makes the acting scope's view equal to these entries.
    ///
    /// The longest prefix of the view that already matches (same route, style and navigation,
    /// and the attributes the spec gives) is kept with its ids; the rest is removed and the remaining specs are
    /// created. For the base scope the first spec is the root; for a scope with a bounded view
    /// the first spec must match the scope's root, which it cannot remove.
    case replace([EntrySpec<Route>])
    /// Makes the acting scope's view a single root: ``replace(_:)`` with one pushed entry.
    case setRoot(Route)

    // MARK: - Scopes

    /// Begins a scope: creates its root entry (pushed or presented as `root` says) tagged with
    /// the new scope, whose parent is the acting scope.
    case beginScope(ScopeID, ScopePolicy, root: EntrySpec<Route>)
    /// Ends a scope by removing its root entry and everything above it. Allowed for the scope
    /// itself and for the scopes that (transitively) began it.
    case endScope(ScopeID)
    /// Goes back to the acting scope's own root (ChildCoordinatable's `popToChildRoot`); the
    /// base root for the base scope. Unlike ``goBackToRoot`` it stops at a shared scope's root.
    case popToChildRoot
    /// Goes back to an entry of the acting scope's own region (ChildCoordinatable's
    /// `focusWithinScope`); refused for an entry below the scope's root.
    case focusWithinScope(EntryID)
}

extension PathOperation: CustomStringConvertible {
    /// The operation as a short call: `push(item)`, `goBack(5)`, `goBackTo(#9)`,
    /// `present(filters, sheet, withNavigation: true)`.
    public var description: String {
        switch self {
        case .push(let route):
            "push(\(route.routeName))"
        case .present(let route, let style, let withNavigation):
            "present(\(route.routeName)\(style.map { ", \($0.summary)" } ?? ""), withNavigation: \(withNavigation))"
        case .goBack(let count):
            "goBack(\(count))"
        case .goBackTo(let target):
            "goBackTo(\(target))"
        case .goBackToRoot:
            "goBackToRoot"
        case .popFrom(let id):
            "popFrom(\(id))"
        case .remove(let id):
            "remove(\(id))"
        case .update(let id, let route, let attributes):
            "update(\(id)"
                + (route.map { ", route: \($0.routeName)" } ?? "")
                + (attributes.map { ", attributes: \($0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })" }
                    ?? "")
                + ")"
        case .pop(let count):
            "pop(\(count))"
        case .popTo(let target):
            "popTo(\(target))"
        case .popToRoot:
            "popToRoot"
        case .popToCurrentNavigationRoot:
            "popToCurrentNavigationRoot"
        case .popAndPush(let count, let route):
            "popAndPush(\(count), \(route.routeName))"
        case .dismiss(let count):
            "dismiss(\(count))"
        case .dismissAll:
            "dismissAll"
        case .replace(let specs):
            "replace([\(specs.map(\.route.routeName).joined(separator: ", "))])"
        case .setRoot(let route):
            "setRoot(\(route.routeName))"
        case .beginScope(let scope, let policy, let root):
            "beginScope(\(scope), \(policy), root: \(root.route.routeName))"
        case .endScope(let scope):
            "endScope(\(scope))"
        case .popToChildRoot:
            "popToChildRoot"
        case .focusWithinScope(let id):
            "focusWithinScope(\(id))"
        }
    }
}
