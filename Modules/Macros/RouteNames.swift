@_exported import WayfinderRouting

/// Gives a route enum its route names without reflection, and a registered name made from the
/// type's name.
///
/// Attached to an enum, the macro generates
/// - ``/WayfinderRouting/RouteType/routeName``: a `switch` over the cases that returns each case's
///   name (`item` for `.item(id: 3)`), the same name the reflecting default reads with `Mirror`,
///   without its cost (no reflection, no allocation: `docs/performance.md` has the figures);
/// - ``/WayfinderRouting/RouteType/registeredName``: the type's name without a trailing "Route" or
///   "Routes", in lower camel case (`shop` for `ShopRoute`, `onboarding` for `OnboardingRoutes`);
/// - the ``/WayfinderRouting/RouteType`` conformance, when the enum does not state it.
///
/// ```swift
/// @RouteNames
/// enum ShopRoute: RouteType {
///     case item(id: Int)
///     case filters
///
///     var presentationStyle: PresentationStyle {
///         switch self {
///         case .item: .push
///         case .filters: .detents([.medium, .large])
///         }
///     }
/// }
/// // ShopRoute.registeredName == "shop"; ShopRoute.filters.routeName == "filters"
/// ```
///
/// A `routeName` or `registeredName` the enum declares itself is kept and not generated. Cases
/// inside `#if` blocks get the same blocks in the `switch`.
///
/// The registered name is what persisted state and deep links are stored under, so a name made
/// from the type's name changes when the type is renamed: give it explicitly with
/// ``RouteNames(_:)`` for a route type whose state is saved.
///
/// It is an error, reported where the macro is written, to attach the macro to anything but an
/// enum, or to an enum two of whose cases have the same name (overloaded cases that differ only
/// in their labels: `popTo(name:)` could not tell them apart).
@attached(member, names: named(routeName), named(registeredName))
@attached(extension, conformances: RouteType)
public macro RouteNames() = #externalMacro(module: "WayfinderMacrosPlugin", type: "RouteNamesMacro")

/// Gives a route enum its route names without reflection, registered under `registeredName`.
///
/// The same as ``RouteNames()``, with the registered name given rather than made from the
/// type's name: it then survives a rename of the Swift type.
///
/// ```swift
/// @RouteNames("shop")
/// enum StoreRoute: RouteType {
///     case item(id: Int)
///     var presentationStyle: PresentationStyle { .push }
/// }
/// // StoreRoute.registeredName == "shop"
/// ```
///
/// - Parameter registeredName: The registered name: a string literal, not empty, not
///   ``/WayfinderRouting/AnyRoute/registeredName``. Giving one when the enum declares its own
///   `registeredName` is an error.
@attached(member, names: named(routeName), named(registeredName))
@attached(extension, conformances: RouteType)
public macro RouteNames(_ registeredName: String) =
    #externalMacro(module: "WayfinderMacrosPlugin", type: "RouteNamesMacro")
