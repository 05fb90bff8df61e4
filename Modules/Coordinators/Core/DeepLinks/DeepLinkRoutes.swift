import WayfinderRouting

/// Deep links written in Swift: each URL pattern with the navigation it makes.
///
/// ```swift
/// let links = DeepLinkRoutes(navigator: navigator)
/// try links.register("notes://note/:id:int") { link in
///     guard let id = link.parameters["id"]?.intValue else { return }
///     try await tabs.selectPage(.notes)
///     try await tabs.coordinator(for: .notes, as: NotesCoordinator.self).open(note: id)
/// }
/// try await links.open("notes://note/42")
/// ```
///
/// ``open(_:)`` matches the URL, then runs its plan as one transaction from
/// ``NavigationSource/deepLink``: the renderer sees one change, interceptors see the whole plan
/// once, and the leave checks of the screens the plan would remove are asked before it commits
/// (see ``Navigator/transaction(source:animated:askingLeaveChecks:_:)``). Refused, nothing
/// changes. A plan may run twice when it removes a screen with a leave check, so it should only
/// navigate.
///
/// Patterns follow ``/WayfinderRouting/DeepLinkPattern``'s grammar; the most precedent one that
/// matches wins, as in a manifest's `deepLinks:`.
@MainActor
public final class DeepLinkRoutes {
    /// The navigation a matched link makes, from its typed parameters.
    public typealias Plan = @MainActor (DeepLinkMatch) async throws -> Void

    /// The navigator the plans run on.
    public let navigator: Navigator
    private var matcher: DeepLinkMatcher
    private var plans: [String: Plan] = [:]

    /// Creates an empty table of links.
    ///
    /// - Parameters:
    ///   - navigator: The navigator the plans run on.
    ///   - unknownQueryParameters: What to do with query parameters a pattern does not declare
    ///     (ignored by default, so tracking parameters pass through).
    public init(
        navigator: Navigator, unknownQueryParameters: DeepLinkMatcher.UnknownQueryParameters = .ignore
    ) {
        self.navigator = navigator
        self.matcher = DeepLinkMatcher(unknownQueryParameters: unknownQueryParameters)
    }

    /// The patterns registered, in order.
    public var patterns: [DeepLinkPattern] { matcher.entries.map(\.pattern) }

    /// Registers a pattern and the navigation a matching URL makes.
    ///
    /// - Parameters:
    ///   - template: A pattern such as `notes://note/:id:int`.
    ///   - name: The link's name in matches (``/WayfinderRouting/DeepLinkMatch/routeName``); the
    ///     template by default.
    ///   - plan: What to do for a matching URL, run inside the link's transaction.
    /// - Throws: ``/WayfinderRouting/DeepLinkMatcherError`` for a malformed template, or one
    ///   that would match exactly the URLs another pattern matches; nothing is registered then.
    public func register(
        _ template: String, name: String? = nil, _ plan: @escaping Plan
    ) throws(DeepLinkMatcherError) {
        let key = name ?? template
        try matcher.add(template, route: key)
        plans[key] = plan
    }

    /// Opens `url`: matches it, asks the leave checks of the screens its plan would remove, and
    /// commits the plan as one change.
    ///
    /// - Parameter url: A URL such as `notes://note/42`.
    /// - Returns: The match, once the change is shown.
    /// - Throws: ``/WayfinderRouting/DeepLinkRejection`` when no pattern accepts the URL,
    ///   ``NavigationError/leaveRefused(entry:route:reason:)`` when a screen's check said no,
    ///   another ``NavigationError`` when the plan was refused, or what the plan threw; the
    ///   state is unchanged in every case.
    @discardableResult
    public func open(_ url: String) async throws -> DeepLinkMatch {
        let match = try matcher.match(url)
        // Every name the matcher returns was registered with its plan.
        let plan = plans[match.routeName]
        try await navigator.transaction(source: .deepLink) {
            try await plan?(match)
        }
        return match
    }
}
