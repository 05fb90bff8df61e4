import Observation
import OrderedCollections

// The peers of issue 16's comparison: how other navigation libraries keep a stack, reduced to
// their data structure, pushed and popped the way the router benchmarks do.

// MARK: - FlowStacks

/// A FlowStacks-style route: the screen and how it is shown, in a plain array.
public enum FlowRoute<Screen> {
    case push(Screen)
    case sheet(Screen, embedInNavigationView: Bool)
    case cover(Screen, embedInNavigationView: Bool)

    /// The screen shown.
    public var screen: Screen {
        switch self {
        case .push(let screen), .sheet(let screen, _), .cover(let screen, _): screen
        }
    }
}

/// A FlowStacks-style routes array (`[Route<Screen>]`), ten routes deep.
public final class FlowStacksFixture {
    private var routes: [FlowRoute<BenchRoute>]

    /// Ten pushed routes.
    public init() {
        routes = (0..<10).map { .push(BenchRoute.pushed($0)) }
    }

    /// One append and one `removeLast`, `count` times; returns a checksum of what was removed.
    public func pushPop(_ count: Int) -> Int {
        var local: [FlowRoute<BenchRoute>] = []
        swap(&local, &routes)
        defer { swap(&local, &routes) }
        var checksum = 0
        for _ in 0..<count {
            local.append(.push(.item(id: 7)))
            if case .item(let id) = local.removeLast().screen { checksum &+= id }
        }
        return checksum
    }
}

// MARK: - TCA's StackState

/// The id TCA's `StackState` gives each element: a counter.
public struct StackElementID: Hashable, Sendable {
    let rawValue: Int
}

/// A TCA-style `StackState`: elements keyed by a generated id, in order, on swift-collections'
/// `OrderedDictionary`.
public struct StackStateModel<Element> {
    private var elements: OrderedDictionary<StackElementID, Element> = [:]
    private var nextID = 0

    /// An empty stack.
    public init() {}

    /// Appends `element` under a new id.
    @discardableResult
    public mutating func append(_ element: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        elements[id] = element
        return id
    }

    /// Removes and returns the last element.
    public mutating func popLast() -> Element? {
        elements.isEmpty ? nil : elements.removeLast().value
    }

    /// How many elements there are.
    public var count: Int { elements.count }
}

/// A `StackStateModel` ten routes deep.
public final class StackStateFixture {
    private var stack = StackStateModel<BenchRoute>()

    /// Ten pushed routes.
    public init() {
        for index in 0..<10 { stack.append(.pushed(index)) }
    }

    /// One append and one pop, `count` times; returns a checksum of what was removed.
    public func pushPop(_ count: Int) -> Int {
        var local = StackStateModel<BenchRoute>()
        swap(&local, &stack)
        defer { swap(&local, &stack) }
        var checksum = 0
        for _ in 0..<count {
            local.append(.item(id: 7))
            if case .item(let id) = local.popLast() { checksum &+= id }
        }
        return checksum
    }
}

// MARK: - Observation

/// An `@Observable` model holding a path as an array.
@Observable
public final class ObservedPath {
    /// The routes.
    public var routes: [BenchRoute] = (0..<10).map(BenchRoute.pushed)

    /// Ten pushed routes.
    public init() {}
}

/// An `@Observable` array whose every mutation is observed: tracking is installed before each
/// mutation (as a view re-reading its model would) and its `onChange` counts the change.
// Unchecked Sendable: used by one benchmark on one thread at a time; saves an actor in the measured loop.
public final class ObservedArrayFixture: @unchecked Sendable {
    public let model = ObservedPath()
    private var changes = 0

    /// Creates the model.
    public init() {}

    /// One observed append and one observed `removeLast`, `count` times; returns how many
    /// changes the observer saw (twice `count`).
    public func pushPop(_ count: Int) -> Int {
        for _ in 0..<count {
            track()
            model.routes.append(.item(id: 7))
            track()
            model.routes.removeLast()
        }
        return changes
    }

    private func track() {
        withObservationTracking {
            _ = model.routes
        } onChange: { [self] in
            changes += 1
        }
    }
}
