/// What one UI update of a renderer can hold, as the renderer declares it; the ``StepPlanner``
/// returns the fewest steps these capabilities allow.
///
/// Each limit counts what one step may do at once, and is at least 1:
/// - ``pushesPerStep``: entries pushed onto the topmost context in one update
///   (`NavigationStack(path:)` on iOS 16 and later pushes any number; a UIKit
///   `pushViewController` pushes one);
/// - ``popsPerStep``: pushed entries popped off the topmost context in one update (both
///   SwiftUI and UIKit's `popToViewController` pop any number);
/// - ``dismissalsPerStep``: modal layers dismissed in one update, each with the entries pushed
///   inside it (several sheets go in one update from iOS 17 on; before, one at a time).
///
/// A modal layer is always presented alone: no UI presents a sheet from a screen that is not
/// on screen yet.
public struct RendererCapabilities: Hashable, Sendable, Codable {
    /// The most entries one step may push.
    public let pushesPerStep: Int
    /// The most pushed entries one step may pop.
    public let popsPerStep: Int
    /// The most modal layers one step may dismiss.
    public let dismissalsPerStep: Int
    /// Whether the renderer draws a stack's panes side by side (a `list` and its `detail`);
    /// one that does not is always given the single scene.
    public let drawsPanes: Bool

    /// Declares what one UI update can hold; a limit below 1 counts as 1.
    ///
    /// - Parameters:
    ///   - pushesPerStep: The most entries one step may push.
    ///   - popsPerStep: The most pushed entries one step may pop.
    ///   - dismissalsPerStep: The most modal layers one step may dismiss.
    ///   - drawsPanes: Whether the renderer draws panes side by side (`false` by default).
    public init(pushesPerStep: Int = 1, popsPerStep: Int = .max, dismissalsPerStep: Int = 1, drawsPanes: Bool = false) {
        self.pushesPerStep = Swift.max(1, pushesPerStep)
        self.popsPerStep = Swift.max(1, popsPerStep)
        self.dismissalsPerStep = Swift.max(1, dismissalsPerStep)
        self.drawsPanes = drawsPanes
    }

    private enum CodingKeys: String, CodingKey {
        case pushesPerStep, popsPerStep, dismissalsPerStep, drawsPanes
    }

    /// Decodes the limits; `drawsPanes` may be left out (journals written before it: `false`).
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            pushesPerStep: try keyed.decode(Int.self, forKey: .pushesPerStep),
            popsPerStep: try keyed.decode(Int.self, forKey: .popsPerStep),
            dismissalsPerStep: try keyed.decode(Int.self, forKey: .dismissalsPerStep),
            drawsPanes: try keyed.decodeIfPresent(Bool.self, forKey: .drawsPanes) ?? false)
    }

    /// The same limits, drawing panes or not.
    ///
    /// - Parameter drawsPanes: Whether the renderer draws panes side by side.
    /// - Returns: These capabilities with ``drawsPanes`` set.
    public func drawingPanes(_ drawsPanes: Bool = true) -> RendererCapabilities {
        RendererCapabilities(
            pushesPerStep: pushesPerStep, popsPerStep: popsPerStep, dismissalsPerStep: dismissalsPerStep,
            drawsPanes: drawsPanes)
    }

    /// One screen per step, in every direction (FlowStacks' behaviour without navigation
    /// updates in one, and a UIKit renderer that animates each controller).
    public static let oneAtATime = RendererCapabilities(pushesPerStep: 1, popsPerStep: 1, dismissalsPerStep: 1)

    /// Pushes one at a time, pops any number at once, dismisses one layer at a time: what a
    /// UIKit navigation controller with modal presentations does. The planner's default.
    public static let standard = RendererCapabilities(pushesPerStep: 1, popsPerStep: .max, dismissalsPerStep: 1)

    /// `NavigationStack(path:)` before iOS 17: any number of pushes or pops in one update,
    /// one sheet dismissed at a time.
    public static let navigationStack = RendererCapabilities(
        pushesPerStep: .max, popsPerStep: .max, dismissalsPerStep: 1)

    /// Everything a kind of step can do in one update: `NavigationStack(path:)` on iOS 17 and
    /// later, a web page, a test.
    public static let allAtOnce = RendererCapabilities(
        pushesPerStep: .max, popsPerStep: .max, dismissalsPerStep: .max)

    /// Whether one step of this renderer can perform `transition`.
    ///
    /// - Parameter transition: A transition classified by ``StepPlanner/transition(from:to:)``.
    /// - Returns: `false` when it pushes, pops or dismisses more than one update may.
    public func allows<Route>(_ transition: StepTransition<Route>) -> Bool {
        switch transition {
        case .push(let entries): entries.count <= pushesPerStep
        case .pop(let count): count <= popsPerStep
        case .dismiss(let openers): openers.count <= dismissalsPerStep
        case .present, .replaceRoot, .update: true
        }
    }
}
