/// A plugin that threw, where, and what became of it.
public struct PluginFailure: Hashable, Sendable, CustomStringConvertible {
    /// The stage of a plugin's start it failed in: the call that threw.
    public enum Stage: String, Hashable, Sendable {
        /// `init(options:context:)`.
        case create
        /// `install(_:)`.
        case install
        /// `start()`.
        case start
    }

    /// The plugin's id.
    public var id: String
    /// Where it failed.
    public var stage: Stage
    /// What it threw, as it threw it; for a plugin failed because a plugin it requires is
    /// disabled, a ``PluginRequirementError``.
    public var underlying: any Error
    /// The policy applied: the plugin was disabled, or the start failed.
    public var policy: PluginFailurePolicy

    /// Creates a failure report.
    ///
    /// - Parameters:
    ///   - id: The plugin's id.
    ///   - stage: Where it failed.
    ///   - underlying: What it threw.
    ///   - policy: The policy applied.
    public init(id: String, stage: Stage, underlying: any Error, policy: PluginFailurePolicy) {
        self.id = id
        self.stage = stage
        self.underlying = underlying
        self.policy = policy
    }

    /// Two failures are equal when the same plugin failed in the same stage, with errors that
    /// ``UnderlyingError`` counts as equal, under the same policy.
    public static func == (lhs: PluginFailure, rhs: PluginFailure) -> Bool {
        lhs.id == rhs.id && lhs.stage == rhs.stage && lhs.policy == rhs.policy
            && UnderlyingError(lhs.underlying) == UnderlyingError(rhs.underlying)
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(stage)
        hasher.combine(policy)
        hasher.combine(UnderlyingError(underlying))
    }

    /// `plugin 'sync' failed to start: offline; disabled`.
    public var description: String {
        let step =
            switch stage {
            case .create: "to be created"
            case .install: "to install"
            case .start: "to start"
            }
        return "plugin '\(id)' failed \(step): \(underlying); \(policy == .disable ? "disabled" : "the start failed")"
    }
}

/// Why the plugin host refused to start or stopped starting.
public enum PluginHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `start()` was called while the host runs.
    case alreadyRunning
    /// `start()` was called after the host stopped; a stopped host does not start again.
    case alreadyStopped
    /// A plugin with policy `fail` failed; the plugins already started were stopped.
    ///
    /// - Parameters:
    ///   - failure: The failure.
    ///   - stopped: The ids of the plugins stopped again, in the order they were stopped.
    case pluginFailed(PluginFailure, stopped: [String])

    /// The error as text.
    public var description: String {
        switch self {
        case .alreadyRunning:
            "the plugin host is already running"
        case .alreadyStopped:
            "the plugin host has stopped; compose the app again to restart it"
        case .pluginFailed(let failure, let stopped):
            "\(failure); stopped: \(stopped.isEmpty ? "none" : stopped.joined(separator: ", "))"
        }
    }
}
