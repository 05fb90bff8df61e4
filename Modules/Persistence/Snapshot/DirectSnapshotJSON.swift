import Foundation
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The snapshot coder's direct path: the snapshot format written and read by hand, for the
/// snapshots it can take, with exactly the general path's result.
///
/// Why (measured, `docs/performance.md`, "The snapshot coder's direct path"): through the
/// `Codable` conformances and Foundation's JSON coders, a round trip of the shop's 2.9 KB
/// snapshot took about 420 µs, a quarter of `wayfinder check`'s time (its `save-restore` rule
/// saves and reads back every new state). The cost is the coders' generic containers, not the
/// JSON.
///
/// The general path (the types' `Codable` conformances through `JSONEncoder` and `JSONDecoder`)
/// stays the definition of the format. The direct path takes a snapshot of one window whose
/// routes are ``DefaultRoute``s, with any style and parameters and bags of any kind but
/// infinite and not-a-number values (since 2026-11-30: before, it left fractional numbers and
/// custom transitions to the general path, half of the coder's time in `wayfinder check`);
/// it reads only what it writes, in any key order. For anything else it answers `nil` and the
/// coder takes the general path, which also gives every error. `DirectSnapshotJSONTests`
/// compare both paths byte for byte and value for value on random snapshots.
enum DirectSnapshotJSON {
    // MARK: - Writing

    /// The bytes `JSONEncoder` writes for `snapshot`, or `nil` when the direct path does not
    /// take it.
    static func encode(_ snapshot: NavigationSnapshot) -> Data? {
        guard snapshot.tree.windows == nil else { return nil }
        var writer = DirectJSONWriter()
        writer.open(.object)
        writer.field("appID", snapshot.appID)
        writer.field("savedAt", integer: snapshot.savedAtMilliseconds)
        writer.field("sceneID", snapshot.sceneID)
        writer.field("schemaVersion", integer: snapshot.schemaVersion)
        if !snapshot.states.isEmpty {
            writer.key("states")
            guard write(snapshot.states, to: &writer) else { return nil }
        }
        writer.key("tree")
        writer.open(.object)
        if let coordinators = snapshot.tree.coordinators {
            writer.key("coordinators")
            _ = write(coordinators, to: &writer)
        }
        if let root = snapshot.tree.root {
            writer.key("root")
            guard write(root, to: &writer) else { return nil }
        }
        writer.close(.object)
        writer.close(.object)
        return Data(writer.bytes)
    }

    /// Writes a coordinator and its children; it always can.
    private static func write(_ node: CoordinatorNode, to writer: inout DirectJSONWriter) -> Bool {
        writer.open(.object)
        _ = writer.array("children", node.children, write)
        writer.field("id", integer: node.id.rawValue)
        writer.field("kind", node.kind.name)
        writer.field("name", node.name)
        writer.field("placement", node.placement.rawValue)
        writer.close(.object)
        return true
    }

    private static func write(_ stack: StackNode, to writer: inout DirectJSONWriter) -> Bool {
        writer.open(.object)
        writer.key("container")
        writer.open(.object)
        writer.field("owner", integer: stack.container.owner.rawValue)
        writer.field("role", stack.container.role.rawValue)
        writer.close(.object)
        guard writer.array("entries", stack.entries, write), writer.array("hosted", stack.hosted, write) else {
            return false
        }
        writer.close(.object)
        return true
    }

    private static func write(_ entry: Entry<AnyRoute>, to writer: inout DirectJSONWriter) -> Bool {
        guard let route = entry.route.base(as: DefaultRoute.self) else { return false }
        writer.open(.object)
        writer.key("attributes")
        let attributes = object(entry.attributes, to: &writer) { text, writer in
            writer.string(text)
            return true
        }
        guard attributes else { return false }
        writer.key("id")
        write(entry.id, to: &writer)
        writer.key("route")
        writer.open(.object)
        writer.field("type", entry.route.registeredTypeName)
        writer.key("value")
        writer.open(.object)
        writer.field("name", route.name)
        if !route.parameters.isEmpty {
            writer.key("parameters")
            guard object(route.parameters, to: &writer, value: write) else { return false }
        }
        writer.key("style")
        guard write(route.presentationStyle, to: &writer) else { return false }
        writer.close(.object)
        writer.close(.object)
        if let scope = entry.scope { writer.field("scope", scope.rawValue) }
        writer.key("style")
        guard write(entry.style, to: &writer) else { return false }
        writer.key("withNavigation")
        writer.bool(entry.withNavigation)
        writer.close(.object)
        return true
    }

    private static func write(_ hosted: HostedNode, to writer: inout DirectJSONWriter) -> Bool {
        writer.open(.object)
        if let detail = hosted.detail {
            writer.key("detail")
            guard write(detail, to: &writer) else { return false }
        }
        let embedded = writer.array("embedded", hosted.embedded) { embedded, writer in
            writer.open(.object)
            writer.field("slot", embedded.slot)
            writer.key("stack")
            guard write(embedded.stack, to: &writer) else { return false }
            writer.close(.object)
            return true
        }
        guard embedded else { return false }
        writer.key("entry")
        write(hosted.entry, to: &writer)
        if let tabs = hosted.tabs {
            writer.key("tabs")
            writer.open(.object)
            writer.field("coordinator", integer: tabs.coordinator.rawValue)
            guard writer.array("pages", tabs.pages, write) else { return false }
            writer.field("selected", integer: tabs.selected)
            writer.close(.object)
        }
        writer.close(.object)
        return true
    }

