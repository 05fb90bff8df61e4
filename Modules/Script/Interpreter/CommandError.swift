import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins

/// Why a command was not carried out. The app's state is unchanged after each of them.
public enum CommandError: Error, CustomStringConvertible {
    /// A line is not a command (``AppSession/run(_:)`` parses it first).
    case syntax(ScriptSyntaxError)
    /// The composed app refused (unknown route, no such action, a guard, an illegal pop...).
    case composition(CompositionError)
    /// The deep-links plugin could not open a URL.
    case deepLink(DeepLinkError)
    /// The navigator refused a gesture or a badge.
    ///
    /// - Parameters:
    ///   - command: The command, as written.
    ///   - error: The refusal.
    case navigation(String, NavigationError)
    /// A parameter's text is not a value of the type its route declares.
    ///
    /// - Parameters:
    ///   - command: The command and route (`push item`).
    ///   - parameter: The parameter's name.
    ///   - type: The declared type, as the manifest writes it.
    ///   - found: The text given.
    case badParameter(String, parameter: String, type: String, found: String)
    /// A `present` style is not a presentation style.
    ///
    /// - Parameters:
    ///   - style: The text given.
    ///   - reason: What the decoder said.
    case badStyle(String, reason: String)
    /// No tab bar is on screen.
    case noTabBar(String)
    /// The tab bar has no such page.
    ///
    /// - Parameters:
    ///   - name: The page asked for.
    ///   - pages: The pages it has.
    case unknownTab(String, pages: [String])
    /// The top screen has no such slot.
    ///
    /// - Parameters:
    ///   - slot: The slot asked for.
    ///   - slots: The slots it has.
    case unknownSlot(String, slots: [String])
    /// The gesture has nothing to act on.
    ///
    /// - Parameters:
    ///   - command: The gesture.
    ///   - reason: What is missing.
    case nothingToSwipe(String, reason: String)
    /// `confirm` or `cancel` with no question pending.
    case nothingAsked(String)
    /// `back-progress`, `back-commit` or `back-cancel` with no interactive back in progress.
    case noInteractiveBack(String)
    /// A `set` the top screen and its flow cannot take: no such field, a value of another type,
    /// or a bag over its limit.
    ///
    /// - Parameters:
    ///   - command: The command, as written.
    ///   - reason: Why, in the screen's words.
    case badState(String, reason: String)
    /// A command a navigation waiting for the script's loads cannot take (`load finish` with
    /// nothing loading, a push while a load waits).
    ///
    /// - Parameters:
    ///   - command: The command, as written.
    ///   - reason: Why, and what to type.
    case loading(String, reason: String)
    /// A window command the app cannot carry out: no such window, the last one, the limit, a
    /// screen that cannot move or stays; said with window numbers and screen titles.
    ///
    /// - Parameters:
    ///   - command: The command, as written.
    ///   - reason: Why, in the user's words.
    case window(String, reason: String)

    /// Whether an interceptor redirected the request (the auth guard showing its login screen):
    /// the request was answered, not refused, so the transcript notes it without failing.
    public var isRedirect: Bool {
        switch self {
        case .composition(.navigation(.redirected, _)), .navigation(_, .redirected),
            .deepLink(.refused(_, .redirected)):
            true
        default: false
        }
    }

    /// The refusal in the screens' words, for refusals whose own text speaks of entries and
    /// containers; `nil` when ``description`` already reads well.
    ///
    /// - Parameters:
    ///   - manifest: The app's manifest, for screen titles.
    ///   - tree: What is shown, for the screens an error names by entry id.
    public func inUserWords(manifest: AppManifest, tree: NavigationTree) -> String? {
        guard case .composition(.navigation(.path(let error, _), let request)) = self else { return nil }
        func title(of route: String) -> String { manifest.routes[route].map { $0.title.value } ?? route }
        switch error {
        case .pushWithoutNavigation(_, let contextRoot):
            // `contextRoot` reads `#6 filters`: the entry, then its route.
            let route = contextRoot.split(separator: " ").last.map(String.init) ?? contextRoot
            return "\(request): '\(title(of: route))' is presented without navigation, so nothing can be pushed on it; "
                + "close it first, or give route '\(route)' 'withNavigation: true'"
        case .ownedScopeOnTop(_, _, let root):
            // A base coordinator presented on its own (`mode: present`) holds its layer alone.
            guard let route = tree.entry(root)?.route.routeName else { return nil }
            return "\(request): '\(title(of: route))' is presented on its own, so nothing can be shown above it; "
                + "close it first, or make its coordinator a 'stack' coordinator with a modal 'presentation'"
        default:
            return nil
        }
    }

    /// The error as one line.
    public var description: String {
        switch self {
        case .syntax(let error):
            "\(error)"
        case .composition(let error):
            "\(error)"
        case .deepLink(let error):
            "\(error)"
        case .navigation(let command, let error):
            "\(command): \(error)"
        case .badParameter(let command, let parameter, let type, let found):
            "\(command): parameter '\(parameter)' is \(type), found '\(found)'"
        case .badStyle(let style, let reason):
            "'\(style)' is not a presentation style: \(reason)"
        case .noTabBar(let command):
            "\(command): no tab bar is on screen"
        case .unknownTab(let name, let pages):
            "tab \(name): the tab bar has no such page; pages: \(pages.joined(separator: ", "))"
        case .unknownSlot(let slot, let slots):
            "tap \(slot): the top screen has no slot '\(slot)'; "
                + (slots.isEmpty ? "it has none" : "slots: \(slots.joined(separator: ", "))")
        case .nothingToSwipe(let command, let reason):
            "\(command): \(reason)"
        case .nothingAsked(let command):
            "\(command): no question is waiting for an answer"
        case .noInteractiveBack(let command):
            "\(command): no interactive back is in progress (start one with back-begin)"
        case .badState(let command, let reason), .loading(let command, let reason), .window(let command, let reason):
            "\(command): \(reason)"
        }
    }
}
