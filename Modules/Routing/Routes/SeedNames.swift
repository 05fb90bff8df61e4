// The names SUICoordinator users type for Routing's types. Each one compiles, with a deprecation
// warning that names the Wayfinder type, so that a port builds first and is renamed after.

/// SUICoordinator's name for ``PresentationStyle``.
@available(
    *, deprecated, renamed: "PresentationStyle",
    message: "Wayfinder calls TransitionPresentationStyle PresentationStyle"
)
public typealias TransitionPresentationStyle = PresentationStyle

/// SUICoordinator's `SCHashable`: what a route is, `Hashable` and `Sendable`.
@available(*, deprecated, message: "Wayfinder asks Hashable & Sendable directly (RouteType implies both)")
public typealias SCHashable = Hashable & Sendable

/// SUICoordinator's `SCEquatable`: `Equatable` and `Sendable`.
@available(*, deprecated, message: "Wayfinder asks Equatable & Sendable directly (TabPage implies both)")
public typealias SCEquatable = Equatable & Sendable
