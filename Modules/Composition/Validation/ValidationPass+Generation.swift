import WayfinderConfig
import WayfinderRouting

extension ValidationPass {
    // MARK: - Names in generated code

    /// Links with one name, and names of one kind that become the same Swift identifier
    /// (``SwiftIdentifier``): generated code could not tell them apart.
    func checkGeneratedNames() {
        var firstLinks: [String: Marked<String>] = [:]
        for link in manifest.deepLinks {
            let name = link.linkName
            if let first = firstLinks[name.value] {
                let how = link.name == nil ? " (a link is named after its target unless it has a 'name:')" : ""
                report(name, "deep link name '\(name.value)' is used twice" + Self.firstAt(first.mark) + how)
            } else {
                firstLinks[name.value] = name
            }
        }
        checkGeneratedIdentifiers()
    }

    // MARK: - Links that go both ways

    /// Patterns some of whose URLs another pattern matches first, so that the values a link
    /// writes do not come back from its URL.
    func checkReversibility() {
        let links = manifest.deepLinks.indices.compactMap { index -> (DeepLinkSpec, DeepLinkPattern)? in
            let link = manifest.deepLinks[index]
            guard let pattern = try? DeepLinkPattern(link.pattern.value), linkOfPattern[pattern] == index else {
                return nil
            }
            return (link, pattern)
        }
        for (link, pattern) in links {
            guard let (other, _) = links.first(where: { $0.1 != pattern && pattern.isShadowed(by: $0.1) }) else {
                continue
            }
            report(
                link.pattern,
                "pattern '\(link.pattern.value)' cannot be reversed: some URLs it writes are matched first by "
                    + "'\(other.pattern.value)'\(other.pattern.mark.map { " (at \($0))" } ?? ""), "
                    + "so they would open '\(other.linkName.value)' (give the patterns a literal that tells them apart)"
            )
        }
    }
}
