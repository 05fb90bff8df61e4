import Foundation
import WayfinderRouting

// Route types shared by the Routing tests. They live at file scope (not nested in a suite) so
// their reflected Swift names are stable: `RoutingTests.ShopRoute`.

enum ShopRoute: RouteType {
    case item(id: Int)
    case filters

    static let registeredName = "shop"

    var presentationStyle: PresentationStyle {
        switch self {
        case .item: .push
        case .filters: .detents([.medium, .large])
        }
    }
}

enum HomeRoute: RouteType {
    case feed
    case profile(user: String)

    static let registeredName = "home"

    var presentationStyle: PresentationStyle { .sheet }
}

/// The same data as `ShopRoute.item`, under a new Swift name but the same registered name.
enum RenamedShopRoute: RouteType {
    case item(id: Int)
    case filters

    static let registeredName = "shop"

    var presentationStyle: PresentationStyle { .push }
}

/// A struct route, whose `routeName` falls back to its description.
struct ReceiptRoute: RouteType, CustomStringConvertible {
    var number: Int

    static let registeredName = "receipt"

    var presentationStyle: PresentationStyle { .fullScreenCover }
    var description: String { "receipt" }
}

struct UnnamedRoute: RouteType {
    static let registeredName = ""
    var presentationStyle: PresentationStyle { .push }
}

struct ImpostorRoute: RouteType {
    static let registeredName = AnyRoute.registeredName
    var presentationStyle: PresentationStyle { .push }
}

/// A route that counts how often its name is read, in the counter bound for the current task.
struct CountingRoute: RouteType {
    /// How many names were read (safe to count from several threads).
    // Unchecked Sendable: the count is guarded by its lock; saves an actor hop per read being counted.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var reads = 0

        var count: Int { lock.withLock { reads } }

        func add() { lock.withLock { reads += 1 } }
    }

    @TaskLocal static var reads: Reads?

    static let registeredName = "counting"

    var presentationStyle: PresentationStyle { .push }

    var routeName: String {
        Self.reads?.add()
        return "counted"
    }
}
