import WayfinderRouting

// Each convenience applies one ``PathOperation`` through ``RoutePath/apply(_:as:source:ids:)``
// as a programmatic request: same checks, same errors, same change.

extension RoutePath {
    // MARK: - Adding

    /// Pushes a route onto the topmost navigation context.
    ///
    /// - Parameters:
    ///   - route: The route to push.
    ///   - scope: The scope asking, `nil` for the base scope.
    ///   - ids: The generator the new entry's id comes from.
    /// - Returns: The change.
    /// - Throws: ``PathError`` when the path is empty, the topmost context has no navigation, or
    ///   an owned scope the asker is outside of is on top.
    @discardableResult
    @inlinable public mutating func push(
        _ route: Route, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    ) throws(PathError)
        -> PathChange<Route>?
    {
        try apply(.push(route), as: scope, ids: &ids)
    }

    /// Presents a route in a new modal layer.
    ///
    /// - Parameters:
    ///   - route: The route to present.
    ///   - style: A modal style, or `nil` for the route's own.
    ///   - withNavigation: Whether screens may be pushed inside the new layer; `true` by default,
    ///     as for every Wayfinder call that opens a layer.
    ///   - scope: The scope asking, `nil` for the base scope.
    ///   - ids: The generator the new entry's id comes from.
    /// - Returns: The change.
    /// - Throws: ``PathError`` when the style is not modal or invalid, or the path is empty.
    @discardableResult
    @inlinable public mutating func present(
        _ route: Route,
        style: PresentationStyle? = nil,
        withNavigation: Bool = true,
        as scope: ScopeID? = nil,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        try apply(.present(route, style: style, withNavigation: withNavigation), as: scope, ids: &ids)
    }

    /// Presents a route as a sheet; see ``present(_:style:withNavigation:as:ids:)``.
    @discardableResult
    @inlinable public mutating func presentSheet(
        _ route: Route,
        withNavigation: Bool = true,
        as scope: ScopeID? = nil,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        try present(route, style: .sheet, withNavigation: withNavigation, as: scope, ids: &ids)
    }

    /// Presents a route as a full-screen cover; see ``present(_:style:withNavigation:as:ids:)``.
    @discardableResult
    @inlinable public mutating func presentCover(
        _ route: Route,
        withNavigation: Bool = true,
        as scope: ScopeID? = nil,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        try present(route, style: .fullScreenCover, withNavigation: withNavigation, as: scope, ids: &ids)
    }

    // MARK: - Going back

