import WayfinderConfig
import WayfinderRouting

/// The one reader of a manifest's routes and actions: ``RouteSpec`` and ``ActionSpec`` decode
/// through it, straight from the YAML nodes (``NodeReader``), because `Codable`'s dispatch cost
/// about 35,000 instructions per action.
///
/// Each key's value is read by one function here, whatever shape the mapping around it has.
/// What the mapping has decides only how its keys are found:
/// - **In one pass** for the common shape: a mapping of known keys, none repeated (for an action,
///   one built-in verb). There is nothing to report about such a mapping, so nothing is recorded.
/// - **Asked by name** through ``KeyedNodeReader`` (the decoder's keyed container) for anything
///   else: the decoder then reports unknown, repeated and missing keys as for any `Decodable`
///   type, and a node that is no mapping.
///
/// A value read directly is one that decodes without a finding (a plain string, a `true`, a
/// keyword style); any other value is decoded through `Codable` (``NodeReader/decode(_:)``),
/// which reports what is wrong. Values are decoded in the order the keys are listed in
/// ``routeKeys`` (and title, `with`, style, then the verbs for an action), so the first error of
/// a route is the same whichever way its keys were found.
enum ManifestReading {
    /// A value read directly, or the node to decode through `Codable`.
    private enum Slot<Value: Decodable> {
        case read(Value)
        case decode(NodeReader)

        func resolved() throws -> Value {
            switch self {
            case .read(let value): value
            case .decode(let reader): try reader.decode(Value.self)
            }
        }

        var isRead: Bool { value != nil }

        /// The value, when it was read directly.
        var value: Value? {
            if case .read(let value) = self { return value }
            return nil
        }
    }

    /// The node `decoder` is at, for a type only ``/WayfinderConfig/YAMLDecoder`` decodes.
    ///
    /// - Throws: `typeMismatch` when another decoder decodes `type`.
    static func reader<T>(_ decoder: any Decoder, for type: T.Type) throws -> NodeReader {
        guard let reader = NodeReader(decoder) else {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(T.self) is read from a manifest by WayfinderConfig's YAMLDecoder"))
        }
        return reader
    }

    // MARK: - Values

    /// A string value, such as a title.
    private static func string(_ value: NodeReader) -> Slot<Marked<String>> {
        value.string.map { .read(Marked($0, at: value)) } ?? .decode(value)
    }

    /// A flag such as `withNavigation`.
    private static func flag(_ value: NodeReader) -> Slot<Marked<Bool>> {
        value.bool.map { .read(Marked($0, at: value)) } ?? .decode(value)
    }

    /// A presentation style: a keyword, or a mapping such as `{detents: [medium]}`, decoded.
    private static func style(_ value: NodeReader) -> Slot<Marked<PresentationStyle>> {
        value.string.flatMap(PresentationStyle.init(keyword:)).map { .read(Marked($0, at: value)) } ?? .decode(value)
    }

    /// `parameters: {id: int, sort: "oneOf(a|b)"}`.
    private static func parameterTypes(_ value: NodeReader) -> Slot<OrderedMapping<Marked<ParameterType>>> {
        guard value.isPlainMapping else { return .decode(value) }
        let mapping = value.anchored()
        var entries: [OrderedMapping<Marked<ParameterType>>.Entry] = []
        entries.reserveCapacity(mapping.count)
        for entry in 0..<mapping.count {
            let name = mapping.key(at: entry)
            let node = mapping.value(at: entry, key: name)
            guard let text = node.string, let type = ParameterType(parsing: text) else { return .decode(value) }
            entries.append(.init(key: name, value: Marked(type, at: node), keyMark: mapping.keyMark(at: entry)))
        }
        return .read(OrderedMapping(entries))
    }

