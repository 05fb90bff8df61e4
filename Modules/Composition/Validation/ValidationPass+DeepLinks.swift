import WayfinderConfig
import WayfinderRouting

extension ValidationPass {
    // MARK: - Deep links

    /// Patterns, targets, parameters and the pushes a link makes.
    func checkDeepLinks() {
        for (index, link) in manifest.deepLinks.enumerated() {
            var pattern: DeepLinkPattern?
            do {
                pattern = try DeepLinkPattern(link.pattern.value)
            } catch {
                report(link.pattern, error.description)
            }
            if let pattern {
                do {
                    try matcher.add(pattern, route: link.route?.value ?? link.flow?.value ?? "?")
                    if linkOfPattern[pattern] == nil { linkOfPattern[pattern] = index }
                    addComposed(pattern, link)
                } catch {
                    report(link.pattern, error.description)
                }
            }
            if let tab = link.tab { rootPage(tab) }
            let via = link.viaRoutes.compactMap { route($0) }
            var receivers = via
            switch (link.route, link.flow) {
            case (let route?, nil):
                if let target = self.route(route) { receivers.append(target) }
            case (nil, let flow?):
                if let target = coordinator(flow), target.spec.builtInKind == .base, target.spec.mode?.value == .embed {
                    report(flow, "coordinator '\(target.name)' is embedded (mode: embed); a deep link cannot start it")
                }
            default:
                report(link.pattern, "a deep link needs exactly one of 'route' and 'flow'")
            }
            let targetResolved = link.route.map { routes[$0.value] != nil } ?? true
            if let pattern, via.count == link.viaRoutes.count, targetResolved {
                checkParameters(of: link, pattern: pattern, receivers: receivers)
            }
            checkPushes(of: link, via: via)
        }
    }

    /// Each URL parameter goes to a route that declares it with a compatible type; each
    /// parameter the routes declare comes from the URL.
    private func checkParameters(of link: DeepLinkSpec, pattern: DeepLinkPattern, receivers: [IndexedRoute]) {
        var offered: [(name: String, type: ParameterType)] = pattern.segments.compactMap { segment in
            if case .parameter(let name, let type) = segment { return (name, ParameterType(type)) }
            return nil
        }
        offered += pattern.queryParameters.map { ($0.name, ParameterType($0.type)) }
        let names = receivers.map { "'\($0.name.value)'" }.joined(separator: " or ")
        let optional = Set(pattern.queryParameters.filter { !$0.isRequired }.map(\.name))
        for parameter in offered {
            let declaring = receivers.filter { $0.spec.parameterType(parameter.name) != nil }
            if optional.contains(parameter.name), let needing = declaring.first {
                report(
                    link.pattern,
                    "URL parameter '\(parameter.name)' is optional in the pattern, but route '\(needing.name.value)' "
                        + "needs it; a URL without it would be refused when opened (mark it required: '\(parameter.name)!')"
                )
            }
            if declaring.isEmpty {
                let target = link.flow.map { "flow '\($0.value)', whose first screen takes none" } ?? "route \(names)"
                report(link.pattern, "URL parameter '\(parameter.name)' is not a parameter of \(target)")
            }
            for receiver in declaring {
                guard let expected = receiver.spec.parameterType(parameter.name),
                    !expected.accepts(valuesOf: parameter.type)
                else { continue }
                report(
                    link.pattern,
                    "URL parameter '\(parameter.name)' is \(parameter.type.phrase), but route '\(receiver.name.value)' "
                        + "expects \(expected.phrase)")
            }
        }
        let references = link.viaRoutes + (link.route.map { [$0] } ?? [])
        for (receiver, reference) in zip(receivers, references) {
            for declared in receiver.spec.parameterTypes.map(\.name)
            where !offered.contains(where: { $0.name == declared }) {
                report(
                    reference,
                    "route '\(receiver.name.value)' needs parameter '\(declared)', which pattern '\(link.pattern.value)' does not provide"
                )
            }
        }
    }

    /// Screens a link pushes after a modal presented without navigation.
    private func checkPushes(of link: DeepLinkSpec, via: [IndexedRoute]) {
        var references = link.viaRoutes.map { ($0, routes[$0.value]) }
        if let route = link.route { references.append((route, routes[route.value])) }
        var modalWithoutNavigation: String?
        for (reference, route) in references {
            guard let route else { continue }
            let style = route.spec.presentationStyle
            if style.isModal {
                modalWithoutNavigation = route.spec.allowsNavigation ? nil : route.name.value
            } else if let modal = modalWithoutNavigation {
                report(
                    reference,
                    "the deep link pushes '\(reference.value)' inside '\(modal)', which is presented without navigation"
                )
            }
        }
        if let flow = link.flow, let modal = modalWithoutNavigation, let spec = coordinators[flow.value]?.spec,
            !spec.flowPresentation.isModal
        {
            report(
                flow,
                "the deep link pushes flow '\(flow.value)' inside '\(modal)', which is presented without navigation")
        }
    }

    /// The link whose pattern is `pattern`, if any.
    func link(matching pattern: DeepLinkPattern) -> DeepLinkSpec? {
        linkOfPattern[pattern].map { manifest.deepLinks[$0] }
    }

    /// The link an `open:` URL leads to, if any.
    func link(opening url: String) -> DeepLinkSpec? {
        guard let match = try? matcher.match(url) else { return nil }
        return linkOfPattern[match.pattern].map { manifest.deepLinks[$0] }
    }

    /// Adds a valid pattern to the links the composed app follows, leading to its route, or to
    /// its flow's first screen; a link whose target is undefined is reported elsewhere.
    private func addComposed(_ pattern: DeepLinkPattern, _ link: DeepLinkSpec) {
        let target = link.route?.value ?? link.flow.flatMap { coordinators[$0.value]?.spec.root?.value }
        guard let target else { return }
        do {
            try composedMatcher.add(pattern, route: target)
            composedLinks.append((pattern, link))
        } catch {
            // Two flows starting at one screen: the same address would lead to both.
            report(link.pattern, error.description)
        }
    }
}
