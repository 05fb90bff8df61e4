import FuzzNavigation
import FuzzSupport
import WayfinderRouting
import WayfinderStacks

/// Reads path operations, targets and actors from the fuzzer's bytes, legal and illegal alike.
struct OperationReader {
    static let scopePool: [ScopeID] = ["s0", "s1", "s2", "c1", "c2"]
    static let styles: [PresentationStyle?] = [
        nil, .push, .sheet, .fullScreenCover, .detents([.medium]), .detents([]),
        .custom(transition: NamedEffect("slide"), animation: nil, fullScreen: true),
    ]

    var input: FuzzInput

    mutating func route() -> DefaultRoute { input.pick(fuzzRoutes) }

    mutating func count() -> Int { input.int(in: -1...4) }

    mutating func style() -> PresentationStyle? { input.pick(Self.styles) }

    mutating func spec() -> EntrySpec<DefaultRoute> {
        EntrySpec(
            route(), style: style(), withNavigation: input.pick([nil, true, false]),
            attributes: input.bool() ? ["k": "v"] : [:]
        )
    }

    /// An entry id near the ones in use: existing, removed or never issued.
    mutating func entryID<Route>(in entries: [Entry<Route>]) -> EntryID {
        let highest = entries.map(\.id.serial).max() ?? 0
        return EntryID(serial: UInt64(input.byte()) % (highest + 3))
    }

    mutating func target<Route>(in entries: [Entry<Route>]) -> EntryTarget {
        switch input.int(in: 0...4) {
        case 0, 1:
            let highest = entries.map(\.id.serial).max() ?? 0
            return .id(EntryID(serial: UInt64(input.byte()) % (highest + 3)))
        case 2: return .index(input.int(in: -1...(entries.count + 1)))
        case 3: return .routeName(route().routeName)
        default: return .routeType(input.bool() ? DefaultRoute.registeredName : AnyRoute.registeredName)
        }
    }

    /// Who asks: the base, an active scope, or a stranger.
    mutating func actor(among scopes: [PathScope]) -> ScopeID? {
        switch input.int(in: 0...3) {
        case 0: return nil
        case 1: return input.pick(Self.scopePool)
        default: return scopes.isEmpty ? nil : input.pick(scopes.map(\.id))
        }
    }

    mutating func operation<Route>(near entries: [Entry<Route>]) -> PathOperation<DefaultRoute> {
        switch input.int(in: 0...24) {
        case 0, 1: return .push(route())
        case 2, 3: return .present(route(), style: style(), withNavigation: input.bool())
        case 4: return .goBack(count())
        case 5: return .goBackTo(target(in: entries))
        case 6: return .goBackToRoot
        case 7: return .pop(count())
        case 8: return .popTo(target(in: entries))
        case 9: return .popToRoot
        case 10: return .popToCurrentNavigationRoot
        case 11: return .popAndPush(count(), route())
        case 12: return .dismiss(count())
        case 13: return .dismissAll
        case 14: return .replace((0..<input.int(in: 0...4)).map { _ in spec() })
        case 15: return .setRoot(route())
        case 16, 17: return .beginScope(input.pick(Self.scopePool), input.pick(ScopePolicy.allCases), root: spec())
        case 18: return .endScope(input.pick(Self.scopePool))
        case 19: return .popToChildRoot
        case 20: return .remove(entryID(in: entries))
        case 21:
            return .update(
                entryID(in: entries), route: input.bool() ? route() : nil, attributes: input.bool() ? ["k": "v"] : nil)
        case 22: return .popFrom(entryID(in: entries))
        default: return .focusWithinScope(entryID(in: entries))
        }
    }
}
