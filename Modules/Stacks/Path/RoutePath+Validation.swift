import WayfinderRouting

extension RoutePath {
    // MARK: - Building from parts

    /// Creates a path from entries and scopes (a restored snapshot, a test fixture), checking
    /// that they fit together as if built by operations.
    ///
    /// Checked: entry ids are unique; modal styles are valid; every pushed entry lies in a context
    /// whose opener allows pushes; each scope is rooted at an entry above the path's root that is
    /// tagged with that scope, no two scopes share an id or a root, a scope's parent is an active
    /// scope rooted below it; every entry tagged with a scope lies at or above that scope's root.
    ///
    /// After restoring, call ``EntryIDGenerator/advance(pastEntriesOf:)`` before issuing new ids.
    ///
    /// - Parameters:
    ///   - entries: The entries, root first: an array, another path's ``entries``, a slice.
    ///   - scopes: The active scopes, in any order.
    /// - Throws: ``PathError`` naming the first part that does not fit.
    // Inlinable so that a caller's route and sequence types specialise it: through the generic
    // entry point, a restore of a two-entry stack spent most of its time looking up generic
    // metadata (`wayfinder check` restores a stack between most events; docs/performance.md,
    // "Restoring between events").
    @inlinable
    public init<Entries: Sequence<Entry<Route>>>(entries: Entries, scopes: [PathScope] = []) throws(PathError) {
        self.init()
        let request = "restoring a path"
        var seen = Set<EntryID>()
        for entry in entries {
            guard seen.insert(entry.id).inserted else { throw .duplicateEntryID(entry.id) }
            do {
                try entry.style.validate()
            } catch {
                throw .invalidStyle(request: request, error)
            }
            if !self.entries.isEmpty, !entry.style.isModal {
                let opener = self.entries[topContextStart]
                guard opener.withNavigation else {
                    throw .pushWithoutNavigation(
                        request: request, contextRoot: "\(opener.id) \(opener.route.routeName)")
                }
            }
            append(entry)
        }
        // Linked to their parents in root order (a parent is always placed before its child).
        for record in try Self.placed(scopes, in: self.entries) {
            active.append(activeScope(record.scope, rootIndex: record.rootIndex))
        }
    }

    /// The scopes with their root indices, ordered by them, once checked against `entries`.
    @inlinable
    static func placed(_ scopes: [PathScope], in entries: EntryList<Route>) throws(PathError) -> [ActiveScope] {
        var placed: [ActiveScope] = []
        for scope in scopes {
            guard let rootIndex = entries.firstIndex(where: { $0.id == scope.rootID }) else {
                throw .malformedScope(scope.id, reason: "is rooted at \(scope.rootID), which is not in the path")
            }
            guard rootIndex > 0 else {
                throw .malformedScope(
                    scope.id, reason: "is rooted at the path's root \(scope.rootID); a scope begins above it")
            }
            guard entries[rootIndex].scope == scope.id else {
                throw .malformedScope(scope.id, reason: "is rooted at \(scope.rootID), which another scope created")
            }
            if let other = placed.first(where: { $0.scope.id == scope.id }) {
                throw .malformedScope(
                    scope.id, reason: "is listed twice (rooted at \(other.scope.rootID) and \(scope.rootID))")
            }
            placed.append(ActiveScope(scope: scope, rootIndex: rootIndex))
        }
        placed.sort { $0.rootIndex < $1.rootIndex }
        for (position, scope) in placed.enumerated() {
            if let parent = scope.scope.parent, !placed[..<position].contains(where: { $0.scope.id == parent }) {
                throw .malformedScope(
                    scope.scope.id, reason: "names parent \(parent), which is not a scope rooted below it")
            }
        }
        for (index, entry) in entries.enumerated() {
            guard let tag = entry.scope else { continue }
            guard let scope = placed.first(where: { $0.scope.id == tag }) else {
                throw .malformedScope(tag, reason: "created entry \(entry.id) but is not active")
            }
            guard index >= scope.rootIndex else {
                throw .malformedScope(
                    tag, reason: "created entry \(entry.id), which lies below its root \(scope.scope.rootID)")
            }
        }
        return placed
    }
}

extension EntryIDGenerator {
    /// Moves the generator past every entry id of a restored path.
    ///
    /// - Parameter path: A path whose ids must never be issued again.
    public mutating func advance<Route>(pastEntriesOf path: RoutePath<Route>) {
        for entry in path.entries {
            advance(past: entry.id)
        }
    }
}

// MARK: - Codable

extension RoutePath: Codable {
    private enum CodingKeys: String, CodingKey {
        case entries, scopes
    }

    /// Decodes `{entries: [...], scopes: [...]}` and checks it as
    /// ``init(entries:scopes:)`` does; a path that does not fit is a `DecodingError.dataCorrupted`
    /// whose description is the ``PathError``'s.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([Entry<Route>].self, forKey: .entries)
        let scopes = try container.decodeIfPresent([PathScope].self, forKey: .scopes) ?? []
        do {
            try self.init(entries: entries, scopes: scopes)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
            )
        }
    }

    /// Encodes the entries and the active scopes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(entries), forKey: .entries)
        try container.encode(scopes, forKey: .scopes)
    }
}
