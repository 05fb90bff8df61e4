import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// One state field a screen declares (`state:` on its route) or its flow declares (`state:`
/// on the coordinator), with the value it has now.
public struct ScreenStateField: Sendable {
    /// The field's name.
    public let name: String
    /// Its declaration: type and default.
    public let spec: StateFieldSpec
    /// Whose bag holds it: the screen's entry, or the flow's coordinator.
    public let owner: StateOwner
    /// The flow's name for a flow's field (`search-flow`); `nil` for the screen's own.
    public let flow: String?
    /// The value written, else the declared default, else `nil`.
    public let value: StateValue?
}

extension ComposedApp {
    // MARK: - Declared state

    /// The state fields of the screen `entry` shows, then those of its flow, each with its value:
    /// what the transcript lists under a screen, the browser UI shows as inputs, and
    /// `set FIELD VALUE` edits (the screen's own field first when both declare a name).
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - container: The container of the stack holding it.
    /// - Returns: The fields, screen first, each in declaration order.
    public func stateFields(of entry: Entry<AnyRoute>, in container: ContainerID) -> [ScreenStateField] {
        var fields: [ScreenStateField] = []
        if let declared = manifest.routes[entry.route.routeName]?.state {
            let bag = navigator.state(of: .entry(entry.id))
            for field in declared {
                fields.append(
                    ScreenStateField(
                        name: field.key, spec: field.value, owner: .entry(entry.id), flow: nil,
                        value: bag[field.key] ?? field.value.defaultState))
            }
        }
        let flowID = Self.flow(of: entry, in: container)
        if let name = navigator.tree.coordinator(flowID)?.name, let declared = manifest.coordinators[name]?.state {
            let bag = navigator.state(of: .flow(flowID))
            for field in declared {
                fields.append(
                    ScreenStateField(
                        name: field.key, spec: field.value, owner: .flow(flowID), flow: name,
                        value: bag[field.key] ?? field.value.defaultState))
            }
        }
        return fields
    }

    /// The coordinator whose flow shows `entry`: the one whose scope made it, else the owner of
    /// its stack.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - container: The container of the stack holding it.
    /// - Returns: The flow's coordinator.
    public nonisolated static func flow(of entry: Entry<AnyRoute>, in container: ContainerID) -> CoordinatorID {
        if let scope = entry.scope, scope.rawValue.hasPrefix("c"), let number = UInt64(scope.rawValue.dropFirst()) {
            return CoordinatorID(number)
        }
        return container.owner
    }
}
