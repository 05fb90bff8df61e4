import WayfinderConfig

/// What an action does: exactly one verb per action.
///
/// | YAML | Verb |
/// |---|---|
/// | `push: ROUTE` | push a route with `style: push` |
/// | `present: ROUTE` | present a route in a modal layer (its own modal style, or the action's `style:`) |
/// | `flow: COORDINATOR` | start a child flow from the screen's coordinator |
/// | `tab: PAGE` | select a page of the root tab bar |
/// | `open: URL` | open a deep link (through a plugin that handles deep links); `{param}` placeholders are filled from the screen's parameters |
/// | `back:` | close the top screen: dismiss it when presented, pop it when pushed, finish the flow at its first screen |
/// | `dismiss:` | dismiss the top modal layer of the screen's flow, or the flow itself when it was presented |
/// | `finish:` | finish the screen's flow |
/// | `popToRoot:` | pop to the first screen of the screen's flow |
/// | any other key | a verb a plugin contributes (the auth guard's `login: USER` and `logout:`) |
///
/// Verbs without a value are written with an empty value or `true` (`back:` or `back: true`).
/// A contributed verb is checked against what the enabled plugins contribute when the manifest
/// is validated, and carried out by the plugin that handles it (``ActionVerbHandling``).
public enum ActionVerb: Hashable, Sendable {
    /// Push a route.
    case push(Marked<String>)
    /// Present a route in a modal layer.
    case present(Marked<String>)
    /// Start a child flow.
    case flow(Marked<String>)
    /// Select a page of the root tab bar.
    case tab(Marked<String>)
    /// Open a deep link.
    case open(Marked<String>)
    /// Close the top screen.
    case back
    /// Dismiss the top modal layer.
    case dismiss
    /// Finish the screen's flow.
    case finish
    /// Pop to the first screen of the screen's flow.
    case popToRoot
    /// A verb a plugin contributes, with its value if one is written.
    ///
    /// - Parameters:
    ///   - name: The verb's key, such as `login`.
    ///   - argument: Its value; `nil` for an empty value or `true`.
    case contributed(String, argument: Marked<String>?)

    /// The verbs every manifest knows, in the order they are documented.
    public static let builtInNames = [
        "push", "present", "flow", "tab", "open", "back", "dismiss", "finish", "popToRoot",
    ]

    /// The verb's YAML key.
    public var name: String {
        switch self {
        case .push: "push"
        case .present: "present"
        case .flow: "flow"
        case .tab: "tab"
        case .open: "open"
        case .back: "back"
        case .dismiss: "dismiss"
        case .finish: "finish"
        case .popToRoot: "popToRoot"
        case .contributed(let name, _): name
        }
    }

    /// The verb's argument (a route, coordinator, page, URL or user), if it takes one.
    public var argument: Marked<String>? {
        switch self {
        case .push(let value), .present(let value), .flow(let value), .tab(let value), .open(let value):
            value
        case .contributed(_, let value):
            value
        case .back, .dismiss, .finish, .popToRoot:
            nil
        }
    }
}

extension ActionVerb: CustomStringConvertible {
    /// `push item`, `back`.
    public var description: String {
        argument.map { "\(name) \($0.value)" } ?? name
    }
}
