import WayfinderComposition
import WayfinderConfig

/// The graph checks of a login guard, for any plugin that keeps screens behind a login:
/// ``AuthGuardPlugin`` runs them from its validation hook, and a guard of one's own can call
/// ``check(login:protected:in:)`` from its ``/WayfinderComposition/WayfinderPlugin/validate(options:in:)`` to get the
/// same findings.
@MainActor
public enum GuardChecks {
    /// Reports protected names that are neither routes nor coordinators, an undefined or
    /// protected login route, protected routes the login screen leads to without passing the
    /// guard, and, for a disabled entry, protected routes nothing guards.
    ///
    /// - Parameters:
    ///   - login: The login route, where it is written; `nil` for a guard without one.
    ///   - protected: Protected route and coordinator names, where they are written.
    ///   - context: The plugin's validation context.
    public static func check(login: Marked<String>?, protected: [Marked<String>], in context: PluginValidationContext) {
        let guardID = context.entry.id.value
        guard context.isEnabled else {
            for route in protected {
                context.report(
                    route,
                    "route '\(route.value)' is listed as protected, but plugin '\(guardID)' is disabled, so nothing guards it"
                )
            }
            return
        }
        // A protected name is a route or a coordinator (every screen of its flow is protected).
        for route in protected where !context.hasCoordinator(route.value) {
            context.checkRoute(route, "protected route")
        }
        guard let login, context.checkRoute(login, "login route") else { return }
        context.declareRedirect(protecting: protected, to: login)
        let listed = Dictionary(protected.map { ($0.value, $0) }) { first, _ in first }
        if let entry = listed[login.value] {
            context.report(
                entry, "the login route '\(login.value)' is itself protected; nobody could reach it to log in")
        }
        for screen in context.pushedAndPresented(from: login.value) {
            for action in context.actions(of: screen) {
                switch action.verb {
                case .push(let target), .present(let target):
                    guard target.value != login.value, listed[target.value] != nil else { continue }
                    context.report(
                        target,
                        "protected route '\(target.value)' is reachable from the login screen '\(login.value)' without passing the guard"
                    )
                default:
                    continue
                }
            }
        }
    }
}
