/// How a stack may be shown as panes: its scene strategies, its back policy and what selecting
/// a detail does.
///
/// The manifest declares it on a coordinator or a tab page (`scenes:`, `back:`,
/// `detailSelection:`); Swift code passes it to the coordinator that owns the stack. The default
/// shows every stack as a single pane.
public struct SceneConfiguration: Hashable, Sendable, Codable {
    /// The strategies, tried in order; ``SceneStrategy/single`` is always the fallback.
    public var strategies: [SceneStrategy]
    /// What system back does.
    public var backPolicy: BackPolicy
    /// What pushing a detail next to a shown detail does.
    public var detailSelection: DetailSelection

    /// Declares how a stack may be shown.
    ///
    /// - Parameters:
    ///   - strategies: The strategies, tried in order.
    ///   - backPolicy: What system back does (``BackPolicy/popLatest`` by default).
    ///   - detailSelection: What selecting a detail does (``DetailSelection/replace`` by default).
    public init(
        strategies: [SceneStrategy] = [], backPolicy: BackPolicy = .popLatest,
        detailSelection: DetailSelection = .replace
    ) {
        self.strategies = strategies
        self.backPolicy = backPolicy
        self.detailSelection = detailSelection
    }

    /// One pane always: no strategy but the fallback.
    public static let single = SceneConfiguration()

    /// Three panes in expanded width, two from medium up, one below: `list-detail-extra`, then
    /// `list-detail`.
    public static let adaptive = SceneConfiguration(strategies: [.listDetailExtra, .listDetail])

    /// Whether a stack with this configuration can ever show more than one pane.
    public var isMultiPane: Bool { strategies.contains { $0 != .single } }
}
