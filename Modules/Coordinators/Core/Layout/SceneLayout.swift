import WayfinderRouting
import WayfinderStacks

/// Everything besides the tree that decides how each stack is shown: the window's width class,
/// each stack's scene configuration, the pane roles of routes that do not state their own, and
/// whether the renderer draws panes at all.
///
/// A layout is an input, never navigation state: it is not in the tree, not in snapshots, and
/// changing it changes no stack. The navigator keeps one (``Navigator/layout``); the scenes and
/// phases of a tree under a layout are pure functions (``NavigationTree/scenes(in:)``,
/// ``NavigationTree/phases(in:)``).
public struct SceneLayout: Hashable, Sendable {
    /// The window's width in points, as the renderer or the app last reported it; `nil` until
    /// one did (scenes are then compact, and a split detail keeps its own column).
    public var width: Double?
    /// The scene configuration of each coordinator's stack; a coordinator left out shows its
    /// stack as one pane.
    public var configurations: [CoordinatorID: SceneConfiguration]
    /// Pane roles by route name, for routes whose type states none (a manifest's routes).
    public var paneRoles: [String: PaneRole]
    /// Whether the renderer draws panes side by side; when it does not, every stack is shown as
    /// one pane whatever the width.
    public var drawsPanes: Bool

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - width: The window's width in points; `nil` when none was reported.
    ///   - configurations: Each coordinator's scene configuration.
    ///   - paneRoles: Pane roles by route name.
    ///   - drawsPanes: Whether the renderer draws panes.
    public init(
        width: Double? = nil, configurations: [CoordinatorID: SceneConfiguration] = [:],
        paneRoles: [String: PaneRole] = [:], drawsPanes: Bool = true
    ) {
        self.width = width
        self.configurations = configurations
        self.paneRoles = paneRoles
        self.drawsPanes = drawsPanes
    }

    /// The class of ``width``; compact until a width was reported.
    public var widthClass: WidthClass { width.map { WidthClass(width: $0) } ?? .compact }

    /// Whether a split detail collapses into its host's stack: in compact width, once a width
    /// was reported (`NavigationSplitView` and `UISplitViewController` do the same).
    public var collapsesDetail: Bool { width != nil && effectiveWidthClass == .compact }

    /// The class scenes are computed in: ``widthClass``, or compact for a renderer that draws
    /// no panes.
    public var effectiveWidthClass: WidthClass { drawsPanes ? widthClass : .compact }

    /// The scene configuration of a container: its owner's, or one pane. A split detail's own
    /// stack is always one pane (it is a pane of its host's scene).
    ///
    /// - Parameter container: A container.
    public func configuration(of container: ContainerID) -> SceneConfiguration {
        container.role == .detail ? .single : configurations[container.owner] ?? .single
    }

    /// The pane role of a route: its own, or the one named for its route name.
    ///
    /// - Parameter route: A route.
    public func role(of route: AnyRoute) -> PaneRole? {
        route.paneRole ?? (paneRoles.isEmpty ? nil : paneRoles[route.routeName])
    }

    /// The scene of a stack's entries under this layout, for a container.
    ///
    /// - Parameters:
    ///   - entries: The stack's entries, bottom to top.
    ///   - container: The container that holds them.
    public func scene(of entries: [Entry<AnyRoute>], in container: ContainerID) -> StackScene {
        StackScene(
            entries: entries, widthClass: effectiveWidthClass, configuration: configuration(of: container),
            role: { role(of: $0) })
    }
}

// MARK: - A stack's scene without listing its entries

/// Which strategy shows a stack and where its panes start: what decides its scene, read from
/// the top of its base context only (``SceneLayout/shape(of:base:in:)``). For one tree, two layouts
/// give a stack the same scene exactly when they give it the same shape.
struct SceneShape: Equatable {
    /// The strategy that gives the panes.
    var strategy: SceneStrategy
    /// The index of each pane's bottom entry, leading pane first; empty for an empty stack.
    var starts: [Int]
    /// How many entries the base context holds (the last pane ends below it).
    var base: Int

    /// The index of each pane's top entry, leading pane first.
    var tops: [Int] { starts.indices.map { ($0 + 1 < starts.count ? starts[$0 + 1] : base) - 1 } }
}

extension SceneLayout {
    /// The shape of a stack's scene: for a stack that shows one pane whatever the width, without
    /// reading an entry; for one that may show several, reading its top and the entries down to
    /// the nearest `list`. Never proportional to the stack's depth.
    ///
    /// - Parameters:
    ///   - entries: The stack's entries.
    ///   - base: How many of them the base context holds (``SceneLayout/baseCount(of:)``).
    ///   - container: The container that holds them.
    func shape(of entries: EntryList<AnyRoute>, base: Int, in container: ContainerID) -> SceneShape {
        let configuration = configuration(of: container)
        if configuration.isMultiPane {
            let context = entries[..<base]
            for strategy in configuration.strategies where strategy != .single {
                if let starts = strategy.paneStarts(
                    in: context, widthClass: effectiveWidthClass, role: { role(of: $0) })
                {
                    return SceneShape(strategy: strategy, starts: starts, base: base)
                }
            }
        }
        return SceneShape(strategy: .single, starts: base > 0 ? [0] : [], base: base)
    }

    /// The scene of a stack with the shape this layout gives it: its panes with their entries.
    ///
    /// - Parameters:
    ///   - shape: The shape ``shape(of:base:in:)`` gave.
    ///   - entries: The stack's entries.
    func scene(_ shape: SceneShape, of entries: EntryList<AnyRoute>) -> StackScene {
        StackScene(
            strategy: shape.strategy,
            panes: shape.strategy.panes(
                startingAt: shape.starts, of: entries[..<shape.base], role: { role(of: $0) }))
    }

    /// How many of a stack's entries its base context holds, found by walking them from the
    /// root to the first modal entry: for a tree alone. A navigator reads its paths' count
    /// instead (``RoutePath/baseContextCount``), which costs the same at any depth.
    ///
    /// - Parameter entries: A stack's entries.
    static func baseCount(of entries: EntryList<AnyRoute>) -> Int {
        entries.indices.dropFirst().first { entries[$0].isModal } ?? entries.count
    }
}
