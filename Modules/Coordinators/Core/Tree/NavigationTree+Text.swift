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
        String(decoding: renderedUTF8, as: UTF8.self)
    }

    /// ``rendered``'s UTF-8 bytes, written without making the string.
    ///
    /// Why (measured, `docs/performance.md`, "The fingerprint's text in bytes"): `wayfinder
    /// check` renders the tree of every state it explores and reads the text back as bytes;
    /// appending to a string checked and grew it on every piece, about half of the rendering.
    package var renderedUTF8: [UInt8] {
        var text = TreeTextWriter()
        if let coordinators {
            text.startLine(0)
            text.write("coordinators")
            Self.render(coordinators, depth: 1, into: &text)
        }
        if let root {
            Self.render(root, depth: 0, into: &text)
        } else {
            text.startLine(0)
            text.write("(nothing shown)")
        }
        return text.bytes
    }

    private static func render(_ node: CoordinatorNode, depth: Int, into text: inout TreeTextWriter) {
        text.startLine(depth)
        text.write(String(describing: node.id))
        text.write(" ")
        text.write(node.name)
        text.write(" (")
        text.write(String(describing: node.kind))
        text.write(", ")
        text.write(String(describing: node.placement))
        text.write(")")
        for child in node.children {
            render(child, depth: depth + 1, into: &text)
        }
    }

    private static func render(_ stack: StackNode, depth: Int, into text: inout TreeTextWriter) {
        text.startLine(depth)
        text.write("stack ")
        text.write(stack.container.description)
        for entry in stack.entries {
            text.startLine(depth + 1)
            appendLabel(of: entry, to: &text)
            guard let hosted = stack.hosted(by: entry.id) else { continue }
            if let tabs = hosted.tabs {
                text.startLine(depth + 2)
                text.write("tabs ")
                text.write(String(describing: tabs.coordinator))
                for (index, page) in tabs.pages.enumerated() {
                    text.startLine(depth + 3)
                    text.write(index == tabs.selected ? "* " : "  ")
                    text.write(page.name)
                    text.write(" \"")
                    text.write(page.title)
                    text.write("\"")
                    if let icon = page.icon {
                        text.write(" icon=")
                        text.write(icon)
                    }
                    if let badge = page.badge {
                        text.write(" badge=")
                        text.write(badge)
                    }
                    render(page.stack, depth: depth + 4, into: &text)
                }
            }
            for embedded in hosted.embedded {
                text.startLine(depth + 2)
                text.write("embed ")
                text.write(embedded.slot)
                render(embedded.stack, depth: depth + 3, into: &text)
            }
            if let detail = hosted.detail {
                text.startLine(depth + 2)
                text.write("detail")
                render(detail, depth: depth + 3, into: &text)
            }
        }
    }

    /// Appends an entry's line: `#3 item(id: 3)`, `#4 filters (sheet, with navigation) [c2]`.
    private static func appendLabel(of entry: Entry<AnyRoute>, to text: inout TreeTextWriter) {
        text.write(entry.id.description)
        text.write(" ")
        appendRouteLabel(entry.route, to: &text)
        if entry.style.isModal {
            text.write(" (")
            text.write(entry.style.label)
            if entry.withNavigation { text.write(", with navigation") }
            text.write(")")
        }
        if let scope = entry.scope {
            text.write(" [")
            text.write(scope.rawValue)
            text.write("]")
        }
        if !entry.attributes.isEmpty {
            text.write(" {")
            for (index, attribute) in entry.attributes.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { text.write(", ") }
                text.write(attribute.key)
                text.write("=")
                text.write("\(attribute.value)")
            }
            text.write("}")
        }
    }

    /// The route as a person reads it: the case with its payload for enums (`item(id: 3)`),
    /// the name and parameters for data-defined routes (`item id=3`).
    static func routeLabel(_ route: AnyRoute) -> String {
        var text = TreeTextWriter()
        appendRouteLabel(route, to: &text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Appends ``routeLabel(_:)``'s text.
    private static func appendRouteLabel(_ route: AnyRoute, to text: inout TreeTextWriter) {
        let base = route.baseRoute
        guard let defined = base as? DefaultRoute else {
            text.write(String(describing: base))
            return
        }
        text.write(defined.name)
        for (key, value) in defined.parameters.sorted(by: { $0.key < $1.key }) {
            text.write(" ")
            text.write(key)
            text.write("=")
            text.write("\(value)")
        }
    }
}

/// The bytes of a tree's text, line by line.
private struct TreeTextWriter {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1_024)
    }

    /// Ends the line before (lines are never empty) and indents the next one.
    mutating func startLine(_ depth: Int) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    mutating func write(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }
}
