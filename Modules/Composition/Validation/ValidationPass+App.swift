import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting

extension ValidationPass {
    // MARK: - App

    /// The app id's shape and the root coordinator.
    func checkApp() {
        let app = manifest.app
        if !PluginRegistry.isValidID(app.id.value) {
            report(app.id, "app id '\(app.id.value)' must be [a-z0-9-]+ (it names persisted state)")
        }
        guard let root = coordinator(app.root), !Self.canBeRoot(root.spec) else { return }
        if root.spec.builtInKind == .child {
            report(
                app.root,
                "the root coordinator '\(root.name)' is a child flow; the root must be a stack, tabs or base coordinator"
            )
        } else if root.spec.builtInKind == .base, root.spec.mode?.value == .embed {
            report(app.root, "the root coordinator '\(root.name)' is embedded (mode: embed); the root cannot be")
        }
    }

    /// Whether a coordinator can be the navigator's root: not a child flow, not embedded.
    static func canBeRoot(_ spec: CoordinatorSpec) -> Bool {
        spec.builtInKind != .child && !(spec.builtInKind == .base && spec.mode?.value == .embed)
    }

    // MARK: - Routes

    /// Names defined twice, styles, `withNavigation`, parameters and title placeholders.
    func checkRoutes() {
        var firstMarks: [String: SourceMark?] = [:]
        for route in manifest.routes.routes {
            let name = route.name.value
            if let earlier = firstMarks[name] {
                report(route.name, "route '\(name)' is defined twice" + Self.firstAt(earlier))
                continue
            }
            firstMarks[name] = route.name.mark
            if name == TabBarRoute.name {
                report(route.name, "route name '\(name)' is reserved for the entry that shows a tab bar")
            }
            let spec = route.spec
            if let style = spec.style { checkStyle(style) }
            if let withNavigation = spec.withNavigation, withNavigation.value, !spec.presentationStyle.isModal {
                report(withNavigation, "withNavigation applies to modal styles only; route '\(name)' is pushed")
            }
            let declared = spec.parameterTypes.map(\.name)
            for template in [spec.title] + (spec.text.map { [$0] } ?? []) {
                for placeholder in Placeholders.names(in: template.value) where !declared.contains(placeholder) {
                    report(
                        template,
                        "placeholder '{\(placeholder)}' is not a parameter of route '\(name)'"
                            + Self.parameterList(declared))
                }
            }
        }
    }

    /// A style a renderer can show, or a finding.
    func checkStyle(_ style: Marked<PresentationStyle>) {
        do {
            try style.value.validate()
        } catch {
            report(style, "invalid presentation style: \(error)")
        }
    }

    /// ` (parameters: a, b)` or ` (it declares none)`.
    static func parameterList(_ names: [String]) -> String {
        names.isEmpty ? " (it declares none)" : " (parameters: \(names.joined(separator: ", ")))"
    }

    // MARK: - Coordinators

    /// Kinds, the keys each kind takes, roots, pages and embeddings.
    func checkCoordinators() {
        for name in coordinatorNames {
            guard let coordinator = coordinators[name] else { continue }
            let spec = coordinator.spec
            guard kindNames.contains(spec.kind.value) else {
                report(
                    spec.kind,
                    "unknown coordinator kind '\(spec.kind.value)'"
                        + NameSuggestion.hint(for: spec.kind.value, among: kindNames)
                        + " (kinds: \(kindNames.joined(separator: ", ")))")
                continue
            }
            let kind = spec.builtInKind
            checkKeys(of: coordinator, kind: kind)
            if let presentation = spec.presentation { checkStyle(presentation) }
            if kind == .tabs {
                checkPages(of: coordinator)
            } else if let root = spec.root {
                if let route = route(root), !route.spec.parameterTypes.isEmpty {
                    report(
                        root,
                        "route '\(root.value)' declares parameters (\(route.spec.parameterTypes.map(\.name).joined(separator: ", "))); "
                            + "the first screen of coordinator '\(name)' cannot receive any")
                }
            } else if kind != nil {
                report(spec.kind, "a \(spec.kind.value) coordinator needs a 'root' route")
            }
            if kind == .base, spec.mode?.value == .embed { checkEmbedding(of: coordinator) }
        }
    }

