/// A route defined by data rather than by a Swift type: a name, parameters and a style.
///
/// Routes declared in YAML become `DefaultRoute`s, and so do deep-link matches that target a
/// route by name (``DeepLinkMatch/defaultRoute(presentationStyle:)``). It reads in YAML as:
///
/// ```yaml
/// name: item
/// parameters: {id: 3}
/// style: push
/// ```
///
/// `parameters` and `style` may be left out when decoding (no parameters, `push`).
public struct DefaultRoute: RouteType {
    /// `wayfinder.route`.
    public static let registeredName = "wayfinder.route"

    /// The route's name (`item`); also its ``routeName``.
    public var name: String
    /// The route's parameters (`id: 3`); encoded in key order for deterministic output.
    public var parameters: [String: ParameterValue]
    /// How the route's screen is presented.
    public var presentationStyle: PresentationStyle

    // MARK: - Creating

    /// Creates a route from data.
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - parameters: The route's parameters.
    ///   - presentationStyle: How the route's screen is presented.
    public init(
        _ name: String, parameters: [String: ParameterValue] = [:], presentationStyle: PresentationStyle = .push
    ) {
        self.name = name
        self.parameters = parameters
        self.presentationStyle = presentationStyle
    }

    // MARK: - RouteType

    /// The route's ``name``.
    public var routeName: String { name }
}

extension DefaultRoute: CustomStringConvertible {
    /// The route as `name(key: value, ...)` with keys in order (`item(id: 3)`).
    public var description: String {
        let arguments = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    }
}
