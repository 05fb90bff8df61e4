import WayfinderComposition

extension GeneratedFile {
    // MARK: - Names

    /// The names of one kind, sorted and without repeats.
    struct NameSet {
        let typeSuffix: String
        let what: String
        let names: [String]
    }

    var nameSets: [NameSet] {
        let coordinators = manifest.coordinators.map(\.key)
        let pages = manifest.coordinators.flatMap { $0.value.pages ?? [] }.map(\.name.value)
        let slots = manifest.coordinators.compactMap { $0.value.slot?.value }
        let plugins = manifest.plugins.map(\.id.value)
        return [
            NameSet(typeSuffix: "Coordinator", what: "coordinators", names: coordinators),
            NameSet(typeSuffix: "Tab", what: "tab pages", names: pages),
            NameSet(typeSuffix: "Slot", what: "slots embedded coordinators fill", names: slots),
            NameSet(typeSuffix: "Plugin", what: "plugin ids", names: plugins),
        ].map { NameSet(typeSuffix: $0.typeSuffix, what: $0.what, names: Array(Set($0.names)).sorted()) }
    }

    mutating func writeNames() {
        let file = self
        var source = self.source
        defer { self.source = source }
        source.line()
        source.line("// MARK: - Names")
        for set in file.nameSets where !set.names.isEmpty {
            source.line()
            source.doc("The manifest's \(set.what).")
            source.block(
                "\(file.access)enum \(file.prefix)\(set.typeSuffix): Swift.String, Swift.CaseIterable, Swift.Hashable, Swift.Sendable"
            ) {
                source in
                for name in set.names {
                    source.line("case \(GeneratedNames.member(name)) = \(SwiftLiteral.string(name))")
                }
            }
        }
    }

    // MARK: - The composed app

    mutating func writeAppExtension() {
        let file = self
        var source = self.source
        defer { self.source = source }
        let access = file.access
        let prefix = file.prefix
        let hasTabs = file.nameSets.contains { $0.typeSuffix == "Tab" && !$0.names.isEmpty }
        source.line()
        source.line("// MARK: - The composed app")
        source.line()
        source.block("extension WayfinderComposition.ComposedApp") { source in
            source.doc("The top screen as a typed route, or `nil` when it shows none of the manifest's routes.")
            source.block("\(access)var \(SwiftIdentifier.member(file.manifest.app.id.value))Route: \(file.routeType)?")
            {
                source in
                source.line(
                    "guard let route = navigator.tree.topEntry?.route.baseRoute as? WayfinderRouting.DefaultRoute else { return nil }"
                )
                source.line("return \(file.routeType)(route)")
            }
            source.line()
            source.doc(
                """
                Shows `route` as one transaction: pushes it, or presents it when the manifest presents it.

                - Parameter route: The screen, with its parameters.
                - Throws: `CompositionError` when the top screen cannot show it; the state is then unchanged.
                """)
            source.block(
                "\(access)func navigate(to route: \(file.routeType)) async throws(WayfinderComposition.CompositionError)"
            ) {
                source in
                source.line("let name = route.registeredName")
                source.line(
                    "let verb: WayfinderComposition.ActionVerb = route.presentationStyle.isModal ? .present(route: name) : .push(route: name)"
                )
                source.line(
                    "try await perform(WayfinderComposition.ActionSpec(title: name, verb: verb, with: route.parameters))"
                )
            }
            if !file.links.isEmpty {
                source.line()
                source.doc(
                    """
                    Opens a deep link as one transaction, as the deep-links plugin plans it.

                    - Parameter link: The link, with its parameters.
                    - Throws: `DeepLinkFormatError` when its URL cannot be written, `CompositionError`
                      when it is refused; the state is then unchanged.
                    """)
                source.block("\(access)func open(_ link: \(prefix)Link) async throws") { source in
                    source.line(
                        "try await perform(WayfinderComposition.ActionSpec(title: \"open\", verb: .open(url: try link.url)))"
                    )
                }
            }
            if hasTabs {
                source.line()
                source.doc(
                    """
                    Selects a page of the root tab bar as one transaction.

                    - Parameter tab: The page.
                    - Throws: `CompositionError` when the root is no tab bar with this page.
                    """)
                source.block(
                    "\(access)func select(tab: \(prefix)Tab) async throws(WayfinderComposition.CompositionError)"
                ) { source in
                    source.line(
                        "try await perform(WayfinderComposition.ActionSpec(title: tab.rawValue, verb: .tab(page: tab.rawValue)))"
                    )
                }
            }
            source.line()
            source.doc(
                """
                Starts a coordinator's flow from the top screen as one transaction.

                - Parameter flow: The coordinator.
                - Throws: `CompositionError` when it cannot start there.
                """)
            source.block(
                "\(access)func startFlow(_ flow: \(prefix)Coordinator) async throws(WayfinderComposition.CompositionError)"
            ) {
                source in
                source.line(
                    "try await perform(WayfinderComposition.ActionSpec(title: flow.rawValue, verb: .flow(coordinator: flow.rawValue)))"
                )
            }
        }
    }
}
