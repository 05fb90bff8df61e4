import WayfinderRouting
import WayfinderStacks

/// Navigates one coordinator's screens: pushes, modal layers, pops and dismissals.
///
/// A router acts on its coordinator's region of the stack (for the navigator's root or a tab
/// page, the whole stack). Every call is one transaction; `async` calls return once the
/// renderer has shown the change and throw a ``NavigationError`` when it is refused, leaving
/// the state unchanged. ``send(_:)`` is the non-waiting form.
///
/// Reading ``entries``, ``routes`` or ``modals`` from SwiftUI (or any `Observation` tracker)
/// registers for updates after every commit.
///
/// ## Navigation inside modal layers
///
/// A modal layer allows pushes unless it is opened with `withNavigation: false`. The default
/// is `true` for every Swift call that opens a layer: ``navigate(toRoute:presentationStyle:withNavigation:animated:)``,
/// ``present(_:presentationStyle:withNavigation:animated:)``, ``Coordinator/presentSheet(route:withNavigation:animated:)``,
/// ``CoordinatorType/navigate(to:presentationStyle:withNavigation:policy:animated:)`` (for any family),
/// ``RoutePresentation/modal`` (`@Route(.modal)`), ``CoordinatorModePresentConfiguration`` and
/// the Stacks module's `present` conveniences and ``/WayfinderStacks/EntrySpec``. A manifest
/// route says it with its `withNavigation` key.
@MainActor
public final class Router<Route: RouteType> {
    // Strong: a router may outlive its coordinator (a view keeping it), and must then answer
    // with a typed error rather than trap. The core holds neither the router nor its owner.
    private let core: CoordinatorCore

    init(core: CoordinatorCore) {
        self.core = core
    }

    // MARK: - Observable state

    /// The entries of this router's region, bottom to top, modal entries included.
    public var entries: [Entry<AnyRoute>] { core.regionEntries }

    /// The routes of this router's type in its region, bottom to top.
    public var routes: [Route] { entries.compactMap { $0.route.baseRoute as? Route } }

    /// The routes pushed on this router's stack (not inside modal layers), root first.
    public var stack: [Route] {
        entries.prefix { !$0.style.isModal || $0.id == entries.first?.id }.compactMap { $0.route.baseRoute as? Route }
    }

    /// The modal entries of this router's region, bottom to top.
    public var modals: [Entry<AnyRoute>] { entries.dropFirst().filter { $0.style.isModal } }

    // MARK: - Navigating

    /// Shows `route`: pushed when its style is `.push`, presented in a modal layer otherwise.
    ///
    /// - Parameters:
    ///   - route: Where to go.
    ///   - presentationStyle: Overrides the route's own style.
    ///   - withNavigation: For a modal style, whether screens may be pushed inside it.
    ///   - animated: Whether the renderer should animate.
    /// - Returns: The id of the screen it showed, discardable: its context, state and leave
    ///   check are one call away (``Navigator/context(for:)``, ``EntryContext/leaveCheck``).
    ///   A request that waits (queued behind a change in flight, or shown by a renderer that
    ///   completes later) returns once it is shown, with the id its entry got when it was
    ///   applied, not the top of the stack when the call was made. A refused or redirected
    ///   request returns no id: the call throws and nothing was inserted. Inside a
    ///   ``Navigator/transaction(source:animated:askingLeaveChecks:_:)`` the call returns when the
    ///   request joins, and the entry exists once the transaction commits; if the transaction
    ///   throws or is refused instead, nothing is committed and the id names no entry (the
    ///   navigator may issue it again), so do not keep it past a failed transaction.
    /// - Throws: ``NavigationError`` when refused (for example a push inside a modal presented
    ///   without navigation).
    @discardableResult
    public func navigate(
        toRoute route: Route, presentationStyle: PresentationStyle? = nil, withNavigation: Bool = true,
        animated: Bool = true
    ) async throws(NavigationError) -> EntryID {
        let operation = Self.operation(for: route, style: presentationStyle, withNavigation: withNavigation)
        // Submitted here, synchronously, and awaited only when a ticket is left: a helper of
        // these lines written as an async function would hop to the main actor at its start and
        // back at its end, even inlined (see `CoordinatorCore.submit(_:source:animated:inserted:)`).
        var inserted: EntryID?
        guard let ticket = try core.submit(operation, animated: animated, inserted: &inserted) else {
            return try core.shown(inserted, request: "navigate(toRoute:)")
        }
        return try await core.entry(shownBy: ticket, request: "navigate(toRoute:)")
    }

