import Observation
import WayfinderRouting
import WayfinderStacks

/// The engine's record of one coordinator: identity, family, parent and children, and where
/// its screens are placed.
@MainActor
@Observable
public final class CoordinatorCore {
    /// The id issued by the navigator when the coordinator was attached; ``CoordinatorID/unattached``
    /// before.
    public internal(set) var id = CoordinatorID.unattached
    // `@exclusivity(unchecked)` on `navigator`, `parent`, `pending` and `placement`: the core is
    // main-actor isolated and the engine never holds an inout access to one of them across
    // another access to it, so the dynamic check each access would pay (~100 instructions; part
    // of the 32,855 → 30,120 step of a router push + pop in docs/performance.md) cannot fire.
    // The compiler's static checks still apply.

    /// The navigator, once attached; held weakly, so `nil` again once the app let it go (see
    /// ``CoordinatorLifecycle/navigatorGone``).
    // Unchecked exclusivity: see the group comment above; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) public internal(set) weak var navigator: Navigator?
    /// The parent, held weakly.
    // Unchecked exclusivity: see the group comment above; saves ~100 instructions per access.
    @ObservationIgnored @exclusivity(unchecked) public internal(set) weak var parent: (any CoordinatorType)?
    /// The children, held strongly.
    public internal(set) var children: [any CoordinatorType] = []
    /// Where the coordinator is in its life: ``CoordinatorLifecycle/navigatorGone`` once the
    /// navigator it was attached to was released before it finished.
    public var lifecycle: CoordinatorLifecycle {
        guard stage != .finished, id != .unattached, navigator == nil else { return stage }
        return .navigatorGone
    }
    /// The lifecycle as the engine moved it; ``lifecycle`` adds whether the navigator is gone.
    var stage = CoordinatorLifecycle.idle
    /// The coordinator's display name (its type name unless given).
    public let name: String
    /// The coordinator's family, such as ``CoordinatorFamily/coordinator`` or ``CoordinatorFamily/tabs``.
    public let kind: CoordinatorFamily

    @ObservationIgnored weak var owner: (any CoordinatorType)?
    // Unchecked exclusivity: see the comment above `navigator`.
    @ObservationIgnored @exclusivity(unchecked) var pending: PendingPlacement?
    @ObservationIgnored @exclusivity(unchecked) var placement: Placement? {
        // The tree shows each coordinator's placement.
        didSet { navigator?.coordinatorNodes = nil }
    }
    @ObservationIgnored var result: (any Sendable)?
    @ObservationIgnored var finishHandlers: [@MainActor ((any Sendable)?) -> Void] = []
    /// Whether the engine finishes this coordinator before its siblings when their parent goes;
    /// `nil` for the default: content hosted by a screen (embedded, detail) goes first.
    @ObservationIgnored var finishesFirst: Bool?
    /// What a system back does at the first screen of one of this tab bar's pages (tab
    /// coordinators only; see ``TabCoordinator/backPolicy``).
    @ObservationIgnored var tabBackPolicy = TabBackPolicy.none
    /// How this coordinator's stack may be shown as panes (see ``CoordinatorType/sceneConfiguration``).
    @ObservationIgnored var sceneConfiguration: SceneConfiguration?
    /// The parent this coordinator had when it finished, so that the parent can still name it.
    @ObservationIgnored private(set) var finishedUnder: CoordinatorID?

    /// Creates a core.
    ///
    /// - Parameters:
    ///   - name: The display name.
    ///   - kind: The family.
    public init(name: String, kind: CoordinatorFamily) {
        self.name = name
        self.kind = kind
    }

    // MARK: - Placement

    /// The container and acting scope this coordinator's own requests apply to.
    var target: (container: ContainerID, scope: ScopeID?)? {
        switch placement {
        case .root(let container), .owner(let container, _): (container, nil)
        case .scope(let scope): (scope.container, scope.id)
        case nil: nil
        }
    }

    /// The container this coordinator owns, if it owns one.
    var ownContainer: ContainerID? {
        switch placement ?? pending?.asOwned {
        case .root(let container), .owner(let container, _): container
        case .scope, nil: nil
        }
    }

    /// How the coordinator is placed, as the tree shows it.
    var currentPlacement: CoordinatorPlacement {
        switch placement {
        case .root: .root
        case .owner(_, let label): label
        case .scope(let scope): scope.presented ? .presented : .pushed
        case nil: lifecycle == .finished ? .finished : .idle
        }
    }

    /// The id of the entry this coordinator's screens start at, in the given state.
    func rootEntry(in state: NavigationState) -> EntryID? {
        switch placement {
        case .root(let container), .owner(let container, _):
            state.stacks[container]?.entries.first?.id
        case .scope(let scope):
            state.stacks[scope.container]?.scope(scope.id)?.rootID
        case nil:
            nil
        }
    }

    // MARK: - Attaching and finishing

