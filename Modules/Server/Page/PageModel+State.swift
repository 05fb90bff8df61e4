import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension PageModel {
    /// A declared state field of a screen or of its flow, drawn as an input: a choice for
    /// `oneOf` and `bool`, text otherwise. Editing it sends `set NAME VALUE`, which the
    /// declaration types and the screen may refuse.
    struct Field: Encodable {
        let name: String
        /// The declared type as the manifest writes it: `string`, `int`, `oneOf(all|inStock)`.
        let type: String
        /// The values to choose from; empty for free text.
        let options: [String]
        /// The value written, else the default; empty when there is neither.
        let value: String
        /// The flow's name for a flow's field.
        let flow: String?
    }

    /// One entry of the tree in the page's outline of every screen: its lifecycle phase and
    /// its saved state, indented under the entry that hosts its stack.
    struct Row: Encodable {
        let entry: String
        let title: String
        let phase: String
        /// `name: value` for each field of the entry's saved state, by name.
        let state: [String]
        let level: Int
        /// What starts here, for the first entry of a hosted stack: `Search tab`, `slot recommendations`.
        let group: String?
    }

    // MARK: - Building

    /// The fields of the screen `entry` shows, in the stack of `container`, as inputs.
    static func fields(_ entry: Entry<AnyRoute>, in container: ContainerID, _ app: ComposedApp) -> [Field] {
        app.stateFields(of: entry, in: container).map { field in
            let type = field.spec.type.value
            let options: [String] =
                switch type {
                case .oneOf(let choices): choices
                case .bool: ["true", "false"]
                default: []
                }
            return Field(
                name: field.name, type: "\(type)", options: options, value: field.value?.description ?? "",
                flow: field.flow)
        }
    }

    /// Every entry of the tree, depth first: each stack's entries bottom to top, and under an
    /// entry the stacks it hosts (tab pages, slots, detail).
    static func outline(_ projection: NavigationProjection, phases: [EntryID: EntryPhase], _ app: ComposedApp?) -> [Row]
    {
        var rows: [Row] = []
        func walk(_ stack: StackBinding, level: Int, group: String?) {
            var group = group
            for entry in stack.entries {
                let bag = app?.navigator.state(of: .entry(entry.id))
                rows.append(
                    Row(
                        entry: "\(entry.id)", title: title(entry, app), phase: phases[entry.id]?.rawValue ?? "",
                        state: bag.map { bag in bag.keys.map { "\($0): \(bag[$0]?.description ?? "")" } } ?? [],
                        level: level, group: group))
                group = nil
                guard let hosted = stack.hosted[entry.id] else { continue }
                for page in hosted.tabs?.pages ?? [] {
                    walk(page.stack, level: level + 1, group: "\(page.title) tab")
                }
                for slot in hosted.slots {
                    walk(slot.stack, level: level + 1, group: "slot \(slot.slot)")
                }
                if let detail = hosted.detail {
                    walk(detail, level: level + 1, group: "detail")
                }
            }
        }
        if let root = projection.root { walk(root, level: 0, group: nil) }
        return rows
    }
}