    /// Presents `route` in a modal layer.
    ///
    /// With no style passed, the route's own ``/WayfinderRouting/RouteType/presentationStyle``
    /// is used, detents included; a route that declares `.push` is presented as a `.sheet`.
    /// A style passed wins; passing `.push` pushes, as
    /// ``navigate(toRoute:presentationStyle:withNavigation:animated:)`` does.
    ///
    /// - Parameters:
    ///   - route: What to present.
    ///   - presentationStyle: Overrides the route's own style.
    ///   - withNavigation: Whether screens may be pushed inside the layer.
    ///   - animated: Whether the renderer should animate.
    /// - Returns: The id of the presented screen, for its context, state and leave check;
    ///   discardable. Queued, refused and transactional requests behave as for
    ///   ``navigate(toRoute:presentationStyle:withNavigation:animated:)``: the id of the entry
    ///   once applied, no id (a thrown error) when refused.
    /// - Throws: ``NavigationError`` when refused; the state is then unchanged.
    @discardableResult
    public func present(
        _ route: Route, presentationStyle: PresentationStyle? = nil, withNavigation: Bool = true,
        animated: Bool = true
    ) async throws(NavigationError) -> EntryID {
        let ownStyle = route.presentationStyle
        let style = presentationStyle ?? (ownStyle.isModal ? ownStyle : .sheet)
        let operation = Self.operation(for: route, style: style, withNavigation: withNavigation)
        // As in `navigate(toRoute:)`: awaited only when a ticket is left.
        var inserted: EntryID?
        guard let ticket = try core.submit(operation, animated: animated, inserted: &inserted) else {
            return try core.shown(inserted, request: "present(_:)")
        }
        return try await core.entry(shownBy: ticket, request: "present(_:)")
    }

    /// Removes the top pushed screen.
    public func pop(animated: Bool = true) async throws(NavigationError) {
        try await core.perform(.pop(1), animated: animated)
    }

    /// Removes every screen above this router's root (for a child, its own first screen).
    public func popToRoot(animated: Bool = true) async throws(NavigationError) {
        try await core.perform(core.placement?.isScope == true ? .popToChildRoot : .popToRoot, animated: animated)
    }

    /// Pops to the top-most screen of route type `type` (the headless `popToView`).
    public func popTo<T: RouteType>(_ type: T.Type, animated: Bool = true) async throws(NavigationError) {
        try await core.perform(.popTo(.type(type)), animated: animated)
    }

    /// Pops to the top-most screen whose route name is `name`.
    public func popTo(name: String, animated: Bool = true) async throws(NavigationError) {
        try await core.perform(.popTo(.routeName(name)), animated: animated)
    }

    /// Pops to the top-most screen of this region for which `predicate` holds.
    ///
    /// - Throws: ``NavigationError/path(_:container:)`` when no entry matches.
    public func popTo(where predicate: (Entry<AnyRoute>) -> Bool, animated: Bool = true) async throws(NavigationError) {
        guard let match = entries.last(where: predicate) else {
            throw .path(
                .targetNotFound(
                    request: "popTo(where:)", target: "matching the predicate", path: entries.map(\.description)),
                container: core.target?.container ?? ContainerID(owner: core.id)
            )
        }
        try await core.perform(.popTo(.id(match.id)), animated: animated)
    }

