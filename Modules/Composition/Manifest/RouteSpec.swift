import WayfinderConfig
import WayfinderRouting

/// One screen of the app, as the manifest's `routes:` declares it.
///
/// ```yaml
/// item:
///   title: "Item {id}"
///   text: "A fine item."
///   style: push
///   parameters: {id: int}
///   actions:
///     - {title: Add to cart, push: cart-added, with: {id: "{id}"}}
/// ```
///
/// At run time the screen is a `DefaultRoute(name, parameters:, presentationStyle:)`.
public struct RouteSpec: Decodable, Sendable {
    /// The screen's title; `{param}` placeholders are filled from the route's parameters.
    public var title: Marked<String>
    /// Optional body text, with placeholders like the title.
    public var text: Marked<String>?
    /// How the screen is shown; `push` when absent.
    public var style: Marked<PresentationStyle>?
    /// For modal styles: whether screens may be pushed inside the layer; `false` when absent.
    public var withNavigation: Marked<Bool>?
    /// The parameters the route takes, by name, in order. Every declared parameter is required.
    public var parameters: OrderedMapping<Marked<ParameterType>>?
    /// The screen's numbered actions.
    public var actions: [ActionSpec]?
    /// The fields of the screen's saved state, by name, in order (see ``StateFieldSpec``).
    public var state: OrderedMapping<StateFieldSpec>?
    /// The question the screen asks before the user leaves it (see ``ConfirmLeaveSpec``).
    public var confirmLeave: ConfirmLeaveSpec?
    /// The part the screen plays when its stack is shown as panes: `list`, `detail` or `extra`
    /// (see ``/WayfinderRouting/PaneRole``); none when absent.
    public var pane: Marked<PaneRole>?
    /// The loader the screen waits for before it is shown, by name: one the app or a plugin
    /// provides (see ``ProvidedLoaders``).
    public var load: Marked<String>?
    /// What a failure of the loader does: `fail` (the default) fails the request, `show`
    /// commits and keeps the error for the screen.
    public var onError: Marked<String>?
    /// When a restored screen loads: `reload` (the default) before the restore commits, `lazy`
    /// after.
    public var restore: Marked<String>?

    /// Creates a route in code (plugins contributing routes).
    ///
    /// - Parameters:
    ///   - title: The title, with `{param}` placeholders.
    ///   - text: Optional body text.
    ///   - style: How the screen is shown.
    ///   - withNavigation: For modal styles, whether pushes are allowed inside.
    ///   - parameters: The declared parameters, in order.
    ///   - actions: The screen's actions.
    public init(
        title: String, text: String? = nil, style: PresentationStyle = .push, withNavigation: Bool = false,
        parameters: [(name: String, type: ParameterType)] = [], actions: [ActionSpec] = []
    ) {
        self.title = Marked(title)
        self.text = text.map { Marked($0) }
        self.style = Marked(style)
        self.withNavigation = Marked(withNavigation)
        self.parameters = OrderedMapping(parameters.map { OrderedMapping.Entry(key: $0.name, value: Marked($0.type)) })
        self.actions = actions
    }

    /// Creates a route from decoded values.
    init(
        title: Marked<String>, text: Marked<String>?, style: Marked<PresentationStyle>?,
        withNavigation: Marked<Bool>?, parameters: OrderedMapping<Marked<ParameterType>>?, actions: [ActionSpec]?,
        state: OrderedMapping<StateFieldSpec>?, confirmLeave: ConfirmLeaveSpec?, pane: Marked<PaneRole>? = nil,
        load: Marked<String>? = nil,
        onError: Marked<String>? = nil, restore: Marked<String>? = nil
    ) {
        self.title = title
        self.text = text
        self.style = style
        self.withNavigation = withNavigation
        self.parameters = parameters
        self.actions = actions
        self.state = state
        self.confirmLeave = confirmLeave
        self.pane = pane
        self.load = load
        self.onError = onError
        self.restore = restore
    }

    /// Decodes a route from a manifest; every key but `title` may be left out.
    ///
    /// Routes are read by ``/WayfinderConfig/YAMLDecoder`` only, straight from its nodes, with
    /// the same values, marks and errors as any `Decodable` type.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoding errors of the route's keys and values; `typeMismatch` from any
    ///   other decoder.
    public init(from decoder: any Decoder) throws {
        self = try ManifestReading.route(ManifestReading.reader(decoder, for: Self.self))
    }

    // MARK: - Resolved values

    /// The presentation style, `push` when none is written.
    public var presentationStyle: PresentationStyle { style?.value ?? .push }
    /// Whether a modal layer of this screen allows pushes.
    public var allowsNavigation: Bool { withNavigation?.value ?? false }
    /// The declared parameters in order, with their types.
    public var parameterTypes: [(name: String, type: ParameterType)] {
        (parameters ?? OrderedMapping([])).map { ($0.key, $0.value.value) }
    }
    /// The screen's actions; none when absent.
    public var actionList: [ActionSpec] { actions ?? [] }

    /// The declared state field `name`, if any.
    public func stateField(_ name: String) -> StateFieldSpec? {
        state?[name]
    }

    /// The type of the parameter `name`, if declared.
    public func parameterType(_ name: String) -> ParameterType? {
        parameters?[name]?.value
    }
}
