import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What opening a deep link does, step by step, planned against the state it starts from.
///
/// A plan is data: ``ComposedApp/planDeepLink(_:reset:)`` makes one without changing anything
/// (a dry run), ``ComposedApp/follow(_:reset:source:)`` makes one and carries it out as one
/// transaction. Every way of opening a URL goes through these two.
///
/// ```
/// open shop://item/3 (pattern shop://item/:id:int)
///   1. select tab 'home' of c0
///   2. dismiss in c2.stack: #6 filters
///   3. pop c2.stack to its first screen: #4 catalog, #5 item(id: 1)
///   4. push catalog onto c1.stack
///   5. push item(id: 3) onto c1.stack
/// ```
public struct DeepLinkPlan: Hashable, Sendable, CustomStringConvertible {
    /// Where the URL leads: the matched link, its tab, screens and flow.
    public let target: DeepLinkTarget
    /// The steps, in order.
    public let steps: [DeepLinkStep]

    /// Creates a plan.
    ///
    /// - Parameters:
    ///   - target: Where the URL leads.
    ///   - steps: The steps.
    public init(target: DeepLinkTarget, steps: [DeepLinkStep]) {
        self.target = target
        self.steps = steps
    }

    /// The URL.
    public var url: String { target.url }

    /// The URL and pattern, then one numbered line per step.
    public var description: String {
        let lines = steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return (["open \(target.url) (pattern \(target.pattern))"] + (lines.isEmpty ? ["  nothing to do"] : lines))
            .joined(separator: "\n")
    }
}

/// One step of a ``DeepLinkPlan``.
public enum DeepLinkStep: Hashable, Sendable, CustomStringConvertible {
    /// Selects a page of the root tab bar.
    ///
    /// - Parameters:
    ///   - page: The page's name.
    ///   - index: Its position.
    ///   - bar: The tab coordinator.
    case selectTab(page: String, index: Int, bar: CoordinatorID)
    /// Dismisses every modal layer of a stack (with what was pushed inside them).
    ///
    /// - Parameters:
    ///   - container: The stack.
    ///   - removing: The entries that go.
    case dismissAll(ContainerID, removing: [Entry<AnyRoute>])
    /// Pops a stack to its first screen.
    ///
    /// - Parameters:
    ///   - container: The stack.
    ///   - removing: The entries that go.
    case popToRoot(ContainerID, removing: [Entry<AnyRoute>])
    /// Shows a screen: pushed, or presented when its style is modal.
    ///
    /// - Parameters:
    ///   - route: The screen.
    ///   - container: The stack it goes onto.
    ///   - withNavigation: For a modal style, whether pushes are allowed inside.
    case show(DefaultRoute, in: ContainerID, withNavigation: Bool)
    /// Starts a manifest flow from the coordinator owning a stack.
    ///
    /// - Parameters:
    ///   - flow: The manifest coordinator.
    ///   - parent: The coordinator it is started from.
    ///   - container: The parent's stack.
    case startFlow(String, from: CoordinatorID, in: ContainerID)
    /// Opens a window whose first screen is the route, and focuses it (a link the manifest's
    /// `windows: links:` opens in a window of its own).
    case openWindow(DefaultRoute)
    /// Focuses the open window whose first screen is the route with the same parameters (a
    /// `reuse` link: one window per value).
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - route: The route it shows first.
    case focusWindow(WindowID, showing: DefaultRoute)

    /// The step as engine data, or `nil` for ``startFlow(_:from:in:)`` and the window steps,
    /// which create a coordinator or change the windows.
    public var navigationStep: NavigationStep? {
        switch self {
        case .selectTab(_, let index, let bar):
            .selectTab(bar, index: index)
        case .dismissAll(let container, _):
            .path(container, scope: nil, .dismissAll)
        case .popToRoot(let container, _):
            .path(container, scope: nil, .popToRoot)
        case .show(let route, let container, let withNavigation):
            .path(
                container, scope: nil,
                route.presentationStyle.isModal
                    ? .present(AnyRoute(route), style: route.presentationStyle, withNavigation: withNavigation)
                    : .push(AnyRoute(route)))
        case .startFlow, .openWindow, .focusWindow:
            nil
        }
    }

    /// The step as a sentence.
    public var description: String {
        func entries(_ list: [Entry<AnyRoute>]) -> String {
            list.map { "\($0.id) \($0.route.base)" }.joined(separator: ", ")
        }
        switch self {
        case .selectTab(let page, _, let bar):
            return "select tab '\(page)' of \(bar)"
        case .dismissAll(let container, let removing):
            return "dismiss in \(container): \(entries(removing))"
        case .popToRoot(let container, let removing):
            return "pop \(container) to its first screen: \(entries(removing))"
        case .show(let route, let container, let withNavigation):
            let style = route.presentationStyle
            guard style.isModal else { return "push \(route) onto \(container)" }
            return
                "present \(route) (\(style.summary)\(withNavigation ? ", with navigation" : "")) in \(container)"
        case .startFlow(let flow, let parent, let container):
            return "start flow '\(flow)' from \(parent) in \(container)"
        case .openWindow(let route):
            return "open a window showing \(route)"
        case .focusWindow(let window, let route):
            return "focus window \(window), which shows \(route)"
        }
    }
}
