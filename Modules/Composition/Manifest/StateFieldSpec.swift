import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting

/// One field of a screen's or a flow's saved state, as a route or a coordinator declares it
/// under `state:`.
///
/// ```yaml
/// search:
///   title: Search
///   state: {query: {type: string, default: ""}}
/// category:
///   title: "Category {slug}"
///   state: {sort: {type: "oneOf(relevance|price)", default: relevance}}
/// ```
///
/// The types are the parameter types (``ParameterType``); the validator checks that a default
/// is of its field's type.
public struct StateFieldSpec: Decodable, Sendable {
    /// The field's type.
    public var type: Marked<ParameterType>
    /// The value the field has until one is written; none when absent.
    public var defaultValue: Marked<ParameterValue>?

    /// Creates a field in code.
    public init(type: ParameterType, default defaultValue: ParameterValue? = nil) {
        self.type = Marked(type)
        self.defaultValue = defaultValue.map { Marked($0) }
    }

    private enum CodingKeys: String, CodingKey {
        case type
        case defaultValue = "default"
    }

    /// Decodes `type` and an optional `default`.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        type = try keyed.decode(Marked<ParameterType>.self, forKey: .type)
        defaultValue = try keyed.decodeIfPresent(Marked<ParameterValue>.self, forKey: .defaultValue)
    }

    /// The default as a saved state value, when there is one.
    public var defaultState: StateValue? {
        defaultValue.map { StateValue($0.value) }
    }

    /// `text` as a value of this field, or `nil` when it is not one.
    public func value(parsing text: String) -> StateValue? {
        let parsed: ParameterValue
        switch type.value {
        case .int:
            guard let whole = Int(text) else { return nil }
            parsed = .int(whole)
        case .double:
            guard let number = Double(text) else { return nil }
            parsed = .double(number)
        case .bool:
            guard let flag = Bool(text) else { return nil }
            parsed = .bool(flag)
        case .string, .uuid, .oneOf:
            parsed = .string(text)
        }
        return type.value.accepts(parsed) ? StateValue(parsed) : nil
    }
}

extension ValidationPass {
    /// Every `state:` field of routes and coordinators: a default must be of its field's type.
    func checkStateFields() {
        // By index: a route is read in place, not copied whole, for the one field looked at.
        let routes = manifest.routes.routes
        for index in routes.indices {
            guard let fields = routes[index].spec.state else { continue }
            check(fields, of: "route '\(routes[index].name.value)'")
        }
        for coordinator in manifest.coordinators {
            guard let fields = coordinator.value.state else { continue }
            check(fields, of: "coordinator '\(coordinator.key)'")
        }
    }

    private func check(_ fields: OrderedMapping<StateFieldSpec>, of owner: @autoclosure () -> String) {
        for field in fields {
            guard let value = field.value.defaultValue else { continue }
            let type = field.value.type.value
            if !type.accepts(value.value) {
                report(
                    value,
                    "state field '\(field.key)' of \(owner()) is \(type.phrase); its default \(value.value) is not")
            }
        }
    }
}
