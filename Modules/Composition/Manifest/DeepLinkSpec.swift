import WayfinderConfig

/// One deep link: a URL pattern and the state it leads to.
///
/// ```yaml
/// - pattern: "shop://item/:id:int"    # DeepLinkPattern grammar
///   name: item                        # optional: the link's name in generated code
///   tab: home                         # optional: page of the root tab bar to select first
///   via: [catalog]                    # optional: screens shown before the target
///   route: item                       # the screen to end on (or `flow:`)
/// - pattern: "shop://cart/checkout"
///   tab: cart
///   flow: checkout                    # start this flow on the tab's stack
/// ```
///
/// URL parameters are handed to the target route (and to `via` routes) by name; each must be
/// declared by one of them with a compatible type, and every parameter the target declares must
/// come from the URL. A flow's link carries no parameters.
///
/// A link's name is its `name:`, or else the name of its target (`route:` or `flow:`); two
/// links with one name are a finding, so a second link to the same target needs a `name:`.
public struct DeepLinkSpec: Decodable, Sendable {
    /// The URL pattern.
    public var pattern: Marked<String>
    /// The link's name in generated code (`ShopLink.categoryItem`); its target's when absent.
    public var name: Marked<String>?
    /// The page of the root tab bar to select first.
    public var tab: Marked<String>?
    /// The screen to end on.
    public var route: Marked<String>?
    /// The flow to start instead of a screen.
    public var flow: Marked<String>?
    /// Screens shown before the target, in order.
    public var via: [Marked<String>]?

    /// Creates a deep link in code (plugins contributing links).
    ///
    /// - Parameters:
    ///   - pattern: The URL pattern.
    ///   - tab: The root tab bar's page to select first.
    ///   - route: The screen to end on.
    ///   - flow: The flow to start instead.
    ///   - via: Screens shown before the target.
    public init(pattern: String, tab: String? = nil, route: String? = nil, flow: String? = nil, via: [String] = []) {
        self.pattern = Marked(pattern)
        self.tab = tab.map { Marked($0) }
        self.route = route.map { Marked($0) }
        self.flow = flow.map { Marked($0) }
        self.via = via.isEmpty ? nil : via.map { Marked($0) }
    }

    /// The screens shown before the target.
    public var viaRoutes: [Marked<String>] { via ?? [] }

    /// The link's name: its `name:`, else its target's (`route:` or `flow:`), marked where it
    /// is written (the pattern's mark when the link has no target).
    public var linkName: Marked<String> {
        name ?? route ?? flow ?? Marked("link", mark: pattern.mark, keyPath: pattern.keyPath)
    }
}
