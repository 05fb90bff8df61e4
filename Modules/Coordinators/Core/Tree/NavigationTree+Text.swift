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
        var lines: [String] = []
        if let coordinators {
            lines.append("coordinators")
            Self.render(coordinators, depth: 1, into: &lines)
        }
        if let root {
            Self.render(root, depth: 0, into: &lines)
        } else {
            lines.append("(nothing shown)")
        }
        return lines.joined(separator: "\n")
    }

    private static func render(_ node: CoordinatorNode, depth: Int, into lines: inout [String]) {
        lines.append(indent(depth) + "\(node.id) \(node.name) (\(node.kind), \(node.placement))")
        for child in node.children {
            render(child, depth: depth + 1, into: &lines)
        }
    }

    private static func render(_ stack: StackNode, depth: Int, into lines: inout [String]) {
        lines.append(indent(depth) + "stack \(stack.container)")
        for entry in stack.entries {
            lines.append(indent(depth + 1) + label(of: entry))
            guard let hosted = stack.hosted(by: entry.id) else { continue }
            if let tabs = hosted.tabs {
                lines.append(indent(depth + 2) + "tabs \(tabs.coordinator)")
                for (index, page) in tabs.pages.enumerated() {
                    var line =
                        indent(depth + 3) + (index == tabs.selected ? "* " : "  ") + "\(page.name) \"\(page.title)\""
                    if let icon = page.icon { line += " icon=\(icon)" }
                    if let badge = page.badge { line += " badge=\(badge)" }
                    lines.append(line)
                    render(page.stack, depth: depth + 4, into: &lines)
                }
            }
            for embedded in hosted.embedded {
                lines.append(indent(depth + 2) + "embed \(embedded.slot)")
                render(embedded.stack, depth: depth + 3, into: &lines)
            }
            if let detail = hosted.detail {
                lines.append(indent(depth + 2) + "detail")
                render(detail, depth: depth + 3, into: &lines)
            }
        }
    }

    /// `#3 item(id: 3)`, `#4 filters (sheet, with navigation) [c2]`.
    static func label(of entry: Entry<AnyRoute>) -> String {
        var text = "\(entry.id) \(routeLabel(entry.route))"
        if entry.style.isModal {
            text += " (\(entry.style.label)\(entry.withNavigation ? ", with navigation" : ""))"
        }
        if let scope = entry.scope {
            text += " [\(scope.rawValue)]"
        }
        if !entry.attributes.isEmpty {
            text +=
                " {"
                + entry.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
                + "}"
        }
        return text
    }

    /// The route as a person reads it: the case with its payload for enums (`item(id: 3)`),
    /// the name and parameters for data-defined routes (`item id=3`).
    static func routeLabel(_ route: AnyRoute) -> String {
        let base = route.baseRoute
        if let defined = base as? DefaultRoute {
            let parameters = defined.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return ([defined.name] + parameters).joined(separator: " ")
        }
        return String(describing: base)
    }

    private static func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }
}
