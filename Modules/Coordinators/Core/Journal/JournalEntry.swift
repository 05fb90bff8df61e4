import WayfinderStacks

/// One transaction as the ``NavigationJournal`` keeps it: who asked and through which API, what
/// each interceptor decided, what was committed, how the renderer planned and completed it, the
/// event observers heard and the tree after it.
///
/// A refused transaction (denied, or redirected by an interceptor) is an entry too: it commits
/// nothing, so its ``tree`` is the tree as it stayed, and a redirect's own request follows it as
/// the next entry. So is a write to a saved state bag (``Outcome/stateWritten``), which is not a
/// transaction: it changes no tree, and its entry holds the write in ``state``.
///
/// It is the one type of a session's history: ``JournalDocument`` (`GET /journal.json`) holds
/// these entries, and so does every step of a session recording (`--record`, `replay`,
/// `export-test`, `wayfinder check`'s counterexamples, format version 3), numbered from 1 and
/// without ``completion``, a timing no replay reproduces.
public struct JournalEntry: Hashable, Sendable, Codable {
    /// What became of the transaction.
    public enum Outcome: String, Hashable, Sendable, Codable, CaseIterable {
        /// It was committed and handed to the renderer.
        case committed
        /// An interceptor denied it; nothing changed.
        case denied
        /// An interceptor refused it and sent another request in its place (the next entry).
        case redirected
        /// Not a transaction: a screen's or a flow's saved state was written
        /// (``Navigator/setState(_:forKey:of:source:)``); the tree did not change.
        case stateWritten
        /// Not a transaction: the window's width changed what is shown (``Navigator/setWindowWidth(_:)``);
        /// no stack changed, and the entry holds the event in ``layout``.
        case layoutChanged
        /// Its screens' loaders were cancelled by a newer user request; nothing changed.
        case loadCancelled
        /// A loader of one of its screens failed and the request failed with it; nothing changed.
        case loadFailed
    }

    /// The entry's number in its journal, counting from 1; never reused, also after the oldest
    /// entries were dropped.
    public var sequence: UInt64
    /// What became of the transaction.
    public var outcome: Outcome
    /// Who caused it.
    public var source: NavigationSource
    /// The API the request came through, as far as the engine can tell from the request's source,
    /// steps and asking coordinator: `Coordinator.push`,
    /// `Navigator.send`, `gesture`, `Navigator.restore`.
    public var api: String
    /// The coordinator that asked, by name and id (`cart (c3)`), when one did.
    public var caller: String?
    /// Every step of the transaction, as text (internal ones included).
    public var steps: [String]
    /// What each interceptor asked decided, in the order they were asked.
    public var decisions: [InterceptorRecord]
    /// The committed change's id (``Navigator/changeCount`` after it); `nil` when refused.
    public var change: UInt64?
    /// The event observers heard; `nil` when refused.
    public var event: NavigationEvent?
    /// The steps a step-planning renderer made of the change, when it reported them.
    public var plan: RenderPlanRecord?
    /// When the renderer completed the change; `nil` while it has not (or when refused).
    public var completion: CompletionRecord?
    /// The whole tree after the transaction.
    public var tree: NavigationTree
    /// The state write, for a ``Outcome/stateWritten`` entry; `nil` for a transaction.
    public var state: StateEvent?
    /// The layout change, for a ``Outcome/layoutChanged`` entry; `nil` otherwise.
    public var layout: LayoutEvent?

    /// Creates an entry.
    public init(
        sequence: UInt64, outcome: Outcome, source: NavigationSource, api: String, caller: String?, steps: [String],
        decisions: [InterceptorRecord], change: UInt64?, event: NavigationEvent?, plan: RenderPlanRecord? = nil,
        completion: CompletionRecord? = nil, tree: NavigationTree, state: StateEvent? = nil, layout: LayoutEvent? = nil
    ) {
        self.sequence = sequence
        self.outcome = outcome
        self.source = source
        self.api = api
        self.caller = caller
        self.steps = steps
        self.decisions = decisions
        self.change = change
        self.event = event
        self.plan = plan
        self.completion = completion
        self.tree = tree
        self.state = state
        self.layout = layout
    }

    /// The kind of change, as the event names it (`push`, `selectTab`), or the outcome's name
    /// for a refused transaction: what the inspector filters by.
    public var kind: String {
        event?.kind.rawValue ?? outcome.rawValue
    }
}

/// One interceptor's decision about a proposed transaction.
public struct InterceptorRecord: Hashable, Sendable, Codable {
    /// What it decided.
    public enum Decision: String, Hashable, Sendable, Codable, CaseIterable {
        /// Let the change be committed.
        case allow
        /// Refused it.
        case deny
        /// Refused it and sent another request.
        case redirect
    }

    /// The interceptor's name (`auth-guard`).
    public var interceptor: String
    /// What it decided.
    public var decision: Decision
    /// Why, for a denial or a redirect.
    public var reason: String?
    /// The steps of the request sent in its place, for a redirect.
    public var redirect: [String]?

    /// Records `decision` by the interceptor named `interceptor`.
    public init(interceptor: String, decision: InterceptorDecision) {
        self.interceptor = interceptor
        switch decision {
        case .allow:
            self.decision = .allow
        case .deny(let reason):
            self.decision = .deny
            self.reason = reason
        case .redirect(let request, let reason):
            self.decision = .redirect
            self.reason = reason
            self.redirect = request.steps.map(\.description)
        }
    }
}

/// The steps a renderer that plans by its capabilities made of one change.
public struct RenderPlanRecord: Hashable, Sendable, Codable {
    /// What one UI update of the renderer may hold.
    public var capabilities: RendererCapabilities
    /// The planned steps, as text, in the order they are shown.
    public var steps: [String]

    /// Creates a record.
    public init(capabilities: RendererCapabilities, steps: [String]) {
        self.capabilities = capabilities
        self.steps = steps
    }
}

/// When the renderer completed a change.
public struct CompletionRecord: Hashable, Sendable, Codable {
    /// How many other entries the journal recorded between the commit and its completion (each
    /// waited in the queue meanwhile, or was refused).
    public var entriesBetween: UInt64
    /// Seconds from the hand-over to the renderer to its completion, by the monotonic clock.
    public var seconds: Double

    /// Creates a record.
    public init(entriesBetween: UInt64, seconds: Double) {
        self.entriesBetween = entriesBetween
        self.seconds = seconds
    }
}
