import WayfinderConfig

/// One entry of the manifest's `plugins:`: which registered plugin, whether it runs, what it
/// needs, what happens when it fails, and its options.
///
/// ```yaml
/// - id: event-log
///   enabled: true        # default true
///   requires: []         # plugins that must start first
///   onFailure: disable   # fail (default: the plugin's own policy) | disable
///   options: {output: stdout}
/// ```
///
/// `options` stays a ``/WayfinderConfig/YAMLNode``: the plugin's `Options` type decodes it later, with the same
/// strictness and marks as the rest of the manifest.
public struct PluginSpec: Decodable, Sendable {
    /// The registered plugin id.
    public var id: Marked<String>
    /// Whether the plugin runs; `true` when absent.
    public var enabled: Marked<Bool>?
    /// Ids of plugins that must start before this one.
    public var requires: [Marked<String>]?
    /// What a failure of this plugin does; the plugin's own policy when absent.
    public var onFailure: Marked<PluginFailurePolicy>?
    /// The options, undecoded.
    public var options: Marked<YAMLNode>?

    /// Whether the plugin runs.
    public var isEnabled: Bool { enabled?.value ?? true }
    /// The required plugin ids.
    public var requiredIDs: [Marked<String>] { requires ?? [] }
}
