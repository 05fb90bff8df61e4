import WayfinderRouting
import WayfinderStacks

/// Rules a route type declares for its screens, as a manifest route declares `confirmLeave:` and
/// `state:`: a leave check and the fields of the screen's saved state.
///
/// The rules belong to the route, not to one entry: every screen of the route has them from the
/// moment it is pushed or presented, and a restored screen has them again with nothing attached
/// anew, because the engine reads them from the route each time it needs them. Both default to
/// none.
///
/// ```swift
/// enum DraftRoute: RouteType, ScreenRules {
///     case list
///     case compose
///
///     static let registeredName = "draft"
///
///     var presentationStyle: PresentationStyle {
///         self == .compose ? .detents([.medium, .large]) : .push
///     }
///
///     var stateFields: [StateField] {
///         self == .compose ? [StateField("draft", default: .string("")), StateField("pinned", default: .bool(false))] : []
///     }
///
///     var leaveCheck: ScreenLeaveCheck? {
///         guard self == .compose else { return nil }
///         return ScreenLeaveCheck(when: "draft") { _, _ in .stay(reason: "the draft is not saved") }
///     }
/// }
/// ```
///
/// A check attached to one entry (``EntryContext/leaveCheck``) takes the place of the declared
/// one for that entry while it lives; a restore brings back the declared one only (see the Back
/// article).
public protocol ScreenRules: RouteType {
    /// The check asked before the user leaves a screen of this route (see ``LeaveCheck``), or
    /// `nil` (the default) to let the user leave.
    var leaveCheck: ScreenLeaveCheck? { get }

    /// The fields of a screen's saved state (``StateBag``), in order, with their defaults; none
    /// by default. ``Navigator/stateFields(of:)`` lists them with their values.
    var stateFields: [StateField] { get }
}

extension ScreenRules {
    /// No leave check.
    public var leaveCheck: ScreenLeaveCheck? { nil }

    /// No declared state fields.
    public var stateFields: [StateField] { [] }

    /// `true`: the engine asks this route type for its rules.
    public static var declaresScreenRules: Bool { true }
}

/// A leave check a route declares (``ScreenRules/leaveCheck``): the question, and optionally the
/// state field that must be filled in for it to be asked, as a manifest's `confirmLeave: {when:}`.
public struct ScreenLeaveCheck: Sendable {
    /// What the check runs: the request, and the navigator, through which it reaches the
    /// screen's state (``Navigator/state(of:)``) and contexts (to show a dialog).
    public typealias Ask = @MainActor @Sendable (LeaveRequest, Navigator) async -> LeaveDecision

    /// The state field that must be filled in (present, and not an empty string) for the check
    /// to be asked; `nil` asks always.
    public let field: String?
    let ask: Ask

    /// A check that runs `ask`, only while `field` is filled in when one is given.
    ///
    /// - Parameters:
    ///   - field: The state field that must hold a value (not an empty string), or `nil` to ask
    ///     always.
    ///   - ask: The check.
    public init(when field: String? = nil, _ ask: @escaping Ask) {
        self.field = field
        self.ask = ask
    }

    /// The check as one screen's ``LeaveCheck``.
    @MainActor
    func check(for entry: EntryID, on navigator: Navigator) -> LeaveCheck {
        { [weak navigator, field, ask] request in
            guard let navigator else { return .leave }
            if let field {
                switch navigator.state(of: .entry(entry))[field] {
                case nil, .string(""): return .leave
                default: break
                }
            }
            return await ask(request, navigator)
        }
    }
}

/// One field of a screen's saved state, as a route declares it (``ScreenRules/stateFields``).
public struct StateField: Hashable, Sendable {
    /// The field's name: its key in the screen's ``StateBag``.
    public let name: String
    /// The value the field has until one is written; `nil` when it has none.
    public let defaultValue: StateValue?

    /// A field named `name` with a default.
    public init(_ name: String, default defaultValue: StateValue? = nil) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// A declared state field with the value it has now (``Navigator/stateFields(of:)``).
public struct StateFieldValue: Hashable, Sendable {
    /// The declaration.
    public let field: StateField
    /// The value written, else the declared default, else `nil`.
    public let value: StateValue?

    /// A field with its value.
    public init(field: StateField, value: StateValue?) {
        self.field = field
        self.value = value
    }
}
