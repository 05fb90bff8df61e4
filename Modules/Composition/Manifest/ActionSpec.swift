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
    /// A key of an action: `title`, `with`, `style`, or a verb.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let fieldNames: Set<String> = ["title", "with", "style"]
    /// The built-in verbs as keys, made once rather than for every action.
    private static let builtInKeys = ActionVerb.builtInNames.map(Key.init)

    /// Decodes an action, checking that it names exactly one verb: a built-in one, or any other
    /// key, which is a verb a plugin must contribute (checked by the validator).
    ///
    /// With ``/WayfinderConfig/YAMLDecoder`` the common shapes are read directly from the YAML
    /// nodes, with the same values, marks and errors.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` at the action when it has no verb, at the second
    ///   verb when it has two, and the errors of its values.
    public init(from decoder: any Decoder) throws {
        if let reader = NodeReader(decoder), let action = ManifestReading.action(reader) {
            self = action
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        title = try container.decode(Marked<String>.self, forKey: Key("title"))
        with = try container.decodeIfPresent(OrderedMapping<Marked<ParameterValue>>.self, forKey: Key("with"))
        style = try container.decodeIfPresent(Marked<PresentationStyle>.self, forKey: Key("style"))
        // Built-in verbs are asked for by name; only an action without one lists its keys to
        // find a contributed verb. So next to a built-in verb any other key stays an unknown key,
        // and a built-in verb whose value fails drops the whole action when the decoder
        // recovers to report more errors, as for any action.
        var keys = Self.builtInKeys.filter { container.contains($0) }
        if keys.isEmpty {
            keys = container.allKeys.filter { !Self.fieldNames.contains($0.stringValue) }
        }
        // Every verb is decoded (its errors are reported); the first is the action's. Kept as
        // plain values: an array of tuples costs a tuple-metadata lookup per action.
        var first: (verb: ActionVerb, mark: SourceMark?, keyPath: ConfigKeyPath)?
        for key in keys {
            let decoded = try Self.decodeVerb(key, from: container)
            if first == nil { first = decoded }
        }
        guard let first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "an action needs one verb: push, present, flow, tab, open, back, dismiss, finish, "
                        + "popToRoot, or one a plugin contributes (login, logout)"))
        }
        if keys.count > 1 {
            throw DecodingError.dataCorruptedError(
                forKey: keys[1], in: container,
                debugDescription:
                    "an action takes exactly one verb; found \(keys.map(\.stringValue).joined(separator: " and "))"
            )
        }
        verb = first.verb
        verbMark = first.mark
        verbKeyPath = first.keyPath
    }

    private static func decodeVerb(
        _ key: Key, from container: KeyedDecodingContainer<Key>
    ) throws -> (ActionVerb, SourceMark?, ConfigKeyPath) {
        func argument() throws -> Marked<String> { try container.decode(Marked<String>.self, forKey: key) }
        func bare(_ verb: ActionVerb) throws -> (ActionVerb, SourceMark?, ConfigKeyPath) {
            let flag = try container.decode(Marked<BareVerb>.self, forKey: key)
            return (verb, flag.mark, flag.keyPath)
        }
        func argued(_ make: (Marked<String>) -> ActionVerb) throws -> (ActionVerb, SourceMark?, ConfigKeyPath) {
            let value = try argument()
            return (make(value), value.mark, value.keyPath)
        }
        switch key.stringValue {
        case "push": return try argued(ActionVerb.push)
        case "present": return try argued(ActionVerb.present)
        case "flow": return try argued(ActionVerb.flow)
        case "tab": return try argued(ActionVerb.tab)
        case "open": return try argued(ActionVerb.open)
        case "back": return try bare(.back)
        case "dismiss": return try bare(.dismiss)
        case "finish": return try bare(.finish)
        case "popToRoot": return try bare(.popToRoot)
        default:
            if try container.decodeNil(forKey: key) { return try bare(.contributed(key.stringValue, argument: nil)) }
            return try argued { .contributed(key.stringValue, argument: $0) }
        }
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
