import WayfinderRouting
import WayfinderStacks

/// What an interactive back would do, handed out when it begins
/// (``Navigator/beginInteractiveBack()``): the tree as it would be and the entry it reveals, so
/// a UI can draw the screen underneath while the user drags.
public struct BackPreview: Hashable, Sendable {
    /// The interactive back's id, for ``Navigator/updateInteractiveBack(_:progress:)``,
    /// ``Navigator/commitInteractiveBack(_:)`` and ``Navigator/cancelInteractiveBack(_:)``.
    public let id: UInt64
    /// What committing it does.
    public let action: BackAction
    /// The tree as it would be once committed.
    public let tree: NavigationTree
    /// The entry the user would see on top once committed.
    public let revealed: Entry<AnyRoute>?
}

/// An interactive back between its begin and its commit or cancel.
struct InteractiveBack {
    let preview: BackPreview
    /// The screens whose leave checks said yes at begin.
    let confirmed: Set<EntryID>
    /// The commit count when it began: any commit since cancels it.
    let changeCount: UInt64
    /// How far the user dragged, 0 to 1.
    var progress: Double = 0
}

extension Navigator {
    // MARK: - Interactive back

    /// Begins an interactive back (iOS's edge swipe, Android's predictive back): resolves the
    /// back chain (``backAction``), asks the leave checks of the screens it would remove and the
    /// interceptors, once, and returns what it would reveal. Nothing changes yet.
    ///
    /// Then ``updateInteractiveBack(_:progress:)`` follows the drag (nothing is committed or
    /// reported), and ``commitInteractiveBack(_:)`` carries the back out as one user transaction
    /// or ``cancelInteractiveBack(_:)`` drops it, changing nothing and reporting nothing. A
    /// request committed meanwhile (a program push, a deep link) cancels the interactive back
    /// first: its commit then fails as stale. Back handlers (``BackHandler``) take discrete
    /// presses only; an interactive back is about what the chain removes.
    ///
    /// - Returns: The preview.
    /// - Throws: ``NavigationError/nothingToGoBack``, a leave check's
    ///   ``NavigationError/leaveRefused(entry:route:reason:)``, an interceptor's
    ///   ``NavigationError/denied(by:reason:)`` (a redirect is refused as
    ///   ``NavigationError/redirected(by:reason:)`` and not followed), or
    ///   ``NavigationError/staleGesture(_:)`` when the tree changed while the checks were asked.
    public func beginInteractiveBack() async throws(NavigationError) -> BackPreview {
        interactiveBack = nil
        let started = committedChanges
        guard let action = backAction else { throw .nothingToGoBack }
        let steps: [EngineStep] = [.step(action.step)]
        let confirmed = try await askLeaveChecks(before: steps, source: .user, cause: .back)
        guard committedChanges == started, !isInsideOpenTransaction, backAction == action else {
            throw .staleGesture("the screens changed while the interactive back began")
        }
        let (after, proposal) = try proposal(of: action)
        switch verdict(on: proposal) {
        case .denied(let error): throw error
        case .redirected(_, let interceptor, let reason): throw .redirected(by: interceptor, reason: reason)
        case .allowed: break
        }
        nextInteractiveBack += 1
        let tree = buildTree(from: after)
        let preview = BackPreview(id: nextInteractiveBack, action: action, tree: tree, revealed: tree.topEntry)
        interactiveBack = InteractiveBack(preview: preview, confirmed: confirmed, changeCount: committedChanges)
        return preview
    }

    /// The interactive back in progress, if one began and nothing was committed since.
    public var interactiveBackPreview: BackPreview? {
        currentInteractiveBack?.preview
    }

    /// How far the interactive back in progress was dragged (0 to 1), if one is.
    public var interactiveBackProgress: Double? {
        currentInteractiveBack?.progress
    }

    /// Follows the drag of an interactive back: nothing is committed or reported.
    ///
    /// - Parameters:
    ///   - id: The preview's id.
    ///   - progress: How far the user dragged, clamped to 0...1 (the `progress` of Android's `BackEventCompat`).
    /// - Throws: ``NavigationError/staleGesture(_:)`` when no such interactive back is in
    ///   progress (it was cancelled, committed, or a commit since cancelled it).
    public func updateInteractiveBack(_ id: UInt64, progress: Double) throws(NavigationError) {
        guard var back = currentInteractiveBack, back.preview.id == id else { throw noInteractiveBack(id) }
        back.progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        interactiveBack = back
    }

    /// Carries out an interactive back the user completed: one transaction from the user,
    /// with the leave checks' and the interceptors' answers of its begin (neither is asked
    /// again). Queued behind a change in flight, it is refused as stale
    /// (``NavigationError/staleGesture(_:)``) if another request commits before it.
    ///
    /// - Parameter id: The preview's id.
    /// - Returns: The request's ticket; it fails with ``NavigationError/staleGesture(_:)`` when
    ///   no such interactive back is in progress.
    @discardableResult
    public func commitInteractiveBack(_ id: UInt64) -> NavigationTicket {
        guard let back = currentInteractiveBack, back.preview.id == id else {
            interactiveBack = nil
            return NavigationTicket(status: .failed(noInteractiveBack(id)))
        }
        interactiveBack = nil
        let request = EngineRequest(
            work: .steps([.step(back.preview.action.step)]),
            askedLeaves: .init(confirmed: back.confirmed, putsBackWhenRefused: false), approvedAt: back.changeCount)
        return submit(request, source: .user, coordinator: nil)
    }

    /// Drops an interactive back the user let go of: nothing changes and nothing is reported.
    ///
    /// - Parameter id: The preview's id; another id is ignored.
    public func cancelInteractiveBack(_ id: UInt64) {
        if interactiveBack?.preview.id == id { interactiveBack = nil }
    }

    /// The interactive back in progress, dropped once anything was committed since it began.
    private var currentInteractiveBack: InteractiveBack? {
        guard let back = interactiveBack else { return nil }
        guard back.changeCount == committedChanges else {
            interactiveBack = nil
            return nil
        }
        return back
    }

    private func noInteractiveBack(_ id: UInt64) -> NavigationError {
        .staleGesture(
            "no interactive back #\(id) is in progress (cancelled, committed, or a change since cancelled it)")
    }

    /// The state after `action` and what interceptors are asked about it.
    private func proposal(of action: BackAction) throws(NavigationError) -> (NavigationState, NavigationProposal) {
        let run = try dryRun([.step(action.step)], source: .user)
        let changes = run.containers.sorted().map { container in
            ContainerChange(
                container: container, before: run.before.stacks[container].map { Array($0.entries) } ?? [],
                after: run.after.stacks[container].map { Array($0.entries) } ?? [])
        }
        let changedTabs = run.tabs.filter { run.before.tabs[$0] != run.after.tabs[$0] }.sorted()
        let request = NavigationRequest([action.step], source: .user)
        return (run.after, NavigationProposal(request: request, containers: changes, tabs: changedTabs))
    }
}
