import PropertySupport
import WayfinderComposition

/// A random valid manifest as YAML: routes with every parameter type, every presentation
/// style, tab pages, stack, child and embedded coordinators, deep links with path and query
/// parameters, and names chosen to be hard for generated Swift (keywords, members the
/// generated types declare, non-ASCII letters, dashes, leading digits).
struct RandomManifest {
    /// Names for routes, coordinators, pages, slots and parameters.
    static let names = [
        "home", "item", "default", "class", "self", "Type", "url", "parameters", "registered-name", "café",
        "über-ansicht", "日本", "1st-step", "order_list", "in", "switch", "profile", "detail-view", "x", "matcher",
        "init", "protocol", "naïve", "search", "return", "hash", "description", "all", "name", "template",
    ]
    /// Parameter names a deep link can carry (`[A-Za-z_][A-Za-z0-9_]*`).
    static let linkParameterNames = ["id", "default", "self", "in", "page", "q", "Type", "url_", "x1"]
    /// Options of `oneOf` parameters (each allowed in a URL pattern).
    static let options = ["a", "b-c", "café", "default", "none", "x_y", "42", "Self"]

    let appID: String
    var yaml = ""

    /// Draws a manifest.
    ///
    /// - Parameters:
    ///   - index: Makes the app id unique among the manifests of one test.
    ///   - random: The choices.
    init(index: Int, random: inout some RandomNumberGenerator) {
        appID = "random-app-\(index)"
        var used = Set<String>()
        func fresh(_ pool: [String]) -> String {
            for _ in 0..<pool.count {
                let name = random.pick(pool)
                if used.insert(SwiftIdentifier.member(name)).inserted { return name }
            }
            var counter = used.count
            while !used.insert(SwiftIdentifier.member("extra-\(counter)")).inserted { counter += 1 }
            return "extra-\(counter)"
        }

        let routeCount = random.int(2...7)
        var routes: [(name: String, parameters: [(String, String)], style: String)] = []
        for _ in 0..<routeCount {
            var parameterNames = Set<String>()
            var parameters: [(String, String)] = []
            for _ in 0..<random.int(0...3) {
                let name = random.pick(Self.linkParameterNames + ["flag", "ratio", "naïve-name"])
                guard parameterNames.insert(SwiftIdentifier.member(name)).inserted else { continue }
                let type = random.pick(["string", "int", "double", "bool", "uuid", "oneOf"])
                if type == "oneOf" {
                    var chosen: [String] = []
                    var seen = Set<String>()
                    for _ in 0..<random.int(1...3) {
                        let option = random.pick(Self.options)
                        if seen.insert(SwiftIdentifier.member(option)).inserted { chosen.append(option) }
                    }
                    parameters.append((name, "oneOf(\(chosen.joined(separator: "|")))"))
                } else {
                    parameters.append((name, type))
                }
            }
            let style = random.pick([
                "push", "push", "sheet", "fullScreenCover", "{detents: [medium, large]}",
                "{custom: {transition: {name: slide, parameters: {edge: \"trailing\\\"\"}}, fullScreen: true}}",
            ])
            routes.append((fresh(Self.names), parameters, style))
        }
        // The first route is a stack's first screen: pushed, without parameters.
        routes[0].style = "push"
        routes[0].parameters = []
        let childRoot = fresh(Self.names)
        let pageName = fresh(Self.names)
        let stackName = fresh(Self.names)
        let childName = fresh(Self.names)
        let hasPanel = random.chance(0.5)
        let panelName = fresh(Self.names)
        let slotName = fresh(Self.names)
        let baseName = fresh(Self.names)

        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func sample(_ type: String) -> String {
            switch type {
            case "string": "\"some text\""
            case "int": "3"
            case "double": "1.5"
            case "bool": "true"
            case "uuid": "0f8fad5b-d9cb-469f-a165-70867728950e"
            default:
                quoted(String(type.dropFirst("oneOf(".count).prefix { $0 != "|" && $0 != ")" }))
            }
        }

        yaml += "app: {id: \(appID), name: \(quoted("Random \"app\" \(index) — ünïcode")), root: main}\n"
        yaml += "routes:\n"
        for (offset, route) in routes.enumerated() {
            yaml += "  \(quoted(route.name)):\n"
            yaml += "    title: \(quoted("Screen \(route.name)"))\n"
            yaml += "    style: \(route.style)\n"
            if !route.parameters.isEmpty {
                yaml += "    parameters: {"
                yaml += route.parameters.map { "\(quoted($0.0)): \(quoted($0.1))" }.joined(separator: ", ") + "}\n"
            }
            if offset == 0 {
                yaml += "    actions:\n"
                for other in routes.dropFirst() {
                    let verb = other.style == "push" ? "push" : "present"
                    let with = other.parameters.map { "\(quoted($0.0)): \(sample($0.1))" }.joined(separator: ", ")
                    yaml += "      - {title: Go, \(verb): \(quoted(other.name)), with: {\(with)}}\n"
                }
                yaml += "      - {title: Flow, flow: \(quoted(childName))}\n"
            } else {
                yaml += "    actions:\n      - {title: Back, back: }\n"
            }
        }
        yaml += "  \(quoted(childRoot)):\n    title: Flow\n    actions:\n      - {title: Done, finish: }\n"
        if hasPanel {
            yaml += "  \(quoted(panelName)): {title: Panel}\n"
        }
        yaml += "coordinators:\n"
        yaml += "  main:\n    kind: tabs\n    pages:\n"
        yaml += "      - {name: \(quoted(pageName)), title: Page, coordinator: \(quoted(stackName))}\n"
        yaml += "  \(quoted(stackName)): {kind: stack, root: \(quoted(routes[0].name))}\n"
        yaml += "  \(quoted(childName)): {kind: child, root: \(quoted(childRoot)), scope: bounded}\n"
        if hasPanel {
            yaml += "  \(quoted(baseName)): {kind: base, root: \(quoted(panelName)), mode: embed, "
            yaml += "slot: \(quoted(slotName)), into: \(quoted(routes[0].name))}\n"
        }
        // One link per route whose parameters a URL can carry, each under its own host.
        var links: [String] = []
        for (offset, route) in routes.enumerated() {
            let linkable = route.parameters.allSatisfy {
                Self.linkParameterNames.contains($0.0) && !["double", "bool"].contains($0.1)
            }
            guard linkable, random.chance(0.8) else { continue }
            var path = ""
            var query: [String] = []
            for (name, type) in route.parameters {
                let spelled = type == "string" ? "" : ":\(type)"
                if random.chance(0.5) { path += "/:\(name)\(spelled)" } else { query.append("\(name)\(spelled)!") }
            }
            let pattern =
                "app\(index)://h\(offset)/page\(path)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            var link = "  - {pattern: \(quoted(pattern)), route: \(quoted(route.name))"
            if route.style == "push", offset > 0 {
                link += ", tab: \(quoted(pageName)), via: [\(quoted(routes[0].name))]"
            }
            if random.chance(0.5) { link += ", name: \(quoted(fresh(Self.names)))" }
            links.append(link + "}")
        }
        if !links.isEmpty {
            yaml += "deepLinks:\n" + links.joined(separator: "\n") + "\n"
            yaml += "plugins:\n  - id: deep-links\n"
        }
    }
}
