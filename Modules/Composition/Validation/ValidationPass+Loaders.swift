import WayfinderConfig
import WayfinderCoordinators

extension ValidationPass {
    // MARK: - Loaders

    /// Checks every route's `load:`, `onError:` and `restore:`: the loader must be one the host
    /// app (``PluginRegistry/loaders``) or a plugin (``ManifestContributions/addLoader(_:)``)
    /// provides, and the policies must be known words. Keeps each route's loader for the composer.
    func checkLoaders() {
        let routes = manifest.routes.routes
        for index in routes.indices {
            let spec = routes[index].spec
            guard spec.load != nil || spec.onError != nil || spec.restore != nil else { continue }
            let route = routes[index].name.value
            let onError = policy(spec.onError, of: route, as: RouteLoader.ErrorPolicy.self)
            let restore = policy(spec.restore, of: route, as: RouteLoader.RestorePolicy.self)
            guard let load = spec.load else {
                for key in [spec.onError, spec.restore].compactMap(\.self) {
                    report(key, "route '\(route)' has no loader (load:), so '\(key.value)' has nothing to apply to")
                }
                continue
            }
            let provided = contributions.loaders[load.value] ?? registry.loaders.loader(named: load.value)
            guard var loader = provided else {
                let names = Set(registry.loaders.names).union(contributions.loaders.keys).sorted()
                report(
                    load,
                    "route '\(route)' loads with '\(load.value)', which neither the app nor a plugin provides"
                        + (names.isEmpty
                            ? " (none provides a loader)"
                            : NameSuggestion.hint(for: load.value, among: names) + "; loaders: "
                                + names.joined(separator: ", ")))
                continue
            }
            if let onError { loader = loader.onError(onError) }
            if let restore { loader = loader.restore(restore) }
            routeLoaders.append((route, loader))
        }
    }

    /// The policy a marked word names, or `nil` (reported when it names none).
    private func policy<Policy: RawRepresentable & CaseIterable>(
        _ word: Marked<String>?, of route: String, as type: Policy.Type
    ) -> Policy? where Policy.RawValue == String {
        guard let word else { return nil }
        if let policy = Policy(rawValue: word.value) { return policy }
        let known = Policy.allCases.map(\.rawValue)
        report(
            word,
            "route '\(route)': '\(word.value)' is not one of \(known.joined(separator: ", "))"
                + NameSuggestion.hint(for: word.value, among: known))
        return nil
    }
}
