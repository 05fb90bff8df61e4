// Styles encode in the shape a person writes in YAML:
//   push | sheet | fullScreenCover
//   { detents: [medium, large, { height: 320 }, { fraction: 0.25 }] }
//   { custom: { transition: { name: slide, parameters: { edge: leading } }, animation: ..., fullScreen: false } }

extension PresentationStyle: Codable {
    private enum CodingKeys: String, CodingKey {
        case detents, custom
    }

    private enum CustomKeys: String, CodingKey {
        case transition, animation, fullScreen
    }

    /// Decodes a style from a keyword (`push`, `sheet`, `fullScreenCover`) or a one-key object
    /// (`detents` or `custom`).
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let word = try? single.decode(String.self) {
            guard let style = PresentationStyle(keyword: word) else {
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription: "unknown presentation style '\(word)'; expected push, sheet, fullScreenCover, "
                        + "{detents: [...]} or {custom: {...}}"
                )
            }
            self = style
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.detents) {
            self = .detents(try container.decode(Set<Detent>.self, forKey: .detents))
        } else if container.contains(.custom) {
            let custom = try container.nestedContainer(keyedBy: CustomKeys.self, forKey: .custom)
            self = .custom(
                transition: try custom.decode(NamedEffect.self, forKey: .transition),
                animation: try custom.decodeIfPresent(NamedEffect.self, forKey: .animation),
                fullScreen: try custom.decodeIfPresent(Bool.self, forKey: .fullScreen) ?? false
            )
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a presentation style object needs a 'detents' or 'custom' key"
                )
            )
        }
    }

    /// Encodes the style in the same shape ``init(from:)`` reads; detents are sorted so the
    /// output is deterministic.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .push, .sheet, .fullScreenCover:
            var single = encoder.singleValueContainer()
            try single.encode(keyword)
        case .detents(let detents):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(detents.sorted(), forKey: .detents)
        case .custom(let transition, let animation, let fullScreen):
            var container = encoder.container(keyedBy: CodingKeys.self)
            var custom = container.nestedContainer(keyedBy: CustomKeys.self, forKey: .custom)
            try custom.encode(transition, forKey: .transition)
            try custom.encodeIfPresent(animation, forKey: .animation)
            try custom.encode(fullScreen, forKey: .fullScreen)
        }
    }
}

extension Detent: Codable, Comparable {
    private enum CodingKeys: String, CodingKey {
        case height, fraction
    }

    /// Decodes `medium`, `large`, `{height: N}` or `{fraction: F}`.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let word = try? single.decode(String.self) {
            guard let detent = Detent(keyword: word) else {
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription: "unknown detent '\(word)'; expected medium, large, {height: N} or {fraction: F}"
                )
            }
            self = detent
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let height = try container.decodeIfPresent(Double.self, forKey: .height) {
            self = .height(height)
        } else if let fraction = try container.decodeIfPresent(Double.self, forKey: .fraction) {
            self = .fraction(fraction)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a detent object needs a 'height' or 'fraction' key"
                )
            )
        }
    }

    /// Encodes the detent in the shape ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .medium, .large:
            var single = encoder.singleValueContainer()
            try single.encode(keyword)
        case .height(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .height)
        case .fraction(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .fraction)
        }
    }

    /// Orders detents medium, large, then heights, then fractions, each by value.
    public static func < (lhs: Detent, rhs: Detent) -> Bool {
        lhs.sortKey < rhs.sortKey
    }

    private var sortKey: (Int, Double) {
        switch self {
        case .medium: (0, 0)
        case .large: (1, 0)
        case .height(let value): (2, value)
        case .fraction(let value): (3, value)
        }
    }
}
