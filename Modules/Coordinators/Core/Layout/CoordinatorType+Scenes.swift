import WayfinderStacks

// MARK: - How a coordinator's stack is shown as panes

extension CoordinatorType {
    /// How this coordinator's stack may be shown as panes: its scene strategies, back policy
    /// and detail selection; ``/WayfinderStacks/SceneConfiguration/single`` (one pane) by
    /// default.
    ///
    /// Set it before or after the coordinator starts; a manifest sets it from `scenes:`,
    /// `paneBack:` and `detailSelection:` on the coordinator or its tab page.
    ///
    /// ```swift
    /// catalog.sceneConfiguration = SceneConfiguration(strategies: [.listDetail], backPolicy: .popLatest)
    /// ```
    public var sceneConfiguration: SceneConfiguration {
        get { core.sceneConfiguration ?? .single }
        set {
            core.sceneConfiguration = newValue
            guard let navigator = core.navigator, core.id != .unattached else { return }
            navigator.setSceneConfiguration(newValue, for: core.id)
        }
    }
}
