import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// Restores the largest part of a saved tree that the interceptors allow, when they refused the
/// whole of it: a guard that denies one protected screen should not cost the user every other
/// screen they had open.
///
/// The search never commits a trial. A probe interceptor, added after every other one, denies
/// every restore with its own name while the search runs: a trial that comes back denied by the
/// probe is one every real interceptor allowed. The search starts from each stack's first
/// entry, then, stack by stack in tree order, keeps the longest prefix still allowed; only the
/// result is restored for real, as one transaction. It costs at most one trial per saved entry.
@MainActor
struct PartialRestore {
    /// What was restored and what the interceptors kept out.
    struct Outcome {
        /// The report of the final restore.
        var report: RestorationReport
        /// The saved entries left out because an interceptor refused them, as
        /// `'orders'`, in tree order.
        var refused: [String]
    }

    let navigator: Navigator

    /// Restores the allowed part of `snapshot`, or returns `nil` when not even the first entry
    /// of every stack is allowed (nothing is restored then).
    func run(_ snapshot: NavigationSnapshot) async -> Outcome? {
        let containers = Self.containers(in: snapshot.tree.root)
        var limits = Dictionary(uniqueKeysWithValues: containers.map { ($0.id, min($0.count, 1)) })
        let probe = Probe()
        let token = navigator.addInterceptor(probe)
        let allowedAtAll = await allows(snapshot, limits, probe)
        if allowedAtAll {
            for (id, count) in containers where count > 1 {
                for kept in stride(from: count, to: 1, by: -1) {
                    var trial = limits
                    trial[id] = kept
                    if await allows(snapshot, trial, probe) {
                        limits = trial
                        break
                    }
                }
            }
        }
        navigator.removeInterceptor(token)
        guard allowedAtAll else { return nil }
        var partial = snapshot
        partial.tree.root = snapshot.tree.root.map { Self.limit($0, to: limits) }
        do {
            let report = try await navigator.restore(partial)
            let kept = Set(Self.entries(in: partial.tree.root).map(\.entry.id))
            let refused = Self.entries(in: snapshot.tree.root).filter { !kept.contains($0.entry.id) }
            return Outcome(
                report: report,
                refused: refused.map { "'\($0.entry.route.routeName)'" })
        } catch {
            return nil
        }
    }

    /// Whether every interceptor but the probe allows restoring `snapshot` cut to `limits`.
    private func allows(_ snapshot: NavigationSnapshot, _ limits: [ContainerID: Int], _ probe: Probe) async -> Bool {
        var trial = snapshot
        trial.tree.root = snapshot.tree.root.map { Self.limit($0, to: limits) }
        do {
            _ = try await navigator.restore(trial)
            return true
        } catch {
            if case .denied(let by, _) = error { return by == probe.name }
            return false
        }
    }

    // MARK: - Trees

    /// Every stack of the tree with its entry count, in tree order (a stack before what its
    /// entries host).
    static func containers(in node: StackNode?) -> [(id: ContainerID, count: Int)] {
        guard let node else { return [] }
        return [(node.container, node.entries.count)] + node.hosted.flatMap(\.stacks).flatMap { containers(in: $0) }
    }

    /// Every entry of the tree with its container, in tree order.
    static func entries(in node: StackNode?) -> [(entry: Entry<AnyRoute>, container: ContainerID)] {
        guard let node else { return [] }
        return node.entries.map { ($0, node.container) } + node.hosted.flatMap(\.stacks).flatMap { entries(in: $0) }
    }

    /// `node` with each stack cut to its limit, and what the removed entries hosted removed.
    static func limit(_ node: StackNode, to limits: [ContainerID: Int]) -> StackNode {
        var node = node
        if let limit = limits[node.container], limit < node.entries.count {
            node.entries = EntryList(node.entries.prefix(limit))
            let kept = Set(node.entries.map(\.id))
            node.hosted = node.hosted.filter { kept.contains($0.entry) }
        }
        node.hosted = node.hosted.map { hosted in
            var hosted = hosted
            if var tabs = hosted.tabs {
                tabs.pages = tabs.pages.map { page in
                    var page = page
                    page.stack = limit(page.stack, to: limits)
                    return page
                }
                hosted.tabs = tabs
            }
            hosted.embedded = hosted.embedded.map { EmbeddedNode(slot: $0.slot, stack: limit($0.stack, to: limits)) }
            hosted.detail = hosted.detail.map { limit($0, to: limits) }
            return hosted
        }
        return node
    }
}

/// Denies every restore while a ``PartialRestore`` (or a ``PartialWindowsRestore``) searches,
/// so no trial is committed.
@MainActor
final class Probe: NavigationInterceptor {
    let name = "state-restoration (trial)"

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        proposal.source == .restoration ? .deny(reason: "trial restore, never committed") : .allow
    }
}
