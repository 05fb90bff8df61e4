import WayfinderRouting

extension NavigationGraph {
    // MARK: - Mermaid

    /// The graph as a Mermaid flowchart: a subgraph per coordinator; pushes `-->`, modal
    /// presentations `-.->` labelled with their style, full-screen ones `==>`, tabs `---`,
    /// deep links `-.->` from URL nodes. Guarded screens get the `guarded` class; routes with a
    /// pane role the `listPane`, `detailPane` or `extraPane` class and say their role.
    var mermaid: String {
        var lines = ["flowchart LR"]
        let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, "n\($0)") })
        func id(_ node: String) -> String { ids[node] ?? node }
        let clustered = Set(clusters.flatMap(\.nodes))
        for (index, cluster) in clusters.enumerated() where !cluster.nodes.isEmpty {
            lines.append(
                "  subgraph c\(index) [\(Self.label(cluster.guarded ? cluster.label + " (guarded)" : cluster.label))]")
            for name in cluster.nodes {
                if let node = nodes.first(where: { $0.id == name }) {
                    lines.append("    " + Self.statement(node, id: id(name)))
                }
            }
            lines.append("  end")
        }
        for node in nodes where !clustered.contains(node.id) {
            lines.append("  " + Self.statement(node, id: id(node.id)))
        }
        for edge in edges {
            let label = [edge.label, Self.styleNote(edge.kind)].filter { !$0.isEmpty }.joined(separator: " · ")
            let link = Self.link(edge.kind)
            lines.append("  \(id(edge.from)) \(link)\(label.isEmpty ? "" : "|\(Self.label(label))|") \(id(edge.to))")
        }
        for pane in PaneRole.allCases {
            let members = nodes.filter { $0.pane == pane }.map { id($0.id) }
            guard !members.isEmpty else { continue }
            lines.append("  classDef \(pane)Pane fill:\(pane.fill)")
            lines.append("  class \(members.joined(separator: ",")) \(pane)Pane")
        }
        let guarded = nodes.filter(\.guarded).map { id($0.id) }
        if !guarded.isEmpty {
            lines.append("  classDef guarded stroke:#c00,stroke-width:3px")
            lines.append("  class \(guarded.joined(separator: ",")) guarded")
        }
        return lines.joined(separator: "\n")
    }

    private static func statement(_ node: Node, id: String) -> String {
        switch node.kind {
        case .route: "\(id)[\(label(node.drawnLabel))]"
        case .tabBar: "\(id)[/\(label(node.label))/]"
        case .url: "\(id)>\(label(node.label))]"
        }
    }

    private static func link(_ kind: Edge.Kind) -> String {
        switch kind {
        case .shown(let style):
            switch style {
            case .push: "-->"
            case .sheet, .detents, .custom: "-.->"
            case .fullScreenCover: "==>"
            }
        case .tab: "---"
        case .embed: "--o"
        case .link: "-.->"
        }
    }

    /// The style named on modal, tab and embed edges.
    private static func styleNote(_ kind: Edge.Kind) -> String {
        switch kind {
        case .shown(.push), .link: ""
        default: kind.styleLabel
        }
    }

    /// A quoted Mermaid label (`#quot;` stands for a double quote).
    private static func label(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "#quot;") + "\""
    }
}
