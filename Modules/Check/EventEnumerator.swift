import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderScript
import WayfinderStacks

/// The events that can happen next to a session, as the checker explores them: only those
/// that can act (no swipe-down with nothing presented), so that no state is reached twice for
/// nothing.
@MainActor
struct EventEnumerator {
    /// The kinds explored.
    let kinds: Set<CheckEvent.Kind>
    /// The manifest's deep links with sample values, made once.
    let links: [String]

    init(kinds: Set<CheckEvent.Kind>, manifest: AppManifest) {
        self.kinds = kinds
        links = kinds.contains(.links) ? manifest.deepLinks.compactMap { Self.sampleURL(of: $0.pattern.value) } : []
    }

    /// The events that can happen next, in a fixed order.
    func events(of session: AppSession) -> [CheckEvent] {
        let app = session.app
        let tree = app.navigator.tree
        let path = tree.visiblePath
        var events: [CheckEvent] = []
        if kinds.contains(.answers), session.questionAsked != nil {
            events.append(CheckEvent(.answers, "confirm"))
            events.append(CheckEvent(.answers, "cancel"))
        }
        if kinds.contains(.gestures), session.isInInteractiveBack {
            events.append(CheckEvent(.gestures, "back-progress 0.5"))
            events.append(CheckEvent(.gestures, "back-commit"))
            events.append(CheckEvent(.gestures, "back-cancel"))
        }
        if kinds.contains(.actions), let top = path.last {
            for action in app.screen(for: top.entry)?.actions ?? [] {
                events.append(CheckEvent(.actions, "tap \(action.number)"))
            }
            for field in app.stateFields(of: top.entry, in: top.stack.container) {
                events.append(CheckEvent(.actions, "set \(field.name) \(Self.otherValue(for: field))"))
            }
            for embedded in top.stack.hosted(by: top.entry.id)?.embedded ?? [] {
                guard let entry = embedded.stack.entries.last, let screen = app.screen(for: entry) else { continue }
                for action in screen.actions {
                    events.append(CheckEvent(.actions, "tap \(embedded.slot) \(action.number)"))
                }
            }
        }
        if kinds.contains(.tabs), let tabs = path.lazy.compactMap(\.tabs).first {
            for (index, page) in tabs.pages.enumerated() where index != tabs.selected {
                events.append(CheckEvent(.tabs, "tab \(page.name)"))
            }
        }
        for link in links {
            events.append(CheckEvent(.links, "open \(link)"))
        }
        if kinds.contains(.gestures) {
            events.append(contentsOf: gestures(on: path))
        }
        if kinds.contains(.answers), let guarding = app.checkedGuard {
            events.append(CheckEvent(.answers, guarding.loggedInUser == nil ? "login checker" : "logout"))
        }
        if kinds.contains(.timing), RendererTiming.isHolding(session) {
            events.append(CheckEvent(.timing, CheckEvent.transitionEndCommand))
        }
        if kinds.contains(.crash) {
            events.append(CheckEvent(.crash, CheckEvent.crashCommand))
        }
        return events
    }

    /// The gestures the visible path allows.
    private func gestures(on path: [VisibleEntry]) -> [CheckEvent] {
        guard let top = path.last else { return [] }
        var events: [CheckEvent] = []
        let pushed = !top.entry.style.isModal && top.stack.entries.first?.id != top.entry.id
        if pushed {
            events.append(CheckEvent(.gestures, "swipe-back"))
            events.append(CheckEvent(.gestures, "swipe-back-cancel"))
        }
        if let modal = path.last(where: { $0.entry.style.isModal }), !modal.entry.style.isFullScreen {
            events.append(CheckEvent(.gestures, "swipe-down"))
        }
        events.append(CheckEvent(.gestures, "system-back"))
        events.append(CheckEvent(.gestures, "back-begin"))
        return events
    }

    // MARK: - Sample values

    /// A value the user could type into `field`, other than the one it has: one step of a
    /// small cycle per type, so that typing twice comes back where it started.
    static func otherValue(for field: ScreenStateField) -> String {
        switch field.spec.type.value {
        case .string, .uuid:
            if case .string(let text)? = field.value, !text.isEmpty { return "\"\"" }
            return field.spec.type.value == .uuid ? "00000000-0000-0000-0000-000000000001" : "sample"
        case .int:
            if case .int(1)? = field.value { return "2" }
            return "1"
        case .double:
            if case .double(1)? = field.value { return "2" }
            return "1"
        case .bool:
            if case .bool(true)? = field.value { return "false" }
            return "true"
        case .oneOf(let options):
            guard case .string(let current)? = field.value, let index = options.firstIndex(of: current) else {
                return options.first ?? "sample"
            }
            return options[(index + 1) % options.count]
        }
    }

    // MARK: - Sample links

    /// `pattern` with a sample value for each parameter (`1` for an int, the first option of a
    /// `oneOf`), or `nil` when it cannot be formatted.
    static func sampleURL(of template: String) -> String? {
        guard let pattern = try? DeepLinkPattern(template) else { return nil }
        var values: [String: ParameterValue] = [:]
        for segment in pattern.segments {
            if case .parameter(let name, let type) = segment { values[name] = sample(of: type) }
        }
        for query in pattern.queryParameters where query.isRequired {
            values[query.name] = sample(of: query.type)
        }
        return try? pattern.url(with: values)
    }

    private static func sample(of type: DeepLinkParameterType) -> ParameterValue {
        switch type {
        case .string: .string("sample")
        case .int: .int(1)
        case .uuid: .string("00000000-0000-0000-0000-000000000001")
        case .oneOf(let options): .string(options.first ?? "sample")
        }
    }
}
