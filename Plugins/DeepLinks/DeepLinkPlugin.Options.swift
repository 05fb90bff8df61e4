import WayfinderComposition

extension DeepLinkPlugin {
    /// The plugin's options.
    ///
    /// ```yaml
    /// - id: deep-links
    ///   options:
    ///     reset: all          # all (default) | target
    ///     schemes: [shop]     # the URL schemes it opens; all when absent
    ///     links:              # more links, in the manifest's deepLinks shape
    ///       - {pattern: "shop://promo", tab: home, route: promo}
    /// ```
    public struct Options: Decodable, Sendable {
        /// Which stacks a link takes back to their first screen; ``/WayfinderComposition/DeepLinkReset/all`` when absent.
        public var reset: DeepLinkReset
        /// Links added to the manifest's `deepLinks` (validated with them).
        public var links: [DeepLinkSpec]
        /// The URL schemes the plugin opens, lowercased; every scheme when empty.
        public var schemes: [String]

        private enum CodingKeys: String, CodingKey {
            case reset, links, schemes
        }

        /// Creates options.
        ///
        /// - Parameters:
        ///   - reset: Which stacks a link resets.
        ///   - links: Extra links.
        ///   - schemes: The URL schemes the plugin opens; every scheme when empty.
        public init(reset: DeepLinkReset = .all, links: [DeepLinkSpec] = [], schemes: [String] = []) {
            self.reset = reset
            self.links = links
            self.schemes = schemes.map { $0.lowercased() }
        }

        /// Decodes `reset`, `links` and `schemes`, all optional.
        ///
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` for wrong values (and, with `YAMLDecoder`, unknown keys).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            reset = try container.decodeIfPresent(DeepLinkReset.self, forKey: .reset) ?? .all
            links = try container.decodeIfPresent([DeepLinkSpec].self, forKey: .links) ?? []
            schemes = (try container.decodeIfPresent([String].self, forKey: .schemes) ?? []).map { $0.lowercased() }
        }
    }
}
