import WayfinderConfig

extension ValidationPass {
    // MARK: - Plugins

    /// Unknown and repeated ids, options, contributions, `requires:` and its cycles.
    func checkPlugins() {
        var seen: [String: PluginSpec] = [:]
        for spec in manifest.plugins {
            let id = spec.id.value
            if let first = seen[id] {
                report(spec.id, "plugin '\(id)' is listed twice" + Self.firstAt(first.id.mark))
                continue
            }
            seen[id] = spec
            guard let type = registry.type(for: id) else {
                if unknownPlugins == .note {
                    // What it contributes is unknown: verbs nobody else contributes are not reported.
                    contributionsIncomplete = true
                    findings.append(
                        ConfigDiagnostic(
                            .note, at: spec.id.mark, keyPath: spec.id.keyPath,
                            message: "plugin '\(id)' is not known here; the manifest is checked without its checks"))
                    continue
                }
                let known = registry.ids
                report(
                    spec.id,
                    "unknown plugin '\(id)'" + NameSuggestion.hint(for: id, among: known)
                        + " (registered: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
                continue
            }
            guard spec.isEnabled else {
                if let validate = PreparedPlugin.disabledValidation(type, spec: spec, decoder: decoder) {
                    disabledValidations.append((spec, validate))
                }
                continue
            }
            switch PreparedPlugin.prepare(type, spec: spec, decoder: decoder) {
            case .success(let plugin):
                prepared.append(plugin)
                contributions.merge(plugin.contributions)
                contributionOrigins.append((spec.id.mark, spec.entryKeyPath, plugin.contributions))
            case .failure(let error):
                findings += error.diagnostics
                if let lenient = PreparedPlugin.lenientContributions(type, spec: spec, decoder: decoder) {
                    contributions.merge(lenient)
                    contributionOrigins.append((spec.id.mark, spec.entryKeyPath, lenient))
                } else {
                    contributionsIncomplete = true
                }
            }
        }
        checkRequires(seen)
    }

    /// Runs every plugin's validation hook, in manifest order, once the graph is indexed.
    func checkPluginOptions() {
        var hooks =
            prepared.map { ($0.spec, true, $0.validate) } + disabledValidations.map { ($0.spec, false, $0.validate) }
        hooks.sort {
            ($0.0.id.mark?.line ?? 0, $0.0.id.mark?.column ?? 0) < ($1.0.id.mark?.line ?? 0, $1.0.id.mark?.column ?? 0)
        }
        for (spec, enabled, validate) in hooks {
            validate(PluginValidationContext(entry: spec, isEnabled: enabled, pass: self))
        }
    }

    private func checkRequires(_ specs: [String: PluginSpec]) {
        let ids = manifest.plugins.map(\.id.value)
        for spec in manifest.plugins where spec.isEnabled && specs[spec.id.value]?.id.mark == spec.id.mark {
            for required in spec.requiredIDs {
                guard let target = specs[required.value] else {
                    report(
                        required,
                        "plugin '\(spec.id.value)' requires '\(required.value)', which is not in the manifest"
                            + NameSuggestion.hint(for: required.value, among: ids))
                    continue
                }
                if !target.isEnabled {
                    report(required, "plugin '\(spec.id.value)' requires '\(required.value)', which is disabled")
                }
            }
        }
        let enabled = manifest.plugins.filter(\.isEnabled).map(\.id.value)
        let edges = Dictionary(manifest.plugins.filter(\.isEnabled).map { ($0.id.value, $0.requiredIDs) }) { first, _ in
            first
        }
        for cycle in GraphCycles.find(nodes: enabled, edges: { edges[$0] ?? [] }) {
            report(
                cycle.closingEdge,
                "plugins require each other in a cycle: \(cycle.path.joined(separator: " → "))")
        }
    }

    /// Adds the contributions to the manifest; their names are marked at the contributing
    /// plugin's entry.
    func mergeContributions() {
        for origin in contributionOrigins {
            func marked(_ value: String, _ key: String) -> Marked<String> {
                Marked(value, mark: origin.mark, keyPath: origin.keyPath.appending(key: key))
            }
            for (name, spec) in origin.contributions.routes {
                manifest.routes.routes.append(RouteTable.Route(name: marked(name, "contributes"), spec: spec))
            }
            for link in origin.contributions.deepLinks {
                var link = link
                link.pattern = marked(link.pattern.value, "contributes")
                link.route = link.route.map { marked($0.value, "contributes") }
                link.flow = link.flow.map { marked($0.value, "contributes") }
                link.tab = link.tab.map { marked($0.value, "contributes") }
                manifest.deepLinks.append(link)
            }
            for (name, spec) in origin.contributions.coordinators {
                manifest.coordinators.entries.append(OrderedMapping.Entry(key: name, value: spec, keyMark: origin.mark))
            }
        }
    }
}
