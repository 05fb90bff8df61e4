import Foundation
import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting

/// Checks a manifest as a graph before anything runs, and reports every finding at once.
///
/// ```swift
/// let validator = ManifestValidator(registry: registry)
/// let manifest = try validator.validate(try AppManifest.load(path: "Configs/shop.yaml"))
/// ```
///
/// Findings are ``/WayfinderConfig/ConfigDiagnostic``s at the marks of the names and references concerned,
/// sorted by position:
///
/// - **References**: undefined routes, coordinators, tab pages and plugins, with "did you mean";
///   names defined twice (routes across included files, pages of one tab bar, plugins).
/// - **Shapes**: unknown coordinator kinds, keys a kind does not take, missing roots and pages,
///   invalid presentation styles (``/WayfinderRouting/PresentationStyle/validate()``), `push:` of a modal route
///   and `present:` of a pushed one, parameters given to routes that do not declare them, of
///   the wrong type or missing, title placeholders naming no parameter.
/// - **Reachability**: screens and coordinators nothing leads to from the root coordinator
///   (through roots, tab pages, actions, flows, embeddings, deep links and plugin entry routes).
/// - **Deep links**: malformed or ambiguous patterns, unknown targets, `tab:` without a root tab
///   bar, URL parameters that do not match the target's, pushes inside a modal without
///   navigation, `open:` URLs no link matches.
/// - **Windows**: a `windows: max:` below 1, a `start:` that is no route (or one that needs
///   parameters or is presented), `links:` naming no deep link, or a link that cannot open a
///   window of its own (a flow, a `tab:`, `via:` screens, a presented route).
/// - **Generated code**: two deep links with one name (a link is named after its target
///   unless it has a `name:`), names of one kind that become the same Swift identifier
///   (``SwiftIdentifier``), and patterns that cannot be reversed: some URL a link writes is
///   matched first by another link's pattern (``/WayfinderRouting/DeepLinkPattern/isShadowed(by:)``).
/// - **Flows**: a flow that can start itself through its own screens' actions; a push inside a
///   modal presented without navigation; a push, present or flow on the screen of a base
///   coordinator presented on its own (`mode: present`).
/// - **Plugins**: unknown ids (with suggestions from the registry), options errors from the
///   plugin's `Options` type, `requires:` naming unknown or disabled plugins, `requires` cycles,
///   `open:` actions without an enabled plugin to handle them, verbs no enabled plugin
///   contributes, and each plugin's own checks of its options against the graph
///   (``WayfinderPlugin/validate(options:in:)``: a guard's protected routes, for instance), and
///   guards that redirect to each other in a cycle (each one's login route protected by the
///   next, as they declare with ``PluginValidationContext/declareRedirect(protecting:to:)``).
@MainActor
public struct ManifestValidator {
    /// The plugins the host app offers; plugin ids and options are checked against it.
    public var registry: PluginRegistry
    /// The variables plugin options are interpolated with (the manifest's own environment).
    public var environment: [String: String]
    /// What a plugin id the registry does not know is: an error (by default), or a note for a
    /// tool that validates without the app's own plugins (the build-tool plugin's generator).
    public var unknownPlugins = UnknownPlugins.error

    /// What the validator makes of a plugin id its registry does not know.
    public enum UnknownPlugins: Sendable {
        /// An error, with suggestions among the registered ids.
        case error
        /// A note: the manifest is checked without that plugin's checks and contributions, and
        /// verbs no known plugin contributes are not reported.
        case note
    }

    /// Creates a validator.
    ///
    /// - Parameters:
    ///   - registry: The plugins the host offers.
    ///   - environment: The variables plugin options are interpolated with; the process
    ///     environment by default.
    public init(
        registry: PluginRegistry = PluginRegistry(), environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.registry = registry
        self.environment = environment
    }

    // MARK: - Validating

    /// Every finding about `manifest`, sorted by position; only errors make it unusable
    /// (notes say what was not checked).
    ///
    /// - Parameter manifest: A decoded manifest.
    /// - Returns: The findings; empty for a valid manifest.
    public func findings(in manifest: AppManifest) -> [ConfigDiagnostic] {
        run(manifest).findings
    }

    /// Checks `manifest` once and returns what composing it needs: the manifest with the
    /// plugins' contributions, and the plugins prepared from their options.
    ///
    /// Hand the result to ``AppComposer/compose(_:)-(ValidatedManifest)``; it is not checked or
    /// contributed to again.
    ///
    /// - Parameter manifest: A decoded manifest.
    /// - Returns: The validated manifest.
    /// - Throws: ``/WayfinderConfig/ConfigError`` with every finding, sorted by position.
    public func validated(_ manifest: AppManifest) throws(ConfigError) -> ValidatedManifest {
        let result = run(manifest)
        if result.findings.contains(where: { $0.severity == .error }) { throw ConfigError(result.findings) }
        return ValidatedManifest(result: result)
    }

    /// Checks `manifest` and returns it with the plugins' contributions added.
    ///
    /// - Parameter manifest: A decoded manifest.
    /// - Returns: The manifest with contributed routes, deep links and coordinators.
    /// - Throws: ``/WayfinderConfig/ConfigError`` with every finding, sorted by position.
    public func validate(_ manifest: AppManifest) throws(ConfigError) -> AppManifest {
        let result = run(manifest)
        if result.findings.contains(where: { $0.severity == .error }) { throw ConfigError(result.findings) }
        return result.manifest
    }

    /// Runs every check.
    func run(_ manifest: AppManifest) -> ValidationResult {
        let pass = ValidationPass(
            manifest: manifest, registry: registry, decoder: YAMLDecoder(environment: environment))
        pass.unknownPlugins = unknownPlugins
        pass.checkPlugins()
        pass.mergeContributions()
        pass.index()
        pass.checkApp()
        pass.checkRoutes()
        pass.checkCoordinators()
        pass.checkScenes()
        pass.checkStateFields()
        pass.checkConfirmLeave()
        pass.checkLoaders()
        pass.checkDeepLinks()
        pass.checkWindows()
        pass.checkInvariants()
        pass.checkReversibility()
        pass.checkGeneratedNames()
        pass.checkActions()
        pass.checkReachability()
        pass.checkFlowCycles()
        pass.checkPushesInsideModals()
        pass.checkActionsOnPresentedBases()
        pass.checkPluginOptions()
        pass.checkRedirectCycles()
        return ValidationResult(
            manifest: pass.manifest, findings: ConfigDiagnostic.sortedByPosition(pass.findings), plugins: pass.prepared,
            coordinatorKinds: pass.contributions.coordinatorKinds, links: pass.composedLinks,
            deepLinks: pass.composedMatcher, routeLoaders: pass.routeLoaders)
    }
}

/// What a validation run produced.
@MainActor
struct ValidationResult {
    /// The manifest with contributions.
    let manifest: AppManifest
    /// The findings, sorted.
    let findings: [ConfigDiagnostic]
    /// The enabled plugins whose options decoded, in manifest order.
    let plugins: [PreparedPlugin]
    /// Contributed coordinator kinds.
    let coordinatorKinds: [String: ManifestContributions.CoordinatorFactory]
    /// Every deep link with its pattern, parsed once, in manifest order.
    let links: [(pattern: DeepLinkPattern, spec: DeepLinkSpec)]
    /// The links' matcher, leading to the route each link opens.
    let deepLinks: DeepLinkMatcher
    /// The loader of each route with `load:`, with its policies.
    let routeLoaders: [(route: String, loader: RouteLoader)]
}