    /// Keys the coordinator's kind does not take.
    private func checkKeys(of coordinator: NamedCoordinator, kind: CoordinatorKind?) {
        let spec = coordinator.spec
        let kindName = spec.kind.value
        func refuse<Value>(_ value: Marked<Value>?, _ key: String, _ allowed: String) {
            guard let value else { return }
            report(value, "'\(key)' applies to \(allowed) only; '\(coordinator.name)' is a \(kindName) coordinator")
        }
        if kind != .tabs {
            if let pages = spec.pages, let first = pages.first {
                report(
                    first.name,
                    "'pages' applies to tabs coordinators only; '\(coordinator.name)' is a \(kindName) coordinator")
            }
            refuse(spec.selected, "selected", "tabs coordinators")
            refuse(spec.back, "back", "tabs coordinators")
        } else {
            refuse(spec.root, "root", "stack, child and base coordinators")
        }
        if kind != .child { refuse(spec.scope, "scope", "child coordinators") }
        if kind != .base {
            refuse(spec.mode, "mode", "base coordinators")
            refuse(spec.slot, "slot", "embedded base coordinators")
            refuse(spec.into, "into", "embedded base coordinators")
        } else {
            if spec.mode?.value != .embed {
                refuse(spec.slot, "slot", "embedded base coordinators (mode: embed)")
                refuse(spec.into, "into", "embedded base coordinators (mode: embed)")
            }
            if spec.mode?.value != .present {
                refuse(spec.presentation, "presentation", "presented base coordinators (mode: present)")
            } else if let presentation = spec.presentation, !presentation.value.isModal {
                report(presentation, "a presented base coordinator needs a modal presentation, found push")
            }
        }
        if kind != nil { refuse(spec.options, "options", "coordinator kinds contributed by plugins") }
    }

    /// Pages: at least one, unique names, defined coordinators of a kind that owns a stack, the
    /// selected page.
    private func checkPages(of coordinator: NamedCoordinator) {
        let pages = coordinator.spec.pages ?? []
        if pages.isEmpty {
            report(coordinator.spec.kind, "a tabs coordinator needs at least one page")
        }
        var seen: [String: TabPageSpec] = [:]
        for page in pages {
            if let first = seen[page.name.value] {
                report(
                    page.name,
                    "tab page '\(page.name.value)' is defined twice in '\(coordinator.name)'"
                        + Self.firstAt(first.name.mark))
            } else {
                seen[page.name.value] = page
            }
            guard let target = self.coordinator(page.coordinator) else { continue }
            if target.spec.builtInKind == .child
                || (target.spec.builtInKind == .base && target.spec.mode?.value == .embed)
            {
                report(
                    page.coordinator,
                    "tab page '\(page.name.value)' needs a coordinator that owns a stack; '\(target.name)' is "
                        + (target.spec.builtInKind == .child ? "a child flow" : "embedded"))
            }
        }
        if let selected = coordinator.spec.selected, seen[selected.value] == nil {
            let names = Self.unique(pages.map(\.name.value))
            report(
                selected,
                "undefined tab page '\(selected.value)'" + NameSuggestion.hint(for: selected.value, among: names)
                    + " (pages: \(names.joined(separator: ", ")))")
        }
    }

    /// An embedded base coordinator names its slot and a host screen that starts a stack or
    /// child coordinator.
    private func checkEmbedding(of coordinator: NamedCoordinator) {
        let spec = coordinator.spec
        guard let mode = spec.mode else { return }
        if spec.slot == nil { report(mode, "an embedded base coordinator needs a 'slot'") }
        guard let into = spec.into else {
            report(mode, "an embedded base coordinator needs 'into', the route of the screen hosting the slot")
            return
        }
        guard route(into) != nil else { return }
        if !stackAndChildRoots.contains(into.value) {
            report(into, "embed target '\(into.value)' is not the first screen of any stack or child coordinator")
        }
    }

    /// `names` without repeats, in order.
    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
