import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ScreenView {
    // MARK: - Saved state

    /// The coordinator whose flow shows `entry`: the one whose scope made it, else the owner of
    /// its stack.
    static func flow(of entry: Entry<AnyRoute>, in stack: StackNode) -> CoordinatorID {
        if let scope = entry.scope, scope.rawValue.hasPrefix("c"), let number = UInt64(scope.rawValue.dropFirst()) {
            return CoordinatorID(number)
        }
        return stack.container.owner
    }

    /// The state fields of `entry`'s screen and of its flow, each with its value (the written
    /// one, else the default), as `name: value` lines; screen fields first.
    func stateLines(of entry: Entry<AnyRoute>, in stack: StackNode) -> [String] {
        var lines: [String] = []
        let bag = app.navigator.state(of: .entry(entry.id))
        for field in app.manifest.routes[entry.route.routeName]?.state ?? OrderedMapping([]) {
            lines.append("\(field.key): \(Self.shown(bag[field.key] ?? field.value.defaultState))")
        }
        let flowID = Self.flow(of: entry, in: stack)
        if let name = app.navigator.tree.coordinator(flowID)?.name, let fields = app.manifest.coordinators[name]?.state
        {
            let flowBag = app.navigator.state(of: .flow(flowID))
            for field in fields {
                lines.append("\(field.key) (\(name)): \(Self.shown(flowBag[field.key] ?? field.value.defaultState))")
            }
        }
        return lines
    }

    /// A field's value as the transcript shows it: `""` for empty text, `(none)` for no value.
    private static func shown(_ value: StateValue?) -> String {
        guard let value else { return "(none)" }
        if case .string("") = value { return "\"\"" }
        return value.description
    }
}
