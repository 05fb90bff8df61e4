import Foundation
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// MARK: - Reading

extension DirectSnapshotJSON {
    /// The snapshot `JSONDecoder` reads from `data` through the snapshot's `Codable`
    /// conformance, or `nil` when the direct path does not take the document: another schema
    /// version, a key it does not write, a `null`, a route of a type other than
    /// ``DefaultRoute``, a style or value it does not write. Every route it takes is readable,
    /// so the snapshot has no unreadable entries.
    static func decode(_ data: Data, registry: RouteRegistry) -> NavigationSnapshot? {
        guard namesOnlyDefaultRoutes(data), let document = DirectJSON.parse(data),
            let top = document.members(allowed: Keys.snapshot),
            top["schemaVersion"]?.integer(Int.self) == NavigationSnapshot.currentSchemaVersion,
            let appID = top["appID"]?.text, let sceneID = top["sceneID"]?.text,
            let savedAt = top["savedAt"]?.integer(Int64.self),
            let tree = top["tree"]?.members(allowed: Keys.tree)
        else { return nil }
        let reader = Reader(isDefaultRoute: { name in
            guard let type = try? registry.type(named: name) else { return false }
            return ObjectIdentifier(type) == ObjectIdentifier(DefaultRoute.self)
        })
        guard let root = optional(tree["root"], reader.stack),
            let coordinators = optional(tree["coordinators"], reader.coordinator),
            let states = optional(top["states"], reader.states)
        else { return nil }
        var snapshot = NavigationSnapshot(
            schemaVersion: NavigationSnapshot.currentSchemaVersion, appID: appID, sceneID: sceneID,
            savedAtMilliseconds: savedAt, tree: NavigationTree(root: root, coordinators: coordinators), unreadable: [])
        snapshot.states = states ?? SavedStates()
        return snapshot
    }

    /// An optional member read by `read`: `.some(nil)` when it is absent, `nil` when it is there
    /// but `read` declines it (so that `guard let` gives the member's value or `nil`).
    private static func optional<Value>(_ value: DirectJSON?, _ read: (DirectJSON) -> Value?) -> Value?? {
        guard let value else { return .some(nil) }
        return read(value).map { .some($0) }
    }

    /// The keys of each object of the format, as the general path writes them.
    private enum Keys {
        static let snapshot = ["appID", "savedAt", "sceneID", "schemaVersion", "states", "tree"]
        static let tree = ["coordinators", "root"]
        static let coordinator = ["children", "id", "kind", "name", "placement"]
        static let stack = ["container", "entries", "hosted"]
        static let container = ["owner", "role"]
        static let entry = ["attributes", "id", "route", "scope", "style", "withNavigation"]
        static let route = ["type", "value"]
        static let routeValue = ["name", "parameters", "style"]
        static let hosted = ["detail", "embedded", "entry", "tabs"]
        static let embedded = ["slot", "stack"]
        static let tabs = ["coordinator", "pages", "selected"]
        static let page = ["badge", "icon", "name", "position", "stack", "title"]
        static let states = ["entries", "flows"]
        /// A bag of an entry or a flow: its owner's key first.
        static let entryBag = ["entry", "state"]
        static let flowBag = ["flow", "state"]
        static let entryID = ["generation", "serial"]
        static let detents = ["detents"]
        static let custom = ["custom"]
        static let customStyle = ["animation", "fullScreen", "transition"]
        static let effect = ["name", "parameters"]
        static let detent = ["fraction", "height"]
    }

