/// A ``CoordinatorMode`` as a started ``BaseCoordinator`` keeps it: the coordinator the mode
/// names (the parent it is embedded in, or the one presenting it) is held weakly.
///
/// The mode is kept after the start for ``BaseCoordinator/coordinatorMode``. Holding the parent
/// strongly there would make an embedded child and its parent keep each other alive (the parent
/// holds its children), so both would leak when the navigator went without finishing them.
@MainActor
struct StartedMode {
    private enum Kind {
        case push
        case present(configuration: CoordinatorModePresentConfiguration)
        case embed(container: String)
    }

    private let kind: Kind
    private weak var named: (any CoordinatorType)?

    init(_ mode: CoordinatorMode) {
        switch mode {
        case .push:
            kind = .push
        case .present(let presenting, let configuration):
            kind = .present(configuration: configuration)
            named = presenting
        case .embed(let parent, let container):
            kind = .embed(container: container)
            named = parent
        }
    }

    /// Whether starting again in `mode` keeps this mode: the same kind, presentation style,
    /// slot, and the same coordinator named (when `mode` names one).
    func keeps(_ mode: CoordinatorMode) -> Bool {
        switch (kind, mode) {
        case (.push, .push):
            return true
        case (.present(let configuration), .present(let presenting, let requested)):
            return configuration == requested && (presenting == nil || presenting === named)
        case (.embed(let container), .embed(let parent, let requested)):
            return container == requested && parent === named
        default:
            return false
        }
    }

    /// The mode, while the coordinator it names (if any) is alive; an embedding whose parent is
    /// gone is `nil`, a presentation whose presenter is gone names none.
    var mode: CoordinatorMode? {
        switch kind {
        case .push: .push
        case .present(let configuration): .present(presenting: named, configuration: configuration)
        case .embed(let container): named.map { .embed(parent: $0, container: container) }
        }
    }
}
