// The names these had until 0.3 (issue 39): "phase" is an entry's place in the screen
// lifecycle only (`EntryPhase`), so a plugin fails in a stage. The old names compile for one
// release, with a deprecation warning that names the new ones.

extension PluginFailure {
    /// The name ``Stage`` had until 0.3.
    @available(*, deprecated, renamed: "Stage", message: "Wayfinder calls it PluginFailure.Stage since 0.3")
    public typealias Phase = Stage

    /// The name ``stage`` had until 0.3.
    @available(*, deprecated, renamed: "stage", message: "Wayfinder calls it stage since 0.3")
    public var phase: Stage {
        get { stage }
        set { stage = newValue }
    }

    /// The initialiser ``init(id:stage:underlying:policy:)`` had until 0.3.
    @available(
        *, deprecated, renamed: "init(id:stage:underlying:policy:)", message: "Wayfinder calls it stage since 0.3"
    )
    public init(id: String, phase: Stage, underlying: any Error, policy: PluginFailurePolicy) {
        self.init(id: id, stage: phase, underlying: underlying, policy: policy)
    }
}