    /// Whether every `"type":"` in `data` is followed by ``DefaultRoute``'s registered name: a
    /// scan, so that a snapshot of typed routes (which the direct path leaves to the general
    /// one) is not parsed twice. It only decides whether to try; the reader checks each route.
    private static func namesOnlyDefaultRoutes(_ data: Data) -> Bool {
        let marker = Array(#""type":""#.utf8)
        let name = Array((DefaultRoute.registeredName + "\"").utf8)
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            while index + marker.count <= bytes.count {
                if bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) {
                    let start = index + marker.count
                    guard start + name.count <= bytes.count, bytes[start..<start + name.count].elementsEqual(name)
                    else { return false }
                    index = start + name.count
                } else {
                    index += 1
                }
            }
            return true
        }
    }

    /// Builds the tree's values from parsed JSON, each `nil` when the value is not one the
    /// direct path writes.
    private struct Reader {
        /// Whether a registered route type name is ``DefaultRoute``'s in the coder's registry.
        let isDefaultRoute: (String) -> Bool

        func coordinator(_ value: DirectJSON) -> CoordinatorNode? {
            guard let members = value.members(allowed: Keys.coordinator),
                let id = members["id"]?.integer(UInt64.self), let name = members["name"]?.text,
                let kind = members["kind"]?.text,
                let placement = members["placement"]?.text.flatMap(CoordinatorPlacement.init(rawValue:)),
                let children = members["children"]?.items(coordinator)
            else { return nil }
            return CoordinatorNode(
                id: CoordinatorID(id), name: name, kind: CoordinatorFamily(kind), placement: placement,
                children: children)
        }

        func stack(_ value: DirectJSON) -> StackNode? {
            guard let members = value.members(allowed: Keys.stack),
                let container = members["container"]?.members(allowed: Keys.container),
                let owner = container["owner"]?.integer(UInt64.self),
                let role = container["role"]?.text.flatMap(ContainerRole.init(rawValue:)),
                let entries = members["entries"]?.items(entry), let hosted = members["hosted"]?.items(self.hosted)
            else { return nil }
            return StackNode(
                container: ContainerID(owner: CoordinatorID(owner), role: role), entries: entries,
                hosted: hosted)
        }

        func entry(_ value: DirectJSON) -> Entry<AnyRoute>? {
            guard let members = value.members(allowed: Keys.entry),
                let id = members["id"].flatMap(entryID), let style = members["style"].flatMap(self.style),
                let withNavigation = members["withNavigation"]?.flag,
                let attributes = members["attributes"].flatMap({ object($0, value: \.text) }),
                let route = members["route"]?.members(allowed: Keys.route),
                let type = route["type"]?.text, isDefaultRoute(type),
                let routeValue = route["value"].flatMap(defaultRoute),
                let scope = DirectSnapshotJSON.optional(members["scope"], \.text)
            else { return nil }
            return Entry(
                id: id, route: AnyRoute(routeValue), style: style, withNavigation: withNavigation,
                scope: scope.map { ScopeID($0) }, attributes: attributes)
        }

        /// A ``DefaultRoute`` as its `Codable` conformance reads one: a name that is not empty,
        /// parameters and a style each optional.
        func defaultRoute(_ value: DirectJSON) -> DefaultRoute? {
            guard let members = value.members(allowed: Keys.routeValue),
                let name = members["name"]?.text, !name.isEmpty,
                let parameters = DirectSnapshotJSON.optional(members["parameters"], { object($0, value: parameter) }),
                let presentationStyle = DirectSnapshotJSON.optional(members["style"], style)
            else { return nil }
            return DefaultRoute(name, parameters: parameters ?? [:], presentationStyle: presentationStyle ?? .push)
        }

        func hosted(_ value: DirectJSON) -> HostedNode? {
            guard let members = value.members(allowed: Keys.hosted),
                let entry = members["entry"].flatMap(entryID), let embedded = members["embedded"]?.items(embedded),
                let detail = DirectSnapshotJSON.optional(members["detail"], stack),
                let tabs = DirectSnapshotJSON.optional(members["tabs"], tabs)
            else { return nil }
            return HostedNode(entry: entry, tabs: tabs, embedded: embedded, detail: detail)
        }

        func embedded(_ value: DirectJSON) -> EmbeddedNode? {
            guard let members = value.members(allowed: Keys.embedded), let slot = members["slot"]?.text,
                let stack = members["stack"].flatMap(stack)
            else { return nil }
            return EmbeddedNode(slot: slot, stack: stack)
        }

        func tabs(_ value: DirectJSON) -> TabsNode? {
            guard let members = value.members(allowed: Keys.tabs),
                let coordinator = members["coordinator"]?.integer(UInt64.self),
                let selected = members["selected"]?.integer(Int.self), let pages = members["pages"]?.items(page)
            else { return nil }
            return TabsNode(coordinator: CoordinatorID(coordinator), selected: selected, pages: pages)
        }

        func page(_ value: DirectJSON) -> TabNode? {
            guard let members = value.members(allowed: Keys.page),
                let name = members["name"]?.text, let position = members["position"]?.integer(Int.self),
                let title = members["title"]?.text, let stack = members["stack"].flatMap(stack),
                let icon = DirectSnapshotJSON.optional(members["icon"], \.text),
                let badge = DirectSnapshotJSON.optional(members["badge"], \.text)
            else { return nil }
            return TabNode(name: name, position: position, title: title, icon: icon, badge: badge, stack: stack)
        }

        func states(_ value: DirectJSON) -> SavedStates? {
            guard let members = value.members(allowed: Keys.states),
                let entries = bags(members["entries"], keys: Keys.entryBag, owner: entryID),
                let flows = bags(
                    members["flows"], keys: Keys.flowBag, owner: { $0.integer(UInt64.self).map(CoordinatorID.init) })
            else { return nil }
            return SavedStates(entries: entries, flows: flows)
        }

        /// One kind of bags (none when `value` is `nil`), the last of an owner's kept as
        /// `SavedStates` keeps it.
        private func bags<Owner: Hashable>(
            _ value: DirectJSON?, keys: [String], owner read: (DirectJSON) -> Owner?
        ) -> [Owner: StateBag]? {
            guard let value else { return [:] }
            let bags = value.items { item -> (Owner, StateBag)? in
                guard let members = item.members(allowed: keys), let owner = members[keys[0]].flatMap(read),
                    let bag = members["state"].flatMap(bag)
                else { return nil }
                return (owner, bag)
            }
            return bags.map { Dictionary($0, uniquingKeysWith: { _, last in last }) }
        }

        /// A parameter as `ParameterValue`'s conformance reads one: true or false, else a whole
        /// number, else a number, else text.
        func parameter(_ item: DirectJSON) -> ParameterValue? {
            switch item {
            case .string(let text): .string(text)
            case .bool(let flag): .bool(flag)
            case .fraction(let number): .double(number)
            default: item.integer(Int.self).map(ParameterValue.int)
            }
        }

        /// A bag as `StateValue`'s conformance reads its values: in the same order as a
        /// parameter's (true or false, else a whole number, else a number, else text).
        func bag(_ value: DirectJSON) -> StateBag? {
            object(value) { parameter($0).map(StateValue.init) }.map(StateBag.init)
        }

        func entryID(_ value: DirectJSON) -> EntryID? {
            guard let members = value.members(allowed: Keys.entryID),
                let generation = members["generation"]?.integer(UInt32.self),
                let serial = members["serial"]?.integer(UInt64.self)
            else { return nil }
            return EntryID(generation: generation, serial: serial)
        }

        /// A style as the direct path writes one: a keyword, `{"detents": [...]}` or
        /// `{"custom": {...}}` (an object with both keys is left to `JSONDecoder`).
        func style(_ value: DirectJSON) -> PresentationStyle? {
            if let word = value.text { return PresentationStyle(keyword: word) }
            if let detents = value.members(allowed: Keys.detents)?["detents"] {
                return detents.items(detent).map { .detents(Set($0)) }
            }
            guard let custom = value.members(allowed: Keys.custom)?["custom"]?.members(allowed: Keys.customStyle),
                let transition = custom["transition"].flatMap(effect),
                let animation = DirectSnapshotJSON.optional(custom["animation"], effect),
                let fullScreen = DirectSnapshotJSON.optional(custom["fullScreen"], \.flag)
            else { return nil }
            return .custom(transition: transition, animation: animation, fullScreen: fullScreen ?? false)
        }

        /// A detent as `Detent`'s conformance reads one: a keyword, else `{"height": h}`, else
        /// `{"fraction": f}` (an object with both is left to `JSONDecoder`).
        func detent(_ value: DirectJSON) -> Detent? {
            if let word = value.text { return Detent(keyword: word) }
            guard let members = value.members(allowed: Keys.detent), members.pairs.count == 1 else { return nil }
            if let height = members["height"] { return height.double.map(Detent.height) }
            return members["fraction"]?.double.map(Detent.fraction)
        }

        /// A custom transition's or animation's effect: a name, parameters optional.
        func effect(_ value: DirectJSON) -> NamedEffect? {
            guard let members = value.members(allowed: Keys.effect), let name = members["name"]?.text,
                let parameters = DirectSnapshotJSON.optional(members["parameters"], { object($0, value: parameter) })
            else { return nil }
            return NamedEffect(name, parameters ?? [:])
        }

        /// An object's members read by `read`, or `nil` when it is no object or `read` declines one.
        func object<Value>(_ value: DirectJSON, value read: (DirectJSON) -> Value?) -> [String: Value]? {
            guard case .object(let pairs) = value else { return nil }
            var members: [String: Value] = [:]
            members.reserveCapacity(pairs.count)
            for (key, item) in pairs {
                guard let read = read(item) else { return nil }
                members[key] = read
            }
            return members
        }
    }
}
