import WayfinderBindings
import WayfinderConformance
import WayfinderCoordinators
import WayfinderStacks

/// The renderers `check --renderer` composes the app with.
public enum CheckRendererKind: String, CaseIterable, Sendable {
    /// Every change completes the moment it is rendered (the engine's own headless renderer).
    case headless
    /// The conformance kit's UIKit-like renderer: one push, pop or dismissal per update, its
    /// own model of each navigation controller.
    case uikit
    /// The conformance kit's `NavigationStack`-like renderer: the path binding set whole.
    case navigationStack = "navigation-stack"

    /// The case's name in Swift (`navigationStack`), for generated code.
    public var swiftName: String {
        switch self {
        case .headless: "headless"
        case .uikit: "uikit"
        case .navigationStack: "navigationStack"
        }
    }

    /// A fresh renderer of this kind for one app, or `nil` for the headless one. Its
    /// transitions end as they start, so an app composed with it starts as usual;
    /// ``RendererTiming/hold(_:)`` makes it hold them afterwards.
    @MainActor public func make() -> (any NavigationRenderer)? {
        let inner: any ConformingRenderer
        switch self {
        case .headless: return nil
        case .uikit: inner = UIKitLikeRenderer()
        case .navigationStack: inner = NavigationStackLikeRenderer()
        }
        return RenderDriver(renderer: SettlingRenderer(inner))
    }
}

/// A renderer of the conformance kit whose animated transitions end as soon as they start, so
/// that every script command returns once its change is shown: the renderer's model follows
/// every step the planner makes for its capabilities, and the `renderer-matches` invariant
/// compares it with the tree after every event.
///
/// The order in which changes in flight complete is not explored: each completes before the
/// next event. `check` explores it with the renderer itself (``CheckEvent/Kind/timing``).
@MainActor
public final class SettlingRenderer: ConformingRenderer {
    /// The renderer whose transitions end at once.
    public let inner: any ConformingRenderer
    /// Whether each transition ends as it starts; `false` holds it until ``endTransition()``
    /// (renderer timing, ``RendererTiming``). The checker turns it on while a rule that waits
    /// for what it runs (save and restore, back) checks the session.
    public var settles: Bool

    /// Wraps `inner`.
    ///
    /// - Parameters:
    ///   - inner: The renderer.
    ///   - settles: Whether each transition ends as it starts.
    public init(_ inner: any ConformingRenderer, settles: Bool = true) {
        self.inner = inner
        self.settles = settles
    }

    /// The inner renderer's capabilities.
    public var capabilities: RendererCapabilities { inner.capabilities }

    /// What the inner renderer shows.
    public var shown: ShownScreens { inner.shown }

    /// The panes the inner renderer draws.
    public var drawnScenes: [ContainerID: StackScene]? { inner.drawnScenes }

    /// Shows a layout change on the inner renderer.
    public func show(layout: LayoutEvent, driver: RenderDriver) {
        inner.show(layout: layout, driver: driver)
    }

    /// Shows `step` on the inner renderer and, when it ``settles``, ends its transition.
    public func show(_ step: RenderStep, driver: RenderDriver) {
        inner.show(step, driver: driver)
        if settles { inner.endTransition() }
    }

    /// Ends the inner renderer's transition (none runs: each ended as it started).
    public func endTransition() {
        inner.endTransition()
    }

    /// Performs `gesture` on the inner renderer.
    public func perform(_ gesture: UIGesture, bindings: NavigationBindings) -> BindingWrite? {
        inner.perform(gesture, bindings: bindings)
    }
}

/// The renderer's model equals the tree whenever nothing is in flight, and every change was
/// completed once, in order (the conformance kit's checks, after every event).
struct RendererMatchesTree: CheckInvariant {
    let name = BuiltInInvariant.rendererMatches.rawValue

    func violation(in step: CheckStep) async -> String? {
        let navigator = step.session.app.navigator
        guard let driver = navigator.renderer as? RenderDriver,
            let renderer = driver.renderer as? any ConformingRenderer
        else { return nil }
        guard navigator.inFlight == nil, navigator.queuedCount == 0, driver.current == nil else { return nil }
        let expected = ShownScreens(NavigationProjection(navigator.tree))
        if renderer.shown != expected {
            return "the renderer shows\n\(renderer.shown)\nbut the tree is\n\(expected)"
        }
        let changes = navigator.changeCount
        let completed = driver.completed
        if completed != (changes == 0 ? [] : Array(1...changes)) {
            return "changes completed \(completed), expected each of 1...\(changes) once, in order"
        }
        return nil
    }
}

/// The renderer's model, as a line of a state's fingerprint: nothing with the headless renderer
/// (it shows the tree itself); with one of the conformance kit, whether its model shows the
/// tree (what it shows when not) and whether it is still showing a step. So a restore that
/// puts the tree back but leaves the renderer's model elsewhere does not count, and two states
/// whose renderers differ are not taken for one.
@MainActor
enum RendererModel {
    /// The fingerprint lines of `navigator`'s renderer.
    static func fingerprint(of navigator: Navigator) -> [String] {
        guard let driver = navigator.renderer as? RenderDriver,
            let renderer = driver.renderer as? any ConformingRenderer
        else { return [] }
        let shown = renderer.shown
        let model =
            shown == ShownScreens(NavigationProjection(navigator.tree))
            ? "renderer shows the tree" : "renderer shows\n\(shown)"
        return [driver.current == nil ? model : model + "\nrenderer is showing a step"]
    }
}
