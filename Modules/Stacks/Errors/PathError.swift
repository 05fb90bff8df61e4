import WayfinderRouting

/// Why a ``RoutePath`` refused an operation; the path is unchanged whenever one is thrown.
///
/// Every case starts with `request`: the operation as it was asked, with the acting scope
/// (`goBack(5) as scope 'child'`). The ``description`` then says what was found and where.
public enum PathError: Error, Hashable, Sendable {
    // MARK: - Counts and targets

    /// A count (of entries or layers) was negative.
    case negativeCount(request: String, count: Int)
    /// The operation needs a root entry, but the path is empty.
    case emptyPath(request: String)
    /// Going back more entries than lie above the root of the acting view.
    case notEnoughEntries(request: String, requested: Int, available: Int, root: EntryID)
    /// Popping more entries than are pushed in the topmost navigation context.
    case notEnoughPushedEntries(request: String, requested: Int, available: Int, contextRoot: EntryID)
    /// Dismissing more modal layers than are presented above the root of the acting view
    /// (`scope` is the scope whose root bounds the view, `nil` for the whole path).
    case notEnoughModals(request: String, requested: Int, presented: Int, root: EntryID, scope: ScopeID?)
    /// No entry matches the target; `path` lists the entries searched (at most 16 shown).
    case targetNotFound(request: String, target: String, path: [String])
    /// A pop would cross a modal: the target lies below the root of the topmost context.
    case targetOutsideContext(request: String, target: EntryID, contextRoot: EntryID)
    /// The target id was never issued by the path's generator (`next` is the first id it has
    /// not issued), so no entry ever had it: a request is refused rather than creating it.
    case unissuedEntryID(request: String, id: EntryID, next: EntryID)
    /// The request would remove the path's root, which only a replacement can change.
    case rootCannotBeRemoved(request: String, root: EntryID)
    /// `remove` named the root entry of an active scope; ending the scope removes it.
    case scopeRootCannotBeRemoved(request: String, target: EntryID, scope: ScopeID)

    // MARK: - Presentation

    /// A push into a context whose root (the path's root or a modal) was shown without
    /// navigation; `contextRoot` describes that entry (`#4 filters`, or `filters (new)` for one
    /// the same request creates).
    case pushWithoutNavigation(request: String, contextRoot: String)
    /// `present` was asked with a style that is not modal.
    case notModal(request: String, style: String)
    /// The presentation style cannot be shown.
    case invalidStyle(request: String, PresentationStyleError)
    /// A replacement gave no entries, which would leave the path without a root.
    case emptyReplacement(request: String)

    // MARK: - Scopes

    /// The acting (or named) scope is not active in this path.
    case unknownScope(request: String, scope: ScopeID, active: [ScopeID])
    /// A scope with this id is already active.
    case scopeAlreadyActive(request: String, scope: ScopeID, root: EntryID)
    /// The request would remove the root of an owned or bounded scope (or something below it)
    /// on behalf of that scope or one it began; `available` entries lie above that root.
    case beyondScopeRoot(request: String, scope: ScopeID, policy: ScopePolicy, root: EntryID, available: Int)
    /// The target entry lies below the root of the scope bounding the request.
    case targetBelowScopeRoot(request: String, target: EntryID, scope: ScopeID, policy: ScopePolicy, root: EntryID)
    /// Someone outside an active owned scope asked to push, present or begin a scope.
    case ownedScopeOnTop(request: String, owner: ScopeID, root: EntryID)
    /// Someone outside an owned scope asked to remove part of it without removing its root.
    case insideOwnedScope(request: String, owner: ScopeID, root: EntryID)
    /// A scope asked to end a scope that is neither itself nor one it (transitively) began.
    case cannotEndScope(request: String, scope: ScopeID, actor: ScopeID)

    // MARK: - Restoring

    /// A restored or hand-built path uses the same entry id twice.
    case duplicateEntryID(EntryID)
    /// A restored or hand-built path lists a scope that does not fit its entries.
    case malformedScope(ScopeID, reason: String)
}