    /// `with: {id: "{id}", sort: price}`.
    private static func parameterValues(_ value: NodeReader) -> Slot<OrderedMapping<Marked<ParameterValue>>> {
        guard value.isPlainMapping else { return .decode(value) }
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
                guard let flag = node.bool else { return .decode(value) }
                parameter = .bool(flag)
            case .integer?:
                guard let number = node.int else { return .decode(value) }
                parameter = .int(number)
            case .string?:
                guard let string = node.string else { return .decode(value) }
                parameter = .string(string)
            case .float?, .null?, nil:
                return .decode(value)
            }
            entries.append(.init(key: name, value: Marked(parameter, at: node), keyMark: mapping.keyMark(at: entry)))
        }
        return .read(OrderedMapping(entries))
    }

    /// A route's `actions`: each item read as ``action(_:)`` reads it, or the whole value decoded
    /// when it is no plain sequence.
    private enum ActionList {
        case items([Slot<ActionSpec>])
        case decode(NodeReader)

        init(_ value: NodeReader) {
            guard value.isPlainSequence else {
                self = .decode(value)
                return
            }
            let list = value.anchored()
            self = .items(
                (0..<list.count).map { index in
                    let item = list.item(at: index)
                    // An action of the common shape with nothing to decode is read here; any
                    // other goes through ActionSpec's init(from:), which reads it below.
                    return ManifestReading.plainAction(item).map { .read($0) } ?? .decode(item)
                })
        }

        func resolved() throws -> [ActionSpec] {
            switch self {
            case .items(let items): try items.map { try $0.resolved() }
            case .decode(let reader): try reader.decode([ActionSpec].self)
            }
        }
    }

    // MARK: - Routes

    /// A route's keys, in the order their values are decoded.
    static let routeKeys = [
        "title", "text", "style", "withNavigation", "parameters", "actions", "state", "confirmLeave",
    ]
    private static let routeKeySet = Set(routeKeys)

    /// A route's values as found, before the ones to decode are decoded.
    private struct RouteValues {
        var title: Slot<Marked<String>>?
        var text: Slot<Marked<String>>?
        var style: Slot<Marked<PresentationStyle>>?
        var withNavigation: Slot<Marked<Bool>>?
        var parameters: Slot<OrderedMapping<Marked<ParameterType>>>?
        var actions: ActionList?
        var state: Slot<OrderedMapping<StateFieldSpec>>?
        var confirmLeave: Slot<ConfirmLeaveSpec>?

        /// Takes the value of `key`; `false` for a key no route has.
        mutating func take(_ key: String, _ value: NodeReader) -> Bool {
            switch key {
            case "title": title = ManifestReading.string(value)
            case "text": text = ManifestReading.string(value)
            case "style": style = ManifestReading.style(value)
            case "withNavigation": withNavigation = ManifestReading.flag(value)
            case "parameters": parameters = ManifestReading.parameterTypes(value)
            case "actions": actions = ActionList(value)
            case "state": state = .decode(value)
            case "confirmLeave": confirmLeave = .decode(value)
            default: return false
            }
            return true
        }

        /// The route, its values decoded in the order of ``routeKeys``.
        func route(title: Slot<Marked<String>>) throws -> RouteSpec {
            var route = RouteSpec(
                title: try title.resolved(), text: try text?.resolved(), style: try style?.resolved(),
                withNavigation: try withNavigation?.resolved(), parameters: try parameters?.resolved(),
                actions: try actions?.resolved())
            route.state = try state?.resolved()
            route.confirmLeave = try confirmLeave?.resolved()
            return route
        }
    }

    /// Reads a route (``RouteSpec``'s `init(from:)`).
    ///
    /// - Throws: The decoding errors of its keys and values.
    static func route(_ route: NodeReader) throws -> RouteSpec {
        if route.isPlainMapping {
            var values = RouteValues()
            var isPlain = true
            for entry in 0..<route.count {
                let key = route.key(at: entry)
                let isOptional = key != "title"
                let value = route.value(at: entry, key: key, isOptional: isOptional)
                // A null optional value is an absent one.
                guard isOptional && value.isNull ? routeKeySet.contains(key) : values.take(key, value) else {
                    isPlain = false
                    break
                }
            }
            if isPlain, let title = values.title {
                return try values.route(title: title)
            }
        }
        // Anything else: every key asked by name, as a keyed container asks.
        let keys = KeyedNodeReader(route, isKnown: routeKeySet.contains)
        var values = RouteValues()
        let title = string(try keys.required("title", as: Marked<String>.self))
        for key in routeKeys.dropFirst() {
            if let value = try keys.value(key, isOptional: true) { _ = values.take(key, value) }
        }
        return try values.route(title: title)
    }

    // MARK: - Actions

    private static let actionFields: Set<String> = ["title", "with", "style"]
    private static let builtInVerbs = Set(ActionVerb.builtInNames)

    /// A verb as an action keeps it: the verb, and where its key's value is written.
    private struct Verb {
        var verb: ActionVerb
        var mark: SourceMark?
        var keyPath: ConfigKeyPath
    }

    /// Whether the verb `key` is written without an argument: the built-in `back`, `dismiss`,
    /// `finish` and `popToRoot`, and a contributed verb whose value is null.
    private static func isBare(_ key: String, _ value: NodeReader) -> Bool {
        switch key {
        case "push", "present", "flow", "tab", "open": false
        case "back", "dismiss", "finish", "popToRoot": true
        default: value.isNull
        }
    }

    /// The verb `key` with its argument, if it takes one.
    private static func make(_ key: String, argument: Marked<String>?) -> ActionVerb {
        switch (key, argument) {
        case ("push", let argument?): .push(argument)
        case ("present", let argument?): .present(argument)
        case ("flow", let argument?): .flow(argument)
        case ("tab", let argument?): .tab(argument)
        case ("open", let argument?): .open(argument)
        case ("back", _): .back
        case ("dismiss", _): .dismiss
        case ("finish", _): .finish
        case ("popToRoot", _): .popToRoot
        default: .contributed(key, argument: argument)
        }
    }

    /// A verb whose value reads directly: a name for a verb with an argument; empty, null or
    /// `true` for a bare one. `nil` for a value to decode.
    private static func verb(_ key: String, _ value: NodeReader) -> Verb? {
        if isBare(key, value) {
            guard value.isNull || value.bool == true else { return nil }
            return Verb(verb: make(key, argument: nil), mark: value.mark, keyPath: value.keyPath)
        }
        guard let string = value.string else { return nil }
        let argument = Marked(string, at: value)
        return Verb(verb: make(key, argument: argument), mark: argument.mark, keyPath: argument.keyPath)
    }

    /// A verb decoded through `Codable`: its argument as `Marked<String>`, or a bare verb's value
    /// as `Marked<BareVerb>`, which reports what is wrong with it.
    private static func decodedVerb(_ key: String, _ value: NodeReader) throws -> Verb {
        if isBare(key, value) {
            let flag = try value.decode(Marked<BareVerb>.self)
            return Verb(verb: make(key, argument: nil), mark: flag.mark, keyPath: flag.keyPath)
        }
        let argument = try value.decode(Marked<String>.self)
        return Verb(verb: make(key, argument: argument), mark: argument.mark, keyPath: argument.keyPath)
    }

    /// An action of the common shape whose every value reads directly: known keys, none repeated,
    /// a title and one built-in verb. `nil` for any other action; nothing is recorded either way.
    static func plainAction(_ item: NodeReader) -> ActionSpec? {
        guard item.isPlainMapping else { return nil }
        let action = item.anchored()
        var title: Slot<Marked<String>>?
        var with: Slot<OrderedMapping<Marked<ParameterValue>>>?
        var style: Slot<Marked<PresentationStyle>>?
        var verb: Verb?
        var verbs = 0
        for entry in 0..<action.count {
            let key = action.key(at: entry)
            switch key {
            case "title":
                title = string(action.value(at: entry, key: key))
            case "with":
                let value = action.value(at: entry, key: key, isOptional: true)
                if !value.isNull { with = parameterValues(value) }
            case "style":
                let value = action.value(at: entry, key: key, isOptional: true)
                if !value.isNull { style = Self.style(value) }
            default:
                // A second verb, or a contributed one, is read by asking for keys by name.
                guard builtInVerbs.contains(key), verbs == 0 else { return nil }
                verbs = 1
                verb = Self.verb(key, action.value(at: entry, key: key))
            }
        }
        guard case .read(let title)? = title, let verb, with?.isRead ?? true,
            style?.isRead ?? true
        else { return nil }
        return ActionSpec(
            title: title, verb: verb.verb, verbMark: verb.mark, verbKeyPath: verb.keyPath,
            with: with?.value, style: style?.value)
    }

    /// Reads an action (``ActionSpec``'s `init(from:)`): a title, optionally `with` and `style`,
    /// and exactly one verb, built-in or one a plugin contributes (any other key, checked by the
    /// validator).
    ///
    /// - Throws: The decoding errors of its keys and values; `dataCorrupted` at the action when
    ///   it has no verb, and at the second verb when it has two.
    static func action(_ item: NodeReader) throws -> ActionSpec {
        if let action = plainAction(item) { return action }
        let keys = KeyedNodeReader(item, isKnown: { _ in true })
        let title = try string(keys.required("title", as: Marked<String>.self)).resolved()
        let with = try keys.value("with", isOptional: true).map { try parameterValues($0).resolved() }
        let style = try keys.value("style", isOptional: true).map { try Self.style($0).resolved() }
        // Built-in verbs are asked for by name; only an action without one lists its keys to find
        // a contributed verb. So next to a built-in verb any other key stays an unknown key, and a
        // built-in verb whose value fails drops the whole action when the decoder recovers to
        // report more errors, as for any action.
        var verbs = ActionVerb.builtInNames.filter { keys.contains($0) }
        if verbs.isEmpty {
            verbs = keys.allKeys().filter { !actionFields.contains($0) }
        }
        // Every verb is decoded (its errors are reported); the first is the action's.
        var first: Verb?
        for key in verbs {
            let value = try keys.required(key, as: Marked<String>.self)
            let decoded = try verb(key, value) ?? decodedVerb(key, value)
            if first == nil { first = decoded }
        }
        guard let first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: item.codingPath,
                    debugDescription:
                        "an action needs one verb: push, present, flow, tab, open, back, dismiss, finish, "
                        + "popToRoot, or one a plugin contributes (login, logout)"))
        }
        if verbs.count > 1 {
            throw keys.corrupted(
                atKey: verbs[1], "an action takes exactly one verb; found \(verbs.joined(separator: " and "))")
        }
        return ActionSpec(
            title: title, verb: first.verb, verbMark: first.mark, verbKeyPath: first.keyPath, with: with,
            style: style)
    }
}
