extension PathError: CustomStringConvertible {
    /// The error as one line: what was asked, what was found, and where.
    public var description: String {
        switch self {
        case .negativeCount(let request, let count):
            "\(request): a count cannot be negative (got \(count))"
        case .emptyPath(let request):
            "\(request): the path is empty; set a root first"
        case .notEnoughEntries(let request, let requested, let available, let root):
            "\(request): asked to go back \(Self.entries(requested)) but \(Self.only(available)) above the root \(root)"
        case .notEnoughPushedEntries(let request, let requested, let available, let contextRoot):
            "\(request): asked to pop \(Self.entries(requested)) but "
                + (available == 0 ? "nothing is" : "only \(available) \(available == 1 ? "is" : "are")")
                + " pushed above \(contextRoot), the root of the current navigation context"
        case .notEnoughModals(let request, let requested, let presented, let root, let scope):
            "\(request): asked to dismiss \(requested) modal layer\(requested == 1 ? "" : "s") but "
                + (presented == 0 ? "nothing is" : "only \(presented) \(presented == 1 ? "is" : "are")")
                + " presented above \(Self.root(root, scope: scope))"
        case .targetNotFound(let request, let target, let path):
            "\(request): no entry \(target) in path [\(path.joined(separator: ", "))]"
        case .targetOutsideContext(let request, let target, let contextRoot):
            "\(request): \(target) is below \(contextRoot), the root of the current navigation context; "
                + "popping cannot dismiss a modal (go back instead)"
        case .unissuedEntryID(let request, let id, let next):
            "\(request): no entry ever had id \(id); the path's ids so far end before \(next)"
        case .rootCannotBeRemoved(let request, let root):
            "\(request): \(root) is the root; replace the path (setRoot) to change it"
        case .scopeRootCannotBeRemoved(let request, let target, let scope):
            "\(request): \(target) is the root of scope \(scope); end the scope to remove it"
        case .pushWithoutNavigation(let request, let contextRoot):
            "\(request): \(contextRoot), the root of the current navigation context, was shown "
                + "without navigation, so nothing can be pushed inside it"
        case .notModal(let request, let style):
            "\(request): style \(style) is not modal; push it instead"
        case .invalidStyle(let request, let error):
            "\(request): invalid presentation style: \(error)"
        case .emptyReplacement(let request):
            "\(request): a path needs a root; give at least one entry"
        case .unknownScope(let request, let scope, let active):
            "\(request): no active scope \(scope) ("
                + (active.isEmpty
                    ? "no scope is active" : "active: \(active.map(\.description).joined(separator: ", "))")
                + ")"
        case .scopeAlreadyActive(let request, let scope, let root):
            "\(request): scope \(scope) is already active, rooted at \(root)"
        case .beyondScopeRoot(let request, let scope, let policy, let root, let available):
            "\(request): would remove \(root), the root of \(policy) scope \(scope); \(policy == .owned ? "an" : "a") \(policy) scope cannot "
                + "remove its root or anything below it, and "
                + (available == 0 ? "nothing is" : "only \(Self.entries(available)) \(available == 1 ? "is" : "are")")
                + " above it"
        case .targetBelowScopeRoot(let request, let target, let scope, let policy, let root):
            "\(request): \(target) is below \(root), the root of \(policy) scope \(scope); "
                + "the scope controls only its root and the entries above it"
        case .ownedScopeOnTop(let request, let owner, let root):
            "\(request): owned scope \(owner) (rooted at \(root)) is on top; only it and the scopes it "
                + "begins may add entries until it ends"
        case .insideOwnedScope(let request, let owner, let root):
            "\(request): would remove entries of owned scope \(owner) (rooted at \(root)) but not its root; "
                + "only it and the scopes it begins navigate inside it (end it, or go back below \(root))"
        case .cannotEndScope(let request, let scope, let actor):
            "\(request): scope \(actor) may not end scope \(scope); only \(scope) itself or a scope that "
                + "began it may"
        case .duplicateEntryID(let id):
            "invalid path: entry id \(id) appears more than once"
        case .malformedScope(let scope, let reason):
            "invalid path: scope \(scope) \(reason)"
        }
    }

    // MARK: - Phrases

    private static func entries(_ count: Int) -> String {
        "\(count) entr\(count == 1 ? "y" : "ies")"
    }

    /// `nothing is`, `only 1 is`, `only 3 are`.
    private static func only(_ count: Int) -> String {
        switch count {
        case 0: "nothing is"
        case 1: "only 1 is"
        default: "only \(count) are"
        }
    }

    private static func root(_ root: EntryID, scope: ScopeID?) -> String {
        if let scope { "\(root), the root of scope \(scope)" } else { "the root \(root)" }
    }
}
