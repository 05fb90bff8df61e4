import WayfinderStacks

/// Why a navigation request was not carried out. The navigation state is unchanged.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stack refused the operation (over-pop, unknown entry, a child's scope rules, ...).
    case path(PathError, container: ContainerID)
    /// An interceptor refused the change.
    case denied(by: String, reason: String)
    /// An interceptor redirected the change elsewhere; the original may be resumed later.
    case redirected(by: String, reason: String)
    /// Interceptors kept redirecting; the chain was cut at this many redirects.
    case redirectLoop(limit: Int)
    /// The coordinator is not attached to a navigator (never started, or already finished).
    case notAttached(CoordinatorID)
    /// The coordinator has no stack to navigate in yet (its flow has not started).
    case notStarted(CoordinatorID)
    /// The coordinator was already started and cannot be placed again.
    case alreadyStarted(CoordinatorID)
    /// The operation needs a container that no longer exists.
    case unknownContainer(ContainerID)
    /// The operation names a tab coordinator the navigator does not know.
    case unknownTabs(CoordinatorID)
    /// A tab index or page name is not in the tab bar.
    case unknownTab(coordinator: CoordinatorID, tab: String, pages: [String])
    /// A gesture named an entry that is not on screen any more (it was already handled).
    case staleGesture(String)
    /// A child flow's `start` did not show anything, so the child was not kept.
    case childDidNotStart(CoordinatorID)
    /// The navigator's root coordinator was asked to finish its flow; only the app ends it.
    case rootCannotFinish(CoordinatorID)
    /// A coordinator owned by a container (a tab page, an embedding, a detail column) was asked
    /// to finish its flow; its owner decides when it ends.
    case ownedCannotFinish(CoordinatorID, placement: CoordinatorPlacement)
    /// A transaction's body threw an error of its own; nothing it did was kept.
    case transactionFailed(TransactionFailure)
    /// A change id given to `completeTransition` is not the one in flight.
    case noSuchTransition(UInt64)
    /// The navigator was released before the request could be carried out: coordinators hold
    /// their navigator weakly, so the app must keep it (see ``CoordinatorLifecycle/navigatorGone``).
    case navigatorGone
    /// Something that can only happen once a transaction commits (a flow's result, a request
    /// queued behind it) was awaited inside that transaction's body, where it would wait for
    /// ever; the text names what was awaited. Await it after the transaction returns.
    case awaitedInsideTransaction(String)
    /// A coordinator family (navigation, child, base) refused a request its rules forbid.
    case family(CoordinatorFamilyError)
    /// A system back found nothing to go back to (see ``BackAction``): every stack on the way to
    /// the screen the user sees is at its first screen. A platform may leave the app.
    case nothingToGoBack
    /// A screen's leave check refused to let the user leave it (see ``EntryContext/leaveCheck``).
    ///
    /// - Parameters:
    ///   - entry: The screen's entry.
    ///   - route: Its route's name.
    ///   - reason: The reason the check gave.
    case leaveRefused(entry: EntryID, route: String, reason: String)
    /// A window could not be opened, focused, closed, shown or hidden (see ``WindowError``).
    case window(WindowError)
    /// A loader of a screen the request adds failed, and its route fails the request on a
    /// loader's error (see ``RouteLoader/ErrorPolicy``).
    case loadFailed(LoadFailure)
    /// The request waited for its screens' loaders and a newer user request took its place:
    /// the loaders were cancelled and nothing was committed.
    ///
    /// - Parameter routes: The routes whose loaders were cancelled, by name.
    case loadCancelled(routes: [String])

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .path(let error, let container):
            "\(container): \(error)"
        case .denied(let interceptor, let reason):
            "denied by \(interceptor): \(reason)"
        case .redirected(let interceptor, let reason):
            "redirected by \(interceptor): \(reason)"
        case .redirectLoop(let limit):
            "interceptors redirected more than \(limit) times in a row; the request was dropped"
        case .notAttached(let id):
            "coordinator \(id) is not attached to a navigator"
        case .notStarted(let id):
            "coordinator \(id) has not started its flow yet"
        case .alreadyStarted(let id):
            "coordinator \(id) is already started"
        case .unknownContainer(let id):
            "no container \(id)"
        case .unknownTabs(let id):
            "coordinator \(id) has no tab bar"
        case .unknownTab(let coordinator, let tab, let pages):
            "tab bar \(coordinator) has no tab \(tab); pages: \(pages.joined(separator: ", "))"
        case .staleGesture(let what):
            "gesture ignored: \(what)"
        case .childDidNotStart(let id):
            "child coordinator \(id) did not start a flow in start(animated:)"
        case .rootCannotFinish(let id):
            "coordinator \(id) is the navigator's root; it cannot finish its flow"
        case .ownedCannotFinish(let id, let placement):
            "coordinator \(id) is a \(placement) page; its owner decides when it ends"
        case .transactionFailed(let failure):
            "\(failure)"
        case .noSuchTransition(let id):
            "no transition #\(id) is in flight"
        case .navigatorGone:
            "the navigator was released; keep the Navigator for as long as its coordinators are used "
                + "(coordinators hold it weakly)"
        case .awaitedInsideTransaction(let what):
            "\(what) was awaited inside the transaction that must commit first, so it could never "
                + "arrive; await it after the transaction returns"
        case .family(let error):
            "\(error)"
        case .nothingToGoBack:
            "there is nothing to go back to"
        case .leaveRefused(let entry, let route, let reason):
            "'\(route)' (\(entry)) stays: \(reason)"
        case .window(let error):
            "\(error)"
        case .loadFailed(let failure):
            failure.description
        case .loadCancelled(let routes):
            "loading \(routes.map { "'\($0)'" }.joined(separator: ", ")) was cancelled by a newer request"
        }
    }
}