    /// Removes the screen `id` and everything above it, pushed or presented (TCA's
    /// `popFrom(id:)`).
    ///
    /// - Parameters:
    ///   - id: An entry of this router's region, not its root.
    ///   - animated: Whether the renderer should animate.
    /// - Throws: ``NavigationError`` when refused: the root, an entry outside the region, an id
    ///   that is gone or was never issued.
    public func popFrom(id: EntryID, animated: Bool = true) async throws(NavigationError) {
        try await core.perform(.popFrom(id), animated: animated)
    }

    /// Removes only the screen `id`; the screens above it stay, with their ids (TCA's
    /// `path[id: id] = nil`).
    ///
    /// - Parameters:
    ///   - id: An entry of this router's region, neither its root nor a child coordinator's
    ///     first screen (finish that child instead).
    ///   - animated: Whether the renderer should animate.
    /// - Throws: ``NavigationError`` when refused; the stack is then unchanged.
    public func remove(id: EntryID, animated: Bool = true) async throws(NavigationError) {
        try await core.perform(.remove(id), animated: animated)
    }

    /// Shows `route` (and, when given, `attributes`) in the screen `id`, keeping its id, style
    /// and place: the renderer updates that screen's content.
    ///
    /// - Parameters:
    ///   - id: An entry of this router's region.
    ///   - route: The route the screen shows from now on.
    ///   - attributes: Its renderer attributes; `nil` keeps the ones it has.
    ///   - animated: Whether the renderer should animate.
    /// - Throws: ``NavigationError`` when refused; the stack is then unchanged.
    public func update(
        id: EntryID, to route: Route, attributes: [String: String]? = nil, animated: Bool = true
    ) async throws(NavigationError) {
        try await core.perform(.update(id, route: AnyRoute(route), attributes: attributes), animated: animated)
    }

    /// Dismisses the top-most modal layer of this region.
    public func dismiss(animated: Bool = true) async throws(NavigationError) {
        try await core.perform(.dismiss(1), animated: animated)
    }

    /// Closes the top-most screen: dismisses a modal layer if one is on top of this region,
    /// else pops; with `finishFlow`, finishes the coordinator instead.
    public func close(animated: Bool = true, finishFlow: Bool = false) async throws(NavigationError) {
        if finishFlow {
            try await core.finishFlow(animated: animated)
            return
        }
        let region = entries
        let topIsModal = region.count > 1 && region.last?.style.isModal == true
        try await core.perform(topIsModal ? .dismiss(1) : .pop(1), animated: animated)
    }

    /// Goes back to the root of the stack this router's coordinator navigates in, modal layers
    /// included: FlowStacks' `goBackToRoot`.
    ///
    /// A coordinator pushed with a shared scope (FlowStacks' first approach, the default for a
    /// pushed child) reaches its parent's root, which ends its own flow; one whose scope is owned
    /// or bounded (the second approach) reaches its own first screen.
    ///
    /// - Parameter animated: Whether the renderer should animate.
    /// - Throws: ``NavigationError`` when refused.
    public func goBackToRoot(animated: Bool = true) async throws(NavigationError) {
        try await core.perform(.goBackToRoot, animated: animated)
    }

    /// Removes everything above this router's root, modal layers included.
    public func restart(animated: Bool = true) async throws(NavigationError) {
        try await core.perform(core.placement?.isScope == true ? .popToChildRoot : .goBackToRoot, animated: animated)
    }

    // MARK: - Data form

    /// Sends an operation without waiting; the ticket tells what became of it.
    @discardableResult
    public func send(_ operation: PathOperation<Route>) -> NavigationTicket {
        core.send(operation.erased)
    }

    static func operation(for route: Route, style: PresentationStyle?, withNavigation: Bool) -> PathOperation<AnyRoute>
    {
        let effective = style ?? route.presentationStyle
        if effective.isModal {
            return .present(AnyRoute(route), style: effective, withNavigation: withNavigation)
        }
        return .push(AnyRoute(route))
    }
}
