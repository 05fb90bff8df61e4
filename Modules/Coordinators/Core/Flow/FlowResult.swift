import WayfinderRouting
import WayfinderStacks

/// How a child flow ended, as its presenter sees it.
public enum FlowOutcome<Value: Sendable>: Sendable {
    /// The flow finished with a value (``Coordinator/finishFlow(with:animated:)``).
    case finished(Value)
    /// The flow was torn down any other way: dismissed, popped, its parent finished, or it
    /// finished without a value of this type.
    case cancelled

    /// The value, if the flow finished with one.
    public var value: Value? {
        if case .finished(let value) = self { return value }
        return nil
    }
}

/// Holds one flow's outcome until it is known, then resumes every waiter exactly once.
@MainActor
final class FlowOutcomeBox<Value: Sendable> {
    private var outcome: FlowOutcome<Value>?
    private var waiters: [CheckedContinuation<FlowOutcome<Value>, Never>] = []

    /// Registers with `core` so the box settles when the coordinator finishes.
    init(watching core: CoordinatorCore) {
        if core.lifecycle == .finished {
            outcome = .cancelled
        } else {
            core.finishHandlers.append { [self] value in
                settle((value as? Value).map(FlowOutcome.finished) ?? .cancelled)
            }
        }
    }

    func settle(_ value: FlowOutcome<Value>) {
        guard outcome == nil else { return }
        outcome = value
        let pending = waiters
        waiters = []
        for waiter in pending {
            waiter.resume(returning: value)
        }
    }

    /// The outcome, once the flow ends.
    ///
    /// - Parameters:
    ///   - core: The coordinator whose flow it is.
    ///   - request: The call that waits, for the error's text.
    /// - Throws: ``NavigationError/awaitedInsideTransaction(_:)`` when the flow has not ended and
    ///   the caller runs inside its navigator's open transaction: the flow can only end after
    ///   that transaction commits; ``NavigationError/navigatorGone`` when its navigator was
    ///   released, so it never will.
    func value(
        of core: CoordinatorCore, request: @autoclosure () -> String
    ) async throws(NavigationError)
        -> FlowOutcome<Value>
    {
        if let outcome { return outcome }
        if core.lifecycle == .navigatorGone { throw .navigatorGone }
        if core.navigator?.isInsideOpenTransaction == true {
            throw .awaitedInsideTransaction(request())
        }
        return await withCheckedContinuation { waiters.append($0) }
    }
}

extension CoordinatorType {
    /// Waits until this coordinator's flow ends.
    ///
    /// Every waiter resumes exactly once: with the value given to `finishFlow(with:)`, or with
    /// ``FlowOutcome/cancelled`` however else the flow ends (or if it has already ended).
    ///
    /// A flow can only end after the transaction the caller runs inside commits, so waiting for
    /// an unfinished flow inside ``Navigator/transaction(source:animated:askingLeaveChecks:_:)`` fails at once
    /// rather than waiting for ever.
    ///
    /// - Parameter type: The type of value expected.
    /// - Returns: The value given to `finishFlow(with:)`, or ``FlowOutcome/cancelled``.
    /// - Throws: ``NavigationError/awaitedInsideTransaction(_:)`` inside a transaction of this
    ///   coordinator's navigator while the flow has not ended; ``NavigationError/navigatorGone``
    ///   when the navigator was released before the flow ended.
    public func result<Value: Sendable>(
        as type: Value.Type = Value.self
    ) async throws(NavigationError)
        -> FlowOutcome<Value>
    {
        try await FlowOutcomeBox<Value>(watching: core).value(
            of: core, request: "result(as: \(Value.self)) of \(core.name)")
    }

    /// Presents `child` from this coordinator and waits for its flow to end.
    ///
    /// ```swift
    /// let outcome = try await present(ColorPicker(), expecting: Color.self)
    /// ```
    ///
    /// The child's flow can only end after the presentation is committed, so inside a
    /// ``Navigator/transaction(source:animated:askingLeaveChecks:_:)`` this fails at once, before showing anything:
    /// present the child there with
    /// ``CoordinatorType/navigate(to:presentationStyle:withNavigation:policy:animated:)`` and
    /// await ``result(as:)`` after the transaction returns.
    ///
    /// - Parameters:
    ///   - child: A new, unattached coordinator.
    ///   - presentationStyle: How to show it; a sheet by default.
    ///   - type: The type of value the flow finishes with.
    ///   - animated: Whether the renderer should animate.
    /// - Returns: The value the child finished with, or ``FlowOutcome/cancelled``.
    /// - Throws: What `child`'s `start` threw, as it threw it; ``NavigationError`` when the child
    ///   could not be shown, and ``NavigationError/awaitedInsideTransaction(_:)`` inside a
    ///   transaction of this coordinator's navigator.
    public func present<Value: Sendable>(
        _ child: any CoordinatorType,
        presentationStyle: PresentationStyle? = .sheet,
        expecting type: Value.Type,
        animated: Bool = true
    ) async throws -> FlowOutcome<Value> {
        let request = "present(\(child.core.name), expecting: \(Value.self))"
        if core.navigator?.isInsideOpenTransaction == true {
            throw NavigationError.awaitedInsideTransaction(request)
        }
        let box = FlowOutcomeBox<Value>(watching: child.core)
        try await passingAppErrors { () throws(NavigationError) in
            try await core.navigate(to: child, presentationStyle: presentationStyle, policy: nil, animated: animated)
        }
        return try await box.value(of: child.core, request: request)
    }
}

extension FlowOutcome: Equatable where Value: Equatable {}