    /// Makes `child` a child of this coordinator, in this coordinator's navigator.
    func attach(_ child: any CoordinatorType, pending: PendingPlacement) throws(NavigationError) {
        guard let navigator else { throw missingNavigator }
        let core = child.core
        guard core.lifecycle == .idle, core.navigator == nil else { throw .alreadyStarted(core.id) }
        core.id = navigator.register(child)
        core.navigator = navigator
        core.owner = child
        core.parent = owner
        core.pending = pending.resolved(for: core.id)
        children.append(child)
    }

    /// Undoes ``attach(_:pending:)`` for a child that never showed anything.
    func detach(_ child: any CoordinatorType) {
        child.core.finish(navigator: navigator)
    }

    /// Ends this coordinator: resumes result waiters, tells the coordinator, leaves the parent.
    func finish(navigator: Navigator?) {
        guard stage != .finished else { return }
        stage = .finished
        placement = nil
        pending = nil
        let handlers = finishHandlers
        finishHandlers = []
        let value = result
        result = nil
        for handler in handlers {
            handler(value)
        }
        owner?.didFinish()
        if let parent {
            finishedUnder = parent.core.id
            parent.core.children.removeAll { $0 === owner }
        }
        parent = nil
        children = []
        navigator?.unregister(id)
    }
}

extension CoordinatorCore {
    /// Creates the core of a ``ChildCoordinatable``: `let core = CoordinatorCore(child: DetailCoordinator.self)`.
    ///
    /// - Parameters:
    ///   - type: The child coordinator's type; its name is the display name unless `name` is given.
    ///   - name: A display name for trees and events.
    public convenience init<Child: CoordinatorType>(child type: Child.Type, name: String? = nil) {
        self.init(name: name ?? String(describing: type), kind: .child)
    }
}

extension CoordinatorID {
    /// The id of a coordinator that is not attached to a navigator.
    public static let unattached = CoordinatorID(UInt64.max)

    /// The coordinator whose scope this is, for scopes the engine named after coordinators.
    init?(scope: ScopeID) {
        guard scope.rawValue.hasPrefix("c"), let value = UInt64(scope.rawValue.dropFirst()) else { return nil }
        self.init(value)
    }
}

/// Where a coordinator's screens are.
enum Placement: Equatable {
    /// The navigator's root: owns the root container.
    case root(ContainerID)
    /// Owns a container kept alive by something else (a tab page, an embedding, a detail column).
    case owner(ContainerID, label: CoordinatorPlacement)
    /// A region of another coordinator's container.
    case scope(ScopePlacement)
}

/// A coordinator placed as a scope of another's container.
struct ScopePlacement: Equatable {
    var container: ContainerID
    var id: ScopeID
    /// The scope of the coordinator that placed it (`nil` = that container's base).
    var parentScope: ScopeID?
    var policy: ScopePolicy
    /// How the scope's root entry is shown.
    var style: PresentationStyle

    var presented: Bool { style.isModal }
}

/// How a coordinator will be placed when its flow starts.
enum PendingPlacement {
    /// As the navigator's root, owning `container`.
    case root(ContainerID)
    /// Owning `container`, kept alive by a tab bar, embedding or detail column.
    case owner(ContainerID, label: CoordinatorPlacement)
    /// As a child inside `container`, pushed or presented by the coordinator acting as `parentScope`.
    ///
    /// `style` `nil` means the style given to `startFlow`, else the root route's own;
    /// `policy` `nil` means shared for a push and owned for a modal; `withNavigation` `nil`
    /// means what the child's own start asks for.
    case child(
        container: ContainerID, parentScope: ScopeID?, style: PresentationStyle?, policy: ScopePolicy?,
        withNavigation: Bool? = nil)

    /// Names an owned container after the coordinator once its id is known.
    func resolved(for id: CoordinatorID) -> PendingPlacement {
        if case .owner(let container, let label) = self, container.owner == .unattached {
            return .owner(ContainerID(owner: id, role: container.role), label: label)
        }
        return self
    }

    var asOwned: Placement? {
        switch self {
        case .root(let container): .root(container)
        case .owner(let container, let label): .owner(container, label: label)
        case .child: nil
        }
    }
}

extension CoordinatorCore {
    // MARK: - Why a request cannot be made

    /// The refusal of a request that needs the navigator: ``NavigationError/navigatorGone`` once
    /// the navigator was released, else ``NavigationError/notAttached(_:)``.
    var missingNavigator: NavigationError {
        lifecycle == .navigatorGone ? .navigatorGone : .notAttached(id)
    }

    /// The refusal of a request that needs the coordinator placed: ``NavigationError/navigatorGone``,
    /// ``NavigationError/notStarted(_:)`` before its flow started, else
    /// ``NavigationError/notAttached(_:)``.
    var missingPlacement: NavigationError {
        switch lifecycle {
        case .navigatorGone: .navigatorGone
        case .idle: .notStarted(id)
        case .active, .finished: .notAttached(id)
        }
    }
}
