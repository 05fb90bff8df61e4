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

/// A plugin that carries out action verbs it contributes (``ManifestContributions/addVerb(_:argument:)``):
/// an action with such a verb goes through the first running plugin that handles it.
@MainActor
public protocol ActionVerbHandling: AnyObject {
    /// Whether this plugin carries out `verb`.
    ///
    /// - Parameter verb: The verb's key, such as `login`.
    /// - Returns: Whether ``perform(verb:argument:in:)`` takes it.
    func handles(verb: String) -> Bool

    /// Carries out `verb`.
    ///
    /// - Parameters:
    ///   - verb: The verb's key.
    ///   - argument: Its value as the action gives it, if any.
    ///   - app: The composed app (to dismiss a screen, resume a redirected request, ...).
    /// - Throws: Anything; the caller gets it as ``CompositionError/plugin(_:)``, with the
    ///   plugin's own error inside.
    func perform(verb: String, argument: String?, in app: ComposedApp) async throws
}
