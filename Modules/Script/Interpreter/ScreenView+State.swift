import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ScreenView {
    // MARK: - Saved state

    /// The state fields of `entry`'s screen and of its flow, each with its value (the written
    /// one, else the default), as `name: value` lines; screen fields first.
    func stateLines(of entry: Entry<AnyRoute>, in stack: StackNode) -> [String] {
        app.stateFields(of: entry, in: stack.container).map { field in
            "\(field.name)\(field.flow.map { " (\($0))" } ?? ""): \(Self.shown(field.value))"
        }
    }

    /// A field's value as the transcript shows it: `""` for empty text, `(none)` for no value.
    private static func shown(_ value: StateValue?) -> String {
        guard let value else { return "(none)" }
        if case .string("") = value { return "\"\"" }
        return value.description
    }
}
