import WayfinderConfig
import WayfinderRouting

extension ActionSpec {
    // MARK: - Actions written in code

    /// Creates an action in code, without source marks.
    ///
    /// ```swift
    /// try await app.perform(ActionSpec(title: "Item 3", verb: .push(route: "item"), with: ["id": 3]))
    /// ```
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - verb: What it does.
    ///   - parameters: Parameters for `push` and `present`, in key order; a value `"{name}"`
    ///     copies the current route's parameter.
    ///   - style: A modal style for `present` overriding the route's own.
    public init(
        title: String, verb: ActionVerb, with parameters: [String: ParameterValue] = [:],
        style: PresentationStyle? = nil
    ) {
        let entries = parameters.sorted { $0.key < $1.key }.map {
            OrderedMapping<Marked<ParameterValue>>.Entry(key: $0.key, value: Marked($0.value))
        }
        self.init(
            title: Marked(title), verb: verb, with: entries.isEmpty ? nil : OrderedMapping(entries),
            style: style.map { Marked($0) })
    }
}

extension ActionVerb {
    // MARK: - Verbs written in code

    /// Push the route named `route`.
    public static func push(route: String) -> ActionVerb { .push(Marked(route)) }
    /// Present the route named `route`.
    public static func present(route: String) -> ActionVerb { .present(Marked(route)) }
    /// Start the manifest coordinator named `coordinator` as a flow.
    public static func flow(coordinator: String) -> ActionVerb { .flow(Marked(coordinator)) }
    /// Select the root tab bar's page named `page`.
    public static func tab(page: String) -> ActionVerb { .tab(Marked(page)) }
    /// Open the deep link `url`.
    public static func open(url: String) -> ActionVerb { .open(Marked(url)) }

    /// A verb a plugin contributes, such as the auth guard's `login`.
    ///
    /// - Parameters:
    ///   - name: The verb's key.
    ///   - argument: Its value, if it takes one.
    public static func contributed(_ name: String, _ argument: String? = nil) -> ActionVerb {
        .contributed(name, argument: argument.map { Marked($0) })
    }
}
