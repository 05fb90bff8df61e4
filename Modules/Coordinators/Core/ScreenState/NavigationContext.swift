import WayfinderStacks

/// An object a ``NavigationContext`` tells before it lets go of it.
///
/// Objects kept in a context need not conform: the context releases them all the same. One
/// that conforms hears ``contextWillEnd()`` exactly once, in the commit that removes the
/// context's owner, before the context lets go of it (a player stops, a form saves).
@MainActor
public protocol ContextBound: AnyObject {
    /// Called once, in the commit that removes the owner, before the object is released.
    func contextWillEnd()
}

/// What an app keeps for one owner in the tree (an entry, or a coordinator's flow): objects
/// such as screen models, and the tasks it started for them.
///
/// An object is created on first request (``object(_:key:make:)``) and kept while the owner is
/// in the tree: covered, in a background tab page, during a transition. In the commit that
/// removes the owner the context ends: its tasks are cancelled, then its objects are released
/// in reverse order of creation, each told once first (``ContextBound``). A context does not
/// come back: asking the navigator again for a removed owner gives `nil`. When the navigator
/// itself is released, every context it gave out ends the same way. The navigator keeps the
/// objects, so an object that holds the navigator strongly keeps it alive until its owner
/// leaves the tree: hold it weakly.
///
/// ```swift
/// let context = navigator.context(for: entry.id)
/// let model = context?.object { SearchModel() }
/// context?.task { await model?.load() }   // cancelled when the screen is removed
/// ```
///
/// Get one from ``Navigator/context(for:)`` (an ``EntryContext``) or
/// ``Navigator/flowContext(for:)`` (a ``FlowContext``, shared by the flow's screens).
@MainActor
public class NavigationContext {
    /// The objects kept, in creation order.
    private var objects: [(key: ObjectKey, object: AnyObject)] = []
    /// The tasks started and not finished, by serial.
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var nextTask: UInt64 = 0
    /// Whether the owner left the tree.
    public private(set) var isEnded = false
    /// The navigator, for the owner's phase.
    weak var navigator: Navigator?
    /// The back handlers registered here, in registration order (see ``onBack(priority:_:)``).
    var backHandlers: [BackHandler] = []
    /// The serial of the last back handler; later ones go first among equals.
    var nextHandlerSerial: UInt64 = 0

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// The object of type `Object` kept under `key`, made by `make` on the first request.
    ///
    /// Once the context ended, `make` is called and its object is returned but not kept.
    ///
    /// - Parameters:
    ///   - type: The object's type (inferred from `make`).
    ///   - key: A name, for several objects of one type; empty by default.
    ///   - make: Makes the object on the first request.
    /// - Returns: The kept object.
    public func object<Object: AnyObject>(
        _ type: Object.Type = Object.self, key: String = "", make: () -> Object
    ) -> Object {
        let objectKey = ObjectKey(type: ObjectIdentifier(type), name: key)
        if let kept = objects.first(where: { $0.key == objectKey })?.object as? Object { return kept }
        let made = make()
        if !isEnded { objects.append((objectKey, made)) }
        return made
    }

    /// How many objects the context keeps.
    public var objectCount: Int { objects.count }

    /// Starts `work` as a task owned by the context: it is cancelled in the commit that removes
    /// the owner. Once the context ended, the task starts cancelled.
    ///
    /// - Parameter work: The work; it sees `Task.isCancelled` once the owner is gone.
    /// - Returns: The task.
    @discardableResult
    public func task(_ work: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        nextTask += 1
        let serial = nextTask
        let task = Task { @MainActor [weak self] in
            await work()
            self?.tasks[serial] = nil
        }
        if isEnded {
            task.cancel()
        } else {
            tasks[serial] = task
        }
        return task
    }

    /// How many tasks the context started that have not finished.
    public var runningTaskCount: Int { tasks.count }

    /// Ends the context: cancels its tasks, then tells and releases its objects in reverse
    /// order of creation. Does nothing the second time.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        backHandlers = []
        let running = tasks
        tasks = [:]
        for serial in running.keys.sorted() { running[serial]?.cancel() }
        while let (_, object) = objects.popLast() {
            (object as? any ContextBound)?.contextWillEnd()
        }
    }

    private struct ObjectKey: Hashable {
        let type: ObjectIdentifier
        let name: String
    }
}

/// The context of one entry: what its screen keeps (see ``NavigationContext``).
@MainActor
public final class EntryContext: NavigationContext {
    /// The entry that owns it.
    public let entry: EntryID

    /// The screen's question before the user leaves it (see ``LeaveCheck``); `nil` (the
    /// default) leaves the one its route declares (``ScreenRules/leaveCheck``), if any, else
    /// lets the user leave. One set here takes the place of the declared one; it goes with the
    /// context, so a restore does not bring it back.
    public var leaveCheck: LeaveCheck? {
        get { isEnded ? nil : check }
        set { check = isEnded ? nil : newValue }
    }
    private var check: LeaveCheck?

    init(entry: EntryID, navigator: Navigator) {
        self.entry = entry
        super.init(navigator: navigator)
    }

    /// The entry's phase as of the last commit; ``EntryPhase/ended`` once it left the tree.
    public var phase: EntryPhase {
        guard !isEnded, let phase = navigator?.tree.phase(of: entry) else { return .ended }
        return phase
    }
}

/// The context of a coordinator's flow, shared by the flow's screens; it ends when the
/// coordinator finishes or otherwise leaves the tree (see ``NavigationContext``).
@MainActor
public final class FlowContext: NavigationContext {
    /// The coordinator that owns it.
    public let coordinator: CoordinatorID

    init(coordinator: CoordinatorID, navigator: Navigator) {
        self.coordinator = coordinator
        super.init(navigator: navigator)
    }

    /// The coordinator's phase as of the last commit (see ``NavigationTree/coordinatorPhases``);
    /// ``EntryPhase/ended`` once it left the tree, `nil` while it shows no entry.
    public var phase: EntryPhase? {
        guard !isEnded, let navigator else { return .ended }
        return navigator.tree.coordinatorPhases[coordinator]
    }
}
