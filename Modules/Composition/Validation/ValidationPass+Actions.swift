import Foundation
import WayfinderConfig
import WayfinderRouting

extension ValidationPass {
    // MARK: - Actions

    /// Every action's verb, target, parameters and style.
    func checkActions() {
        for name in routeNames {
            guard let route = routes[name] else { continue }
            for action in route.spec.actionList {
                check(action, on: route)
            }
        }
    }

    private func check(_ action: ActionSpec, on route: IndexedRoute) {
        let verb = action.verb
        var takesParameters = false
        switch verb {
        case .push(let reference):
            takesParameters = true
            if let target = self.route(reference) {
                let style = target.spec.presentationStyle
                if style.isModal {
                    report(
                        reference,
                        "route '\(reference.value)' is presented (\(style.keyword)); show it with present:, not push:"
                    )
                }
                checkParameters(of: action, from: route, to: target, at: reference)
            }
        case .present(let reference):
            takesParameters = true
            if let style = action.style { checkStyle(style) }
            if let target = self.route(reference) {
                let style = action.style?.value ?? target.spec.presentationStyle
                if !style.isModal {
                    let message =
                        "present needs a modal style, but route '\(reference.value)' is pushed; "
                        + "give the action a modal 'style' or use push:"
                    if let written = action.style { report(written, message) } else { report(reference, message) }
                }
                checkParameters(of: action, from: route, to: target, at: reference)
            }
        case .flow(let reference):
            if let target = coordinator(reference), target.spec.builtInKind == .base, target.spec.mode?.value == .embed
            {
                report(
                    reference, "coordinator '\(target.name)' is embedded (mode: embed); it cannot be started as a flow")
            }
        case .tab(let reference):
            rootPage(reference)
        case .open(let url):
            let declared = route.spec.parameterTypes.map(\.name)
            for placeholder in Placeholders.names(in: url.value) where !declared.contains(placeholder) {
                report(
                    url,
                    "placeholder '{\(placeholder)}' is not a parameter of route '\(route.name.value)'"
                        + Self.parameterList(declared))
            }
            do {
                let match = try matcher.match(sampleURL(url.value, on: route.name.value))
                checkOpened(match, by: url)
            } catch {
                report(url, "no deep link matches '\(url.value)': \(error.reason)")
            }
            requireHandler("deep links", for: action) { $0 is any DeepLinkHandling.Type }
        case .contributed(let name, let argument):
            checkContributedVerb(name, argument: argument, of: action)
        case .back, .dismiss, .finish, .popToRoot:
            break
        }
        // An unknown verb is reported once; what it would do with 'with' or 'style' is unknown
        // too, so no follow-on finding speaks of it.
        if case .contributed(let name, _) = verb, contributions.verbs[name] == nil { return }
        if !takesParameters, let first = action.with?.first {
            report(first.value, "'with' applies to push and present only; this action is \(verb.name)")
        }
        if verb.name != "present", let style = action.style {
            report(style, "'style' applies to present only; this action is \(verb.name)")
        }
    }

    /// A verb no enabled plugin contributes, or written with a value it does not take.
    private func checkContributedVerb(_ name: String, argument: Marked<String>?, of action: ActionSpec) {
        guard let declared = contributions.verbs[name] else {
            guard !contributionsIncomplete else { return }
            let known = ActionVerb.builtInNames + contributions.verbs.keys.sorted()
            report(
                at: action.verbMark, keyPath: action.verbKeyPath,
                "unknown verb '\(name)'" + NameSuggestion.hint(for: name, among: known)
                    + " (no enabled plugin contributes it)")
            return
        }
        switch (declared, argument) {
        case (let value?, nil):
            report(at: action.verbMark, keyPath: action.verbKeyPath, "\(name) needs a value: \(name): \(value)")
        case (nil, let given?) where given.value != "true":
            report(given, "\(name) takes no value; write '\(name):' or '\(name): true'")
        default:
            break
        }
    }

    /// A finding when no enabled plugin's type passes `handles`.
    private func requireHandler(
        _ what: String, for action: ActionSpec, _ handles: (any WayfinderPlugin.Type) -> Bool
    ) {
        let handled = manifest.plugins.contains { spec in
            spec.isEnabled && registry.type(for: spec.id.value).map(handles) == true
        }
        if !handled {
            report(
                at: action.verbMark, keyPath: action.verbKeyPath,
                "\(action.verb.name) needs an enabled plugin that handles \(what); none does")
        }
    }

