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
        reportCollisions("deep link", manifest.deepLinks.map(\.linkName), SwiftIdentifier.member)
        reportCollisions("route", manifest.routes.routes.map(\.name), SwiftIdentifier.member)
        reportCollisions(
            "coordinator", coordinatorNames.compactMap { coordinators[$0]?.marked }, SwiftIdentifier.member)
        let pages = coordinatorNames.flatMap { coordinators[$0]?.spec.pages ?? [] }.map(\.name)
        reportCollisions("tab page", pages, SwiftIdentifier.member)
        let slots = coordinatorNames.compactMap { coordinators[$0]?.spec.slot }
        reportCollisions("slot", slots, SwiftIdentifier.member)
        reportCollisions("plugin", manifest.plugins.map(\.id), SwiftIdentifier.member)
        for route in manifest.routes.routes {
            guard let parameters = route.spec.parameters else { continue }
            let names = parameters.map { Marked($0.key, mark: $0.keyMark, keyPath: route.name.keyPath) }
            reportCollisions("parameter of route '\(route.name.value)'", names, SwiftIdentifier.member)
            for parameter in parameters {
                guard case .oneOf(let options) = parameter.value.value else { continue }
                let marked = options.map { Marked($0, mark: parameter.value.mark, keyPath: parameter.value.keyPath) }
                reportCollisions("option of parameter '\(parameter.key)'", marked, SwiftIdentifier.member)
            }
        }
    }

    /// Reports each name whose identifier an earlier, different name already has.
    private func reportCollisions(
        _ what: String, _ names: [Marked<String>], _ identifier: (String) -> String
    ) {
        var seen: [String: Marked<String>] = [:]
        for name in names {
            let converted = identifier(name.value)
            guard let first = seen[converted] else {
                seen[converted] = name
                continue
            }
            guard first.value != name.value else { continue }
            report(
                name,
                "\(what) '\(name.value)' and '\(first.value)'\(Self.firstAt(first.mark)) are both '\(converted)' "
                    + "in generated Swift; rename one")
        }
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
