import WayfinderConfig
import WayfinderRouting

/// The one reader of a manifest's routes and actions: ``RouteSpec`` and ``ActionSpec`` decode
/// through it, straight from the YAML nodes (``NodeReader``), because `Codable`'s dispatch cost
/// about 35,000 instructions per action.
///
/// Each kind of value is read by one function here (a string, a flag, a style, parameter types
/// and values, a verb), which reads what decodes without a finding (a plain string, a `true`, a
/// keyword style) and answers `nil` for anything else. The keys are found in one of two ways:
/// - **In one pass**, for the common shape: a mapping of known keys, none repeated, each value
///   read directly (for an action, one built-in verb). There is nothing to report about such a
///   mapping, so nothing is recorded, and the first thing out of the common shape hands the
///   mapping to the second way, which starts over.
/// - **Asked by name** through ``KeyedNodeReader`` (the decoder's keyed container), for anything
///   else: each key is looked up and its value read, or decoded through `Codable`
///   (``NodeReader/decode(_:)``) when it cannot be read, in the order of ``routeKeys`` (for an
///   action: title, `with`, style, then the verbs). The decoder reports unknown, repeated and
///   missing keys as for any `Decodable` type, and a node that is no mapping.
enum ManifestReading {
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
    private static func string(_ value: NodeReader) -> Marked<String>? {
        value.string.map { Marked($0, at: value) }
    }

    /// A flag such as `withNavigation`.
    private static func flag(_ value: NodeReader) -> Marked<Bool>? {
        value.bool.map { Marked($0, at: value) }
    }

    /// A presentation style written as a keyword (a mapping such as `{detents: [medium]}` is
    /// decoded).
    private static func style(_ value: NodeReader) -> Marked<PresentationStyle>? {
        value.string.flatMap(PresentationStyle.init(keyword:)).map { Marked($0, at: value) }
    }

    /// A pane role written as its keyword (`list`, `detail`, `extra`).
    private static func paneRole(_ value: NodeReader) -> Marked<PaneRole>? {
        value.string.flatMap(PaneRole.init(rawValue:)).map { Marked($0, at: value) }
    }

    /// `parameters: {id: int, sort: "oneOf(a|b)"}`.
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

    /// `with: {id: "{id}", sort: price}`.
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

    /// A value read by `read`, or else decoded through `Codable`, which reports what is wrong.
    private static func value<T: Decodable>(_ value: NodeReader, _ read: (NodeReader) -> T?) throws -> T {
        if let read = read(value) { return read }
        return try value.decode(T.self)
    }

    /// A route's `actions`: each action of the common shape read in one pass, any other decoded
    /// through ``ActionSpec``'s `init(from:)` (which reads it with its keys asked by name); the
    /// whole value decoded when it is no plain sequence.
    private static func actions(_ value: NodeReader) throws -> [ActionSpec] {
        guard value.isPlainSequence else { return try value.decode([ActionSpec].self) }
        let list = value.anchored()
        return try (0..<list.count).map { index in
            let item = list.item(at: index)
            return try plainAction(item) ?? item.decode(ActionSpec.self)
        }
    }

    // MARK: - Routes

    /// A route's keys, in the order their values are read.
    static let routeKeys = [
        "title", "text", "style", "withNavigation", "parameters", "actions", "state", "confirmLeave", "pane",
        "load", "onError", "restore",
    ]
    private static let routeKeySet = Set(routeKeys)

