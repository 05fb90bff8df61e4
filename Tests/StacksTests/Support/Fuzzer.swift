import PropertySupport
import WayfinderRouting
import WayfinderStacks

/// Generates operations (legal and illegal) and actors for a path from the choices of one
/// property case (shrunk by PropertyBased when a case fails).
struct Fuzzer {
    var random: ChoiceReader

    init(_ choices: Choices) {
        random = choices.reader
    }

    private static let routes: [Screen] = [.a, .b, .c, .d, .e, .item(1), .item(2), .filters, .login, .picker]
    private static let styles: [PresentationStyle?] = [
        nil, .push, .sheet, .fullScreenCover, .detents([.medium]), .detents([]),
        .custom(transition: NamedEffect("slide"), animation: nil, fullScreen: true),
    ]
    static let scopePool: [ScopeID] = ["s0", "s1", "s2", "s3"]

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    mutating func route() -> Screen {
        Self.routes[Int.random(in: 0..<Self.routes.count, using: &random)]
    }

    mutating func count() -> Int {
        Int.random(in: -1...4, using: &random)
    }

    mutating func scopeID() -> ScopeID {
        Self.scopePool[Int.random(in: 0..<Self.scopePool.count, using: &random)]
    }

    mutating func spec() -> EntrySpec<Screen> {
        EntrySpec(
            route(),
            style: Self.styles[Int.random(in: 0..<Self.styles.count, using: &random)],
            withNavigation: chance(30) ? nil : chance(60),
            attributes: chance(20) ? ["k": "v"] : [:]
        )
    }

    mutating func target(in path: RoutePath<Screen>) -> EntryTarget {
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:
            let serial = path.top.map { Int($0.id.serial) + 2 } ?? 2
            return .id(EntryID(serial: UInt64(Int.random(in: 0...serial, using: &random))))
        case 2: return .index(Int.random(in: -1...(path.count + 1), using: &random))
        case 3: return .routeName(route().routeName)
        default: return .routeType(chance(80) ? Screen.registeredName : AccountRoute.registeredName)
        }
    }

    /// Who asks: mostly the base scope or an active scope, sometimes a stranger or a gesture.
    mutating func actor(in path: RoutePath<Screen>) -> (ScopeID?, OperationSource) {
        let source: OperationSource = chance(10) ? .gesture : .program
        let scopes = path.scopes
        if !scopes.isEmpty, chance(50) {
            return (scopes[Int.random(in: 0..<scopes.count, using: &random)].id, source)
        }
        return (chance(10) ? scopeID() : nil, source)
    }

    /// Mostly the id of an entry of `path`, sometimes one already gone or never issued.
    mutating func existingOrNot(in path: RoutePath<Screen>) -> EntryID {
        if chance(80), !path.isEmpty { return path.entries[Int.random(in: 0..<path.count, using: &random)].id }
        let serial = path.top.map { Int($0.id.serial) + 2 } ?? 2
        return EntryID(serial: UInt64(Int.random(in: 0...serial, using: &random)))
    }

    /// A random operation; deep paths lean towards going back so depths stay small.
    mutating func operation(for path: RoutePath<Screen>) -> PathOperation<Screen> {
        if path.count > 24, chance(50) { return .goBack(Int.random(in: 1...path.count, using: &random)) }
        switch Int.random(in: 0..<25, using: &random) {
        case 0, 1, 2: return .push(route())
        case 3, 4:
            return .present(
                route(), style: Self.styles[Int.random(in: 0..<Self.styles.count, using: &random)],
                withNavigation: chance(60))
        case 5: return .goBack(count())
        case 6: return .goBackTo(target(in: path))
        case 7: return .goBackToRoot
        case 8: return .pop(count())
        case 9: return .popTo(target(in: path))
        case 10: return .popToRoot
        case 11: return .popToCurrentNavigationRoot
        case 12: return .dismiss(count())
        case 13: return .dismissAll
        case 14: return .replace((0..<Int.random(in: 0...4, using: &random)).map { _ in spec() })
        case 15: return .popAndPush(count(), route())
        case 16: return chance(20) ? .setRoot(route()) : .push(route())
        case 17, 18:
            return .beginScope(scopeID(), ScopePolicy.allCases[Int.random(in: 0..<3, using: &random)], root: spec())
        case 19: return .endScope(scopeID())
        case 20: return .popToChildRoot
        case 21: return .remove(existingOrNot(in: path))
        case 22:
            return .update(
                existingOrNot(in: path), route: chance(70) ? route() : nil, attributes: chance(40) ? ["k": "w"] : nil)
        case 23: return .popFrom(existingOrNot(in: path))
        default:
            let serial = path.top.map { Int($0.id.serial) + 1 } ?? 1
            return .focusWithinScope(EntryID(serial: UInt64(Int.random(in: 0...serial, using: &random))))
        }
    }
}
