import WayfinderRouting
import WayfinderStacks

/// A value snapshot of everything the user sees: the coordinator hierarchy, each stack's
/// entries with their modal layers, tabs with selection and badges, and embedded screens.
///
/// The tree is what a renderer draws and what persistence stores. It is `Equatable`, so tests
/// compare whole trees, and `Codable` (routes through a ``/WayfinderRouting/RouteRegistry`` in the coder's
/// `userInfo`). ``rendered`` gives an indented text form for tests and the sample app.
///
/// Building a tree is cheap: stack entries are shared with the live paths (``StackNode/entries``),
/// so a snapshot costs one node per container and coordinator, not one per entry, and holding it
/// does not make the next push or pop copy the entries below the top.
public struct NavigationTree: Hashable, Sendable, Codable, CustomReflectable {
    /// The root coordinator's stack, or `nil` before the root coordinator started.
    public var root: StackNode? {
        get { storage.fields.root }
        set {
            storage = Storage(
                Fields(root: newValue, coordinators: storage.fields.coordinators, windows: storage.fields.windows))
        }
    }
    /// The coordinator hierarchy, or `nil` when the navigator has no root coordinator.
    public var coordinators: CoordinatorNode? {
        get { storage.fields.coordinators.node }
        set {
            storage = Storage(
                Fields(root: storage.fields.root, coordinators: Coordinators(newValue), windows: storage.fields.windows)
            )
        }
    }
    /// The windows besides the focused one, or `nil` for an app with one window (see
    /// ``WindowsNode``). ``root`` and ``coordinators`` are the focused window's.
    public var windows: WindowsNode? {
        get { storage.fields.windows?.node }
        set {
            storage = Storage(
                Fields(
                    root: storage.fields.root, coordinators: storage.fields.coordinators,
                    windows: newValue.map(Windows.init)))
        }
    }

    /// The fields, in one box: the navigator, its renderer, each change and each observer hold
    /// the same tree, and copying it copies one reference.
    private var storage: Storage

    /// Creates a tree.
    ///
    /// - Parameters:
    ///   - root: The root stack (the focused window's, when there are several).
    ///   - coordinators: The coordinator hierarchy (the focused window's).
    ///   - windows: The windows, when the app has more than one open.
    public init(root: StackNode? = nil, coordinators: CoordinatorNode? = nil, windows: WindowsNode? = nil) {
        storage = Storage(
            Fields(root: root, coordinators: Coordinators(coordinators), windows: windows.map(Windows.init)))
    }

    /// A tree whose coordinator hierarchy is `coordinators`, shared rather than copied: the
    /// navigator keeps the hierarchy until a coordinator changes, and every commit's tree
    /// holds that one object.
    init(root: StackNode?, sharing coordinators: Coordinators, windows: Windows? = nil) {
        storage = Storage(Fields(root: root, coordinators: coordinators, windows: windows))
    }

    /// The windows node as the tree shares it: a commit in the focused window hands the next
    /// tree the same object (one reference, whatever the number of windows).
    var sharedWindows: Windows? { storage.fields.windows }

    /// Whether no other tree value shares this one's storage.
    mutating func isUniquelyHeld() -> Bool {
        isKnownUniquelyReferenced(&storage)
    }

    /// An empty tree: nothing shown, no coordinator.
    public static let empty = NavigationTree()

    /// Whether both trees hold equal stacks, coordinators and windows.
    public static func == (lhs: NavigationTree, rhs: NavigationTree) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes the stacks, the coordinators and the windows.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    private enum CodingKeys: String, CodingKey {
        case root, coordinators, windows
    }

    /// Decodes `root`, `coordinators` and `windows`, each optional.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            root: try keyed.decodeIfPresent(StackNode.self, forKey: .root),
            coordinators: try keyed.decodeIfPresent(CoordinatorNode.self, forKey: .coordinators),
            windows: try keyed.decodeIfPresent(WindowsNode.self, forKey: .windows))
    }

    /// Encodes `root`, `coordinators` and `windows`, each left out when `nil` (a tree of one
    /// window encodes as it did before windows).
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encodeIfPresent(root, forKey: .root)
        try keyed.encodeIfPresent(coordinators, forKey: .coordinators)
        try keyed.encodeIfPresent(windows, forKey: .windows)
    }

    /// The fields, as `dump` and test failures show a tree.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                ("root", storage.fields.root as Any), ("coordinators", coordinators as Any),
                ("windows", windows as Any),
            ],
            displayStyle: .struct)
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// The fields as one value, whose synthesised conformances compare and hash them both.
    private struct Fields: Hashable, Sendable {
        let root: StackNode?
        let coordinators: Coordinators
        /// `nil` for one window: nothing to retain, compare or hash.
        let windows: Windows?
    }

    /// A coordinator hierarchy (or none) in one object, shared by every tree built while no
    /// coordinator changed.
    final class Coordinators: Hashable, Sendable {
        let node: CoordinatorNode?

        init(_ node: CoordinatorNode?) {
            self.node = node
        }

        static func == (lhs: Coordinators, rhs: Coordinators) -> Bool {
            lhs === rhs || lhs.node == rhs.node
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(node)
        }
    }

    /// The windows node in one object, shared by every tree built while no window other than
    /// the focused one changed.
    final class Windows: Hashable, Sendable {
        let node: WindowsNode

        init(_ node: WindowsNode) {
            self.node = node
        }

        static func == (lhs: Windows, rhs: Windows) -> Bool {
            lhs === rhs || lhs.node == rhs.node
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(node)
        }
    }
}

