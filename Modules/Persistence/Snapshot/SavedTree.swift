import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// Decodes NavigationTree's Codable form, lenient about routes only: a stack keeps its entries up
// to the first one whose route cannot be read back; that entry, every entry above it, and the
// content hosted by any of them are reported instead. Everything else is decoded strictly.
// One pass over the document, the same work as the synthesized decoders.

/// A ``NavigationTree`` read leniently, with what was left out.
struct SavedTree: Decodable {
    var tree: NavigationTree
    var unreadable: [DroppedEntry]

    private enum CodingKeys: String, CodingKey {
        case root, coordinators
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let root = try container.decodeIfPresent(SavedStack.self, forKey: .root)
        tree = NavigationTree(
            root: root?.node,
            coordinators: try container.decodeIfPresent(CoordinatorNode.self, forKey: .coordinators)
        )
        unreadable = root?.unreadable ?? []
    }
}

extension CodingUserInfoKey {
    /// Set to `true`, snapshots and tree changes keep an entry whose route cannot be read in
    /// its place, as a placeholder listed in their `unreadable` entries, instead of leaving it
    /// out with every entry above it: the store applies tree changes to such a snapshot first
    /// and leaves the entries out afterwards (``UnreadableEntries``).
    static let keepsUnreadableEntries: CodingUserInfoKey = {
        // `init?(rawValue:)` is failable only to satisfy RawRepresentable; it accepts every string.
        guard let key = CodingUserInfoKey(rawValue: "wayfinder.keepsUnreadableEntries") else {
            preconditionFailure("CodingUserInfoKey refused a constant key")
        }
        return key
    }()
}

/// A ``StackNode`` read leniently.
struct SavedStack: Decodable {
    var node: StackNode
    /// What this stack and everything it hosts left out.
    var unreadable: [DroppedEntry]

    private enum CodingKeys: String, CodingKey {
        case container, entries, hosted
    }

    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        let container = try keyed.decode(ContainerID.self, forKey: .container)
        var list = try keyed.nestedUnkeyedContainer(forKey: .entries)
        var entries: [Entry<AnyRoute>] = []
        entries.reserveCapacity(list.count ?? 0)
        var unreadable: [DroppedEntry] = []
        let keepsPlaceholders = decoder.userInfo[.keepsUnreadableEntries] as? Bool == true
        while !list.isAtEnd {
            let saved = try list.decode(SavedEntry.self)
            if keepsPlaceholders {
                entries.append(saved.entry ?? saved.placeholder)
                if saved.entry == nil { unreadable.append(saved.dropped(in: container)) }
            } else if let first = unreadable.first {
                unreadable.append(
                    DroppedEntry(
                        container: container, entry: saved.id, route: saved.route,
                        reason: .aboveDroppedEntry(first.entry)))
            } else if let entry = saved.entry {
                entries.append(entry)
            } else {
                unreadable.append(
                    DroppedEntry(
                        container: container, entry: saved.id, route: saved.route,
                        reason: .unreadableRoute(saved.problem)))
            }
        }
        var hosted: [HostedNode] = []
        var hostedLosses: [DroppedEntry] = []
        let kept = unreadable.isEmpty || keepsPlaceholders ? nil : Set(entries.map(\.id))
        for item in try keyed.decode([SavedHosted].self, forKey: .hosted) {
            if kept?.contains(item.node.entry) ?? true {
                hosted.append(item.node)
                hostedLosses += item.unreadable
            } else {
                hostedLosses += item.lostWithHost()
            }
        }
        node = StackNode(container: container, entries: entries, hosted: hosted)
        self.unreadable = unreadable + hostedLosses
    }
}

/// An ``Entry`` whose route may not be readable.
struct SavedEntry: Decodable {
    let id: EntryID
    /// The entry, or `nil` when its route could not be read.
    let entry: Entry<AnyRoute>?
    /// The registered type name of the route.
    private let typeName: String
    /// Why the route could not be read; empty when it could.
    let problem: String
    /// The entry with a stand-in route, to keep the place of one whose route could not be read.
    let placeholder: Entry<AnyRoute>

    /// The entry as left out because its route could not be read.
    func dropped(in container: ContainerID) -> DroppedEntry {
        DroppedEntry(container: container, entry: id, route: route, reason: .unreadableRoute(problem))
    }

    /// The route as text, or its registered type name when it could not be read.
    ///
    /// Built only for the entries left out: describing a route reflects on its value, which
    /// would otherwise cost more than decoding the entry.
    var route: String {
        entry?.route.description ?? typeName
    }

