import WayfinderRouting
import WayfinderStacks

/// One tab page.
///
/// Its fields live in one shared box: a bar's page list is copied whenever one page's stack
/// changes (the last published tree holds the list too), and copying a page then copies one
/// reference instead of its strings and stack.
public struct TabNode: Hashable, Sendable, Codable, CustomReflectable {
    /// The page's stable name, such as `cart`.
    public var name: String {
        get { storage.fields.label.fields.name }
        set { relabel(\.name, newValue) }
    }
    /// Its position in the tab bar.
    public var position: Int {
        get { storage.fields.label.fields.position }
        set { relabel(\.position, newValue) }
    }
    /// Its title.
    public var title: String {
        get { storage.fields.label.fields.title }
        set { relabel(\.title, newValue) }
    }
    /// Its icon's name, if any.
    public var icon: String? {
        get { storage.fields.label.fields.icon }
        set { relabel(\.icon, newValue) }
    }
    /// Its badge, if any.
    public var badge: String? {
        get { storage.fields.label.fields.badge }
        set { relabel(\.badge, newValue) }
    }
    /// The page coordinator's stack.
    public var stack: StackNode {
        get { storage.fields.stack }
        set { modify { $0.stack = newValue } }
    }

    private var storage: Storage

    /// Creates a tab node.
    public init(name: String, position: Int, title: String, icon: String? = nil, badge: String? = nil, stack: StackNode)
    {
        storage = Storage(
            Fields(
                label: Label(Label.Fields(name: name, position: position, title: title, icon: icon, badge: badge)),
                stack: stack))
    }

    /// The container of the page's stack, read without copying the stack.
    var stackContainer: ContainerID { storage.fields.stack.container }

    /// This page with its stack's entries replaced (a commit in the page's stack), made in one
    /// step rather than through the stack's getter and setter.
    func replacingStackEntries(with entries: EntryList<AnyRoute>) -> TabNode {
        let stack = storage.fields.stack
        return replacingStack(with: StackNode(container: stack.container, entries: entries, hosted: stack.hosted))
    }

    /// This page with its whole stack replaced.
    func replacingStack(with stack: StackNode) -> TabNode {
        TabNode(storage: Storage(Fields(label: storage.fields.label, stack: stack)))
    }

    /// Whether both are the same page value: they share their fields' storage.
    func isIdentical(to other: TabNode) -> Bool {
        storage === other.storage
    }

    /// Makes this page `page` with its stack's entries replaced, written into this page's
    /// storage when no other page value shares it (a page of the spare node the tree builder
    /// keeps) and into new storage otherwise.
    mutating func become(_ page: TabNode, withStackEntries entries: EntryList<AnyRoute>) {
        guard isKnownUniquelyReferenced(&storage) else {
            self = page.replacingStackEntries(with: entries)
            return
        }
        // Field by field: a copy of the other page's fields would retain and release each.
        let source = page.storage
        if storage.fields.label !== source.fields.label { storage.fields.label = source.fields.label }
        storage.fields.stack.container = source.fields.stack.container
        storage.fields.stack.entries = entries
        if !storage.fields.stack.hosted.isEmpty || !source.fields.stack.hosted.isEmpty {
            storage.fields.stack.hosted = source.fields.stack.hosted
        }
    }

    /// Empties the page's stack in place, so that a spare node keeps no entry alive.
    ///
    /// - Returns: `false`, changing nothing, when another page value shares the storage.
    mutating func emptyStackInPlace() -> Bool {
        guard isKnownUniquelyReferenced(&storage) else { return false }
        storage.fields.stack.entries = EntryList()
        storage.fields.stack.hosted = []
        return true
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Gives the page a label with one field changed.
    private mutating func relabel<Value>(_ field: WritableKeyPath<Label.Fields, Value>, _ value: Value) {
        modify { $0.label = $0.label.with(field, value) }
    }

    /// Changes the fields, in place when no other page value shares them.
    private mutating func modify(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.fields)
        }
        change(&storage.fields)
    }

    /// Whether both pages hold equal fields.
    public static func == (lhs: TabNode, rhs: TabNode) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    private enum CodingKeys: String, CodingKey {
        case name, position, title, icon, badge, stack
    }

    /// Decodes `name`, `position`, `title`, `icon` and `badge` (each optional) and `stack`.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try keyed.decode(String.self, forKey: .name),
            position: try keyed.decode(Int.self, forKey: .position),
            title: try keyed.decode(String.self, forKey: .title),
            icon: try keyed.decodeIfPresent(String.self, forKey: .icon),
            badge: try keyed.decodeIfPresent(String.self, forKey: .badge),
            stack: try keyed.decode(StackNode.self, forKey: .stack))
    }

    /// Encodes every field; `icon` and `badge` are left out when `nil`.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(name, forKey: .name)
        try keyed.encode(position, forKey: .position)
        try keyed.encode(title, forKey: .title)
        try keyed.encodeIfPresent(icon, forKey: .icon)
        try keyed.encodeIfPresent(badge, forKey: .badge)
        try keyed.encode(stack, forKey: .stack)
    }

    /// The fields, as `dump` and test failures show a page.
    public var customMirror: Mirror {
        let label = storage.fields.label.fields
        return Mirror(
            self,
            children: [
                ("name", label.name as Any), ("position", label.position), ("title", label.title),
                ("icon", label.icon as Any), ("badge", label.badge as Any), ("stack", storage.fields.stack),
            ],
            displayStyle: .struct)
    }

    /// `@unchecked Sendable`: the fields change only while one page value holds the storage
    /// (see `modify`), when no other thread can see it. Reads skip the dynamic exclusivity
    /// check for the same reason.
    // Unchecked: fields change only while one value holds the storage; saves a lock and the exclusivity check per read.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// The fields as one value, whose synthesised conformances compare and hash them all.
    private struct Fields: Hashable {
        var label: Label
        var stack: StackNode
    }

    /// What a page shows in the bar, shared by every version of the page: a commit in the
    /// page's stack makes a new page with the same label.
    private final class Label: Hashable, Sendable {
        struct Fields: Hashable {
            var name: String
            var position: Int
            var title: String
            var icon: String?
            var badge: String?
        }

        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }

        /// This label with one field changed.
        func with<Value>(_ field: WritableKeyPath<Fields, Value>, _ value: Value) -> Label {
            var fields = fields
            fields[keyPath: field] = value
            return Label(fields)
        }

        static func == (lhs: Label, rhs: Label) -> Bool {
            lhs === rhs || lhs.fields == rhs.fields
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fields)
        }
    }
}
