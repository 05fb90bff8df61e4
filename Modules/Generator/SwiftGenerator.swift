import WayfinderComposition
import WayfinderConfig
import WayfinderRouting

/// Writes typed Swift for an app manifest: the code `wayfinder generate` and the SwiftPM
/// build-tool plugin produce.
///
/// For an app whose id is `shop`, the output declares:
///
/// - `ShopRoute`: one case per route with its typed parameters (`int` → `Int`, `string` →
///   `String`, `double` → `Double`, `bool` → `Bool`, `uuid` → `UUID`, `oneOf(a|b)` → a nested
///   enum), its registered name and presentation style, and conversions to and from
///   `DefaultRoute`;
/// - `ShopLink`: one case per deep link with its URL's typed parameters, `url` (the inverse of
///   matching) and `init?(url:)`. A link's name is its `name:`, else its target's;
/// - `ShopCoordinator`, `ShopTab`, `ShopSlot` and `ShopPlugin`: the manifest's names as
///   `String`-backed enums;
/// - on `ComposedApp`: `navigate(to:)`, `open(_:)`, `select(tab:)`, `startFlow(_:)` and
///   `shopRoute` (the top screen, typed).
///
/// Names become identifiers as ``/WayfinderComposition/SwiftIdentifier`` describes (`home-flow`
/// → `homeFlow`); a name equal to a member the generated types declare (`url`, `parameters`,
/// ...) or to a module the code names (the standard library, Foundation) gets a trailing `_`.
/// Every type the code uses is written with its module (`WayfinderRouting.DefaultRoute`, and
/// so the standard library's `String` and `Int`), so no manifest name
/// shadows them, and the members that read a route's or link's values are chains of `if case`
/// the compiler checks in time linear in the number of cases. The validator checks every name
/// the output declares, so a manifest without findings gives Swift that compiles. Everything
/// is sorted by name, so the output depends on nothing but the manifest.
///
/// ```swift
/// let manifest = try ManifestValidator(registry: registry).validate(try AppManifest.load(path: path))
/// let source = SwiftGenerator(access: .public).source(for: manifest, sourceName: "shop.yaml")
/// ```
public struct SwiftGenerator: Sendable {
    /// The access level of the generated declarations.
    public enum Access: String, Sendable, CaseIterable {
        /// Usable from other modules.
        case `public`
        /// Usable within the module that holds the generated file.
        case `internal`
    }

    /// The access level of the generated declarations.
    public var access: Access

    /// Creates a generator.
    ///
    /// - Parameter access: The access level of the generated declarations; `public` by default.
    public init(access: Access = .public) {
        self.access = access
    }

    /// The Swift source for a validated manifest.
    ///
    /// - Parameters:
    ///   - manifest: A manifest without findings (``/WayfinderComposition/ManifestValidator``),
    ///     ideally with the plugins' contributions.
    ///   - sourceName: The manifest's name as the header mentions it (a file name, not a path,
    ///     so the output does not depend on where it was generated).
    /// - Returns: The source text.
    public func source(for manifest: AppManifest, sourceName: String) -> String {
        var writer = GeneratedFile(manifest: manifest, access: access == .public ? "public " : "")
        writer.writeHeader(sourceName: sourceName)
        writer.writeRoutes()
        writer.writeRouteMembers()
        writer.writeLinks()
        writer.writeNames()
        writer.writeAppExtension()
        return writer.source.text
    }
}
