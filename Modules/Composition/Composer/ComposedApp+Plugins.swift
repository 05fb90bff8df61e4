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
        guard let (id, handler) = handler(DeepLinkHandling.self) else { throw .noDeepLinkHandler(url: url) }
        try await calling(id) { try await handler.open(url, in: self) }
    }

    // MARK: - Authentication through plugins

    /// Logs `user` in through the first running plugin that adopts ``AuthHandling``.
    ///
    /// - Parameter user: The user's name.
    /// - Throws: ``CompositionError/noAuthHandler(verb:)`` without such a plugin, what the
    ///   plugin throws otherwise.
    public func logIn(user: String) async throws(CompositionError) {
        guard let (id, handler) = handler(AuthHandling.self) else { throw .noAuthHandler(verb: "log in") }
        try await calling(id) { try await handler.logIn(user: user, in: self) }
    }

    /// Logs out through the first running plugin that adopts ``AuthHandling``.
    ///
    /// - Throws: ``CompositionError/noAuthHandler(verb:)`` without such a plugin, what the
    ///   plugin throws otherwise.
    public func logOut() async throws(CompositionError) {
        guard let (id, handler) = handler(AuthHandling.self) else { throw .noAuthHandler(verb: "log out") }
        try await calling(id) { try await handler.logOut(in: self) }
    }

    // MARK: - Engine

    /// The first running plugin of type `Hook`, with its id.
    private func handler<Hook>(_ hook: Hook.Type) -> (String, Hook)? {
        for plugin in plugins.running {
            if let handler = plugin as? Hook { return (type(of: plugin).id, handler) }
        }
        return nil
    }

    /// Calls a plugin hook; its errors come back as ``CompositionError/plugin(id:error:)``
    /// unless they already are composition errors.
    private func calling(_ id: String, _ body: () async throws -> Void) async throws(CompositionError) {
        do {
            try await body()
        } catch let error as CompositionError {
            throw error
        } catch {
            throw .plugin(id: id, error: "\(error)")
        }
    }
}
