import WayfinderRouting
import WayfinderStacks

/// What a manifest screen shows: its title and text with placeholders filled from the route's
/// parameters, and its numbered actions.
///
/// ```
/// Item 3
///   A fine item.
///   1. Add to cart (push cart-added)
///   2. Back (back)
/// ```
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// One numbered action.
    public struct Action: Hashable, Sendable {
        /// Its number, from 1 (what ``ComposedApp/perform(action:)`` takes).
        public let number: Int
        /// Its title, placeholders filled.
        public let title: String
        /// What it does.
        public let verb: ActionVerb
    }

    /// The entry showing the screen.
    public let entry: EntryID
    /// The route's name.
    public let route: String
    /// The route's parameters.
    public let parameters: [String: ParameterValue]
    /// The title, placeholders filled.
    public let title: String
    /// The body text, placeholders filled.
    public let text: String?
    /// The actions, in order.
    public let actions: [Action]

    /// Builds the screen of `route` shown by `entry`.
    init(entry: EntryID, route: DefaultRoute, spec: RouteSpec) {
        self.entry = entry
        self.route = route.name
        self.parameters = route.parameters
        self.title = Placeholders.fill(spec.title.value, with: route.parameters)
        self.text = spec.text.map { Placeholders.fill($0.value, with: route.parameters) }
        self.actions = spec.actionList.enumerated().map { index, action in
            Action(
                number: index + 1, title: Placeholders.fill(action.title.value, with: route.parameters),
                verb: action.verb)
        }
    }

    /// The title, the text and the actions, one per line, indented under the title.
    public var description: String {
        var lines = [title]
        if let text { lines.append("  " + text) }
        for action in actions {
            lines.append("  \(action.number). \(action.title) (\(action.verb))")
        }
        return lines.joined(separator: "\n")
    }
}