    private enum CodingKeys: String, CodingKey {
        case id, route, style, withNavigation, scope, attributes
    }

    private enum RouteKeys: String, CodingKey {
        case type
    }

    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        id = try keyed.decode(EntryID.self, forKey: .id)
        let style = try keyed.decode(PresentationStyle.self, forKey: .style)
        let withNavigation = try keyed.decode(Bool.self, forKey: .withNavigation)
        let scope = try keyed.decodeIfPresent(ScopeID.self, forKey: .scope)
        let attributes = try keyed.decode([String: String].self, forKey: .attributes)
        do {
            let route = try keyed.decode(AnyRoute.self, forKey: .route)
            let entry = Entry(
                id: id, route: route, style: style, withNavigation: withNavigation, scope: scope, attributes: attributes
            )
            self.entry = entry
            placeholder = entry
            typeName = route.registeredTypeName
            problem = ""
        } catch {
            // A route without even a type name is a damaged document, not an unreadable route.
            let type = try keyed.nestedContainer(keyedBy: RouteKeys.self, forKey: .route).decode(
                String.self, forKey: .type)
            entry = nil
            placeholder = Entry(
                id: id, route: AnyRoute(DefaultRoute(type)), style: style, withNavigation: withNavigation, scope: scope,
                attributes: attributes)
            typeName = type
            problem = SnapshotFormatError.describe(error)
        }
    }
}

/// A ``HostedNode`` read leniently.
private struct SavedHosted: Decodable {
    var node: HostedNode
    var unreadable: [DroppedEntry]

    private enum CodingKeys: String, CodingKey {
        case entry, tabs, embedded, detail
    }

    private enum TabsKeys: String, CodingKey {
        case coordinator, selected, pages
    }

    private enum PageKeys: String, CodingKey {
        case name, position, title, icon, badge, stack
    }

    private enum EmbeddedKeys: String, CodingKey {
        case slot, stack
    }

    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        var unreadable: [DroppedEntry] = []
        var tabs: TabsNode?
        if keyed.contains(.tabs), try !keyed.decodeNil(forKey: .tabs) {
            let bar = try keyed.nestedContainer(keyedBy: TabsKeys.self, forKey: .tabs)
            var list = try bar.nestedUnkeyedContainer(forKey: .pages)
            var pages: [TabNode] = []
            while !list.isAtEnd {
                let page = try list.nestedContainer(keyedBy: PageKeys.self)
                let stack = try page.decode(SavedStack.self, forKey: .stack)
                unreadable += stack.unreadable
                pages.append(
                    TabNode(
                        name: try page.decode(String.self, forKey: .name),
                        position: try page.decode(Int.self, forKey: .position),
                        title: try page.decode(String.self, forKey: .title),
                        icon: try page.decodeIfPresent(String.self, forKey: .icon),
                        badge: try page.decodeIfPresent(String.self, forKey: .badge),
                        stack: stack.node
                    ))
            }
            tabs = TabsNode(
                coordinator: try bar.decode(CoordinatorID.self, forKey: .coordinator),
                selected: try bar.decode(Int.self, forKey: .selected),
                pages: pages
            )
        }
        var embedded: [EmbeddedNode] = []
        var list = try keyed.nestedUnkeyedContainer(forKey: .embedded)
        while !list.isAtEnd {
            let item = try list.nestedContainer(keyedBy: EmbeddedKeys.self)
            let stack = try item.decode(SavedStack.self, forKey: .stack)
            unreadable += stack.unreadable
            embedded.append(EmbeddedNode(slot: try item.decode(String.self, forKey: .slot), stack: stack.node))
        }
        let detail = try keyed.decodeIfPresent(SavedStack.self, forKey: .detail)
        unreadable += detail?.unreadable ?? []
        node = HostedNode(
            entry: try keyed.decode(EntryID.self, forKey: .entry), tabs: tabs, embedded: embedded, detail: detail?.node)
        self.unreadable = unreadable
    }

    /// Every entry of this hosted content, as left out because its host entry was.
    func lostWithHost() -> [DroppedEntry] {
        let stacks = node.stacks.flatMap(\.subtree)
        let readable = stacks.flatMap { stack in
            stack.entries.map {
                DroppedEntry(
                    container: stack.container, entry: $0.id, route: $0.route.description,
                    reason: .hostDropped(node.entry))
            }
        }
        let unreadable = self.unreadable.map {
            DroppedEntry(container: $0.container, entry: $0.entry, route: $0.route, reason: .hostDropped(node.entry))
        }
        return readable + unreadable
    }
}
