import WayfinderRouting

extension PresentationStyle {
    /// A one-word name of the style for messages: `push`, `sheet`, `fullScreenCover`,
    /// `detents`, `custom 'slide'`.
    @usableFromInline var summary: String {
        switch self {
        case .push: "push"
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .detents: "detents"
        case .custom(let transition, _, _): "custom '\(transition.name)'"
        }
    }
}

extension RouteType {
    /// The registered name of the unwrapped route's type (through ``RouteType/baseRoute``).
    @usableFromInline var baseRegisteredName: String {
        Swift.type(of: baseRoute).registeredName
    }
}
