import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting

/// One run of the validator: the manifest, lookups built from it, and the findings so far.
@MainActor
final class ValidationPass {
    var manifest: AppManifest
    let registry: PluginRegistry
    let decoder: YAMLDecoder
    var findings: [ConfigDiagnostic] = []

    /// Enabled plugins whose options decoded, in manifest order.
    var prepared: [PreparedPlugin] = []
    /// The validation hooks of disabled entries whose options decoded, in manifest order.
    var disabledValidations: [(spec: PluginSpec, validate: @MainActor (PluginValidationContext) -> Void)] = []
    /// Whether an enabled plugin's options failed so badly that what it contributes is unknown;
    /// verbs nobody contributes are then not reported (the options finding is the cause).
    var contributionsIncomplete = false
    /// Everything the prepared plugins contribute, merged.
    var contributions = ManifestContributions()
    /// The loader of each route with `load:`, once ``checkLoaders()`` found it.
    var routeLoaders: [(route: String, loader: RouteLoader)] = []
    /// The id mark and key path of each contributing plugin's entry, for contributed names.
    var contributionOrigins: [(mark: SourceMark?, keyPath: ConfigKeyPath, contributions: ManifestContributions)] = []

    /// The first declaration of each route name.
    var routes: [String: IndexedRoute] = [:]
    /// Route names in order.
    var routeNames: [String] = []
    /// Each coordinator by name: its spec and where its key is.
    var coordinators: [String: NamedCoordinator] = [:]
    /// Coordinator names in order.
    var coordinatorNames: [String] = []
    /// The base coordinators embedded (`mode: embed`) into each route, in order.
    var embeddedCoordinators: [String: [String]] = [:]
    /// Built-in and contributed kinds.
    var kindNames: [String] = []
    /// The root coordinator's pages, when it is a tab bar.
    var rootPages: [TabPageSpec]?
    /// The first of the root's pages with each name, for references to a page.
    var rootPageNamed: [String: TabPageSpec] = [:]
    /// The first screens of stack and child coordinators (which may host embedded ones).
    var stackAndChildRoots: Set<String> = []
    /// The index of the link of each valid deep-link pattern (the first, for a repeated one),
    /// so each `open:` URL finds its link in one lookup rather than a scan of every link.
    var linkOfPattern: [DeepLinkPattern: Int] = [:]
    /// A matcher of the valid patterns, for `open:` URLs.
    var matcher = DeepLinkMatcher()
    /// The links as the composed app follows them: each pattern, parsed once here, with its link,
    /// and a matcher leading to the route each opens (a flow's first screen for a flow link).
    /// The composer takes both over, so a valid manifest's links are never parsed again.
    var composedLinks: [(pattern: DeepLinkPattern, spec: DeepLinkSpec)] = []
    var composedMatcher = DeepLinkMatcher()
    /// What an id the registry does not know is.
    var unknownPlugins = ManifestValidator.UnknownPlugins.error
    /// The redirects guards declared (``PluginValidationContext/declareRedirect(protecting:to:)``).
    var redirects: [Redirect] = []
    /// Suggestions among ``routeNames`` and ``coordinatorNames``, made when first needed.
    var routeSuggestions: SuggestionCandidates?
    var coordinatorSuggestions: SuggestionCandidates?

    init(manifest: AppManifest, registry: PluginRegistry, decoder: YAMLDecoder) {
        self.manifest = manifest
        self.registry = registry
        self.decoder = decoder
    }

    // MARK: - Reporting

    /// Records a finding at a marked value.
    func report<Value>(_ value: Marked<Value>, _ message: String) {
        findings.append(ConfigDiagnostic(at: value.mark, keyPath: value.keyPath, message: message))
    }

    /// Records a finding at a marked value whose message ends with a suggestion for `word`
    /// among `candidates`, searched only if the finding is printed.
    func report<Value>(
        _ value: Marked<Value>, _ message: String, suggesting word: String, among candidates: SuggestionCandidates
    ) {
        findings.append(
            ConfigDiagnostic(
                at: value.mark, keyPath: value.keyPath, message: message,
                suggestion: .init(for: word, among: candidates)))
    }

    /// Records a finding at a mark and key path.
    func report(at mark: SourceMark?, keyPath: ConfigKeyPath, _ message: String) {
        findings.append(ConfigDiagnostic(at: mark, keyPath: keyPath, message: message))
    }

    // MARK: - Lookups

