import WayfinderRouting

extension NavigationCoordinatable {
    // MARK: - Registered names

    /// The registered name of a route of this coordinator.
    ///
    /// - Throws: ``CoordinatorFamilyError/undeclaredRoute(coordinator:declared:)`` when the route
    ///   is not a stored `@Route`/`@Root` property, and
    ///   ``CoordinatorFamilyError/duplicateRouteName(_:coordinator:)`` when two share a name.
    func registeredName(of identity: RouteIdentity) throws(NavigationError) -> String {
        let declared = try nameRoutes()
        guard let name = identity.name else {
            throw .family(.undeclaredRoute(coordinator: core.label, declared: declared))
        }
        return name
    }

    /// Names every route property once: its explicit name, else the property's name.
    ///
    /// Reflection sees a wrapped property `detail` as its storage `_detail`; that label, never
    /// a type name, is where the name comes from.
    ///
    /// - Returns: The declared names, sorted.
    private func nameRoutes() throws(NavigationError) -> [String] {
        if let naming = stack.naming { return try naming.get() }
        var names: [String: RouteIdentity] = [:]
        var duplicate: String?
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let declared = child.value as? any DeclaredRoute, let label = child.label else { continue }
                let identity = declared.identity
                let name = identity.explicitName ?? (label.hasPrefix("_") ? String(label.dropFirst()) : label)
                if let other = names[name], other !== identity { duplicate = duplicate ?? name }
                names[name] = identity
                identity.name = name
            }
            mirror = current.superclassMirror
        }
        let naming: Result<[String], NavigationError> =
            if let duplicate { .failure(.family(.duplicateRouteName(duplicate, coordinator: core.label))) } else {
                .success(names.keys.sorted())
            }
        stack.naming = naming
        return try naming.get()
    }

    // MARK: - Making routes

    /// The entry route of a screen transition made from `input`.
    func keyPathRoute<Kind, Input, Output: RouteType>(
        _ transition: RouteTransition<Self, Kind, Input, Output>, _ input: Input
    ) throws(NavigationError) -> KeyPathRoute {
        let mark = try routeMark(transition, input)
        return KeyPathRoute(
            name: mark.name, input: mark.input, screen: AnyRoute(transition.make(self, input)),
            presentationStyle: transition.presentation.style
        )
    }

    /// The registered name and input data of a route made from `input`.
    func routeMark<Kind, Input, Output>(
        _ transition: RouteTransition<Self, Kind, Input, Output>, _ input: Input
    )
        throws(NavigationError) -> RouteMark
    {
        let name = try registeredName(of: transition.identity)
        do {
            return RouteMark(name: name, input: try transition.encode(input))
        } catch {
            throw .family(
                .notAllowed(
                    coordinator: core.label, request: "route(to: \\.\(name))",
                    reason: "its input cannot be encoded: \(error)"
                ))
        }
    }
}
