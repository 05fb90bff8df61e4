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

    func value() async -> FlowOutcome<Value> {
        if let outcome { return outcome }
        return await withCheckedContinuation { waiters.append($0) }
    }
}

extension CoordinatorType {
    /// Waits until this coordinator's flow ends.
    ///
    /// Every waiter resumes exactly once: with the value given to `finishFlow(with:)`, or with
    /// ``FlowOutcome/cancelled`` however else the flow ends (or if it has already ended).
    ///
    /// - Parameter type: The type of value expected.
    public func result<Value: Sendable>(as type: Value.Type = Value.self) async -> FlowOutcome<Value> {
        await FlowOutcomeBox<Value>(watching: core).value()
    }

    /// Presents `child` from this coordinator and waits for its flow to end.
    ///
    /// ```swift
    /// let outcome = try await present(ColorPicker(), expecting: Color.self)
    /// ```
    ///
    /// - Parameters:
    ///   - child: A new, unattached coordinator.
    ///   - presentationStyle: How to show it; a sheet by default.
    ///   - type: The type of value the flow finishes with.
    ///   - animated: Whether the renderer should animate.
    /// - Returns: The value the child finished with, or ``FlowOutcome/cancelled``.
    /// - Throws: ``NavigationError`` when the child could not be shown.
    public func present<Value: Sendable>(
        _ child: any CoordinatorType,
        presentationStyle: PresentationStyle? = .sheet,
        expecting type: Value.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> FlowOutcome<Value> {
        let box = FlowOutcomeBox<Value>(watching: child.core)
        try await core.navigate(to: child, presentationStyle: presentationStyle, policy: nil, animated: animated)
        return await box.value()
    }
}

extension FlowOutcome: Equatable where Value: Equatable {}
