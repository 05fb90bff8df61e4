import WayfinderRouting

extension PathOperation {
    /// The operation's case name without its arguments (`push`, `goBackTo`, `popToRoot`): what
    /// the journal names an API after, read from the case, never cut from ``description``.
    public var name: String {
        switch self {
        case .push: "push"
        case .present: "present"
        case .goBack: "goBack"
        case .goBackTo: "goBackTo"
        case .goBackToRoot: "goBackToRoot"
        case .popFrom: "popFrom"
        case .remove: "remove"
        case .update: "update"
        case .pop: "pop"
        case .popTo: "popTo"
        case .popToRoot: "popToRoot"
        case .popToCurrentNavigationRoot: "popToCurrentNavigationRoot"
        case .popAndPush: "popAndPush"
        case .dismiss: "dismiss"
        case .dismissAll: "dismissAll"
        case .replace: "replace"
        case .setRoot: "setRoot"
        case .beginScope: "beginScope"
        case .endScope: "endScope"
        case .popToChildRoot: "popToChildRoot"
        case .focusWithinScope: "focusWithinScope"
        }
    }
}
