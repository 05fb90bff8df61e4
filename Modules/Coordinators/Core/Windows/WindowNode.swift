import WayfinderRouting
import WayfinderStacks

/// The windows of a tree with more than one: the focused window's state, and every other
/// window with its stack and coordinators.
///
/// The focused window's stack and coordinators are the tree's own ``NavigationTree/root`` and
/// ``NavigationTree/coordinators``: everything that walks the tree from its root (the top
/// entry, the visible path, system back, deep links) acts on the window the user works in. A
/// tree of one window has no windows node at all.
public struct WindowsNode: Hashable, Sendable, Codable {
    /// The focused window, whose stack is the tree's root.
    public var focused: WindowState
    /// The other open windows, in opening order.
    public var others: [WindowNode]

    /// Creates a windows node.
    ///
    /// - Parameters:
    ///   - focused: The focused window.
    ///   - others: The other open windows, in opening order.
    public init(focused: WindowState, others: [WindowNode]) {
        self.focused = focused
        self.others = others
    }
}

/// A window without focus, as a tree holds it: its state, its root stack and its coordinators.
public struct WindowNode: Hashable, Sendable, Codable {
    /// The three fields in one immutable box: a commit in one window copies the list of every
    /// other window, and a copy of a node is then one retain instead of one per field (a push
    /// in one of 50 windows without focus: 64,461 instructions with the fields inline, see
    /// docs/performance.md). A setter puts a new box in place.
    private final class Fields: Sendable {
        let window: WindowState
        let root: StackNode?
        let coordinators: CoordinatorNode?

        init(window: WindowState, root: StackNode?, coordinators: CoordinatorNode?) {
            self.window = window
            self.root = root
            self.coordinators = coordinators
        }
    }

    private var fields: Fields

    /// The window's id, root coordinator and visibility.
    public var window: WindowState {
        get { fields.window }
        set { fields = Fields(window: newValue, root: fields.root, coordinators: fields.coordinators) }
    }
    /// The window's root stack, or `nil` before its root coordinator showed anything.
    public var root: StackNode? {
        get { fields.root }
        set { fields = Fields(window: fields.window, root: newValue, coordinators: fields.coordinators) }
    }
    /// The window's coordinator hierarchy.
    public var coordinators: CoordinatorNode? {
        get { fields.coordinators }
        set { fields = Fields(window: fields.window, root: fields.root, coordinators: newValue) }
    }

    /// Creates a window node.
    ///
    /// - Parameters:
    ///   - window: The window's state.
    ///   - root: Its root stack.
    ///   - coordinators: Its coordinator hierarchy.
    public init(window: WindowState, root: StackNode?, coordinators: CoordinatorNode?) {
        fields = Fields(window: window, root: root, coordinators: coordinators)
    }

    private enum CodingKeys: String, CodingKey {
        case window, root, coordinators
    }

    /// Decodes a window node (the keys a synthesized conformance would use).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            window: try container.decode(WindowState.self, forKey: .window),
            root: try container.decodeIfPresent(StackNode.self, forKey: .root),
            coordinators: try container.decodeIfPresent(CoordinatorNode.self, forKey: .coordinators))
    }

    /// Encodes the window, then its root stack and coordinators when it has them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(window, forKey: .window)
        try container.encodeIfPresent(root, forKey: .root)
        try container.encodeIfPresent(coordinators, forKey: .coordinators)
    }

    /// Whether both nodes hold the same window, stack and coordinators.
    public static func == (lhs: WindowNode, rhs: WindowNode) -> Bool {
        lhs.fields === rhs.fields
            || (lhs.window == rhs.window && lhs.root == rhs.root && lhs.coordinators == rhs.coordinators)
    }

    /// Hashes the window, its stack and its coordinators.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(window)
        hasher.combine(root)
        hasher.combine(coordinators)
    }
}

extension NavigationTree {
    // MARK: - Windows

    /// The state of every open window, in opening order: one (``WindowID/main``, shown) for a
    /// tree without ``windows``.
    public var windowStates: [WindowState] {
        guard let windows else {
            return [WindowState(id: .main, root: coordinators?.id ?? .unattached)]
        }
        var states = windows.others.map(\.window)
        let index = states.firstIndex { $0.id > windows.focused.id } ?? states.count
        states.insert(windows.focused, at: index)
        return states
    }

    /// The window with focus: ``WindowID/main`` for a tree without ``windows``.
    public var focusedWindow: WindowID { windows?.focused.id ?? .main }

    /// One window of the tree as a tree of its own (its root stack and coordinators, no
    /// windows): what a renderer of that window projects and draws, and what is saved for it.
    ///
    /// - Parameter id: A window id.
    /// - Returns: The window's tree, or `nil` when the tree has no such window.
    public func window(_ id: WindowID) -> NavigationTree? {
        guard let windows else { return id == .main ? NavigationTree(root: root, coordinators: coordinators) : nil }
        if windows.focused.id == id { return NavigationTree(root: root, coordinators: coordinators) }
        guard let node = windows.others.first(where: { $0.window.id == id }) else { return nil }
        return NavigationTree(root: node.root, coordinators: node.coordinators)
    }

    /// The window whose stacks hold the container, or `nil` when no window does.
    ///
    /// - Parameter container: A container id.
    public func window(holding container: ContainerID) -> WindowID? {
        if let root, root.subtree.contains(where: { $0.container == container }) { return focusedWindow }
        return windows?.others.first { $0.root?.subtree.contains { $0.container == container } ?? false }?.window.id
    }

    /// Every window's root stack and whether the window is shown, the focused window first.
    var windowRoots: [(stack: StackNode, visible: Bool)] {
        var roots: [(stack: StackNode, visible: Bool)] = []
        if let root { roots.append((root, windows?.focused.isVisible ?? true)) }
        guard let windows else { return roots }
        for other in windows.others {
            if let stack = other.root { roots.append((stack, other.window.isVisible)) }
        }
        return roots
    }
}
