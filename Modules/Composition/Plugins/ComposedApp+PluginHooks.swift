import WayfinderRouting

extension ComposedApp {
    // MARK: - Deep links through plugins

    /// Opens `url` through the first running plugin that adopts ``DeepLinkHandling`` (what an
    /// `open:` action does).
    ///
    /// - Parameter url: The URL.
    /// - Throws: ``CompositionError/noDeepLinkHandler(url:)`` without such a plugin, what the
    ///   plugin throws otherwise.
    public func openDeepLink(_ url: String) async throws(CompositionError) {
        let dispatcher = PluginDispatcher(plugins: plugins)
        guard let (id, handler) = dispatcher.handler(DeepLinkHandling.self, where: { $0.handles(url) }) else {
            throw .noDeepLinkHandler(url: url)
        }
        try await dispatcher.call(id) { try await handler.open(url, in: self) }
    }

    // MARK: - Authentication through plugins

    /// Logs `user` in through the first running plugin that adopts ``AuthHandling``.
    ///
    /// - Parameter user: The user's name.
    /// - Throws: ``CompositionError/noAuthHandler(verb:)`` without such a plugin, what the
    ///   plugin throws otherwise.
    public func logIn(user: String) async throws(CompositionError) {
        let dispatcher = PluginDispatcher(plugins: plugins)
        guard let (id, handler) = dispatcher.handler(AuthHandling.self) else { throw .noAuthHandler(verb: "log in") }
        try await dispatcher.call(id) { try await handler.logIn(user: user, in: self) }
    }

    /// Logs out through the first running plugin that adopts ``AuthHandling``.
    ///
    /// - Throws: ``CompositionError/noAuthHandler(verb:)`` without such a plugin, what the
    ///   plugin throws otherwise.
    public func logOut() async throws(CompositionError) {
        let dispatcher = PluginDispatcher(plugins: plugins)
        guard let (id, handler) = dispatcher.handler(AuthHandling.self) else { throw .noAuthHandler(verb: "log out") }
        try await dispatcher.call(id) { try await handler.logOut(in: self) }
    }
}
