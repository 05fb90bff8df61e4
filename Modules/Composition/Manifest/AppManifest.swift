import Foundation
import WayfinderConfig

/// An app described as data: its routes, coordinators, deep links and plugins, decoded strictly
/// from YAML and checked as a graph by ``ManifestValidator`` before anything runs.
///
/// ```swift
/// let manifest = try AppManifest.load(path: "Configs/shop.yaml")
/// let app = try await AppComposer(registry: registry).compose(manifest)
/// ```
///
/// ## Schema (v1)
///
/// ```yaml
/// app: {id: shop, name: Wayfinder Shop, root: main}   # id: [a-z0-9-]+
///
/// routes:                      # a mapping, or a sequence of mappings (each may be an !include)
///   item:
///     title: "Item {id}"       # required; {param} placeholders
///     text: "A fine item."     # optional
///     style: push              # push | sheet | fullScreenCover | {detents: [...]} | {custom: {...}}
///     withNavigation: false    # modal styles only
///     parameters: {id: int}    # string | int | double | bool | uuid | "oneOf(a|b)"; all required
///     actions:                 # exactly one verb each, see ActionVerb
///       - {title: Add to cart, push: cart-added, with: {id: "{id}"}}
///
/// coordinators:                # kind: stack | tabs | child | base | a contributed kind
///   main: {kind: tabs, pages: [{name: home, title: Home, icon: house, badge: "2", coordinator: home-flow}], selected: home}
///   home-flow: {kind: stack, root: home, presentation: push}
///   checkout: {kind: child, root: checkout-address, scope: bounded, presentation: push}
///   recommendations: {kind: base, root: panel, mode: embed, slot: recommendations, into: home}
///
/// deepLinks:
///   - {pattern: "shop://item/:id:int", tab: home, via: [catalog], route: item}
///   - {pattern: "shop://cart/checkout", tab: cart, flow: checkout}
///
/// plugins:
///   - {id: event-log, enabled: true, requires: [], onFailure: disable, options: {output: stdout}}
/// ```
///
/// `${VAR:-default}` works in every scalar value; every name and reference is ``Marked`` so
/// findings point at it.
///
/// ## Rules beyond the shape
///
/// - `routes:` may also be a sequence of mappings, so routes can be split over included files;
///   a name defined in two of them is a validation error at both places.
/// - Verbs without an argument are written `back:` (empty) or `back: true`. An action with no
///   verb or two verbs is a decoding error. Keys beyond the built-in verbs are verbs plugins
///   contribute (`login:`); one no enabled plugin contributes is a validation error.
/// - `push:` only pushes (the route's style must be `push`); `present:` only presents (the
///   route's style, or the action's `style:`, must be modal).
/// - Every declared route parameter is required; `with:` must give each one (a value
///   `"{name}"` copies a parameter of the current screen). A coordinator's first screen
///   declares no parameters.
/// - Started as a flow, a `stack` coordinator owns its region (scope policy `owned`); a `child`
///   uses `scope:` (`bounded` by default). `tabs` coordinators may be flows too (presented tab
///   bars); `base` coordinators in `mode: embed` cannot.
/// - `tab:` (actions and deep links) names a page of the root tab bar, which must exist.
/// - `into:` must be the first screen of a `stack` or `child` coordinator: the embedded base
///   coordinator is started with it.
/// - The root coordinator and tab pages may be `stack`, `tabs`, `base` (not embedded) or a
///   contributed kind, never `child`.
/// - Coordinators take `options:` only for kinds contributed by plugins.
/// - A deep link names exactly one of `route:` and `flow:`; a flow's link has no parameters.
/// - `open:` URLs may hold `{param}` placeholders, filled from the screen's parameters.
/// - The route name `tabs` is reserved (it names the entry that shows a tab bar).
public struct AppManifest: Decodable, Sendable {
    /// Who the app is and where it starts.
    public var app: AppSpec
    /// Every screen, by name.
    public var routes: RouteTable
    /// Every coordinator, by name, in order.
    public var coordinators: OrderedMapping<CoordinatorSpec>
    /// URL patterns and the states they lead to.
    public var deepLinks: [DeepLinkSpec]
    /// The plugins, in manifest order.
    public var plugins: [PluginSpec]

    private enum CodingKeys: String, CodingKey {
        case app, routes, coordinators, deepLinks, plugins
    }

    /// Decodes a manifest; `deepLinks` and `plugins` may be left out.
    ///
    /// - Parameter decoder: The decoder (``YAMLDecoder`` for marks and strictness).
    /// - Throws: The decoding errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        app = try container.decode(AppSpec.self, forKey: .app)
        routes = try container.decode(RouteTable.self, forKey: .routes)
        coordinators = try container.decode(OrderedMapping<CoordinatorSpec>.self, forKey: .coordinators)
        deepLinks = try container.decodeIfPresent([DeepLinkSpec].self, forKey: .deepLinks) ?? []
        plugins = try container.decodeIfPresent([PluginSpec].self, forKey: .plugins) ?? []
    }

    /// Creates a manifest in code.
    ///
    /// - Parameters:
    ///   - app: The app section.
    ///   - routes: The routes.
    ///   - coordinators: The coordinators.
    ///   - deepLinks: The deep links.
    ///   - plugins: The plugins.
    public init(
        app: AppSpec, routes: RouteTable, coordinators: OrderedMapping<CoordinatorSpec>, deepLinks: [DeepLinkSpec] = [],
        plugins: [PluginSpec] = []
    ) {
        self.app = app
        self.routes = routes
        self.coordinators = coordinators
        self.deepLinks = deepLinks
        self.plugins = plugins
    }

    // MARK: - Loading

    /// Loads a manifest file, resolving its includes and environment variables.
    ///
    /// - Parameters:
    ///   - path: The manifest's path; marks and diagnostics show it.
    ///   - environment: The variables `${NAME}` reads; the process environment by default.
    /// - Returns: The decoded manifest (not yet validated; see ``ManifestValidator``).
    /// - Throws: ``ConfigError`` with every syntax and decoding error.
    public static func load(
        path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> AppManifest {
        try YAMLDecoder(environment: environment).decode(AppManifest.self, fromFile: path)
    }

    /// Decodes a manifest from YAML text.
    ///
    /// - Parameters:
    ///   - yaml: The manifest's text.
    ///   - sourceName: The name diagnostics show; relative includes resolve against its directory.
    ///   - environment: The variables `${NAME}` reads; none by default.
    /// - Returns: The decoded manifest (not yet validated).
    /// - Throws: ``ConfigError`` with every syntax and decoding error.
    public static func load(
        yaml: String, sourceName: String = "manifest.yaml", environment: [String: String] = [:]
    ) throws(ConfigError) -> AppManifest {
        try YAMLDecoder(environment: environment).decode(AppManifest.self, from: yaml, sourceName: sourceName)
    }

    // MARK: - Lookup

    /// The coordinator named `name`.
    public func coordinator(_ name: String) -> CoordinatorSpec? {
        coordinators[name]
    }

    /// The first plugin entry with this id.
    public func plugin(_ id: String) -> PluginSpec? {
        plugins.first { $0.id.value == id }
    }
}