/// One stack container: its entries bottom to top (modal entries open layers) and what its
/// entries host.
public struct StackNode: Hashable, Sendable, Codable {
    /// The container's identity.
    public var container: ContainerID
    /// The entries, bottom to top, shared with the path they were read from: reading the list
    /// copies nothing, whatever the depth.
    public var entries: EntryList<AnyRoute>
    /// Content hosted by some of the entries (tabs, embedded screens, a detail column), in
    /// entry order.
    public var hosted: [HostedNode]

    /// Creates a stack node with any sequence of entries (an array, a slice of a path's list).
    public init<Entries: Sequence<Entry<AnyRoute>>>(
        container: ContainerID, entries: Entries, hosted: [HostedNode] = []
    ) {
        self.init(container: container, entries: EntryList(entries), hosted: hosted)
    }

    /// Creates a stack node that shares a path's entries.
    public init(container: ContainerID, entries: EntryList<AnyRoute>, hosted: [HostedNode] = []) {
        self.container = container
        self.entries = entries
        self.hosted = hosted
    }

    private enum CodingKeys: String, CodingKey {
        case container, entries, hosted
    }

    /// Decodes `container`, `entries` (an array) and `hosted`.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            container: try keyed.decode(ContainerID.self, forKey: .container),
            entries: try keyed.decode([Entry<AnyRoute>].self, forKey: .entries),
            hosted: try keyed.decode([HostedNode].self, forKey: .hosted))
    }

    /// Encodes `container`, `entries` (an array) and `hosted`.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(container, forKey: .container)
        if let view = encoder.userInfo[CodingUserInfoKey.treeView] as? TreeView {
            try keyed.encode(entries.map { ViewedEntry(entry: $0, view: view) }, forKey: .entries)
        } else {
            try keyed.encode(Array(entries), forKey: .entries)
        }
        try keyed.encode(hosted, forKey: .hosted)
    }

    /// The content hosted by the entry `id`, if any.
    public func hosted(by id: EntryID) -> HostedNode? {
        hosted.first { $0.entry == id }
    }
}

/// What one entry hosts besides its own screen.
public struct HostedNode: Hashable, Sendable, Codable {
    /// The hosting entry.
    public var entry: EntryID
    /// The tab bar shown by this entry, for a tab coordinator's root entry.
    public var tabs: TabsNode?
    /// Screens embedded in named slots of this entry's screen.
    public var embedded: [EmbeddedNode]
    /// The detail column of a split layout shown by this entry.
    public var detail: StackNode?

    /// Creates a hosted node.
    public init(entry: EntryID, tabs: TabsNode? = nil, embedded: [EmbeddedNode] = [], detail: StackNode? = nil) {
        self.entry = entry
        self.tabs = tabs
        self.embedded = embedded
        self.detail = detail
    }
}

/// A coordinator embedded in a named slot of another's screen.
public struct EmbeddedNode: Hashable, Sendable, Codable {
    /// The slot's name, such as `recommendations`.
    public var slot: String
    /// The embedded coordinator's stack.
    public var stack: StackNode

    /// Creates an embedded node.
    public init(slot: String, stack: StackNode) {
        self.slot = slot
        self.stack = stack
    }
}

/// A tab bar: its pages in position order, which is selected, and their badges.
public struct TabsNode: Hashable, Sendable, Codable {
    /// The tab coordinator.
    public var coordinator: CoordinatorID
    /// The index in ``pages`` of the selected page.
    public var selected: Int
    /// The pages, ordered by position.
    public var pages: [TabNode]

    /// Creates a tab bar node.
    public init(coordinator: CoordinatorID, selected: Int, pages: [TabNode]) {
        self.coordinator = coordinator
        self.selected = selected
        self.pages = pages
    }

    /// The selected page, if the selection is in range.
    public var selectedPage: TabNode? {
        pages.indices.contains(selected) ? pages[selected] : nil
    }
}

/// One coordinator in the hierarchy.
public struct CoordinatorNode: Hashable, Sendable, Codable {
    /// Its identity.
    public var id: CoordinatorID
    /// Its name: the registered or type name of the coordinator.
    public var name: String
    /// Its family.
    public var kind: CoordinatorFamily
    /// How it is placed.
    public var placement: CoordinatorPlacement
    /// Its children, in the order they were added.
    public var children: [CoordinatorNode]

    /// Creates a coordinator node.
    public init(
        id: CoordinatorID, name: String, kind: CoordinatorFamily, placement: CoordinatorPlacement,
        children: [CoordinatorNode] = []
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.placement = placement
        self.children = children
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, kind, placement, children, phase, state
    }

    /// Decodes `id`, `name`, `kind`, `placement` and `children`.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try keyed.decode(CoordinatorID.self, forKey: .id), name: try keyed.decode(String.self, forKey: .name),
            kind: try keyed.decode(CoordinatorFamily.self, forKey: .kind),
            placement: try keyed.decode(CoordinatorPlacement.self, forKey: .placement),
            children: try keyed.decode([CoordinatorNode].self, forKey: .children))
    }

    /// Encodes `id`, `name`, `kind`, `placement` and `children`; a tree view (see ``TreeView``)
    /// adds `phase` and `state`.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(id, forKey: .id)
        try keyed.encode(name, forKey: .name)
        try keyed.encode(kind, forKey: .kind)
        try keyed.encode(placement, forKey: .placement)
        try keyed.encode(children, forKey: .children)
        if let view = encoder.userInfo[CodingUserInfoKey.treeView] as? TreeView {
            try keyed.encodeIfPresent(view.coordinatorPhases[id], forKey: .phase)
            try keyed.encodeIfPresent(view.flowStates[id], forKey: .state)
        }
    }

    /// The number of coordinators in this subtree, itself included.
    public var count: Int {
        children.reduce(1) { $0 + $1.count }
    }
}
