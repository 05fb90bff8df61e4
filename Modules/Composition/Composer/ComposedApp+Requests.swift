import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ComposedApp {
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
    /// try await app.perform(ActionSpec(title: Marked("Item 3"), verb: .push(Marked("item")), with: ["id": 3]))
    /// ```
    ///
    /// - Parameter action: The action; its title is not shown anywhere.
    /// - Throws: ``CompositionError`` when nothing is shown, the action does not fit its
    ///   route, or it is refused; the state is then unchanged.
    public func perform(_ action: ActionSpec) async throws(CompositionError) {
        guard let top = navigator.tree.topEntry else { throw .nothingShown }
        guard let entry = entry(top.id), let route = entry.route.baseRoute as? DefaultRoute else {
            throw .notAScreen("\(top.id) \(top.route.routeName)")
        }
        try checkStyle(of: action)
        try await transaction("\(action.verb)") { () throws(CompositionError) in
            try await self.run(action, on: entry, route: route)
        }
    }

    /// Refuses `push` of a modal route and `present` without a modal style.
    private func checkStyle(of action: ActionSpec) throws(CompositionError) {
        switch action.verb {
        case .push(let name):
            let style = try factory.spec(ofRoute: name.value).presentationStyle
            if style.isModal {
                throw .unsupported(
                    "push \(name.value): route '\(name.value)' is presented (\(style.manifestName)); use present")
            }
        case .present(let name):
            let routeStyle = try factory.spec(ofRoute: name.value).presentationStyle
            let style = action.style?.value ?? routeStyle
            if !style.isModal {
                throw .unsupported(
                    "present \(name.value): route '\(name.value)' is pushed; give a modal style or use push")
            }
            do {
                try style.validate()
            } catch {
                throw .unsupported("present \(name.value): \(error)")
            }
        default:
            break
        }
    }
}
