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
}

extension ActionSpec: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case title, with, style
        case push, present, flow, tab, open, back, dismiss, finish, popToRoot, login, logout
    }

    private static let verbKeys: [CodingKeys] = [
        .push, .present, .flow, .tab, .open, .back, .dismiss, .finish, .popToRoot, .login, .logout,
    ]

    /// Decodes an action, checking that it names exactly one verb.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` at the action when it has no verb, at the second
    ///   verb when it has two, and the errors of its values.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(Marked<String>.self, forKey: .title)
        with = try container.decodeIfPresent(OrderedMapping<Marked<ParameterValue>>.self, forKey: .with)
        style = try container.decodeIfPresent(Marked<PresentationStyle>.self, forKey: .style)
        var found: [(key: CodingKeys, verb: ActionVerb, mark: SourceMark?, keyPath: ConfigKeyPath)] = []
        for key in Self.verbKeys where container.contains(key) {
            let (verb, mark, keyPath) = try Self.decodeVerb(key, from: container)
            found.append((key, verb, mark, keyPath))
        }
        guard let first = found.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "an action needs one verb: push, present, flow, tab, open, back, dismiss, finish, "
                        + "popToRoot, login or logout"))
        }
        if found.count > 1 {
            throw DecodingError.dataCorruptedError(
                forKey: found[1].key, in: container,
                debugDescription:
                    "an action takes exactly one verb; found \(found.map(\.key.stringValue).joined(separator: " and "))"
            )
        }
        verb = first.verb
        verbMark = first.mark
        verbKeyPath = first.keyPath
    }

    private static func decodeVerb(
        _ key: CodingKeys, from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> (ActionVerb, SourceMark?, ConfigKeyPath) {
        func argument() throws -> Marked<String> { try container.decode(Marked<String>.self, forKey: key) }
        func bare(_ verb: ActionVerb) throws -> (ActionVerb, SourceMark?, ConfigKeyPath) {
            let flag = try container.decode(Marked<BareVerb>.self, forKey: key)
            return (verb, flag.mark, flag.keyPath)
        }
        switch key {
        case .push:
            let value = try argument()
            return (.push(value), value.mark, value.keyPath)
        case .present:
            let value = try argument()
            return (.present(value), value.mark, value.keyPath)
        case .flow:
            let value = try argument()
            return (.flow(value), value.mark, value.keyPath)
        case .tab:
            let value = try argument()
            return (.tab(value), value.mark, value.keyPath)
        case .open:
            let value = try argument()
            return (.open(value), value.mark, value.keyPath)
        case .login:
            let value = try argument()
            return (.login(value), value.mark, value.keyPath)
        case .back: return try bare(.back)
        case .dismiss: return try bare(.dismiss)
        case .finish: return try bare(.finish)
        case .popToRoot: return try bare(.popToRoot)
        case .logout: return try bare(.logout)
        case .title, .with, .style:
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a verb")
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
