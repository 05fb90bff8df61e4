import WayfinderConfig
import WayfinderRouting

/// One numbered action of a screen: a title and exactly one verb (see ``ActionVerb``).
///
/// ```yaml
/// actions:
///   - title: Add to cart
///     push: cart-added
///     with: {id: "{id}"}
///   - title: Filters
///     present: filters
///     style: {detents: [medium]}
///   - {title: Close, dismiss: }
/// ```
///
/// An action with no verb or with two is a decoding error at the action (or at the second verb).
public struct ActionSpec: Sendable {
    /// What the action is called on screen.
    public var title: Marked<String>
    /// What it does.
    public var verb: ActionVerb
    /// Where the verb's key is written.
    public var verbMark: SourceMark?
    /// The verb's key path (`routes.item.actions[0].push`).
    public var verbKeyPath: ConfigKeyPath
    /// Parameters for `push` and `present`; a value `"{name}"` copies the current route's parameter.
    public var with: OrderedMapping<Marked<ParameterValue>>?
    /// A modal style for `present` overriding the route's own.
    public var style: Marked<PresentationStyle>?

    /// Creates an action in code.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - verb: What it does.
    ///   - with: Parameters for `push` and `present`.
    ///   - style: A style override for `present`.
    public init(
        title: Marked<String>, verb: ActionVerb, with: OrderedMapping<Marked<ParameterValue>>? = nil,
        style: Marked<PresentationStyle>? = nil
    ) {
        self.title = title
        self.verb = verb
        self.verbMark = verb.argument?.mark
        self.verbKeyPath = verb.argument?.keyPath ?? title.keyPath
        self.with = with
        self.style = style
    }

    /// Creates an action from decoded values.
    init(
        title: Marked<String>, verb: ActionVerb, verbMark: SourceMark?, verbKeyPath: ConfigKeyPath,
        with: OrderedMapping<Marked<ParameterValue>>?, style: Marked<PresentationStyle>?
    ) {
        self.title = title
        self.verb = verb
        self.verbMark = verbMark
        self.verbKeyPath = verbKeyPath
        self.with = with
        self.style = style
    }
}

extension ActionSpec: Decodable {
    /// Decodes an action from a manifest, checking that it names exactly one verb: a built-in
    /// one, or any other key, which is a verb a plugin must contribute (checked by the validator).
    ///
    /// Actions are read by ``/WayfinderConfig/YAMLDecoder`` only, straight from its nodes, with
    /// the same values, marks and errors as any `Decodable` type.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` at the action when it has no verb, at the second
    ///   verb when it has two, and the errors of its values; `typeMismatch` from any other
    ///   decoder.
    public init(from decoder: any Decoder) throws {
        self = try ManifestReading.action(ManifestReading.reader(decoder, for: Self.self))
    }
}

/// The value of a verb without argument: empty, null or `true`.
struct BareVerb: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { return }
        guard try container.decode(Bool.self) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a verb without argument is written with an empty value or true")
        }
    }
}
