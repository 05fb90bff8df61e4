import WayfinderRouting
import WayfinderStacks

/// A request a tab bar takes without throwing: a selection or a badge.
enum TabRequest<Page: TabPage> {
    /// Select `page`.
    case select(Page, source: NavigationSource)
    /// Set (or remove) `page`'s badge.
    case badge(Page, String?)
}

extension TabCoordinator {
    // MARK: - Requests that cannot throw

    /// Sends a selection or badge so that it is never dropped: kept until the bar is installed
    /// when it does not exist yet, else sent (queued behind a transition in flight); a refusal
    /// reaches the navigator's refusal observers.
    ///
    /// - Parameters:
    ///   - request: The selection or badge.
    ///   - text: The request as the app wrote it, for a refusal.
    /// - Returns: The request's ticket.
    @discardableResult
    func send(_ request: TabRequest<Page>, as text: String) -> NavigationTicket {
        let ticket = NavigationTicket()
        if barIsYetToBeInstalled {
            earlyRequests.append((request, text, ticket))
        } else {
            submit(request, as: text, ticket: ticket, to: navigator)
        }
        remember(request, ticket)
        return ticket
    }

    /// Applies what was asked before the bar existed, in order, inside the transaction that
    /// installs it.
    func applyEarlyRequests(on navigator: Navigator) {
        let early = earlyRequests
        earlyRequests = []
        for (request, text, ticket) in early {
            submit(request, as: text, ticket: ticket, to: navigator)
        }
    }

    /// Sends `request` on `ticket`, whose refusal (now or later) reaches `navigator`'s refusal
    /// observers.
    private func submit(
        _ request: TabRequest<Page>, as text: String, ticket: NavigationTicket, to navigator: Navigator?
    ) {
        _ = ticket.reportingRefusal(to: navigator, coordinator: id, request: "\(core.label): \(text)")
        do {
            let (navigator, step) = try step(for: request)
            navigator.submit([step], source: request.source, coordinator: id, ticket: ticket)
        } catch {
            ticket.fail(error)
        }
    }

    /// Whether the bar does not exist yet but will once this coordinator starts.
    private var barIsYetToBeInstalled: Bool {
        core.stage == .idle && core.lifecycle != .navigatorGone && navigator?.currentState.tabs[id] == nil
    }

    private func step(for request: TabRequest<Page>) throws(NavigationError) -> (Navigator, EngineStep) {
        switch request {
        case .select(let page, _):
            return try selection(of: page)
        case .badge(let page, let value):
            guard let navigator else { throw core.missingPlacement }
            return (navigator, .step(.setBadge(id, page: page.name, badge: value)))
        }
    }

    /// Keeps a waiting request so reads return what was asked for; one naming a page the bar
    /// does not have will be refused, so reads never show it.
    private func remember(_ request: TabRequest<Page>, _ ticket: NavigationTicket) {
        guard ticket.status == .queued, pages.contains(request.page) else { return }
        switch request {
        case .select(let page, _): pendingSelection = (page, ticket)
        case .badge(let page, let value): pendingBadges[page.name] = (value, ticket)
        }
    }
}

extension TabRequest {
    /// The page asked about.
    var page: Page {
        switch self {
        case .select(let page, _), .badge(let page, _): page
        }
    }

    /// Who asked.
    var source: NavigationSource {
        if case .select(_, let source) = self { return source }
        return .program
    }
}
