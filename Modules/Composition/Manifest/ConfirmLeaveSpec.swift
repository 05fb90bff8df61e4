import WayfinderConfig

/// A route's question before the user leaves its screen: the screen's leave check (see
/// `LeaveCheck` in WayfinderCoordinators).
///
/// ```yaml
/// checkout:
///   state: {address: {type: string, default: ""}}
///   confirmLeave: {when: address, title: "Discard the address?", confirm: Discard, cancel: Keep}
/// ```
///
/// The check asks while the screen's state field `when` is not empty (not an empty string);
/// without `when` it always asks. The question is the composed app's ``LeaveQuestion``: a UI
/// shows `title` with the two buttons.
public struct ConfirmLeaveSpec: Decodable, Sendable {
    /// The state field whose value makes the check ask; it always asks when absent.
    public var when: Marked<String>?
    /// The question.
    public var title: Marked<String>
    /// The label of the answer that leaves the screen.
    public var confirm: Marked<String>
    /// The label of the answer that keeps it.
    public var cancel: Marked<String>
}

extension ValidationPass {
    /// Every route's `confirmLeave:`: its `when` names a state field of that route.
    func checkConfirmLeave() {
        // By index: a route is read in place, not copied whole, for the one field looked at.
        let routes = manifest.routes.routes
        for index in routes.indices {
            guard let when = routes[index].spec.confirmLeave?.when else { continue }
            let route = routes[index]
            guard route.spec.stateField(when.value) == nil else { continue }
            let fields = (route.spec.state ?? OrderedMapping([])).map(\.key)
            report(
                when,
                "confirmLeave of route '\(route.name.value)' asks while state field '\(when.value)' is not empty, "
                    + "but the route declares no such field"
                    + (fields.isEmpty
                        ? " (it declares no state)"
                        : NameSuggestion.hint(for: when.value, among: fields) + "; fields: "
                            + fields.joined(separator: ", ")))
        }
    }
}
