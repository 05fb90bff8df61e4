import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ComposedApp {
    // MARK: - Performing actions

    /// Performs action `number` of the top screen as one transaction, as if the user tapped it.
    ///
    /// The transaction's source is `.deepLink` for `open:` actions, `.program` otherwise.
    ///
    /// - Parameter number: The action's number, from 1 (see ``Screen/Action/number``).
    /// - Throws: ``CompositionError`` when nothing is shown, the screen has no such action, or
    ///   the action is refused; the state is then unchanged.
    public func perform(action number: Int) async throws(CompositionError) {
        guard let entry = navigator.tree.topEntry else { throw .nothingShown }
        try await perform(action: number, of: entry)
    }

    /// Performs action `number` of the screen shown by `entry` (an embedded panel, a screen below
    /// the top) as one transaction.
    ///
    /// - Parameters:
    ///   - number: The action's number, from 1.
    ///   - entry: The entry showing the screen.
    /// - Throws: ``CompositionError``; the state is then unchanged.
    public func perform(action number: Int, on entry: EntryID) async throws(CompositionError) {
        guard let entry = self.entry(entry) else { throw .notAScreen("\(entry)") }
        try await perform(action: number, of: entry)
    }

    /// Performs action `number` of the screen `entry` shows (found already: no search of the tree).
    private func perform(action number: Int, of entry: Entry<AnyRoute>) async throws(CompositionError) {
        guard let route = entry.route.baseRoute as? DefaultRoute, let spec = manifest.routes[route.name] else {
            throw .notAScreen("\(entry.id) \(entry.route.routeName)")
        }
        let actions = spec.actionList
        guard actions.indices.contains(number - 1) else {
            throw .noSuchAction(number, screen: route.name, count: actions.count)
        }
        let action = actions[number - 1]
        let source: NavigationSource = if case .open = action.verb { .deepLink } else { .program }
        try await transaction("\(action.verb)", source: source) { () throws(CompositionError) in
            try await ActionInterpreter(app: self).run(action, on: entry, route: route)
        }
    }

    // MARK: - Actions given in code

    /// Performs an action the top screen does not declare — what a script's `push item id=3`,
    /// a debug menu or a test asks — as one transaction, exactly as a declared action with the
    /// same verb would run.
    ///
    /// The action is checked as the validator checks declared ones: `push` needs a pushed
    /// route, `present` a modal style (the action's or the route's), and the parameters must
    /// match the route's declaration (`"{name}"` values copy the top screen's parameters).
    ///
    /// ```swift
    /// try await app.perform(ActionSpec(title: "Item 3", verb: .push(route: "item"), with: ["id": 3]))
    /// ```
    ///
    /// - Parameter action: The action; its title is not shown anywhere.
    /// - Throws: ``CompositionError`` when nothing is shown, the action does not fit its
    ///   route, or it is refused; the state is then unchanged.
    public func perform(_ action: ActionSpec) async throws(CompositionError) {
        guard let entry = navigator.tree.topEntry else { throw .nothingShown }
        guard let route = entry.route.baseRoute as? DefaultRoute else {
            throw .notAScreen("\(entry.id) \(entry.route.routeName)")
        }
        try checkStyle(of: action)
        try await transaction("\(action.verb)") { () throws(CompositionError) in
            try await ActionInterpreter(app: self).run(action, on: entry, route: route)
        }
    }

    /// Refuses `push` of a modal route and `present` without a modal style.
    private func checkStyle(of action: ActionSpec) throws(CompositionError) {
        switch action.verb {
        case .push(let name):
            let style = try factory.spec(ofRoute: name.value).presentationStyle
            if style.isModal {
                throw .actionRefused(.pushOfPresentedRoute(name.value, style: style.keyword))
            }
        case .present(let name):
            let routeStyle = try factory.spec(ofRoute: name.value).presentationStyle
            let style = action.style?.value ?? routeStyle
            if !style.isModal {
                throw .actionRefused(.presentOfPushedRoute(name.value))
            }
            do {
                try style.validate()
            } catch {
                throw .actionRefused(.invalidStyle(name.value, reason: "\(error)"))
            }
        default:
            break
        }
    }
}