    /// Builds the name lookups from the (merged) manifest.
    func index() {
        for route in manifest.routes.routes where routes[route.name.value] == nil {
            routes[route.name.value] = IndexedRoute(route)
            routeNames.append(route.name.value)
        }
        for entry in manifest.coordinators where coordinators[entry.key] == nil {
            coordinators[entry.key] = NamedCoordinator(
                name: entry.key, spec: entry.value, mark: entry.keyMark, keyPath: ["coordinators", .key(entry.key)])
            coordinatorNames.append(entry.key)
            let spec = entry.value
            if spec.builtInKind == .base, spec.mode?.value == .embed, let into = spec.into?.value {
                embeddedCoordinators[into, default: []].append(entry.key)
            }
            if spec.builtInKind == .stack || spec.builtInKind == .child, let root = spec.root?.value {
                stackAndChildRoots.insert(root)
            }
        }
        kindNames = CoordinatorKind.allCases.map(\.rawValue) + contributions.coordinatorKinds.keys.sorted()
        if let root = coordinators[manifest.app.root.value], root.spec.builtInKind == .tabs {
            rootPages = root.spec.pages ?? []
            for page in rootPages ?? [] where rootPageNamed[page.name.value] == nil {
                rootPageNamed[page.name.value] = page
            }
        }
    }

    /// The route a reference names, or a finding with a suggestion.
    @discardableResult
    func route(_ reference: Marked<String>, _ what: String = "route") -> IndexedRoute? {
        if let route = routes[reference.value] { return route }
        let candidates = Self.candidates(routeNames, &routeSuggestions)
        report(reference, "undefined \(what) '\(reference.value)'", suggesting: reference.value, among: candidates)
        return nil
    }

    /// The coordinator a reference names, or a finding with a suggestion.
    @discardableResult
    func coordinator(_ reference: Marked<String>, _ what: String = "coordinator") -> NamedCoordinator? {
        if let coordinator = coordinators[reference.value] { return coordinator }
        let candidates = Self.candidates(coordinatorNames, &coordinatorSuggestions)
        report(reference, "undefined \(what) '\(reference.value)'", suggesting: reference.value, among: candidates)
        return nil
    }

    /// `names` prepared for suggestions: `prepared` when it holds them, else made (again).
    static func candidates(_ names: [String], _ prepared: inout SuggestionCandidates?) -> SuggestionCandidates {
        // The lists only grow (comparing them whole for each finding made validation quadratic).
        if let prepared, prepared.names.count == names.count, prepared.names.last == names.last { return prepared }
        let made = SuggestionCandidates(names)
        prepared = made
        return made
    }

    /// The page of the root tab bar a reference names, or a finding.
    @discardableResult
    func rootPage(_ reference: Marked<String>) -> TabPageSpec? {
        guard let pages = rootPages else {
            let root = manifest.app.root.value
            let kind = coordinators[root].map { "a \($0.spec.kind.value) coordinator" } ?? "undefined"
            report(
                reference,
                "tab '\(reference.value)' needs a tab bar at the root, but root coordinator '\(root)' is \(kind)")
            return nil
        }
        if let page = rootPageNamed[reference.value] { return page }
        let names = Self.unique(pages.map(\.name.value))
        report(
            reference,
            "undefined tab page '\(reference.value)'" + NameSuggestion.hint(for: reference.value, among: names)
                + " (pages: \(names.joined(separator: ", ")))")
        return nil
    }

    /// "first at FILE:LINE:COL" for a repeated name, or "" without a mark.
    static func firstAt(_ mark: SourceMark?) -> String {
        mark.map { " (first at \($0))" } ?? ""
    }
}

/// A route of the manifest, shared by reference so that the many lookups of a validation run
/// copy nothing.
final class IndexedRoute {
    /// The route's name, marked at its key.
    let name: Marked<String>
    /// Its declaration.
    let spec: RouteSpec
    /// The routes its actions push or present, in order.
    let pushedAndPresented: [String]
    /// The coordinators its actions start as flows, in order.
    let flows: [Marked<String>]

    init(_ route: RouteTable.Route) {
        name = route.name
        spec = route.spec
        pushedAndPresented = route.spec.actionList.compactMap { action in
            switch action.verb {
            case .push(let target), .present(let target): target.value
            default: nil
            }
        }
        flows = route.spec.actionList.compactMap { action in
            if case .flow(let target) = action.verb { return target }
            return nil
        }
    }
}

/// A coordinator of the manifest with where its name is written, shared by reference like
/// ``IndexedRoute``.
final class NamedCoordinator {
    let name: String
    let spec: CoordinatorSpec
    let mark: SourceMark?
    let keyPath: ConfigKeyPath

    init(name: String, spec: CoordinatorSpec, mark: SourceMark?, keyPath: ConfigKeyPath) {
        self.name = name
        self.spec = spec
        self.mark = mark
        self.keyPath = keyPath
    }

    /// The name, marked at its key.
    var marked: Marked<String> { Marked(name, mark: mark, keyPath: keyPath) }
}
