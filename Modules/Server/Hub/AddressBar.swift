import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Maps the top screen to the deep link the address bar shows, and an address back to the
/// deep link to follow: `shop://item/3` is shown as `/item/3`.
struct AddressBar {
    /// The manifest's deep links, as `(scheme, segments, tab, route)`.
    private let links: [(scheme: String, segments: [Substring], tab: String?, route: String)]

    init(manifest: AppManifest) {
        links = manifest.deepLinks.compactMap { spec in
            let pattern = spec.pattern.value
            guard let route = spec.route?.value, !pattern.contains("?"),
                let separator = pattern.range(of: "://")
            else { return nil }
            let scheme = String(pattern[..<separator.lowerBound])
            let segments = pattern[separator.upperBound...].split(separator: "/")
            return (scheme, segments, spec.tab?.value, route)
        }
    }

    /// The address of `entry` when a deep link's route is its route and every parameter the
    /// link names is one of the route's; links of the selected tab are preferred.
    ///
    /// - Parameters:
    ///   - entry: The top screen.
    ///   - tab: The selected tab's name, if any.
    /// - Returns: The path, such as `/item/3`, or `nil` when no pattern matches.
    func address(of entry: Entry<AnyRoute>, tab: String?) -> String? {
        guard let route = entry.route.baseRoute as? DefaultRoute else { return nil }
        let candidates = links.filter { $0.route == route.name }
        let ordered = candidates.filter { $0.tab == tab } + candidates.filter { $0.tab != tab }
        for link in ordered {
            var parts: [String] = []
            for segment in link.segments {
                guard segment.hasPrefix(":") else {
                    parts.append(String(segment))
                    continue
                }
                let name = segment.dropFirst().split(separator: ":").first.map(String.init) ?? ""
                guard let value = route.parameters[name] else { break }
                parts.append(Self.text(value))
            }
            if parts.count == link.segments.count { return "/" + parts.joined(separator: "/") }
        }
        return nil
    }

    /// The deep link a loaded address stands for: `/item/3` becomes `shop://item/3`, with the
    /// scheme of the manifest's links.
    ///
    /// - Parameter path: The address's path.
    /// - Returns: The URL to open, or `nil` when the manifest has no deep links.
    func deepLink(for path: String) -> String? {
        guard let scheme = links.first?.scheme else { return nil }
        return scheme + "://" + path.drop { $0 == "/" }
    }

    private static func text(_ value: ParameterValue) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): "\(number)"
        case .double(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        }
    }
}
