import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The screen-focused rendering of an app's state that the transcript prints after each
/// command: the tab bar, the path to the top screen, and the top screen itself.
///
/// ```
/// tabs: [home] search cart(2) profile
/// path: Cart > [checkout] Address > Payment ^ Filters (detents medium,large)
/// Filters
///   Narrow the list down.
///   1. Apply (dismiss)
/// ```
///
/// With more than one window open, a first line numbers them from 1 in opening order, the
/// focused one (whose screen follows) in brackets: `windows: 1 [2]`.
///
/// Path separators say how each screen is shown: ` > ` pushed, ` ^ ` presented (with its
/// style). `[flow]` marks where a flow's region of a shared stack begins. Screens embedded
/// in the top screen are listed under it as `slot NAME: TITLE` with their own actions
/// (`tap NAME N` performs one).
@MainActor
public struct ScreenView {
    /// The app whose screen is shown.
    public let app: ComposedApp

    /// A view of `app`'s screen.
    ///
    /// - Parameter app: The running app.
    public init(app: ComposedApp) {
        self.app = app
    }

    /// The rendering of the app's current tree, without a trailing line break.
    public var text: String {
        let tree = app.navigator.tree
        let path = tree.visiblePath
        guard let top = path.last else { return "(nothing shown)" }
        var lines: [String] = windowLine.map { [$0] } ?? []
        for tabs in path.compactMap(\.tabs) {
            lines.append(
                "tabs: "
                    + tabs.pages.enumerated().map { index, page in
                        let name = page.name + (page.badge.map { "(\($0))" } ?? "")
                        return index == tabs.selected ? "[\(name)]" : name
                    }.joined(separator: " "))
        }
        lines.append("path: " + pathText(path, flows: Self.flowNames(tree.coordinators)))
        let panes = paneLines(of: top)
        if let line = panes.line { lines.append(line) }
        if let screen = app.screen(for: top.entry) {
            lines.append(screen.description)
        } else {
            lines.append("(\(top.entry.route.routeName))")
        }
        for line in stateLines(of: top.entry, in: top.stack) {
            lines.append("  state \(line)")
        }
        for embedded in top.stack.hosted(by: top.entry.id)?.embedded ?? [] {
            guard let entry = embedded.stack.entries.last, let screen = app.screen(for: entry) else {
                lines.append("  slot \(embedded.slot): (empty)")
                continue
            }
            lines.append("  slot \(embedded.slot): \(screen.title)")
            for action in screen.actions {
                lines.append("    \(action.number). \(action.title) (\(action.verb))")
            }
        }
        lines += panes.panes
        return lines.joined(separator: "\n")
    }

    /// `windows: 1 [2] 3`, with the focused window in brackets, or `nil` with one window.
    var windowLine: String? {
        let windows = app.navigator.windows
        guard windows.windows.count > 1 else { return nil }
        return "windows: "
            + windows.ids.map { id in
                let number = windows.number(of: id) ?? 0
                return id == windows.focused ? "[\(number)]" : "\(number)"
            }.joined(separator: " ")
    }

    /// The `path:` line's text for `tree`, with this app's screen titles (`Cart > Checkout`).
    public func pathLine(of tree: NavigationTree) -> String {
        pathText(tree.visiblePath, flows: Self.flowNames(tree.coordinators))
    }

    /// Paths longer than this many screens are abbreviated (see ``pathText(_:flows:)``).
    static let longPath = 12
    /// How many screens an abbreviated path still shows at its top end.
    static let keptAtTop = 9

    /// `Home > Item 3 ^ Filters (detents medium,large)`.
    ///
    /// A path of more than ``longPath`` screens shows its first screen and the last
    /// ``keptAtTop``, the rest counted (`Home > … 4,990 more … > Item 4991 > …`), so that a
    /// command's transcript does not grow with the depth of the stack.
    private func pathText(_ path: [VisibleEntry], flows: [String: String]) -> String {
        let steps = path.filter { $0.tabs == nil || $0.entry.style.isModal }
        let hidden = steps.count > Self.longPath ? 1..<(steps.count - Self.keptAtTop) : 1..<1
        var text = ""
        var scope: ScopeID?
        var index = 0
        while index < steps.count {
            if index == hidden.lowerBound, !hidden.isEmpty {
                text += " > … \(Self.grouped(hidden.count)) more …"
                scope = steps[hidden.upperBound - 1].entry.scope
                index = hidden.upperBound
                continue
            }
            let step = steps[index]
            index += 1
            let entry = step.entry
            if !text.isEmpty {
                text += entry.style.isModal ? " ^ " : " > "
            } else if entry.style.isModal {
                text += "^ "
            }
            if let entryScope = entry.scope, entryScope != scope {
                text += "[\(flows[entryScope.rawValue] ?? entryScope.rawValue)] "
            }
            scope = entry.scope
            if step.tabs != nil {
                text += "(tabs)"
            } else {
                text += app.screen(for: entry)?.title ?? "(\(entry.route.routeName))"
            }
            if entry.style.isModal {
                text += " (\(entry.style.label))"
            }
        }
        return text
    }

    /// `4,990`: a count with its thousands grouped.
    static func grouped(_ count: Int) -> String {
        var digits = String(count)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    /// Coordinator names by id (`c7` → `checkout`), for the scopes they own.
    private static func flowNames(_ node: CoordinatorNode?) -> [String: String] {
        guard let node else { return [:] }
        var names = ["\(node.id)": node.name]
        for child in node.children {
            names.merge(flowNames(child)) { first, _ in first }
        }
        return names
    }
}
