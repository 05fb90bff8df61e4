/// Why the auth guard could not do what was asked.
public enum AuthGuardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The login route declares parameters; the guard shows it without any.
    ///
    /// - Parameters:
    ///   - route: The login route.
    ///   - parameters: Its declared parameters.
    case loginTakesParameters(route: String, parameters: [String])
    /// The plugin is not installed in a running composed app.
    case notInstalled
    /// The user is logged in, but the request the guard kept could not be carried out again.
    ///
    /// - Parameters:
    ///   - request: The kept request, as text.
    ///   - reason: Why it failed.
    case resumeFailed(request: String, reason: String)
    /// Logging out could not take the stacks back below their protected screens (an interceptor
    /// refused); the user is logged out all the same.
    case logOutRefused(String)
    /// A `login:` verb came without a user.
    case missingUser

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .loginTakesParameters(let route, let parameters):
            "auth-guard: the login route '\(route)' declares parameters (\(parameters.joined(separator: ", "))); "
                + "the guard shows it without any"
        case .notInstalled:
            "auth-guard: not installed in a running composed app"
        case .resumeFailed(let request, let reason):
            "auth-guard: logged in, but the refused request could not be resumed (\(request)): \(reason)"
        case .logOutRefused(let reason):
            "auth-guard: logged out, but the protected screens could not be closed: \(reason)"
        case .missingUser:
            "auth-guard: login needs a user (login: NAME)"
        }
    }
}
