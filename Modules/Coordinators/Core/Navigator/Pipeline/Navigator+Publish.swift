import WayfinderStacks

extension Navigator {
    // MARK: - Publishing

    // Inlined into both runs (one path, and the whole state): a call costs ~300
    // instructions per push + pop there (measured), a percent of the request.

    /// Hands a committed change (its tree already published) to its tickets, the tab bars it
    /// lists, the observers and the renderer.
    ///
    /// - Parameters:
    ///   - change: The change.
    ///   - tickets: The requests it commits, completed when the renderer has shown it.
    ///   - coordinator: The coordinator that made the request, for the event.
    ///   - internalSteps: Every step joined, internal ones (gestures, tab bars, coordinators'
    ///     roots) included, once one was; `nil` when the change's steps are all of them.
    ///   - notifiesObservers: `false` for a change that puts back what a refused gesture
    ///     removed (``NavigationChange/putsBack``): the tree did not change, so observers and
    ///     tab-bar listeners hear nothing; the journal and the renderer do.
    @inline(__always) func publish(
        _ change: NavigationChange, tickets: [NavigationTicket], coordinator: CoordinatorID?,
        internalSteps: [JoinedStep]?, notifiesObservers: Bool = true
    ) {
        enter(.rendering(change, tickets))
        // The layout, for the change's phases when a stack may show several panes (Layout/).
        // A detail column collapses into its host's stack in compact width, configured or not.
        // One flag, kept with the layout: most apps' layout is not copied.
        if layoutState.shapesChanges {
            change.storage.fields.sceneLayout = layoutState.layout
        } else {
            change.storage.fields.sceneLayout = nil
        }
        // Contexts whose owner this change removed end before anyone hears of it.
        if let contexts { contexts.end(after: change) }
        for ticket in tickets {
            ticket.markApplied()
        }
        if notifiesObservers, !tabBarListeners.isEmpty {
            for bar in change.tabs {
                tabBarListeners[bar]?()
            }
        }
        if notifiesObservers, !observers.isEmpty {
            // Every step as text, built when the event's steps are read.
            var event = NavigationEvent.blank
            event.describe(change, coordinator: coordinator, joined: internalSteps)
            for observer in observers {
                observer.handler(event)
            }
        }
        journal?.committed(change, coordinator: coordinator, joined: internalSteps, navigator: self)
        renderer.render(change, for: self)
    }

    /// Ends a refused request or transaction once the state is as committed and its tickets are
    /// told: reaps what its steps placed and runs queued work.
    func endRefusal() {
        reapOnNextCommit = false
        reapCoordinators()
        drain()
    }
}

/// An observer added with ``Navigator/observe(_:)`` and its token.
///
/// A struct, not a tuple: an array of tuples stores its closures at their most general
/// abstraction, so each call went through a thunk and passed the event indirectly.
struct EventObserver {
    let token: UInt64
    let handler: @MainActor (NavigationEvent) -> Void
}