    private static func write(_ page: TabNode, to writer: inout DirectJSONWriter) -> Bool {
        writer.open(.object)
        if let badge = page.badge { writer.field("badge", badge) }
        if let icon = page.icon { writer.field("icon", icon) }
        writer.field("name", page.name)
        writer.field("position", integer: page.position)
        writer.key("stack")
        guard write(page.stack, to: &writer) else { return false }
        writer.field("title", page.title)
        writer.close(.object)
        return true
    }

    private static func write(_ id: EntryID, to writer: inout DirectJSONWriter) {
        writer.open(.object)
        writer.field("generation", integer: id.generation)
        writer.field("serial", integer: id.serial)
        writer.close(.object)
    }

    /// Writes the bags as `SavedStates` does: `entries` and `flows`, each left out when empty,
    /// each a list of `{"entry"|"flow": id, "state": bag}` in id order.
    private static func write(_ states: SavedStates, to writer: inout DirectJSONWriter) -> Bool {
        writer.open(.object)
        let written =
            bags("entries", states.entries, to: &writer) { id, writer in
                writer.key("entry")
                write(id, to: &writer)
            }
            && bags("flows", states.flows, to: &writer) { id, writer in writer.field("flow", integer: id.rawValue) }
        writer.close(.object)
        return written
    }

    /// Writes one kind of bags, unless there is none: `"key":[{owner, "state": bag}, ...]` in
    /// the owners' order.
    private static func bags<Owner: Comparable>(
        _ key: StaticString, _ bags: [Owner: StateBag], to writer: inout DirectJSONWriter,
        owner: (Owner, inout DirectJSONWriter) -> Void
    ) -> Bool {
        guard !bags.isEmpty else { return true }
        return writer.array(key, bags.sorted(by: { $0.key < $1.key })) { item, writer in
            writer.open(.object)
            owner(item.key, &writer)
            writer.key("state")
            guard object(item.value.values, to: &writer, value: write) else { return false }
            writer.close(.object)
            return true
        }
    }

    /// Writes a dictionary with text keys as an object, keys in `JSONEncoder`'s order (their
    /// UTF-8 bytes); `false` when a key is not ASCII (whose order the direct path leaves to
    /// `JSONEncoder`) or `value` declines one.
    private static func object<Value>(
        _ members: [String: Value], to writer: inout DirectJSONWriter,
        value: (Value, inout DirectJSONWriter) -> Bool
    ) -> Bool {
        guard members.keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return false }
        writer.open(.object)
        for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            writer.key(key)
            guard let member = members[key], value(member, &writer) else { return false }
        }
        writer.close(.object)
        return true
    }

    /// Writes a parameter; `false` for infinity and NaN (which `JSONEncoder` refuses).
    private static func write(_ value: ParameterValue, to writer: inout DirectJSONWriter) -> Bool {
        switch value {
        case .string(let text): writer.string(text)
        case .int(let whole): writer.integer(whole)
        case .bool(let flag): writer.bool(flag)
        case .double(let number): return writer.number(number)
        }
        return true
    }

    /// Writes a bag's value as the parameter of the same kind (both encode the bare scalar).
    private static func write(_ value: StateValue, to writer: inout DirectJSONWriter) -> Bool {
        let parameter: ParameterValue =
            switch value {
            case .string(let text): .string(text)
            case .int(let whole): .int(whole)
            case .double(let number): .double(number)
            case .bool(let flag): .bool(flag)
            }
        return write(parameter, to: &writer)
    }

    /// Writes a style as `PresentationStyle`'s conformance does: its keyword,
    /// `{"detents":[...]}` in the detents' order, or
    /// `{"custom":{"animation":...,"fullScreen":...,"transition":...}}`; `false` for a number
    /// `JSONEncoder` refuses.
    private static func write(_ style: PresentationStyle, to writer: inout DirectJSONWriter) -> Bool {
        switch style {
        case .push, .sheet, .fullScreenCover:
            writer.string(style.keyword)
        case .detents(let detents):
            writer.open(.object)
            guard writer.array("detents", detents.sorted(), write) else { return false }
            writer.close(.object)
        case .custom(let transition, let animation, let fullScreen):
            writer.open(.object)
            writer.key("custom")
            writer.open(.object)
            if let animation {
                writer.key("animation")
                guard write(animation, to: &writer) else { return false }
            }
            writer.key("fullScreen")
            writer.bool(fullScreen)
            writer.key("transition")
            guard write(transition, to: &writer) else { return false }
            writer.close(.object)
            writer.close(.object)
        }
        return true
    }

    /// Writes a detent: its keyword, `{"height":h}` or `{"fraction":f}`.
    private static func write(_ detent: Detent, to writer: inout DirectJSONWriter) -> Bool {
        let (key, value): (StaticString, Double)
        switch detent {
        case .medium, .large:
            writer.string(detent.keyword)
            return true
        case .height(let height): (key, value) = ("height", height)
        case .fraction(let fraction): (key, value) = ("fraction", fraction)
        }
        writer.open(.object)
        writer.key(key)
        guard writer.number(value) else { return false }
        writer.close(.object)
        return true
    }

    /// Writes a custom transition's or animation's effect: `{"name":...,"parameters":{...}}`
    /// (the parameters written even when there are none, as `JSONEncoder` writes them).
    private static func write(_ effect: NamedEffect, to writer: inout DirectJSONWriter) -> Bool {
        writer.open(.object)
        writer.field("name", effect.name)
        writer.key("parameters")
        guard object(effect.parameters, to: &writer, value: write) else { return false }
        writer.close(.object)
        return true
    }
}
