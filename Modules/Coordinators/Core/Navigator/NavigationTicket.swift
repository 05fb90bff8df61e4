import WayfinderStacks

/// A handle on one navigation request: whether it was applied, refused, and rendered.
///
/// Requests sent while another transition is in flight are queued; the ticket tells what became
/// of them. Every ticket settles exactly once, and every waiter of ``value()`` resumes exactly
/// once.
@MainActor
public final class NavigationTicket {
    /// Where a request is in its life.
    public enum Status: Sendable, Equatable {
        /// Queued behind a transition in flight.
        case queued
        /// Committed (or part of an open transaction); the renderer has not completed it yet.
        case applied
        /// Committed and shown; the change, or `nil` if the request changed nothing.
        case completed(NavigationChange?)
        /// Refused; nothing changed.
        case failed(NavigationError)
    }

    /// Where the request is now.
    public private(set) var status: Status
    private var waiters: [CheckedContinuation<Result<NavigationChange?, NavigationError>, Never>] = []
    /// The id of the top-most entry the request inserted, once it is applied: the screen a
    /// push or a presentation showed. `nil` while the request is queued, once it is refused
    /// (also when the transaction it joined fails: nothing was committed), and for a request
    /// that inserted no entry (a pop, a tab selection). For a request that joined a transaction
    /// still open, the entry exists once that transaction commits.
    public internal(set) var insertedEntry: EntryID?
    /// The transaction the request joined, once applied.
    var joinedTransaction: UInt64?
    /// The navigator the request was sent to.
    weak var navigator: Navigator?
    /// Called once if the request is refused, for requests whose caller cannot be told (a
    /// property setter's): it reports a ``NavigationRefusal``.
    var onRefusal: (@MainActor (NavigationError) -> Void)?

    init(status: Status = .queued) {
        self.status = status
    }

    /// Whether the request has settled (completed or failed).
    public var isSettled: Bool {
        switch status {
        case .completed, .failed: true
        case .queued, .applied: false
        }
    }

    /// The error, if the request was refused.
    public var error: NavigationError? {
        if case .failed(let error) = status { return error }
        return nil
    }

    /// Waits until the request is shown or refused.
    ///
    /// Called from inside the transaction the request joined (on that transaction's task), it
    /// returns `nil` at once: the transaction's change is committed only after its body returns,
    /// so waiting for it there could never end.
    ///
    /// A request queued behind the transaction the caller runs inside can only be applied once
    /// that transaction commits, after its body returns: waiting for it there fails at once.
    ///
    /// - Returns: The committed change, or `nil` when the request changed nothing (or, inside its
    ///   own transaction, when it joined).
    /// - Throws: ``NavigationError`` when the request was refused, or
    ///   ``NavigationError/awaitedInsideTransaction(_:)`` when it waits behind the caller's own
    ///   open transaction.
    @discardableResult
    public func value() async throws(NavigationError) -> NavigationChange? {
        let result: Result<NavigationChange?, NavigationError>
        switch status {
        case .completed(let change):
            result = .success(change)
        case .failed(let error):
            result = .failure(error)
        case .applied where joinedTransaction != nil && joinedTransaction == TransactionContext.current:
            return nil
        case .queued where navigator?.isInsideOpenTransaction == true:
            throw .awaitedInsideTransaction("a queued request's ticket")
        case .queued, .applied:
            result = await withCheckedContinuation { waiters.append($0) }
        }
        return try result.get()
    }

    // MARK: - Engine side

    func markApplied() {
        if !isSettled { status = .applied }
    }

    func complete(_ change: NavigationChange?) {
        settle(.completed(change), .success(change))
    }

    func fail(_ error: NavigationError) {
        guard !isSettled else { return }
        // A request that joined a transaction which then failed inserted nothing after all.
        insertedEntry = nil
        settle(.failed(error), .failure(error))
        let report = onRefusal
        onRefusal = nil
        report?(error)
    }

    /// Makes a refusal of this request reach `navigator`'s refusal observers, now if it was
    /// refused already, else when it is.
    ///
    /// - Parameters:
    ///   - navigator: Whose observers hear it.
    ///   - coordinator: The coordinator the request was made on.
    ///   - request: The request as the app wrote it.
    func reportingRefusal(to navigator: Navigator?, coordinator: CoordinatorID, request: String) -> NavigationTicket {
        let report: @MainActor (NavigationError) -> Void = { [weak navigator] error in
            navigator?.report(NavigationRefusal(coordinator: coordinator, request: request, error: error))
        }
        if let error {
            report(error)
        } else if !isSettled {
            onRefusal = report
        }
        return self
    }

    private func settle(_ newStatus: Status, _ result: Result<NavigationChange?, NavigationError>) {
        guard !isSettled else { return }
        status = newStatus
        let pending = waiters
        waiters = []
        for waiter in pending {
            waiter.resume(returning: result)
        }
    }
}
