import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// One stack container as UI containers bind to it: a base layer (the root and the entries
/// pushed on it, the shape of `NavigationStack(path:)`) and the modal layers above it, each an
/// item with its style and its own pushed entries.
///
/// A SwiftUI renderer binds layer `i`'s `NavigationStack(path:)` to ``LayerBinding/path`` and
/// its `.sheet(item:)` or `.fullScreenCover(item:)` to layer `i + 1`'s ``LayerBinding/opener``;
/// a UIKit renderer gives each layer a navigation controller whose view controllers are the
/// opener and the path.
public struct StackBinding: Hashable, Sendable {
    /// The container.
    public let container: ContainerID
    /// The base layer first, then each modal layer, bottom to top; empty for an empty stack.
    public let layers: [LayerBinding]
    /// What entries of this stack host (tab bars, embedded slots, a detail column), by entry.
    public let hosted: [EntryID: HostedBinding]
    /// How the stack is shown: its panes and which has focus, when the projection was made
    /// with a layout (``NavigationProjection/init(_:layout:)``) and the stack is shown; `nil`
    /// otherwise. A renderer that draws no panes always gets one pane.
    public internal(set) var scene: StackScene?

    /// Projects a stack node of a ``/WayfinderCoordinators/NavigationTree``.
    ///
    /// - Parameter node: The stack node.
    public init(_ node: StackNode) {
        container = node.container
        var layers: [LayerBinding] = []
        for entry in node.entries {
            if layers.isEmpty || entry.isModal {
                layers.append(LayerBinding(opener: entry, path: [], isModal: !layers.isEmpty))
            } else {
                layers[layers.count - 1].path.append(entry)
            }
        }
        self.layers = layers
        hosted = Dictionary(
            node.hosted.map { ($0.entry, HostedBinding($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The root entry.
    public var root: Entry<AnyRoute>? { layers.first?.opener }
    /// The entries pushed on the root, outside any modal layer: `NavigationStack(path:)`'s path.
    public var path: [Entry<AnyRoute>] { layers.first?.path ?? [] }
    /// The modal layers, bottom to top.
    public var modals: [LayerBinding] { Array(layers.dropFirst()) }
    /// The top layer: the one the user can act on.
    public var topLayer: LayerBinding? { layers.last }
    /// The entry on top of this stack.
    public var top: Entry<AnyRoute>? { topLayer?.top }
    /// Every entry, bottom to top.
    public var entries: [Entry<AnyRoute>] { layers.flatMap { [$0.opener] + $0.path } }

    /// The layer opened by `opener`, if it is still in this stack.
    ///
    /// - Parameter opener: The root's id for the base layer, a modal entry's id otherwise.
    /// - Returns: The layer and its index in ``layers``.
    public func layer(openedBy opener: EntryID) -> (index: Int, layer: LayerBinding)? {
        layers.firstIndex { $0.opener.id == opener }.map { ($0, layers[$0]) }
    }

    /// What `.sheet(item:)` of the layer at `index` binds to: the layer presented over it.
    ///
    /// - Parameter index: A layer index.
    /// - Returns: The modal layer above it, or `nil` when nothing is presented over it.
    public func item(over index: Int) -> LayerBinding? {
        layers.indices.contains(index + 1) ? layers[index + 1] : nil
    }
}

/// One layer of a stack: its opener and the entries pushed inside it.
public struct LayerBinding: Hashable, Sendable, Identifiable {
    /// The root entry for the base layer; the modal entry that presented it otherwise. Its
    /// style is the layer's presentation style (sheet, detents, full-screen cover, custom).
    public let opener: Entry<AnyRoute>
    /// The entries pushed inside the layer, bottom to top.
    public internal(set) var path: [Entry<AnyRoute>]
    /// Whether this is a modal layer (every layer but the base one).
    public let isModal: Bool

    /// The opener's id: what an `Identifiable` sheet item is keyed by.
    public var id: EntryID { opener.id }
    /// How the layer is shown.
    public var style: PresentationStyle { opener.style }
    /// The entry on top of the layer.
    public var top: Entry<AnyRoute> { path.last ?? opener }
}
