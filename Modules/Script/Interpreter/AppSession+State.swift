import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AppSession {
    // MARK: - Saved state

    /// Carries out `set FIELD VALUE`: writes the field of the top screen's state, or of its
    /// flow's when the screen declares no field of that name, typed by its declaration from
    /// `text`. The typed entry of a field edit (`serve`'s page calls it).
    ///
    /// - Throws: ``CommandError/badState(_:reason:)`` for an unknown field, a value of another
    ///   type or a bag over its limit, in the screen's words; nothing is written then.
    public func setState(_ field: String, to text: String) throws(CommandError) {
        let command = "set \(field)"
        guard let top = app.navigator.tree.visiblePath.last else {
            throw .badState(command, reason: "nothing is shown")
        }
        let screen = "'\(title(of: top.entry))'"
        let fields = app.stateFields(of: top.entry, in: top.stack.container)
        guard let declared = fields.first(where: { $0.name == field }) else {
            throw .badState(
                command,
                reason: "\(screen) has no state field '\(field)'"
                    + (fields.isEmpty
                        ? "; it keeps no state" : "; fields: \(fields.map(\.name).joined(separator: ", "))"))
        }
        let owner = declared.owner
        let spec = declared.spec
        guard let value = spec.value(parsing: text) else {
            throw .badState(command, reason: "\(screen) keeps '\(field)' as \(spec.type.value), not '\(text)'")
        }
        do {
            try app.navigator.setState(value, forKey: field, of: owner, source: .user)
        } catch {
            throw .badState(command, reason: "\(error)")
        }
    }
}
