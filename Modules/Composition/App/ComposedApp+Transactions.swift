import WayfinderCoordinators

extension ComposedApp {
    // MARK: - Running transactions

    /// Runs `body` as one navigator transaction, mapping a navigator refusal to
    /// ``CompositionError/navigation(_:request:)`` naming `request`.
    ///
    /// With `confirmedLeaves`, the leave checks were asked before (see
    /// `Navigator.transaction(source:animated:confirmedLeaves:_:)`).
    func transaction<T>(
        _ request: String, source: NavigationSource = .program, confirmedLeaves: ConfirmedLeaves? = nil,
        _ body: () async throws(CompositionError) -> T
    ) async throws(CompositionError) -> T {
        do {
            if let confirmedLeaves {
                return try await navigator.transaction(source: source, confirmedLeaves: confirmedLeaves) {
                    () async throws -> T in try await body()
                }
            }
            return try await navigator.transaction(source: source) { () async throws -> T in
                try await body()
            }
        } catch {
            throw Self.refusal(error, request: request)
        }
    }

    /// What a request named `request` threw, as a composition error: one the composition threw
    /// stays, a navigator's refusal names the request, anything else is a failed transaction.
    static func refusal(_ error: any Error, request: String) -> CompositionError {
        switch error {
        case let error as CompositionError: error
        case let error as NavigationError: .navigation(error, request: request)
        default: .navigation(.transactionFailed(TransactionFailure(error)), request: request)
        }
    }

    /// Maps a navigator refusal (or an error a coordinator's `start` threw, which manifest
    /// coordinators do not) to a composition error naming the request.
    func navigating(_ request: String, _ body: () async throws -> Void) async throws(CompositionError) {
        do {
            try await body()
        } catch let error as NavigationError {
            throw .navigation(error, request: request)
        } catch {
            throw .navigation(.transactionFailed(TransactionFailure(error)), request: request)
        }
    }
}
