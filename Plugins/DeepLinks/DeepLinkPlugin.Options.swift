import WayfinderComposition

extension DeepLinkPlugin {
    /// The plugin's options.
    ///
    /// ```yaml
    /// - id: deep-links
    ///   options:
    ///     reset: all          # all (default) | target
    ///     links:              # more links, in the manifest's deepLinks shape
    ///       - {pattern: "shop://promo", tab: home, route: promo}
    /// ```
    public struct Options: Decodable, Sendable {
        /// Which stacks a link takes back to their first screen; ``DeepLinkReset/all`` when absent.
        public var reset: DeepLinkReset
        /// Links added to the manifest's `deepLinks` (validated with them).
        public var links: [DeepLinkSpec]

        private enum CodingKeys: String, CodingKey {
            case reset, links
        }

        /// Creates options.
        ///
        /// - Parameters:
        ///   - reset: Which stacks a link resets.
        ///   - links: Extra links.
        public init(reset: DeepLinkReset = .all, links: [DeepLinkSpec] = []) {
            self.reset = reset
            self.links = links
        }

        /// Decodes `reset` and `links`, both optional.
        ///
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` for wrong values (and, with `YAMLDecoder`, unknown keys).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            reset = try container.decodeIfPresent(DeepLinkReset.self, forKey: .reset) ?? .all
            links = try container.decodeIfPresent([DeepLinkSpec].self, forKey: .links) ?? []
        }
    }
}

/// Which stacks opening a deep link takes back to their first screen before showing the target.
public enum DeepLinkReset: String, Hashable, Sendable, CaseIterable, Decodable {
    /// Every tab's stack and the root stack: a link reaches the same tree from any state.
    case all
    /// Only the root stack (what covers the tab bar) and the stack the target is shown in;
    /// other tabs keep their screens.
    case target
}
