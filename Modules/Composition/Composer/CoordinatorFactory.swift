import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Builds the runtime pieces a validated manifest describes: `DefaultRoute`s and coordinators.
@MainActor
final class CoordinatorFactory {
    let manifest: AppManifest
    let kinds: [String: ManifestContributions.CoordinatorFactory]
    let decoder: YAMLDecoder

    init(manifest: AppManifest, kinds: [String: ManifestContributions.CoordinatorFactory], decoder: YAMLDecoder) {
        self.manifest = manifest
        self.kinds = kinds
        self.decoder = decoder
    }

    // MARK: - Routes

    /// The declaration of route `name`.
    func spec(ofRoute name: String) throws(CompositionError) -> RouteSpec {
        guard let spec = manifest.routes[name] else { throw .unknownRoute(name) }
        return spec
    }

    /// Route `name` with `parameters`, checked against its declaration.
    func route(_ name: String, parameters: [String: ParameterValue] = [:]) throws(CompositionError) -> DefaultRoute {
        let spec = try spec(ofRoute: name)
        for (parameter, type) in spec.parameterTypes {
            guard let value = parameters[parameter] else {
                throw .invalidParameters(route: name, reason: "missing '\(parameter)'")
            }
            guard type.accepts(value) else {
                throw .invalidParameters(route: name, reason: "'\(parameter)' must be \(type.phrase), found \(value)")
            }
        }
        if let extra = parameters.keys.sorted().first(where: { spec.parameterType($0) == nil }) {
            throw .invalidParameters(route: name, reason: "'\(extra)' is not declared")
        }
        return DefaultRoute(name, parameters: parameters, presentationStyle: spec.presentationStyle)
    }

    // MARK: - Coordinators

    /// The declaration of coordinator `name`.
    func spec(ofCoordinator name: String) throws(CompositionError) -> CoordinatorSpec {
        guard let spec = manifest.coordinator(name) else { throw .unknownCoordinator(name) }
        return spec
    }

    /// A new coordinator for `name`, not yet attached.
    func make(_ name: String) throws(CompositionError) -> any CoordinatorType {
        let spec = try spec(ofCoordinator: name)
        switch spec.builtInKind {
        case .stack, .child:
            let coordinator = ManifestFlowCoordinator(name: name, spec: spec, factory: self)
            if let scenes = spec.sceneConfiguration { coordinator.sceneConfiguration = scenes }
            return coordinator
        case .tabs:
            return try ManifestTabCoordinator(name: name, spec: spec, factory: self)
        case .base:
            return try makeBase(name, spec: spec)
        case nil:
            guard let make = kinds[spec.kind.value] else { throw .unknownCoordinator(name) }
            do {
                return try make(CoordinatorRecipe(name: name, spec: spec, factory: self))
            } catch {
                throw .coordinatorKind(kind: spec.kind.value, coordinator: name, error: UnderlyingError(error))
            }
        }
    }

    /// The scope policy of `spec` started as a flow: `child` uses its `scope` (bounded by
    /// default), a `stack` owns its region, others leave it to the engine.
    func policy(for spec: CoordinatorSpec) -> ScopePolicy? {
        switch spec.builtInKind {
        case .child: spec.scope?.value ?? .bounded
        case .stack: .owned
        case .tabs, .base, nil: nil
        }
    }
}

/// What a contributed coordinator kind's factory builds from: the manifest entry and the
/// composer's builders.
@MainActor
public struct CoordinatorRecipe {
    /// The coordinator's manifest name (use it as the coordinator's display name).
    public let name: String
    /// Its manifest entry.
    public let spec: CoordinatorSpec
    let factory: CoordinatorFactory

    /// A manifest route with parameters, checked against its declaration.
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - parameters: Its parameters.
    /// - Returns: The route.
    /// - Throws: ``CompositionError`` for an unknown route or wrong parameters.
    public func route(
        _ name: String, parameters: [String: ParameterValue] = [:]
    ) throws(CompositionError) -> DefaultRoute {
        try factory.route(name, parameters: parameters)
    }

    /// A new coordinator for another manifest coordinator.
    ///
    /// - Parameter name: The coordinator's name.
    /// - Returns: The coordinator, not yet attached.
    /// - Throws: ``CompositionError`` when it cannot be built.
    public func coordinator(_ name: String) throws(CompositionError) -> any CoordinatorType {
        try factory.make(name)
    }

    /// The entry's `options:` decoded as `type`, strictly, errors pointing into the manifest.
    ///
    /// - Parameter type: The options type.
    /// - Returns: The options.
    /// - Throws: ``/WayfinderConfig/ConfigError`` for any decoding error, or when the entry has no options.
    public func options<Options: Decodable>(_ type: Options.Type) throws(ConfigError) -> Options {
        guard let options = spec.options else {
            throw ConfigError(
                ConfigDiagnostic(
                    at: spec.kind.mark, keyPath: spec.kind.keyPath, message: "coordinator '\(name)' has no options"))
        }
        return try factory.decoder.decode(type, from: options.value, keyPath: options.keyPath)
    }
}

/// A coordinator that could not be built; starting it throws why, so a tab bar or flow that
/// needs it fails to start instead of trapping.
@MainActor
final class UnbuildableCoordinator: CoordinatorType {
    let core: CoordinatorCore
    let error: CompositionError

    init(name: String, error: CompositionError) {
        core = CoordinatorCore(name: name, kind: CoordinatorFamily("unbuildable"))
        self.error = error
    }

    func start(animated: Bool) async throws { throw error }
    func didFinish() {}
}
