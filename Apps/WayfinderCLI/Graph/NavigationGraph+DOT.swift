extension NavigationGraph {
    // MARK: - DOT

    /// The graph in Graphviz's DOT language: a cluster per coordinator, and edge styles by
    /// how the target is shown — push solid, sheet and detents dashed, full-screen cover bold,
    /// custom transitions dotted, tabs grey without arrowhead, embeddings with a diamond, deep
    /// links blue. Screens and flows the auth guard protects are red and say `(guarded)`; a route
    /// with a pane role is filled by its role and says `(list pane)`, `(detail pane)` or
    /// `(extra pane)`.
    func dot(name: String) -> String {
        var lines = ["digraph \(Self.quoted(name)) {"]
        lines.append("  rankdir=LR;")
        lines.append("  graph [fontname=\"Helvetica\"];")
        lines.append("  node [shape=box, style=rounded, fontname=\"Helvetica\"];")
        lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
        let clustered = Set(clusters.flatMap(\.nodes))
        for (index, cluster) in clusters.enumerated() where !cluster.nodes.isEmpty {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(Self.quoted(cluster.guarded ? cluster.label + " (guarded)" : cluster.label));")
            if cluster.guarded { lines.append("    color=red;") }
            for id in cluster.nodes {
                if let node = nodes.first(where: { $0.id == id }) { lines.append("    " + Self.statement(node)) }
            }
            lines.append("  }")
        }
        for node in nodes where !clustered.contains(node.id) {
            lines.append("  " + Self.statement(node))
        }
        for edge in edges {
            var attributes = Self.attributes(edge.kind)
            if !edge.label.isEmpty { attributes.insert("label=\(Self.quoted(edge.label))", at: 0) }
            lines.append(
                "  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func statement(_ node: Node) -> String {
        var attributes = ["label=\(quoted(node.drawnLabel))"]
        switch node.kind {
        case .route:
            if let pane = node.pane { attributes.append("style=\"rounded,filled\", fillcolor=\"\(pane.fill)\"") }
        case .tabBar: attributes.append("shape=tab")
        case .url: attributes.append("shape=note, color=blue, fontcolor=blue")
        }
        if node.guarded { attributes.append("color=red, peripheries=2") }
        return "\(quoted(node.id)) [\(attributes.joined(separator: ", "))];"
    }

    private static func attributes(_ kind: Edge.Kind) -> [String] {
        switch kind {
        case .shown(let style):
            switch style {
            case .push: ["style=solid"]
            case .sheet, .detents: ["style=dashed", "xlabel=\(quoted(kind.styleLabel))"]
            case .fullScreenCover: ["style=bold", "xlabel=\(quoted(kind.styleLabel))"]
            case .custom: ["style=dotted", "xlabel=\(quoted(kind.styleLabel))"]
            }
        case .tab: ["color=gray", "arrowhead=none", "style=solid"]
        case .embed: ["arrowhead=odiamond", "style=solid"]
        case .link: ["color=blue", "fontcolor=blue", "style=dashed"]
        }
    }

    /// A DOT string literal.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
