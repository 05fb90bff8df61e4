import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The screens of the test app.
enum Screen: RouteType {
    case home
    case welcome(name: String)
    case list
    case product(id: Int)
    case about, intro, settings, profile, map
    case note(Int)
    static let registeredName = "screen"
    var presentationStyle: PresentationStyle { .push }
}

/// Records every `didFinish` call, in order, by coordinator name.
@MainActor
final class FinishLog {
    private(set) var finished: [String] = []
    func record(_ name: String) { finished.append(name) }
    func count(_ name: String) -> Int { finished.filter { $0 == name }.count }
}

/// A renderer that completes every transition at once and counts what it showed.
@MainActor
final class CountingRenderer: NavigationRenderer {
    private(set) var changes: [NavigationChange] = []
    func render(_ change: NavigationChange, for navigator: Navigator) {
        changes.append(change)
        _ = try? navigator.completeTransition(change.id)
    }
}

/// Starts `root` in a fresh navigator with deterministic ids.
@MainActor
func started(_ root: any CoordinatorType) async throws -> Navigator {
    let navigator = Navigator()
    try await navigator.start(root: root)
    return navigator
}

extension Navigator {
    /// The entry ids of the root stack, as `#n` text.
    var rootIDs: [String] { tree.root?.entries.map(\.id.description) ?? [] }
}

/// Runs `body`, expecting it to throw, and returns the error's rendered message.
@MainActor
func refusal<T>(_ body: () async throws -> T) async -> String? {
    do {
        _ = try await body()
        return nil
    } catch {
        return "\(error)"
    }
}
