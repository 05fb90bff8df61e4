/// A URL matched to a route: the route's name, the URL's typed parameters and the pattern.
public struct DeepLinkMatch: Hashable, Sendable, Codable {
    /// The name of the route the pattern leads to.
    public let routeName: String
    /// The path and query parameters, typed by the pattern (`id: 42` for `:id:int`); optional
    /// query parameters the URL leaves out are absent.
    public let parameters: [String: ParameterValue]
    /// The pattern that matched.
    public let pattern: DeepLinkPattern

    /// Creates a match.
    ///
    /// - Parameters:
    ///   - routeName: The name of the route.
    ///   - parameters: The typed parameters.
    ///   - pattern: The pattern that matched.
    public init(routeName: String, parameters: [String: ParameterValue], pattern: DeepLinkPattern) {
        self.routeName = routeName
        self.parameters = parameters
        self.pattern = pattern
    }

    /// The match as a route defined by data: its route name and parameters.
    ///
    /// - Parameter presentationStyle: How the route's screen is presented.
    /// - Returns: `DefaultRoute(routeName, parameters: parameters, presentationStyle: presentationStyle)`.
    public func defaultRoute(presentationStyle: PresentationStyle = .push) -> DefaultRoute {
        DefaultRoute(routeName, parameters: parameters, presentationStyle: presentationStyle)
    }
}
