import WayfinderStacks

/// Whose saved state: an entry's, or a coordinator's flow's.
public enum StateOwner: Hashable, Sendable, Codable, CustomStringConvertible {
    /// An entry's state.
    case entry(EntryID)
    /// A coordinator's flow's state.
    case flow(CoordinatorID)

    /// `#3`, `flow c4`.
    public var description: String {
        switch self {
        case .entry(let id): "\(id)"
        case .flow(let id): "flow \(id)"
        }
    }
}

/// A write to a saved state bag, as observers hear it (``Navigator/observeState(_:)``).
///
/// A write is not a navigation transaction: it passes no interceptor, changes no phase and
/// makes no ``NavigationChange``.
public struct StateEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Whose state changed.
    public var owner: StateOwner
    /// The key written.
    public var key: String
    /// The new value; `nil` when the key was removed.
    public var value: StateValue?
    /// Who wrote it.
    public var source: NavigationSource
    /// The whole bag after the write.
    public var bag: StateBag

    /// Creates a state event.
    public init(owner: StateOwner, key: String, value: StateValue?, source: NavigationSource, bag: StateBag) {
        self.owner = owner
        self.key = key
        self.value = value
        self.source = source
        self.bag = bag
    }

    /// `#3 query = shoes by user`.
    public var description: String {
        "\(owner) \(key) = \(value?.description ?? "(removed)") by \(source)"
    }
}

/// Why a state write was refused; nothing was written.
public enum StateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The owner is not in the tree.
    case noSuchOwner(StateOwner)
    /// The bag would be larger than its limit.
    case bagTooLarge(StateOwner, key: String, size: Int, limit: Int)
    /// All bags together would be larger than a snapshot's limit.
    case statesTooLarge(StateOwner, key: String, size: Int, limit: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .noSuchOwner(let owner):
            "cannot save state for \(owner): it is not in the navigation tree"
        case .bagTooLarge(let owner, let key, let size, let limit):
            "cannot save '\(key)' for \(owner): its state would take \(size) bytes, over the limit of \(limit) bytes; nothing was written"
        case .statesTooLarge(let owner, let key, let size, let limit):
            "cannot save '\(key)' for \(owner): the saved state of all screens would take \(size) bytes, over the snapshot's limit of \(limit) bytes; nothing was written"
        }
    }
}

extension StateBag {
    /// The bytes the bag takes as stored: the UTF-8 of its keys and values, with 6 bytes of
    /// punctuation per value (a bag is stored as a JSON object).
    public var storedSize: Int {
        values.reduce(2) { $0 + $1.key.utf8.count + $1.value.description.utf8.count + 6 }
    }
}

extension Navigator {
    // MARK: - Saved state

    /// The saved state of an entry or a flow (empty when nothing was written).
    public func state(of owner: StateOwner) -> StateBag {
        switch owner {
        case .entry(let id): contexts?.entryStates[id] ?? StateBag()
        case .flow(let id): contexts?.flowStates[id] ?? StateBag()
        }
    }

    /// Every saved state bag of entries, by entry.
    public var entryStates: [EntryID: StateBag] { contexts?.entryStates ?? [:] }

    /// Every saved state bag of flows, by coordinator.
    public var flowStates: [CoordinatorID: StateBag] { contexts?.flowStates ?? [:] }