    /// Removes the top `count` entries, pushed or presented.
    ///
    /// - Throws: ``PathError`` when fewer entries lie above the root of the asker's view.
    @discardableResult
    @inlinable public mutating func goBack(
        _ count: Int = 1, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.goBack(count), as: scope, ids: &ids)
    }

    /// Removes everything above the target entry.
    ///
    /// - Throws: ``PathError`` when no entry matches, or it lies outside the asker's view.
    @discardableResult
    @inlinable public mutating func goBackTo(
        _ target: EntryTarget, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.goBackTo(target), as: scope, ids: &ids)
    }

    /// Removes everything above the topmost entry matching `predicate`.
    ///
    /// The change records the operation as data: `goBackTo(.id(…))` of the entry found.
    ///
    /// - Parameters:
    ///   - predicate: Which entry to go back to.
    ///   - scope: The scope asking, `nil` for the base scope.
    ///   - ids: The id generator.
    /// - Returns: The change, or `nil` when the match is already on top.
    /// - Throws: ``PathError/targetNotFound(request:target:path:)`` when nothing matches, or what
    ///   ``goBackTo(_:as:ids:)`` throws.
    @discardableResult
    @inlinable public mutating func goBackTo(
        where predicate: (Entry<Route>) -> Bool,
        as scope: ScopeID? = nil,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        try apply(.goBackTo(.id(try match(predicate, call: "goBackTo(where:)", scope: scope))), as: scope, ids: &ids)
    }

    /// Removes everything above the root of the asker's view (the base root for the base scope).
    @discardableResult
    @inlinable public mutating func goBackToRoot(
        as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    ) throws(PathError)
        -> PathChange<Route>?
    {
        try apply(.goBackToRoot, as: scope, ids: &ids)
    }

    // MARK: - Popping

    /// Removes the top `count` pushed entries of the topmost navigation context.
    ///
    /// - Throws: ``PathError`` when fewer are pushed in that context.
    @discardableResult
    @inlinable public mutating func pop(
        _ count: Int = 1, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.pop(count), as: scope, ids: &ids)
    }

    /// Pops to the target, which must be in the topmost navigation context.
    @discardableResult
    @inlinable public mutating func popTo(
        _ target: EntryTarget, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.popTo(target), as: scope, ids: &ids)
    }

    /// Pops to the topmost entry matching `predicate`, which must be in the topmost context.
    @discardableResult
    @inlinable public mutating func popTo(
        where predicate: (Entry<Route>) -> Bool,
        as scope: ScopeID? = nil,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        try apply(.popTo(.id(try match(predicate, call: "popTo(where:)", scope: scope))), as: scope, ids: &ids)
    }

    /// Pops to the root of the asker's view; refused when a modal layer lies in between.
    @discardableResult
    @inlinable public mutating func popToRoot(
        as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    ) throws(PathError)
        -> PathChange<Route>?
    {
        try apply(.popToRoot, as: scope, ids: &ids)
    }

    /// Pops every pushed entry of the topmost navigation context.
    @discardableResult
    @inlinable public mutating func popToCurrentNavigationRoot(
        as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.popToCurrentNavigationRoot, as: scope, ids: &ids)
    }

    /// Pops `count` pushed entries of the topmost context, then pushes `route`, as one change.
    @discardableResult
    @inlinable public mutating func popAndPush(
        _ count: Int,
        _ route: Route,
        as scope: ScopeID? = nil,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        try apply(.popAndPush(count, route), as: scope, ids: &ids)
    }

    // MARK: - Dismissing

    /// Dismisses the top `count` modal layers.
    ///
    /// - Throws: ``PathError/notEnoughModals(request:requested:presented:root:scope:)`` when
    ///   fewer are presented (including none).
    @discardableResult
    @inlinable public mutating func dismiss(
        _ count: Int = 1, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.dismiss(count), as: scope, ids: &ids)
    }

    /// Dismisses every modal layer of the asker's view; `nil` when none is presented.
    @discardableResult
    @inlinable public mutating func dismissAll(
        as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    ) throws(PathError)
        -> PathChange<Route>?
    {
        try apply(.dismissAll, as: scope, ids: &ids)
    }

    // MARK: - Replacing

    /// Makes the asker's view equal to `specs`, keeping the prefix that already matches.
    @discardableResult
    @inlinable public mutating func replace(
        _ specs: [EntrySpec<Route>], as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.replace(specs), as: scope, ids: &ids)
    }

    /// Makes the asker's view equal to `routes`, each shown in its own style.
    @discardableResult
    @inlinable public mutating func replace(
        routes: [Route], as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.replace(routes.map { EntrySpec($0) }), as: scope, ids: &ids)
    }

    /// Makes the asker's view a single root.
    @discardableResult
    @inlinable public mutating func setRoot(
        _ route: Route, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.setRoot(route), as: scope, ids: &ids)
    }

    // MARK: - Queries

    /// Whether a push would be accepted now.
    @inlinable public func canPush(as scope: ScopeID? = nil) -> Bool {
        // Whether a push is legal does not depend on the route pushed: ask with the root's.
        guard let root else { return false }
        return canApply(.push(root.route), as: scope)
    }

    /// Whether going back `count` entries would be accepted now.
    @inlinable public func canGoBack(_ count: Int = 1, as scope: ScopeID? = nil) -> Bool {
        count > 0 && canApply(.goBack(count), as: scope)
    }

    /// Whether popping `count` pushed entries would be accepted now.
    @inlinable public func canPop(_ count: Int = 1, as scope: ScopeID? = nil) -> Bool {
        count > 0 && canApply(.pop(count), as: scope)
    }

    /// Whether dismissing `count` modal layers would be accepted now.
    @inlinable public func canDismiss(_ count: Int = 1, as scope: ScopeID? = nil) -> Bool {
        count > 0 && canApply(.dismiss(count), as: scope)
    }

    /// The id of the topmost entry matching `predicate`.
    @usableFromInline func match(
        _ predicate: (Entry<Route>) -> Bool, call: String, scope: ScopeID?
    ) throws(PathError) -> EntryID {
        guard let found = entries.last(where: predicate) else {
            throw .targetNotFound(
                request: Request<Route>.text(call, scope: scope, source: .program),
                target: "matching the predicate",
                path: summary { "\($0.id) \($0.route.routeName)" }
            )
        }
        return found.id
    }
}
