import WayfinderRouting

/// Presentation styles as the transcript writes them.
enum StyleText {
    /// `sheet`, `fullScreenCover`, `detents medium,large`, `custom slide fullScreen`.
    static func label(_ style: PresentationStyle) -> String {
        switch style {
        case .push: "push"
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .detents(let detents): "detents " + detents.sorted().map(label).joined(separator: ",")
        case .custom(let transition, let animation, let fullScreen):
            "custom \(transition.name)" + (animation.map { "/\($0.name)" } ?? "") + (fullScreen ? " fullScreen" : "")
        }
    }

    /// `medium`, `large`, `height 300.0`, `fraction 0.25`.
    static func label(_ detent: Detent) -> String {
        switch detent {
        case .medium: "medium"
        case .large: "large"
        case .height(let value): "height \(value)"
        case .fraction(let value): "fraction \(value)"
        }
    }
}
