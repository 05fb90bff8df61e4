import WayfinderConfig
import WayfinderRouting

extension ValidationPass {
    // MARK: - Windows

    /// The `windows:` section: its limit, what a new window shows, and the links that open a
    /// window of their own.
    func checkWindows() {
        guard let windows = manifest.windows else { return }
        if let max = windows.max, max.value < 1 {
            report(max, "the most windows open at once is at least 1, found \(max.value)")
        }
        if let start = windows.start, windows.startRoute != nil, let route = route(start) {
            checkWindowRoot(route, at: start, what: "a new window starts")
        }
        if let max = windows.max, max.value == 1, let first = windows.links.first {
            report(
                at: first.keyMark, keyPath: ["windows", "links", .key(first.key)],
                "deep link '\(first.key)' opens a window of its own, but 'max: 1' allows no second window")
        }
        let names = manifest.deepLinks.map(\.linkName.value)
        var listed = Set<String>()
        for entry in windows.links {
            let keyPath: ConfigKeyPath = ["windows", "links", .key(entry.key)]
            guard listed.insert(entry.key).inserted else { continue }
            guard let link = manifest.deepLinks.first(where: { $0.linkName.value == entry.key }) else {
                let known = Self.unique(names)
                report(
                    at: entry.keyMark, keyPath: keyPath,
                    "undefined deep link '\(entry.key)'" + NameSuggestion.hint(for: entry.key, among: known)
                        + (known.isEmpty ? " (the manifest has none)" : " (links: \(known.joined(separator: ", ")))"))
                continue
            }
            checkWindowLink(link, named: entry.key, at: entry.keyMark, keyPath: keyPath)
        }
    }

    /// A link that opens a window of its own shows its route at the new window's root: it names
    /// a route, selects no tab and pushes no screens before it.
    private func checkWindowLink(_ link: DeepLinkSpec, named name: String, at mark: SourceMark?, keyPath: ConfigKeyPath)
    {
        let why = "deep link '\(name)' opens a window of its own (windows.links), whose first screen is its route"
        if let flow = link.flow {
            report(at: mark, keyPath: keyPath, "\(why); it starts flow '\(flow.value)' instead: give it a 'route:'")
        }
        if let tab = link.tab {
            report(tab, "\(why), so it selects no tab; remove 'tab: \(tab.value)'")
        }
        if let first = link.via?.first {
            report(first, "\(why), so it shows no screens before it; remove 'via:'")
        }
        if let route = link.route, let target = routes[route.value] {
            checkWindowRoot(
                target, at: route, what: "deep link '\(name)' opens a window that starts", needsNoParameters: false)
        }
    }

    /// A window's first screen is pushed (not presented), and, for a window opened without a
    /// route, takes no parameters.
    private func checkWindowRoot(
        _ route: IndexedRoute, at reference: Marked<String>, what: String, needsNoParameters: Bool = true
    ) {
        let style = route.spec.presentationStyle
        if style.isModal {
            report(
                reference,
                "\(what) with route '\(route.name.value)', but the route is presented "
                    + "(\(style.summary)); a window starts with a pushed screen")
        }
        let needed = route.spec.parameterTypes.map(\.name)
        if needsNoParameters, !needed.isEmpty {
            report(
                reference,
                "\(what) with route '\(route.name.value)', which needs parameter\(needed.count == 1 ? "" : "s") "
                    + needed.map { "'\($0)'" }.joined(separator: ", ")
                    + "; a window opened without a route cannot give "
                    + (needed.count == 1 ? "it" : "them"))
        }
    }
}
