import WayfinderCoordinators
import WayfinderRouting

extension ComposedApp {
    // MARK: - Deep links that open windows

    /// How the link `target` matched uses windows (the manifest's `windows: links:`), or `nil`
    /// for a link that goes to the focused window.
    func windowMode(of target: DeepLinkTarget) -> WindowsSpec.LinkMode? {
        guard let windows = manifest.windows, !windows.links.isEmpty,
            let link = links.first(where: { $0.pattern == target.pattern })?.spec
        else { return nil }
        return windows.mode(ofLink: link.linkName.value)
    }

    /// The one step of a window link: focus the window showing its route with the same
    /// parameters (`reuse`, when one is open), else open one.
    ///
    /// - Throws: ``CompositionError/deepLinkUnplannable(url:reason:)`` for a link without a
    ///   route (the validator reports it first).
    func windowPlan(_ target: DeepLinkTarget, mode: WindowsSpec.LinkMode) throws(CompositionError) -> DeepLinkPlan {
        guard let route = target.route else {
            throw .deepLinkUnplannable(url: target.url, reason: "it opens a window of its own, but shows no route")
        }
        if mode == .reuse, let window = window(showing: route) {
            return DeepLinkPlan(target: target, steps: [.focusWindow(window, showing: route)])
        }
        return DeepLinkPlan(target: target, steps: [.openWindow(route)])
    }

    /// Carries out a window link's plan: one transaction that opens or focuses the window.
    func followInWindow(
        _ plan: DeepLinkPlan, source: NavigationSource, request: String
    ) async throws(CompositionError) {
        for step in plan.steps {
            switch step {
            case .openWindow(let route):
                let root = try windowRoot(showing: route)
                _ = try await windowing(request) { try await self.navigator.openWindow(root: root, source: source) }
            case .focusWindow(let window, _):
                try await windowing(request) { try await self.navigator.focusWindow(window, source: source) }
            default:
                // A window link's plan holds only window steps.
                throw .deepLinkUnplannable(url: plan.url, reason: "its plan changes more than the windows: \(step)")
            }
        }
    }
}
