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

    // MARK: - Contributed verbs through plugins

    /// Carries out a verb a plugin contributes (what an action with that verb does) through the
    /// first running plugin that handles it; inside an open transaction it joins it.
    ///
    /// - Parameters:
    ///   - verb: The verb's key, such as `login`.
    ///   - argument: Its value, if it takes one.
    /// - Throws: ``CompositionError/noVerbHandler(verb:)`` without such a plugin, what the
    ///   plugin throws otherwise.
    public func perform(verb: String, argument: String?) async throws(CompositionError) {
        let dispatcher = PluginDispatcher(plugins: plugins)
        guard let (id, handler) = dispatcher.handler(ActionVerbHandling.self, where: { $0.handles(verb: verb) }) else {
            throw .noVerbHandler(verb: verb)
        }
        try await dispatcher.call(id) { try await handler.perform(verb: verb, argument: argument, in: self) }
    }
}
