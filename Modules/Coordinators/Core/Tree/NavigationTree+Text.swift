import WayfinderRouting
import WayfinderStacks

// MARK: - Text rendering

extension NavigationTree {
    /// The tree as indented text: the coordinator hierarchy, then the root stack with every
    /// entry, modal layer, tab page and embedded screen.
    ///
    /// ```
    /// coordinators
    ///   c0 AppCoordinator (coordinator, root)
    ///     c1 ShopTabs (tabs, presented)
    /// stack c0.stack
    ///   #0 home
    ///   #1 tabs (fullScreenCover, with navigation) [c1]
    ///     tabs c1
    ///       * home "Home"
    ///         stack c2.stack
    ///           #2 feed
    /// ```
    public var rendered: String {
        // One string written line by line: `wayfinder check` renders the tree of every state it
        // explores, and a string per line joined at the end was about a twentieth of a check
        // (perf, depth 5; docs/performance.md, "Restoring between events").
        var text = ""
        text.reserveCapacity(1_024)
        if let coordinators {
            Self.startLine(0, in: &text)
            text += "coordinators"
            Self.render(coordinators, depth: 1, into: &text)
        }
        if let root {
            Self.render(root, depth: 0, into: &text)
        } else {
            Self.startLine(0, in: &text)
            text += "(nothing shown)"
        }
        return text
    }

    /// Ends the line before (lines are never empty) and indents the next one.
    private static func startLine(_ depth: Int, in text: inout String) {
        if !text.isEmpty { text += "\n" }
        for _ in 0..<depth { text += "  " }
    }

    private static func render(_ node: CoordinatorNode, depth: Int, into text: inout String) {
        startLine(depth, in: &text)
        text += "\(node.id) \(node.name) (\(node.kind), \(node.placement))"
        for child in node.children {
            render(child, depth: depth + 1, into: &text)
        }
    }

    private static func render(_ stack: StackNode, depth: Int, into text: inout String) {
        startLine(depth, in: &text)
        text += "stack "
        text += stack.container.description
        for entry in stack.entries {
            startLine(depth + 1, in: &text)
            appendLabel(of: entry, to: &text)
            guard let hosted = stack.hosted(by: entry.id) else { continue }
            if let tabs = hosted.tabs {
                startLine(depth + 2, in: &text)
                text += "tabs \(tabs.coordinator)"
                for (index, page) in tabs.pages.enumerated() {
                    startLine(depth + 3, in: &text)
                    text += index == tabs.selected ? "* " : "  "
                    text += "\(page.name) \"\(page.title)\""
                    if let icon = page.icon { text += " icon=\(icon)" }
                    if let badge = page.badge { text += " badge=\(badge)" }
                    render(page.stack, depth: depth + 4, into: &text)
                }
            }
            for embedded in hosted.embedded {
                startLine(depth + 2, in: &text)
                text += "embed "
                text += embedded.slot
                render(embedded.stack, depth: depth + 3, into: &text)
            }
            if let detail = hosted.detail {
                startLine(depth + 2, in: &text)
                text += "detail"
                render(detail, depth: depth + 3, into: &text)
            }
        }
    }

    /// Appends an entry's line: `#3 item(id: 3)`, `#4 filters (sheet, with navigation) [c2]`.
    private static func appendLabel(of entry: Entry<AnyRoute>, to text: inout String) {
        text += entry.id.description
        text += " "
        appendRouteLabel(entry.route, to: &text)
        if entry.style.isModal {
            text += " ("
            text += entry.style.label
            if entry.withNavigation { text += ", with navigation" }
            text += ")"
        }
        if let scope = entry.scope {
            text += " ["
            text += scope.rawValue
            text += "]"
        }
        if !entry.attributes.isEmpty {
            text += " {"
            for (index, attribute) in entry.attributes.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { text += ", " }
                text += "\(attribute.key)=\(attribute.value)"
            }
            text += "}"
        }
    }

    /// The route as a person reads it: the case with its payload for enums (`item(id: 3)`),
    /// the name and parameters for data-defined routes (`item id=3`).
    static func routeLabel(_ route: AnyRoute) -> String {
        var text = ""
        appendRouteLabel(route, to: &text)
        return text
    }

    /// Appends ``routeLabel(_:)``'s text.
    private static func appendRouteLabel(_ route: AnyRoute, to text: inout String) {
        let base = route.baseRoute
        guard let defined = base as? DefaultRoute else {
            text += String(describing: base)
            return
        }
        text += defined.name
        for (key, value) in defined.parameters.sorted(by: { $0.key < $1.key }) {
            text += " \(key)=\(value)"
        }
    }
}
