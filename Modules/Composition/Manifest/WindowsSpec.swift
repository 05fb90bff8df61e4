import WayfinderConfig

/// The `windows:` section of a manifest: how many windows of the app may be open at once,
/// what a new window shows, and which deep links open a window of their own.
///
/// ```yaml
/// windows:
///   max: 4            # the most windows open at once; no limit when absent
///   start: root       # what a new window shows: the app's root coordinator (`root`, the
///                     # default), or a route's name (a route that needs no parameters)
///   links:            # deep links, by name, that open a window of their own
///     item: reuse     # one window per value: focus the window showing this item, else open one
///     promo: new      # a new window each time
/// ```
///
/// A window link opens a window rooted at its target route, with the URL's parameters (the
/// analog of SwiftUI's `WindowGroup(for:)`); so it names a `route:` that is pushed, and has no
/// `tab:` nor `via:`. Every other link goes to the focused window. The validator checks every
/// key against the manifest, with marks.
public struct WindowsSpec: Decodable, Sendable {
    /// How a deep link named in ``links`` uses windows.
    public enum LinkMode: String, Hashable, Sendable, CaseIterable, Decodable {
        /// Each opening opens a new window showing the link's route.
        case new
        /// One window per value: the window whose first screen is the link's route with the
        /// same parameters gets focus; without one, a window opens.
        case reuse
    }

    /// The word of ``start`` for the app's root coordinator.
    public static let rootStart = "root"

    /// The most windows open at once (at least 1), or `nil` for no limit.
    public var max: Marked<Int>?
    /// What a new window shows: ``rootStart`` (the app's root coordinator, also when absent)
    /// or a route's name.
    public var start: Marked<String>?
    /// The deep links, by name (``DeepLinkSpec/linkName``), that open a window of their own.
    public var links: OrderedMapping<Marked<LinkMode>>

    private enum CodingKeys: String, CodingKey {
        case max, start, links
    }

    /// Creates the section in code.
    ///
    /// - Parameters:
    ///   - max: The most windows open at once; no limit when `nil`.
    ///   - start: A route a new window shows; the app's root coordinator when `nil`.
    ///   - links: The deep links, by name, that open a window of their own.
    public init(max: Int? = nil, start: String? = nil, links: [(name: String, mode: LinkMode)] = []) {
        self.max = max.map { Marked($0) }
        self.start = start.map { Marked($0) }
        self.links = OrderedMapping(links.map { .init(key: $0.name, value: Marked($0.mode)) })
    }

    /// Decodes `max`, `start` and `links`, each optional.
    ///
    /// - Parameter decoder: The decoder (``/WayfinderConfig/YAMLDecoder`` for marks).
    /// - Throws: The decoding errors, pointing at the value.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        max = try keyed.decodeIfPresent(Marked<Int>.self, forKey: .max)
        start = try keyed.decodeIfPresent(Marked<String>.self, forKey: .start)
        links = try keyed.decodeIfPresent(OrderedMapping<Marked<LinkMode>>.self, forKey: .links) ?? OrderedMapping([])
    }

    /// The route a new window shows, or `nil` for the app's root coordinator.
    public var startRoute: String? {
        guard let start, start.value != Self.rootStart else { return nil }
        return start.value
    }

    /// How the deep link named `name` uses windows, or `nil` when it goes to the focused window.
    ///
    /// - Parameter name: A link's name (``DeepLinkSpec/linkName``).
    public func mode(ofLink name: String) -> LinkMode? {
        links[name]?.value
    }
}
