/// A plugin that opens deep links: `open:` actions and ``ComposedApp/openDeepLink(_:)`` go
/// through the first running plugin that adopts it.
///
/// A plugin can hand the URL to the manifest's own resolver and add its policy around it:
///
/// ```swift
/// func open(_ url: String, in app: ComposedApp) async throws {
///     try await app.follow(app.resolveDeepLink(url))
/// }
/// ```
@MainActor
public protocol DeepLinkHandling: AnyObject {
    /// Opens `url`.
    ///
    /// - Parameters:
    ///   - url: The URL, such as `shop://item/3`.
    ///   - app: The composed app to navigate in.
    /// - Throws: Anything; the caller gets it as ``CompositionError/plugin(_:)``, with the
    ///   plugin's own error inside, unless it is a ``CompositionError``.
    func open(_ url: String, in app: ComposedApp) async throws

    /// Whether this plugin opens `url` (its scheme policy); the first running plugin that does
    /// gets the URL.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether ``open(_:in:)`` takes it; `true` unless a plugin says otherwise.
    func handles(_ url: String) -> Bool
}

extension DeepLinkHandling {
    /// Opens every URL.
    ///
    /// - Parameter url: The URL.
    /// - Returns: `true`.
    public func handles(_ url: String) -> Bool { true }
}

/// A plugin that logs users in and out: `login:` and `logout:` actions go through the first
/// running plugin that adopts it.
@MainActor
public protocol AuthHandling: AnyObject {
    /// Logs `user` in.
    ///
    /// - Parameters:
    ///   - user: The user's name as the action gives it.
    ///   - app: The composed app (to dismiss a login screen, resume a redirected request, ...).
    /// - Throws: Anything; the caller gets it as ``CompositionError/plugin(_:)``.
    func logIn(user: String, in app: ComposedApp) async throws

    /// Logs the current user out.
    ///
    /// - Parameter app: The composed app.
    /// - Throws: Anything; the caller gets it as ``CompositionError/plugin(_:)``.
    func logOut(in app: ComposedApp) async throws
}
