// MARK: - The one table of style words

extension PresentationStyle {
    /// The style's keyword, as a manifest names it: `push`, `sheet`, `fullScreenCover`,
    /// `detents` or `custom`.
    public var keyword: String {
        switch self {
        case .push: "push"
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .detents: "detents"
        case .custom: "custom"
        }
    }

    /// The style for a bare keyword (`push`, `sheet` or `fullScreenCover`); `nil` for any other
    /// word, including `detents` and `custom`, which need their payload.
    ///
    /// - Parameter keyword: A word as a manifest or a script writes it.
    public init?(keyword: String) {
        switch keyword {
        case "push": self = .push
        case "sheet": self = .sheet
        case "fullScreenCover": self = .fullScreenCover
        default: return nil
        }
    }

    /// The style in a word for messages: the keyword, with a custom transition's name
    /// (`custom 'slide'`).
    public var summary: String {
        if case .custom(let transition, _, _) = self { return "custom '\(transition.name)'" }
        return keyword
    }

    /// The style in full, as transcripts and the tree's text show it: `sheet`,
    /// `detents medium,large`, `custom slide/spring fullScreen`.
    public var label: String {
        switch self {
        case .push, .sheet, .fullScreenCover: keyword
        case .detents(let detents): "detents " + detents.sorted().map(\.label).joined(separator: ",")
        case .custom(let transition, let animation, let fullScreen):
            "custom \(transition.name)" + (animation.map { "/\($0.name)" } ?? "") + (fullScreen ? " fullScreen" : "")
        }
    }
}

extension Detent {
    /// The detent's keyword: `medium`, `large`, `height` or `fraction`.
    public var keyword: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height: "height"
        case .fraction: "fraction"
        }
    }

    /// The detent for a bare keyword (`medium` or `large`); `nil` for any other word.
    ///
    /// - Parameter keyword: A word as a manifest writes it.
    public init?(keyword: String) {
        switch keyword {
        case "medium": self = .medium
        case "large": self = .large
        default: return nil
        }
    }

    /// The detent with its value, as transcripts show it: `medium`, `height 300.0`,
    /// `fraction 0.25`.
    public var label: String {
        switch self {
        case .medium, .large: keyword
        case .height(let value), .fraction(let value): "\(keyword) \(value)"
        }
    }
}
