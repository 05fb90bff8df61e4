import WayfinderComposition
import WayfinderRouting

extension GeneratedFile {
    // MARK: - Routes

    /// The typed parameters of each route, by route name.
    func routeParameters(_ route: RouteTable.Route) -> [Parameter] {
        let owner = "\(routeType).\(GeneratedNames.type(route.name.value))"
        return route.spec.parameterTypes.map { parameter($0.name, $0.type, owner: owner) }
    }

    mutating func writeRoutes() {
        let file = self
        var source = self.source
        defer { self.source = source }
        let routes = file.routes
        let access = file.access
        let routeType = file.routeType
        let appName = SwiftLiteral.comment(file.manifest.app.name.value)
        source.line()
        source.line("// MARK: - Routes")
        source.line()
        source.doc(
            """
            The screens of \(appName), one case per manifest route, with typed parameters.

            Convert with `defaultRoute` and `init?(_:)`; show one with `ComposedApp.navigate(to:)`.
            """)
        source.block("\(access)enum \(routeType): Swift.Hashable, Swift.Sendable") { source in
            for route in routes {
                source.doc(
                    "`\(SwiftLiteral.comment(route.name.value))`: \(SwiftLiteral.comment(route.spec.title.value))")
                source.line(
                    "case \(GeneratedNames.member(route.name.value))\(Self.caseParameters(file.routeParameters(route)))"
                )
            }
        }
        for route in routes {
            let type = GeneratedNames.type(route.name.value)
            GeneratedFile.writeOptionTypes(
                into: &source, extending: routeType, owner: type, file.routeParameters(route),
                ownerDoc: "route `\(SwiftLiteral.comment(route.name.value))`", access: access)
        }
    }

    mutating func writeRouteMembers() {
        let file = self
        let routes = file.routes
        var source = self.source
        defer { self.source = source }
        let access = file.access
        let routeType = file.routeType
        source.line()
        source.block("extension \(routeType)") { source in
            source.doc("The route's name in the manifest: the name it is registered, saved and linked by.")
            source.block("\(access)var registeredName: Swift.String") { source in
                source.caseChain(
                    routes.map { route in
                        (
                            ".\(GeneratedNames.member(route.name.value))",
                            ["return \(SwiftLiteral.string(route.name.value))"]
                        )
                    })
            }
            source.line()
            source.doc("How the manifest presents the route's screen.")
            source.block("\(access)var presentationStyle: WayfinderRouting.PresentationStyle") { source in
                source.caseChain(
                    routes.map { route in
                        (
                            ".\(GeneratedNames.member(route.name.value))",
                            ["return " + StyleLiteral.swift(route.spec.presentationStyle)]
                        )
                    })
            }
            source.line()
            source.doc(
                """
                The pane the manifest's `pane:` puts the route's screen in when its stack is shown as
                panes, or `nil` for a screen only ever shown alone.
                """)
            source.block("\(access)var paneRole: WayfinderRouting.PaneRole?") { source in
                source.caseChain(
                    routes.compactMap { route in
                        route.spec.pane.map { pane in
                            (".\(GeneratedNames.member(route.name.value))", ["return .\(pane.value.rawValue)"])
                        }
                    }, fallback: ["return nil"])
            }
            source.line()
            source.doc("The parameters as values, by name.")
            source.block("\(access)var parameters: [Swift.String: WayfinderRouting.ParameterValue]") { source in
                let withParameters = routes.compactMap { route -> (pattern: String, body: [String])? in
                    let parameters = file.routeParameters(route)
                    guard !parameters.isEmpty else { return nil }
                    let values = parameters.map {
                        "\(SwiftLiteral.string($0.name)): \($0.encoded($0.local, kind: $0.kind))"
                    }
                    return (
                        Self.casePattern(GeneratedNames.member(route.name.value), parameters),
                        ["return [" + values.joined(separator: ", ") + "]"]
                    )
                }
                source.caseChain(withParameters, fallback: ["return [:]"])
            }
            source.line()
            source.doc("The route as the composed app shows it.")
            source.block("\(access)var defaultRoute: WayfinderRouting.DefaultRoute") { source in
                source.line(
                    "WayfinderRouting.DefaultRoute(registeredName, parameters: parameters, presentationStyle: presentationStyle)"
                )
            }
            source.line()
            source.doc(
                """
                The typed route of a composed app's route, or `nil` when its name is not one of the
                manifest's or a parameter is missing or of another type.

                - Parameter route: A route of the composed app (its presentation style is not compared).
                """)
            source.block("\(access)init?(_ route: WayfinderRouting.DefaultRoute)") { source in
                if routes.contains(where: { !($0.spec.parameters?.isEmpty ?? true) }) {
                    source.line("let values = route.parameters")
                }
                source.switchBlock("route.name") { source in
                    for route in routes {
                        source.line("case \(SwiftLiteral.string(route.name.value)):")
                        var body = SwiftSource()
                        GeneratedFile.writeDecoding(
                            into: &body, GeneratedNames.member(route.name.value), file.routeParameters(route),
                            failure: "return nil")
                        for line in body.text.split(separator: "\n") { source.line("    " + line) }
                    }
                    source.line("default:")
                    source.line("    return nil")
                }
            }
        }
    }
}

/// Swift expressions for presentation styles.
enum StyleLiteral {
    static func swift(_ style: PresentationStyle) -> String {
        switch style {
        case .push: ".push"
        case .sheet: ".sheet"
        case .fullScreenCover: ".fullScreenCover"
        case .detents(let detents):
            ".detents([" + detents.map(detent).sorted().joined(separator: ", ") + "])"
        case .custom(let transition, let animation, let fullScreen):
            ".custom(transition: \(effect(transition)), animation: \(animation.map(effect) ?? "nil"), "
                + "fullScreen: \(fullScreen))"
        }
    }

    private static func detent(_ detent: Detent) -> String {
        switch detent {
        case .medium: ".medium"
        case .large: ".large"
        case .height(let points): ".height(\(points))"
        case .fraction(let fraction): ".fraction(\(fraction))"
        }
    }

    private static func effect(_ effect: NamedEffect) -> String {
        let parameters = effect.parameters.sorted { $0.key < $1.key }.map {
            "\(SwiftLiteral.string($0.key)): \(value($0.value))"
        }
        return
            "WayfinderRouting.NamedEffect(\(SwiftLiteral.string(effect.name)), [\(parameters.isEmpty ? ":" : parameters.joined(separator: ", "))])"
    }

    static func value(_ value: ParameterValue) -> String {
        switch value {
        case .string(let text): ".string(\(SwiftLiteral.string(text)))"
        case .int(let number): ".int(\(number))"
        case .double(let number): ".double(\(number))"
        case .bool(let flag): ".bool(\(flag))"
        }
    }
}
