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
        let links = manifest.deepLinks.map(\.linkName)
        reportCollisions("deep link", links.map(\.value)) { links[$0] }
        let routes = manifest.routes.routes
        reportCollisions("route", routes.map(\.name.value)) { routes[$0].name }
        let named = coordinatorNames.compactMap { coordinators[$0]?.marked }
        reportCollisions("coordinator", named.map(\.value)) { named[$0] }
        let pages = coordinatorNames.flatMap { coordinators[$0]?.spec.pages ?? [] }.map(\.name)
        reportCollisions("tab page", pages.map(\.value)) { pages[$0] }
        let slots = coordinatorNames.compactMap { coordinators[$0]?.spec.slot }
        reportCollisions("slot", slots.map(\.value)) { slots[$0] }
        let plugins = manifest.plugins.map(\.id)
        reportCollisions("plugin", plugins.map(\.value)) { plugins[$0] }
        // By index: a route is read in place, not copied whole, for the one field looked at.
        for index in routes.indices {
            guard let parameters = routes[index].spec.parameters else { continue }
            guard !parameters.entries.allSatisfy({ SwiftIdentifier.isMemberAsWritten($0.key) }) else { continue }
            reportCollisions("parameter of route '\(routes[index].name.value)'", parameters.entries.map(\.key)) {
                Marked(
                    parameters.entries[$0].key, mark: parameters.entries[$0].keyMark,
                    keyPath: routes[index].name.keyPath)
            }
            for parameter in parameters {
                guard case .oneOf(let options) = parameter.value.value else { continue }
                reportCollisions("option of parameter '\(parameter.key)'", options) {
                    Marked(options[$0], mark: parameter.value.mark, keyPath: parameter.value.keyPath)
                }
            }
        }
    }

    /// Reports each name whose member identifier (``SwiftIdentifier/member(_:)``) an earlier,
    /// different name already has; `marked` gives the `i`th name with its mark, for a report.
    ///
    /// The validator runs this for every route's parameters and options, so it stays cheap when
    /// nothing collides: a list of names already written as identifiers is passed over, marks
    /// and `what` are made only for a report, and short lists (a route's parameters) are
    /// compared pairwise rather than hashed.
    private func reportCollisions(
        _ what: @autoclosure () -> String, _ names: [String], marked: (Int) -> Marked<String>
    ) {
        // Names that are identifiers as written convert to themselves, so among them only equal
        // names meet, and those are not collisions.
        guard !names.allSatisfy(SwiftIdentifier.isMemberAsWritten) else { return }
        var identifiers: [String] = []
        identifiers.reserveCapacity(names.count)
        var firstIndex: [String: Int] = [:]
        let hashes = names.count > 8
        for (index, name) in names.enumerated() {
            let converted = SwiftIdentifier.member(name)
            identifiers.append(converted)
            let first: Int?
            if hashes {
                first = firstIndex[converted]
                if first == nil { firstIndex[converted] = index }
            } else {
                first = identifiers.firstIndex(of: converted).flatMap { $0 < index ? $0 : nil }
            }
            guard let first, names[first] != name else { continue }
            let earlier = marked(first)
            report(
                marked(index),
                "\(what()) '\(name)' and '\(earlier.value)'\(Self.firstAt(earlier.mark)) are both '\(converted)' "
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
