// SUICoordinator's name for a type-erased coordinator; it compiles with a deprecation warning
// that names the Wayfinder spelling.

/// SUICoordinator's `AnyCoordinatorType`: any coordinator.
@available(*, deprecated, message: "Wayfinder writes AnyCoordinatorType as any CoordinatorType")
public typealias AnyCoordinatorType = any CoordinatorType
