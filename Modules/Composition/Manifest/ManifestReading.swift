import WayfinderConfig
import WayfinderRouting

/// Reads a manifest's routes and actions straight from the YAML nodes (``NodeReader``), for
/// the bulk of a manifest: `Codable` dispatch cost about 35,000 instructions per action.
///
/// Each reading is in two steps. The first reads what it can tell decodes without a finding
/// (known keys, no repeats, plain strings, `true`, keyword styles, scalar `with:` values) and
/// records nothing; when anything else is in the way it gives up (`nil`), and the caller
/// decodes the value through `Codable`, which reports what is wrong. What is unusual but
/// self-contained (a `{detents: ...}` style, an action with a contributed verb) is left to
/// the second step, which decodes those values through `Codable` in the order `init(from:)`
/// asks for them. Since the first step records nothing, the decoder sees the same calls, errors
/// and findings as without it; `ManifestReadingTests` compares both ways on every manifest,
/// fixture, fuzz seed and thousands of mutations of them.
enum ManifestReading {
    /// What the first step made of a value: the value, or the node to decode through `Codable`.
    private enum Slot<Value> {
        case read(Value)
        case decode(NodeReader)

        func resolved() throws -> Value where Value: Decodable {
            switch self {
            case .read(let value): value
            case .decode(let reader): try reader.decode(Value.self)
            }
        }
    }

    // MARK: - Routes

    /// A route as ``RouteSpec``'s `init(from:)` decodes it, or `nil` to decode it that way.
    static func route(_ route: NodeReader) throws -> RouteSpec? {
        guard route.isPlainMapping else { return nil }
        var title: Marked<String>?
        var text: Marked<String>?
        var style: Slot<Marked<PresentationStyle>>?
        var withNavigation: Marked<Bool>?
        var parameters: OrderedMapping<Marked<ParameterType>>?
        var actions: [Slot<ActionSpec>]?
        for entry in 0..<route.count {
            let key = route.key(at: entry)
            switch key {
            case "title":
                let value = route.value(at: entry, key: key)
                guard let string = value.string else { return nil }
                title = Marked(string, at: value)
            case "text":
                let value = route.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard let string = value.string else { return nil }
                text = Marked(string, at: value)
            case "style":
                let value = route.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                style =
                    value.string.flatMap(PresentationStyle.init(keyword:)).map { .read(Marked($0, at: value)) }
                    ?? .decode(value)
            case "withNavigation":
                let value = route.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard let flag = value.bool else { return nil }
                withNavigation = Marked(flag, at: value)
            case "parameters":
                let value = route.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard let types = parameterTypes(value) else { return nil }
                parameters = types
            case "actions":
                let value = route.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard value.isPlainSequence else { return nil }
                let list = value.anchored()
                actions = (0..<list.count).map { index in
                    let item = list.item(at: index)
                    return action(item).map { .read($0) } ?? .decode(item)
                }
            default:
                return nil
            }
        }
        guard let title else { return nil }
        // Second step, in the order of init(from:): style, then actions.
        return RouteSpec(
            title: title, text: text, style: try style?.resolved(), withNavigation: withNavigation,
            parameters: parameters, actions: try actions?.map { try $0.resolved() })
    }

    /// `parameters: {id: int, sort: "oneOf(a|b)"}`, when every type is written plainly.
    private static func parameterTypes(_ value: NodeReader) -> OrderedMapping<Marked<ParameterType>>? {
        guard value.isPlainMapping else { return nil }
        let mapping = value.anchored()
        var entries: [OrderedMapping<Marked<ParameterType>>.Entry] = []
        entries.reserveCapacity(mapping.count)
        for entry in 0..<mapping.count {
            let name = mapping.key(at: entry)
            let node = mapping.value(at: entry, key: name)
            guard let text = node.string, let type = ParameterType(parsing: text) else { return nil }
            entries.append(.init(key: name, value: Marked(type, at: node), keyMark: mapping.keyMark(at: entry)))
        }
        return OrderedMapping(entries)
    }

    // MARK: - Actions

    /// An action with `title`, one built-in verb and optionally `with` and `style`, as
    /// ``ActionSpec``'s `init(from:)` decodes it; `nil` for any other action, to decode it that way.
    static func action(_ item: NodeReader) -> ActionSpec? {
        guard item.isPlainMapping else { return nil }
        let action = item.anchored()
        var title: Marked<String>?
        var with: OrderedMapping<Marked<ParameterValue>>?
        var style: Marked<PresentationStyle>?
        var verb: (verb: ActionVerb, mark: SourceMark?, keyPath: ConfigKeyPath)?
        for entry in 0..<action.count {
            let key = action.key(at: entry)
            switch key {
            case "title":
                let value = action.value(at: entry, key: key)
                guard let string = value.string else { return nil }
                title = Marked(string, at: value)
            case "with":
                let value = action.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard let parameters = parameterValues(value) else { return nil }
                with = parameters
            case "style":
                let value = action.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard let keyword = value.string.flatMap(PresentationStyle.init(keyword:)) else { return nil }
                style = Marked(keyword, at: value)
            case "push", "present", "flow", "tab", "open":
                // A second verb is an error to report.
                guard verb == nil else { return nil }
                let value = action.value(at: entry, key: key)
                guard let string = value.string else { return nil }
                let argument = Marked(string, at: value)
                let made: ActionVerb
                switch key {
                case "push": made = .push(argument)
                case "present": made = .present(argument)
                case "flow": made = .flow(argument)
                case "tab": made = .tab(argument)
                default: made = .open(argument)
                }
                verb = (made, argument.mark, value.keyPath)
            case "back", "dismiss", "finish", "popToRoot":
                guard verb == nil else { return nil }
                let value = action.value(at: entry, key: key)
                // BareVerb: empty, null or true.
                guard value.isNull || value.bool == true else { return nil }
                let made: ActionVerb
                switch key {
                case "back": made = .back
                case "dismiss": made = .dismiss
                case "finish": made = .finish
                default: made = .popToRoot
                }
                // The mark and key path of the Marked<BareVerb> init(from:) makes.
                verb = (made, value.mark, value.keyPath)
            default:
                // A contributed verb, or an unknown key next to a built-in one.
                return nil
            }
        }
        guard let title, let verb else { return nil }
        return ActionSpec(
            title: title, verb: verb.verb, verbMark: verb.mark, verbKeyPath: verb.keyPath, with: with, style: style)
    }

    /// `with: {id: "{id}", sort: price}`, when every value is a bool, an `Int` or a string.
    private static func parameterValues(_ value: NodeReader) -> OrderedMapping<Marked<ParameterValue>>? {
        guard value.isPlainMapping else { return nil }
        let mapping = value.anchored()
        var entries: [OrderedMapping<Marked<ParameterValue>>.Entry] = []
        entries.reserveCapacity(mapping.count)
        for entry in 0..<mapping.count {
            let name = mapping.key(at: entry)
            let node = mapping.value(at: entry, key: name)
            let parameter: ParameterValue
            // As ParameterValue's init(from:) reads each kind; floats and nulls are decoded.
            switch node.scalarKind {
            case .bool?:
                guard let flag = node.bool else { return nil }
                parameter = .bool(flag)
            case .integer?:
                guard let number = node.int else { return nil }
                parameter = .int(number)
            case .string?:
                guard let string = node.string else { return nil }
                parameter = .string(string)
            case .float?, .null?, nil:
                return nil
            }
            entries.append(.init(key: name, value: Marked(parameter, at: node), keyMark: mapping.keyMark(at: entry)))
        }
        return OrderedMapping(entries)
    }
}
