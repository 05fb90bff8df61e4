import WayfinderRouting
import WayfinderStacks

// MARK: - Transactions that ask before they remove a checked screen

extension NavigationSource {
    /// Whether a transaction from this source asks the leave checks of the screens it removes
    /// when it does not say: a user's and a deep link's do, the program's and a restore's do not.
    var asksLeaveChecksByDefault: Bool {
        switch self {
        case .user, .deepLink: true
        case .program, .restoration, .devtools: false
        }
    }
}

extension Navigator {
    /// What a first run of a transaction's body found it would remove: screens with checks to
    /// ask. Thrown out of the body so the transaction commits nothing.
    private struct ChecksToAsk: Error {
        let checks: [PendingLeaveCheck]
    }

    /// Runs `body` as one transaction that asks first (see
    /// ``transaction(source:animated:askingLeaveChecks:_:)``).
    ///
    /// The first run commits at once when it removes no screen with a check, so a transaction
    /// that asks costs nothing more in the usual case. Otherwise the first run is dropped (its
    /// ids are given back), the checks are asked while nothing is held, and the second run may
    /// remove only the screens whose checks said yes; any other is refused as stale when it
    /// commits.
    func transactionAskingLeaveChecks<T>(source: NavigationSource, _ body: () async throws -> T) async throws -> T {
        guard !isInsideOpenTransaction, mayHaveLeaveChecks else {
            return try await transaction(source: source, coordinator: nil, body)
        }
        let checks: [PendingLeaveCheck]
        do {
            return try await transaction(source: source, coordinator: nil) {
                let start = currentState
                let result = try await body()
                let found = leaveChecks(removedFrom: start, to: currentState)
                if !found.isEmpty { throw ChecksToAsk(checks: found) }
                return result
            }
        } catch let found as ChecksToAsk {
            checks = found.checks
        }
        try await Self.ask(checks, cause: source == .deepLink ? .deepLink : .request)
        return try await transaction(
            source: source, coordinator: nil, confirmedLeaves: Set(checks.map(\.entry)), body)
    }

    /// The leave checks of the screens `start` holds and `end` does not, the top of each stack
    /// first.
    func leaveChecks(removedFrom start: NavigationState, to end: NavigationState) -> [PendingLeaveCheck] {
        guard mayHaveLeaveChecks(in: start) else { return [] }
        return Self.removedEntries(from: start, to: end).compactMap { entry in
            guard let route = start.entry(entry)?.route, let check = leaveCheck(for: entry, route: route) else {
                return nil
            }
            return PendingLeaveCheck(entry: entry, route: route.routeName, check: check)
        }
    }
}
