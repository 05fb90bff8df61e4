import WayfinderComposition
import WayfinderRouting

extension GeneratedFile {
    // MARK: - Deep links

    /// A link with its parsed pattern and typed parameters.
    struct Link {
        let name: String
        let template: String
        let parameters: [Parameter]
        let targetDescription: String

        var member: String { GeneratedNames.member(name) }
    }

    /// The links whose patterns parse, sorted by name.
    var links: [Link] {
        manifest.deepLinks.compactMap { spec -> Link? in
            guard let pattern = try? DeepLinkPattern(spec.pattern.value) else { return nil }
            let owner = "\(linkType).\(GeneratedNames.type(spec.linkName.value))"
            var parameters: [Parameter] = []
            for segment in pattern.segments {
                if case .parameter(let name, let type) = segment {
                    parameters.append(parameter(name, ParameterType(type), owner: owner))
                }
            }
            for query in pattern.queryParameters {
                parameters.append(
                    parameter(query.name, ParameterType(query.type), owner: owner, optional: !query.isRequired))
            }
            let target = spec.route.map { "route `\($0.value)`" } ?? spec.flow.map { "flow `\($0.value)`" } ?? "nothing"
            return Link(
                name: spec.linkName.value, template: spec.pattern.value, parameters: parameters,
                targetDescription: SwiftLiteral.comment(target))
        }.sorted { $0.name < $1.name }
    }

    mutating func writeLinks() {
        let file = self
        let links = file.links
        guard !links.isEmpty else { return }
        var source = self.source
        defer { self.source = source }
        let access = file.access
        let linkType = file.linkType
        source.line()
        source.line("// MARK: - Deep links")
        source.line()
        source.doc(
            """
            The deep links of \(SwiftLiteral.comment(file.manifest.app.name.value)), one case per link, with the typed
            parameters of its URL.

            `url` writes a link's URL and `init?(url:)` reads one back: for every value,
            `\(linkType)(url: try link.url) == link`. Open one with `ComposedApp.open(_:)`.
            """)
        source.block("\(access)enum \(linkType): Swift.Hashable, Swift.Sendable") { source in
            for link in links {
                source.doc("`\(SwiftLiteral.comment(link.template))`, to \(link.targetDescription).")
                source.line("case \(link.member)\(GeneratedFile.caseParameters(link.parameters))")
            }
        }
        for link in links {
            GeneratedFile.writeOptionTypes(
                into: &source, extending: linkType, owner: GeneratedNames.type(link.name), link.parameters,
                ownerDoc: "link `\(SwiftLiteral.comment(link.name))`", access: access)
        }
        source.line()
        source.block("extension \(linkType)") { source in
            source.doc("The link's URL pattern, as the manifest writes it.")
            source.block("\(access)var template: Swift.String") { source in
                source.caseChain(links.map { (".\($0.member)", ["return \(SwiftLiteral.string($0.template))"]) })
            }
            source.line()
            source.doc("The URL's parameters as values, by name; optional query parameters without a value are absent.")
            source.block("\(access)var parameters: [Swift.String: WayfinderRouting.ParameterValue]") { source in
                let withParameters = links.filter { !$0.parameters.isEmpty }.map { link in
                    var body = SwiftSource()
                    GeneratedFile.writeParameterDictionary(into: &body, link.parameters)
                    return (
                        GeneratedFile.casePattern(link.member, link.parameters),
                        body.text.split(separator: "\n").map(String.init)
                    )
                }
                source.caseChain(withParameters, fallback: ["return [:]"])
            }
            source.line()
            source.doc(
                """
                The link's URL, every value percent-encoded so that it reads back unchanged.

                - Throws: `DeepLinkFormatError.emptyPathValue` for an empty string in a path segment
                  (a URL has no empty segment).
                """)
            source.block("\(access)var url: Swift.String") { source in
                source.block("get throws(WayfinderRouting.DeepLinkFormatError)") { source in
                    source.line("try WayfinderRouting.DeepLinkPattern.url(template: template, with: parameters)")
                }
            }
            source.line()
            source.doc(
                """
                Every link's pattern, each under its own template as route name: what `init?(url:)`
                matches with, by the same precedence as the composed app's deep links.
                """)
            source.line("\(access)static let matcher: WayfinderRouting.DeepLinkMatcher = {")
            source.line("    var matcher = WayfinderRouting.DeepLinkMatcher()")
            source.line("    // The manifest was validated: every pattern parses and no two have one shape.")
            source.line("    for template in [")
            for link in links.sorted(by: { $0.template < $1.template }) {
                source.line("        \(SwiftLiteral.string(link.template)),")
            }
            source.line("    ] {")
            source.line("        try? matcher.add(template, route: template)")
            source.line("    }")
            source.line("    return matcher")
            source.line("}()")
            source.line()
            source.doc(
                """
                The link a URL opens, or `nil` when no link matches it (`matcher.match(url)` says why).

                - Parameter url: A URL such as one `url` wrote.
                """)
            source.block("\(access)init?(url: Swift.String)") { source in
                source.line("guard let match = try? Self.matcher.match(url) else { return nil }")
                source.line("self.init(match)")
            }
            source.line()
            source.doc(
                """
                The link of a match by one of these links' patterns (the composed app's `deepLinks`
                matcher included), or `nil` for another pattern.

                - Parameter match: A match.
                """)
            source.block("\(access)init?(_ match: WayfinderRouting.DeepLinkMatch)") { source in
                if links.contains(where: { !$0.parameters.isEmpty }) {
                    source.line("let values = match.parameters")
                }
                source.switchBlock("match.pattern.template") { source in
                    for link in links {
                        source.line("case \(SwiftLiteral.string(link.template)):")
                        var body = SwiftSource()
                        GeneratedFile.writeDecoding(into: &body, link.member, link.parameters, failure: "return nil")
                        for line in body.text.split(separator: "\n") { source.line("    " + line) }
                    }
                    source.line("default:")
                    source.line("    return nil")
                }
            }
        }
    }
}
