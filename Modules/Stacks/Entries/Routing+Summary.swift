import WayfinderRouting

extension RouteType {
    /// The registered name of the unwrapped route's type (through ``RouteType/baseRoute``).
    @usableFromInline var baseRegisteredName: String {
        Swift.type(of: baseRoute).registeredName
    }
}
