import WayfinderComposition
import WayfinderConfig
import WayfinderRouting

/// The navigation graph of a manifest: screens as nodes grouped by the coordinator that shows
/// them, and every way to get from one to another as an edge — pushes, presentations by
/// style, tabs, flows, embeddings and deep links. `shop graph` writes it as DOT or Mermaid.
struct NavigationGraph {
    /// A screen, a tab bar, or a deep link's URL.
    struct Node: Hashable {
        /// What the node stands for.
        enum Kind: Hashable {
            /// A route.
            case route
            /// A tab bar (a `tabs` coordinator).
            case tabBar
            /// A deep link's URL pattern.
            case url
        }

        /// A stable id: the route or coordinator name, `url0`, `url1`... for links.
        let id: String
        /// What it shows: the route's title, the coordinator's name, the pattern.
        let label: String
        let kind: Kind
        /// Whether the auth guard protects the route.
        let guarded: Bool
        /// The route's pane role (`pane:`), drawn as a fill and named in the label.
        var pane: PaneRole? = nil

        /// The label as drawn: `(list pane)` after a route with a pane role, `(guarded)` after a
        /// protected one.
        var drawnLabel: String {
            var text = label
            if let pane { text += " (\(pane) pane)" }
            if guarded { text += " (guarded)" }
            return text
        }
    }

    /// A coordinator and the screens it shows first.
    struct Cluster: Hashable {
        /// The coordinator's name.
        let id: String
        /// `checkout (child, bounded)`.
        let label: String
        /// Whether the auth guard protects the whole flow.
        let guarded: Bool
        /// The nodes drawn inside it, in manifest order.
        var nodes: [String]
    }

    /// One way from a node to another.
    struct Edge: Hashable {
        /// How the user gets there.
        enum Kind: Hashable {
            /// Pushed, presented or started with this style.
            case shown(PresentationStyle)
            /// A tab of a tab bar.
            case tab
            /// A base coordinator embedded in a slot of the screen.
            case embed
            /// A deep link leading to its screens, or an action opening one.
            case link
        }

        let from: String
        let to: String
        let kind: Kind
        let label: String
    }

    /// Every node, in manifest order (routes, tab bars, then URLs).
    var nodes: [Node] = []
    /// The coordinators, in manifest order.
    var clusters: [Cluster] = []
    /// The edges, in manifest order.
    var edges: [Edge] = []
}

extension NavigationGraph.Edge.Kind {
    /// `push`, `sheet`, `detents medium,large`, `custom slide fullScreen`, `tab`, `embed`, `link`.
    var styleLabel: String {
        switch self {
        case .shown(let style): style.label
        case .tab: "tab"
        case .embed: "embed"
        case .link: "link"
        }
    }
}

extension PaneRole {
    /// The fill of a route with this role, in DOT and Mermaid alike: lists blue, details
    /// yellow, extras green.
    var fill: String {
        switch self {
        case .list: "#dbe9f6"
        case .detail: "#fbefc9"
        case .extra: "#dcf0dc"
        }
    }
}
