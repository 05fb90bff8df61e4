import WayfinderConfig

/// A rule the app's navigation must never break, declared in the manifest's `invariants:`
/// section and checked by `wayfinder check` (and by `replay` at every step).
///
/// ```yaml
/// invariants:
///   - never: {visible: checkout, while: loggedOut}
///     name: checkout-needs-login
/// ```
///
/// The validator checks that `visible` names a route and that `while` is a condition it knows.
public struct InvariantSpec: Decodable, Sendable {
    /// When the rule's screen may not be visible.
    public enum Condition: String, CaseIterable, Sendable {
        /// Nobody is logged in (the auth guard's user is `nil`).
        case loggedOut
        /// Somebody is logged in.
        case loggedIn
    }

    /// The rule's name in reports; `never-ROUTE-while-CONDITION` when absent.
    public var markedName: Marked<String>?
    /// The route that must not be visible.
    public var visible: Marked<String>
    /// The condition under which it must not be visible, as written; always when absent.
    public var condition: Marked<String>?

    /// Creates a rule in code.
    ///
    /// - Parameters:
    ///   - visible: The route that must not be visible.
    ///   - condition: When; always when `nil`.
    ///   - name: The rule's name; derived from the others when `nil`.
    public init(never visible: String, while condition: Condition? = nil, name: String? = nil) {
        self.visible = Marked(visible)
        self.condition = condition.map { Marked($0.rawValue) }
        markedName = name.map { Marked($0) }
    }

    /// The rule's name in reports.
    public var name: String {
        markedName?.value ?? "never-\(visible.value)" + (condition.map { "-while-\($0.value)" } ?? "")
    }

    /// The condition, or `nil` when it is absent or unknown (the validator reports the latter).
    public var knownCondition: Condition? {
        condition.flatMap { Condition(rawValue: $0.value) }
    }

    private enum CodingKeys: String, CodingKey {
        case never, name
    }

    private enum NeverKeys: String, CodingKey {
        case visible
        case condition = "while"
    }

    /// Decodes `never: {visible: ROUTE, while: CONDITION}` and an optional `name`.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        markedName = try keyed.decodeIfPresent(Marked<String>.self, forKey: .name)
        let never = try keyed.nestedContainer(keyedBy: NeverKeys.self, forKey: .never)
        visible = try never.decode(Marked<String>.self, forKey: .visible)
        condition = try never.decodeIfPresent(Marked<String>.self, forKey: .condition)
    }
}
