/// Registered names as `@RouteNames` makes and checks them.
enum RegisteredName {
    /// The name `AnyRoute` reserves; `RouteRegistry` refuses it (WayfinderRouting's
    /// `AnyRoute.registeredName`, which the plugin cannot import).
    static let reserved = "wayfinder.any-route"

    /// The type's name without a trailing "Route" or "Routes", in lower camel case: `shop` for
    /// `ShopRoute`, `onboarding` for `OnboardingRoutes`, `url` for `URLRoute`, `urlScreen` for
    /// `URLScreenRoute`; `route` for a type named "Route".
    static func derived(from typeName: String) -> String {
        var stem = Substring(typeName)
        for suffix in ["Routes", "Route"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            break
        }
        let upper = stem.prefix { $0.isUppercase }
        guard !upper.isEmpty else { return String(stem) }
        // In `URLScreen` the run `URLS` ends with the first letter of the next word.
        let rest = stem.dropFirst(upper.count)
        let lowered = upper.count > 1 && !rest.isEmpty ? upper.dropLast() : upper
        return lowered.lowercased() + stem.dropFirst(lowered.count)
    }
}