    /// Reads a route (``RouteSpec``'s `init(from:)`).
    ///
    /// - Throws: The decoding errors of its keys and values.
    static func route(_ route: NodeReader) throws -> RouteSpec {
        // The common shape, in one pass; anything out of it breaks to asking by name (nothing is
        // recorded before that).
        plain: if route.isPlainMapping {
            var title: Marked<String>?
            var text: Marked<String>?
            var style: Marked<PresentationStyle>?
            var withNavigation: Marked<Bool>?
            var parameters: OrderedMapping<Marked<ParameterType>>?
            var actions: NodeReader?
            var state: NodeReader?
            var confirmLeave: NodeReader?
            var pane: Marked<PaneRole>?
            for entry in 0..<route.count {
                let key = route.key(at: entry)
                if key == "title" {
                    guard let read = string(route.value(at: entry, key: key)) else { break plain }
                    title = read
                    continue
                }
                let value = route.value(at: entry, key: key, isOptional: true)
                // A null optional value is an absent one.
                guard !value.isNull else {
                    guard routeKeySet.contains(key) else { break plain }
                    continue
                }
                switch key {
                case "text":
                    guard let read = string(value) else { break plain }
                    text = read
                case "style":
                    guard let read = Self.style(value) else { break plain }
                    style = read
                case "withNavigation":
                    guard let read = flag(value) else { break plain }
                    withNavigation = read
                case "parameters":
                    guard let read = parameterTypes(value) else { break plain }
                    parameters = read
                case "actions": actions = value
                case "state": state = value
                case "confirmLeave": confirmLeave = value
                case "pane":
                    guard let read = paneRole(value) else { break plain }
                    pane = read
                default: break plain
                }
            }
            guard let title else { break plain }
            // What is left to decode, in the order of routeKeys.
            return RouteSpec(
                title: title, text: text, style: style, withNavigation: withNavigation, parameters: parameters,
                actions: try actions.map(Self.actions),
                state: try state?.decode(OrderedMapping<StateFieldSpec>.self),
                confirmLeave: try confirmLeave?.decode(ConfirmLeaveSpec.self), pane: pane)
        }
        // Anything else: every key asked by name, as a keyed container asks.
        let keys = KeyedNodeReader(route, isKnown: routeKeySet.contains)
        return RouteSpec(
            title: try value(keys.required("title", as: Marked<String>.self), string),
            text: try keys.value("text", isOptional: true).map { try value($0, string) },
            style: try keys.value("style", isOptional: true).map { try value($0, style) },
            withNavigation: try keys.value("withNavigation", isOptional: true).map { try value($0, flag) },
            parameters: try keys.value("parameters", isOptional: true).map { try value($0, parameterTypes) },
            actions: try keys.value("actions", isOptional: true).map(actions),
            state: try keys.value("state", isOptional: true)?.decode(OrderedMapping<StateFieldSpec>.self),
            confirmLeave: try keys.value("confirmLeave", isOptional: true)?.decode(ConfirmLeaveSpec.self),
            pane: try keys.value("pane", isOptional: true).map { try value($0, paneRole) },
            load: try keys.value("load", isOptional: true).map { try value($0, string) },
            onError: try keys.value("onError", isOptional: true).map { try value($0, string) },
            restore: try keys.value("restore", isOptional: true).map { try value($0, string) })
    }

    // MARK: - Actions

    private static let actionFields: Set<String> = ["title", "with", "style"]

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
        func argued(_ make: (Marked<String>) -> ActionVerb) -> Verb? {
            guard let string = value.string else { return nil }
            let argument = Marked(string, at: value)
            return Verb(verb: make(argument), mark: argument.mark, keyPath: value.keyPath)
        }
        func bare(_ verb: ActionVerb) -> Verb? {
            guard value.isNull || value.bool == true else { return nil }
            return Verb(verb: verb, mark: value.mark, keyPath: value.keyPath)
        }
        // One switch rather than isBare and make: this runs for every action of a manifest.
        switch key {
        case "push": return argued(ActionVerb.push)
        case "present": return argued(ActionVerb.present)
        case "flow": return argued(ActionVerb.flow)
        case "tab": return argued(ActionVerb.tab)
        case "open": return argued(ActionVerb.open)
        case "back": return bare(.back)
        case "dismiss": return bare(.dismiss)
        case "finish": return bare(.finish)
        case "popToRoot": return bare(.popToRoot)
        default: return isBare(key, value) ? bare(make(key, argument: nil)) : argued { make(key, argument: $0) }
        }
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
        var title: Marked<String>?
        var with: OrderedMapping<Marked<ParameterValue>>?
        var style: Marked<PresentationStyle>?
        var verb: Verb?
        for entry in 0..<action.count {
            let key = action.key(at: entry)
            switch key {
            case "title":
                guard let read = string(action.value(at: entry, key: key)) else { return nil }
                title = read
            case "with":
                let value = action.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard let read = parameterValues(value) else { return nil }
                with = read
            case "style":
                let value = action.value(at: entry, key: key, isOptional: true)
                guard !value.isNull else { continue }
                guard let read = Self.style(value) else { return nil }
                style = read
            case "push", "present", "flow", "tab", "open", "back", "dismiss", "finish", "popToRoot":
                // A second verb is read by asking for keys by name.
                guard verb == nil, let read = Self.verb(key, action.value(at: entry, key: key)) else { return nil }
                verb = read
            default:
                // A contributed verb, or an unknown key: read by asking for keys by name.
                return nil
            }
        }
        guard let title, let verb else { return nil }
        return ActionSpec(
            title: title, verb: verb.verb, verbMark: verb.mark, verbKeyPath: verb.keyPath, with: with, style: style)
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
        let title = try value(keys.required("title", as: Marked<String>.self), string)
        let with = try keys.value("with", isOptional: true).map { try value($0, parameterValues) }
        let style = try keys.value("style", isOptional: true).map { try value($0, Self.style) }
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