    /// Writes one value of the saved state of an entry or a flow, and tells the state
    /// observers.
    ///
    /// This is not a navigation transaction: no interceptor is asked, no phase changes, and
    /// the tree stays the same. The bag lives as long as its owner is in the tree.
    ///
    /// - Parameters:
    ///   - value: The value; `nil` removes the key.
    ///   - key: The key.
    ///   - owner: The entry or flow; it must be in the tree as last committed.
    ///   - source: Who writes it (``NavigationSource/program`` by default).
    /// - Throws: ``StateError`` when the owner is not in the tree, or the bag or all bags
    ///   together would exceed ``stateLimits``; nothing is written then.
    public func setState(
        _ value: StateValue?, forKey key: String, of owner: StateOwner, source: NavigationSource = .program
    ) throws(StateError) {
        switch owner {
        case .entry(let id):
            guard committedTree.entry(id) != nil else { throw .noSuchOwner(owner) }
        case .flow(let id):
            guard let node = committedTree.coordinator(id), node.placement != .finished else {
                throw .noSuchOwner(owner)
            }
        }
        var bag = state(of: owner)
        bag[key] = value
        let limit = stateLimits.perBag
        guard bag.storedSize <= limit else {
            throw .bagTooLarge(owner, key: key, size: bag.storedSize, limit: limit)
        }
        let others =
            entryStates.reduce(0) { $0 + (owner == .entry($1.key) ? 0 : $1.value.storedSize) }
            + flowStates.reduce(0) { $0 + (owner == .flow($1.key) ? 0 : $1.value.storedSize) }
        guard others + bag.storedSize <= stateLimits.perSnapshot else {
            throw .statesTooLarge(owner, key: key, size: others + bag.storedSize, limit: stateLimits.perSnapshot)
        }
        let registry = contextRegistry()
        switch owner {
        case .entry(let id): registry.entryStates[id] = bag.isEmpty ? nil : bag
        case .flow(let id): registry.flowStates[id] = bag.isEmpty ? nil : bag
        }
        let event = StateEvent(owner: owner, key: key, value: value, source: source, bag: bag)
        journal?.stateWritten(event)
        for observer in registry.stateObservers {
            observer.handler(event)
        }
    }

    /// Removes every saved bag, of every entry and flow, without telling the state observers:
    /// a restore's first step, before ``restoreStates(entries:flows:)`` puts the saved ones
    /// back, so that the saved bags are the whole saved state (an owner they do not name ends
    /// with none).
    package func removeAllStates() {
        guard let contexts else { return }
        contexts.entryStates = [:]
        contexts.flowStates = [:]
    }

    /// Puts saved bags back (a restore): each bag whose owner is in the tree as last committed
    /// is kept, replacing the one it had; the others are returned, untouched.
    ///
    /// Observers hear no state event: the bags are as they were saved.
    ///
    /// - Returns: The bags whose owner is not in the tree.
    @discardableResult
    public func restoreStates(
        entries: [EntryID: StateBag], flows: [CoordinatorID: StateBag]
    ) -> (
        entries: [EntryID: StateBag], flows: [CoordinatorID: StateBag]
    ) {
        var left: (entries: [EntryID: StateBag], flows: [CoordinatorID: StateBag]) = ([:], [:])
        guard !entries.isEmpty || !flows.isEmpty else { return left }
        let registry = contextRegistry()
        let phases = committedTree.phases
        for (id, bag) in entries {
            if phases[id] != nil { registry.entryStates[id] = bag } else { left.entries[id] = bag }
        }
        let live = Set(committedTree.allCoordinators.filter { $0.placement != .finished }.map(\.id))
        for (id, bag) in flows {
            if live.contains(id) { registry.flowStates[id] = bag } else { left.flows[id] = bag }
        }
        return left
    }

    /// Calls `handler` with every write to a saved state bag.
    ///
    /// - Returns: A token for ``removeStateObserver(_:)``.
    @discardableResult
    public func observeState(_ handler: @escaping @MainActor (StateEvent) -> Void) -> UInt64 {
        nextToken += 1
        contextRegistry().stateObservers.append(StateObserver(token: nextToken, handler: handler))
        return nextToken
    }

    /// Stops calling a handler added with ``observeState(_:)``.
    public func removeStateObserver(_ token: UInt64) {
        contexts?.stateObservers.removeAll { $0.token == token }
    }
}

/// The limits of saved state; an app may raise or lower them.
public struct StateLimits: Hashable, Sendable {
    /// The most bytes one bag may take (``StateBag/storedSize``); 64 KiB by default.
    public var perBag: Int
    /// The most bytes all bags of a snapshot may take together; 4 MiB by default.
    public var perSnapshot: Int

    /// Creates limits.
    public init(perBag: Int = 64 * 1024, perSnapshot: Int = 4 * 1024 * 1024) {
        self.perBag = perBag
        self.perSnapshot = perSnapshot
    }
}

/// A handler added with ``Navigator/observeState(_:)`` and its token.
struct StateObserver {
    let token: UInt64
    let handler: @MainActor (StateEvent) -> Void
}