    /// `with:` gives every parameter the target declares, each of its type; `"{name}"` copies a
    /// parameter of the current route.
    private func checkParameters(
        of action: ActionSpec, from current: IndexedRoute, to target: IndexedRoute, at reference: Marked<String>
    ) {
        let targetName = target.name.value
        // The declared names are listed only in findings: made when one is reported.
        func declared() -> [String] { target.spec.parameterTypes.map(\.name) }
        let given = action.with ?? OrderedMapping([])
        for entry in given {
            let value = entry.value
            guard let type = target.spec.parameterType(entry.key) else {
                report(
                    value,
                    "parameter '\(entry.key)' is not declared by route '\(targetName)'" + Self.parameterList(declared())
                )
                continue
            }
            if case .string(let text) = value.value, let copied = Placeholders.whole(text) {
                guard let sourceType = current.spec.parameterType(copied) else {
                    report(
                        value,
                        "'{\(copied)}' copies a parameter route '\(current.name.value)' does not have"
                            + Self.parameterList(current.spec.parameterTypes.map(\.name)))
                    continue
                }
                if !type.accepts(valuesOf: sourceType) {
                    report(
                        value,
                        "parameter '\(entry.key)' of route '\(targetName)' must be \(type.phrase); '{\(copied)}' is \(sourceType.phrase)"
                    )
                }
            } else if !type.accepts(value.value) {
                report(
                    value,
                    "parameter '\(entry.key)' of route '\(targetName)' must be \(type.phrase), found \(Self.phrase(value))"
                )
            }
        }
        let missing = (target.spec.parameters ?? OrderedMapping([])).compactMap { given[$0.key] == nil ? $0.key : nil }
        if !missing.isEmpty {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            report(
                reference,
                "route '\(targetName)' needs \(missing.count == 1 ? "parameter" : "parameters") \(list); give it with 'with:'"
            )
        }
    }

    /// What an `open:` URL gives the routes its link leads to: every parameter they need, each
    /// a value of the type they declare (a URL may leave out an optional query parameter that a
    /// route needs, or carry a literal the route's type refuses).
    private func checkOpened(_ match: DeepLinkMatch, by url: Marked<String>) {
        guard let link = link(matching: match.pattern) else { return }
        let receivers = (link.viaRoutes + (link.route.map { [$0] } ?? [])).compactMap { routes[$0.value] }
        for receiver in receivers {
            for declared in receiver.spec.parameterTypes {
                guard let value = match.parameters[declared.name] else {
                    report(
                        url,
                        "'\(url.value)' opens route '\(receiver.name.value)' without its parameter '\(declared.name)'; "
                            + "the link's pattern '\(link.pattern.value)' makes it optional, so the URL must give it")
                    continue
                }
                if !Placeholders.names(in: url.value).isEmpty { continue }
                if !declared.type.accepts(value) {
                    report(
                        url,
                        "'\(url.value)' gives route '\(receiver.name.value)' parameter '\(declared.name)' "
                            + "\(Self.phrase(value)), but it must be \(declared.type.phrase)")
                }
            }
        }
    }

    /// `url` with each placeholder naming a parameter of `route` replaced by a value of its type.
    func sampleURL(_ url: String, on route: String) -> String {
        manifest.sampleURL(url, on: route)
    }

    /// A value as a message quotes it: `3`, `true`, `"abc"`.
    static func phrase(_ value: ParameterValue, written: String? = nil) -> String {
        let shown = written ?? value.description
        return switch value {
        case .string(let text): "\"\(text)\""
        case .bool: "\(shown), which YAML reads as a boolean (write \"\(shown)\" for text)"
        case .double(let number) where !number.isFinite: "\(shown), which is not a finite number"
        case .int, .double: "the number \(shown)"
        }
    }

    /// A value as a message quotes it, in the words the manifest wrote it (`1e20`, not the
    /// `1e+20` it decodes to) when its mark can find them.
    static func phrase(_ value: Marked<ParameterValue>) -> String {
        phrase(value.value, written: writtenText(of: value))
    }

    /// The plain scalar written at a value's mark: from its column to the next `,`, `}`, `]`,
    /// ` #` or the end of the line; `nil` when the mark knows no text or the value is quoted.
    static func writtenText(of value: Marked<ParameterValue>) -> String? {
        guard let mark = value.mark, let line = mark.sourceLine, mark.column >= 1 else { return nil }
        // Columns count Unicode scalars.
        let rest = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(mark.column - 1)))
        guard let first = rest.first, first != "\"", first != "'" else { return nil }
        var text = ""
        for character in rest {
            if character == "," || character == "}" || character == "]" { break }
            if character == "#", text.last == " " { break }
            text.append(character)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
