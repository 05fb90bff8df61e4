import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// One coordinator of the manifest's `coordinators:`, by kind.
///
/// ```yaml
/// main:     {kind: tabs, pages: [...], selected: home, back: first-tab}
/// home-flow: {kind: stack, root: home}
/// checkout: {kind: child, root: checkout-address, scope: bounded, presentation: push}
/// recommendations: {kind: base, root: recommendations-panel, mode: embed, slot: recommendations, into: home}
/// ```
///
/// Which keys a kind takes is checked by the validator (`scope` only for `child`, `pages` only
/// for `tabs`, ...). Kinds contributed by plugins take `root` and `presentation` like `stack`,
/// and their own settings under `options`.
public struct CoordinatorSpec: Decodable, Sendable {
    /// The family: `stack`, `tabs`, `child`, `base`, or a kind a plugin contributes.
    public var kind: Marked<String>
    /// The first screen (`stack`, `child`, `base` and contributed kinds).
    public var root: Marked<String>?
    /// The pages, in order (`tabs`).
    public var pages: [TabPageSpec]?
    /// The page selected at start; the first when absent (`tabs`).
    public var selected: Marked<String>?
    /// What a system back does at the first screen of a page: `none` (the default) or
    /// `first-tab` (see ``/WayfinderCoordinators/TabBackPolicy``) (`tabs`).
    public var back: Marked<TabBackPolicy>?
    /// The scope policy of a child flow in its parent's stack; `bounded` when absent (`child`).
    public var scope: Marked<ScopePolicy>?
    /// How the flow is shown when an action or deep link starts it; `push` when absent (for a
    /// base coordinator: its modal style in `mode: present`, a sheet when absent).
    public var presentation: Marked<PresentationStyle>?
    /// How a base coordinator shows its screen when started as a flow; `push` when absent (`base`).
    public var mode: Marked<BaseMode>?
    /// The slot of the host screen an embedded base coordinator fills (`base`, `mode: embed`).
    public var slot: Marked<String>?
    /// The route of the screen hosting the slot: the first screen of a stack or child
    /// coordinator (`base`, `mode: embed`).
    public var into: Marked<String>?
    /// Settings of a contributed kind, decoded by the plugin that contributed it.
    public var options: Marked<YAMLNode>?
    /// The fields of the flow's saved state, by name, in order (see ``StateFieldSpec``).
    public var state: OrderedMapping<StateFieldSpec>?
    /// How the stack may be shown as panes, strategies tried in order (`[list-detail]`); one
    /// pane when absent (`stack`, `child`; see ``/WayfinderStacks/SceneStrategy``).
    public var scenes: [Marked<SceneStrategy>]?
    /// What system back does while the stack shows several panes: `popLatest` (the default) or
    /// `popUntilSceneChange` (see ``/WayfinderStacks/BackPolicy``).
    public var paneBack: Marked<BackPolicy>?
    /// What pushing a detail next to a shown one does: `replace` (the default) or `push` (see
    /// ``/WayfinderStacks/DetailSelection``).
    public var detailSelection: Marked<DetailSelection>?

    /// The scene configuration the keys give, or `nil` when none is written.
    public var sceneConfiguration: SceneConfiguration? {
        SceneConfiguration(scenes: scenes, back: paneBack, selection: detailSelection)
    }

    /// Creates a coordinator in code (plugins contributing coordinators).
    ///
    /// - Parameters:
    ///   - kind: The family.
    ///   - root: The first screen.
    ///   - presentation: How the flow is shown when started.
    public init(kind: String, root: String? = nil, presentation: PresentationStyle? = nil) {
        self.kind = Marked(kind)
        self.root = root.map { Marked($0) }
        self.presentation = presentation.map { Marked($0) }
    }

    /// The built-in kind, or `nil` for a contributed one.
    public var builtInKind: CoordinatorKind? { CoordinatorKind(rawValue: kind.value) }
    /// How the coordinator is shown when an action or deep link starts it: the written
    /// `presentation`, else `push`; for a base coordinator `push` unless its mode is `present`
    /// (then its `presentation`, a sheet by default).
    public var flowPresentation: PresentationStyle {
        guard builtInKind == .base else { return presentation?.value ?? .push }
        return mode?.value == .present ? presentation?.value ?? .sheet : .push
    }
}

/// The coordinator families the composer builds without plugins.
public enum CoordinatorKind: String, Hashable, Sendable, CaseIterable {
    /// A `Coordinator<DefaultRoute>` with its first screen; as a flow it owns its region.
    case stack
    /// A `TabCoordinator` of manifest pages.
    case tabs
    /// A `Coordinator<DefaultRoute>` started in its parent's stack with a scope policy.
    case child
    /// A `BaseCoordinator` with one screen, pushed, presented or embedded.
    case base
}

/// How a base coordinator shows its screen when started.
public enum BaseMode: String, Hashable, Sendable, CaseIterable, Decodable {
    /// Pushed onto its parent's stack.
    case push
    /// Presented in a modal layer (styled by `presentation`, a sheet when absent).
    case present
    /// Embedded in a named slot of the screen `into`.
    case embed
}

/// One page of a tab bar.
///
/// ```yaml
/// - {name: cart, title: Cart, icon: cart, badge: "2", coordinator: cart-flow}
/// ```
public struct TabPageSpec: Decodable, Sendable {
    /// The page's stable name (trees, persistence, `tab:` actions and deep links).
    public var name: Marked<String>
    /// The tab's title.
    public var title: Marked<String>
    /// The tab's icon name.
    public var icon: Marked<String>?
    /// The badge shown at start.
    public var badge: Marked<String>?
    /// The coordinator running the page's stack.
    public var coordinator: Marked<String>
    /// How the page's stack may be shown as panes; the page's coordinator's own when absent.
    public var scenes: [Marked<SceneStrategy>]?
    /// What system back does while the page's stack shows several panes.
    public var paneBack: Marked<BackPolicy>?
    /// What pushing a detail next to a shown one does in the page's stack.
    public var detailSelection: Marked<DetailSelection>?

    /// The scene configuration the page's keys give, or `nil` when none is written.
    public var sceneConfiguration: SceneConfiguration? {
        SceneConfiguration(scenes: scenes, back: paneBack, selection: detailSelection)
    }
}

extension SceneConfiguration {
    /// The configuration a manifest's scene keys give, or `nil` when none is written.
    init?(scenes: [Marked<SceneStrategy>]?, back: Marked<BackPolicy>?, selection: Marked<DetailSelection>?) {
        guard scenes != nil || back != nil || selection != nil else { return nil }
        self.init(
            strategies: (scenes ?? []).map(\.value), backPolicy: back?.value ?? .popLatest,
            detailSelection: selection?.value ?? .replace)
    }
}
