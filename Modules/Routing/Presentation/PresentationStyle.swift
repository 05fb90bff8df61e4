/// How a screen is shown: pushed onto a navigation stack or presented modally.
///
/// Styles are plain data. Custom transitions and animations are named, parameterised values
/// that a renderer interprets; the engine only stores and forwards them.
///
/// Use ``validate()`` (the engine does this before committing a change) to reject values
/// no renderer could show, such as empty detents or a fraction outside `0...1`.
public enum PresentationStyle: Hashable, Sendable {
    /// Pushed onto the current navigation stack.
    case push
    /// Presented as a sheet.
    case sheet
    /// Presented covering the whole screen.
    case fullScreenCover
    /// Presented as a sheet that can rest at the given heights.
    case detents(Set<Detent>)
    /// Presented with a renderer-defined transition.
    ///
    /// - Parameters:
    ///   - transition: The named transition (for example `slide` with `edge: leading`).
    ///   - animation: The named animation, or `nil` for the renderer's default.
    ///   - fullScreen: Whether the presented screen covers the whole screen.
    ///
    /// The case is `indirect`: its payload lives in one shared box, so a style is two words and
    /// copying one (every entry carries its style) retains at most one reference.
    indirect case custom(transition: NamedEffect, animation: NamedEffect?, fullScreen: Bool)

    /// Whether this style presents a new modal layer (everything except ``push``).
    @inlinable public var isModal: Bool {
        if case .push = self { return false }
        return true
    }

    /// Whether a modal of this style covers the whole screen.
    public var isFullScreen: Bool {
        switch self {
        case .fullScreenCover: true
        case .custom(_, _, let fullScreen): fullScreen
        case .push, .sheet, .detents: false
        }
    }
}

/// A height at which a sheet may rest.
public enum Detent: Hashable, Sendable {
    /// About half the screen.
    case medium
    /// The full height available to sheets.
    case large
    /// A fixed height in points; must be greater than zero.
    case height(Double)
    /// A fraction of the available height; must lie in `0...1` and be greater than zero.
    case fraction(Double)
}

/// A transition or animation described by name and parameters, for a renderer to interpret.
///
/// ```swift
/// NamedEffect("slide", ["edge": "leading"])
/// NamedEffect("spring", ["response": 0.4, "damping": 0.8])
/// ```
public struct NamedEffect: Hashable, Sendable, Codable {
    /// The name the renderer looks up, such as `slide`, `fade` or `spring`.
    public var name: String
    /// Parameters of the effect, such as `edge: leading` or `duration: 0.3`.
    public var parameters: [String: ParameterValue]

    /// Creates a named effect.
    public init(_ name: String, _ parameters: [String: ParameterValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}

extension NamedEffect {
    private enum CodingKeys: String, CodingKey {
        case name, parameters
    }

    /// Decodes `{name: slide, parameters: {edge: leading}}`; `parameters` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .name),
            try container.decodeIfPresent([String: ParameterValue].self, forKey: .parameters) ?? [:]
        )
    }
}
