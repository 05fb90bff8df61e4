import WayfinderRouting

extension PathOperation {
    /// The same operation over type-erased routes, as containers hold them.
    public var erased: PathOperation<AnyRoute> {
        switch self {
        case .push(let route): .push(AnyRoute(route))
        case .present(let route, let style, let withNavigation):
            .present(AnyRoute(route), style: style, withNavigation: withNavigation)
        case .goBack(let count): .goBack(count)
        case .goBackTo(let target): .goBackTo(target)
        case .goBackToRoot: .goBackToRoot
        case .popFrom(let id): .popFrom(id)
        case .remove(let id): .remove(id)
        case .update(let id, let route, let attributes):
            .update(id, route: route.map { AnyRoute($0) }, attributes: attributes)
        case .pop(let count): .pop(count)
        case .popTo(let target): .popTo(target)
        case .popToRoot: .popToRoot
        case .popToCurrentNavigationRoot: .popToCurrentNavigationRoot
        case .popAndPush(let count, let route): .popAndPush(count, AnyRoute(route))
        case .dismiss(let count): .dismiss(count)
        case .dismissAll: .dismissAll
        case .replace(let specs): .replace(specs.map(\.erased))
        case .setRoot(let route): .setRoot(AnyRoute(route))
        case .beginScope(let scope, let policy, let root): .beginScope(scope, policy, root: root.erased)
        case .endScope(let scope): .endScope(scope)
        case .popToChildRoot: .popToChildRoot
        case .focusWithinScope(let id): .focusWithinScope(id)
        }
    }
}

extension EntrySpec {
    /// The same spec over a type-erased route.
    public var erased: EntrySpec<AnyRoute> {
        EntrySpec<AnyRoute>(AnyRoute(route), style: style, withNavigation: withNavigation, attributes: attributes)
    }
}
