/// Why an action makes no sense where the user is; nothing changed.
///
/// The set of reasons grows with the verbs, so this is a struct wrapping a private code (match
/// with `==` against the static members, or read ``request`` and the text): adding a reason does
/// not break a caller's `switch`.
public struct ActionRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Code: Hashable, Sendable {
        case pushOfPresentedRoute(route: String, style: String)
        case presentOfPushedRoute(route: String)
        case invalidStyle(route: String, reason: String)
        case nothingPresented(screen: String)
        case notAFlow(screen: String, coordinator: String)
        case notATabBar
        case noSuchTab(pages: [String])
        case noRouter(screen: String, owner: String)
        case notAManifestFlow(parent: String, found: String)
    }

    private let code: Code
    /// What was asked, such as `push item`, `back` or `tab cart`.
    public let request: String

    private init(_ code: Code, request: String) {
        self.code = code
        self.request = request
    }

    // MARK: - Reasons

    /// `push` of a route whose style is modal.
    public static func pushOfPresentedRoute(_ route: String, style: String) -> ActionRefusal {
        ActionRefusal(.pushOfPresentedRoute(route: route, style: style), request: "push \(route)")
    }

    /// `present` of a pushed route without a modal style.
    public static func presentOfPushedRoute(_ route: String) -> ActionRefusal {
        ActionRefusal(.presentOfPushedRoute(route: route), request: "present \(route)")
    }

    /// `present` with a style that is not valid.
    public static func invalidStyle(_ route: String, reason: String) -> ActionRefusal {
        ActionRefusal(.invalidStyle(route: route, reason: reason), request: "present \(route)")
    }

    /// `dismiss` where nothing is presented.
    public static func nothingPresented(on screen: String) -> ActionRefusal {
        ActionRefusal(.nothingPresented(screen: screen), request: "dismiss")
    }

    /// `back` or `finish` on the first screen of a coordinator that is not a pushed or
    /// presented flow.
    public static func notAFlow(_ request: String, screen: String, coordinator: String) -> ActionRefusal {
        ActionRefusal(.notAFlow(screen: screen, coordinator: coordinator), request: request)
    }

    /// `tab` when the root coordinator is not a tab bar.
    public static func notATabBar(tab: String) -> ActionRefusal {
        ActionRefusal(.notATabBar, request: "tab \(tab)")
    }

    /// `tab` naming a page the tab bar does not have.
    public static func noSuchTab(_ tab: String, pages: [String]) -> ActionRefusal {
        ActionRefusal(.noSuchTab(pages: pages), request: "tab \(tab)")
    }

    /// A verb that needs a router on a screen no stack or child coordinator acts for.
    public static func noRouter(_ request: String, screen: String, owner: String) -> ActionRefusal {
        ActionRefusal(.noRouter(screen: screen, owner: owner), request: request)
    }

    /// Starting a flow from a coordinator that is not a running manifest flow.
    public static func notAManifestFlow(_ request: String, parent: String, found: String) -> ActionRefusal {
        ActionRefusal(.notAManifestFlow(parent: parent, found: found), request: request)
    }

    // MARK: - Text

    /// The request, then why it makes no sense here.
    public var description: String {
        switch code {
        case .pushOfPresentedRoute(let route, let style):
            "\(request): route '\(route)' is presented (\(style)); use present"
        case .presentOfPushedRoute(let route):
            "\(request): route '\(route)' is pushed; give a modal style or use push"
        case .invalidStyle(_, let reason):
            "\(request): \(reason)"
        case .nothingPresented(let screen):
            "\(request): nothing is presented on '\(screen)'"
        case .notAFlow(let screen, let coordinator):
            "\(request): '\(screen)' is the first screen of '\(coordinator)', which is not a flow that can finish"
        case .notATabBar:
            "\(request): the root coordinator is not a tab bar"
        case .noSuchTab(let pages):
            "\(request): the tab bar has no such page; pages: \(pages.joined(separator: ", "))"
        case .noRouter(let screen, let owner):
            "\(request): screen \(screen) is shown by '\(owner)', which has no stack or child coordinator above it "
                + "to navigate with"
        case .notAManifestFlow(let parent, let found):
            "\(request): \(parent) is \(found), not a coordinator of the manifest that navigates with a router"
        }
    }
}
