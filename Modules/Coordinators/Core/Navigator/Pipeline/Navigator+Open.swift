import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Opening and dropping transactions

    /// Opens a transaction on the working state the seam chose (``WorkingState``): one that
    /// changes the state in place takes it over; only a transaction that runs to its end without
    /// suspending may (see ``OpenTransaction``).
    func open(
        source: NavigationSource, coordinator: CoordinatorID?, redirects: Int, working: WorkingState = .copy
    ) -> OpenTransaction {
        let inPlace = working == .inPlace
        Navigator.lastTransaction += 1
        let transaction = OpenTransaction(
            serial: Navigator.lastTransaction, source: source, state: state, ids: ids, coordinator: coordinator,
            redirects: redirects, inPlace: inPlace
        )
        // Let go of the state, so that changing the transaction's copies nothing.
        if inPlace { state = NavigationState() }
        enter(.open(transaction))
        return transaction
    }

    /// Gives an in-place transaction's state back to the navigator as it was when the
    /// transaction opened: the transaction is dropped.
    func giveBack(_ transaction: OpenTransaction) {
        guard transaction.before.giveBack(&transaction.working) else { return }
        state = transaction.working
        transaction.working = NavigationState()
    }

    /// Drops an open transaction: nothing is committed.
    func abort(_ transaction: OpenTransaction, with error: NavigationError) {
        giveBack(transaction)
        enter(.idle)
        ids = transaction.idsBefore
        for ticket in transaction.tickets {
            ticket.fail(error)
        }
        endRefusal()
    }
}
