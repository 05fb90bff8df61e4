import Foundation
import FuzzNavigation
import FuzzSupport
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

// snapshot: bytes -> SnapshotCoder(registry: [DefaultRoute]).decode.
//
// Stored snapshots come from disk and may be corrupt or hostile: decoding answers with a
// SnapshotFormatError, never a crash. A snapshot that decodes must encode, decode back to the
// same value and encode to the same bytes, and restoring it into a started navigator must keep
// the navigator consistent (tree equals paths, ids unique, new ids never collide with restored
// ones).

private let coder: SnapshotCoder = {
    var registry = RouteRegistry()
    do {
        try registry.register(DefaultRoute.self)
    } catch {
        violation("cannot register DefaultRoute: \(error)")
    }
    return SnapshotCoder(registry: registry)
}()

/// The fuzz target: one input, checked.
func fuzzSnapshot(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    _ = try? coder.schemaVersion(of: bytes)
    let snapshot: NavigationSnapshot
    do {
        snapshot = try coder.decode(bytes)
    } catch {
        _ = error.description
        return 0
    }
    checkRoundTrip(snapshot)
    runOnMainActor { await checkRestore(snapshot) }
    return 0
}

/// Encoding is stable: what decodes encodes, decodes back equal (less the entries it could not
/// read, which are reported once and not written back), and encodes to the same bytes.
private func checkRoundTrip(_ snapshot: NavigationSnapshot) {
    do {
        let encoded = try coder.encode(snapshot)
        let decoded = try coder.decode(encoded)
        check(
            decoded.tree == snapshot.tree && decoded.appID == snapshot.appID && decoded.sceneID == snapshot.sceneID
                && decoded.savedAt == snapshot.savedAt && decoded.schemaVersion == snapshot.schemaVersion
                && decoded.unreadable.isEmpty,
            "a snapshot changed through encode and decode:\n\(snapshot)\n\(decoded)"
        )
        let again = try coder.encode(decoded)
        check(
            again == encoded,
            "encoding is not stable:\n\(String(decoding: encoded, as: UTF8.self))\n\(String(decoding: again, as: UTF8.self))"
        )
    } catch {
        violation("a decoded snapshot does not round-trip: \(error)\n\(snapshot)")
    }
}

/// Restores the snapshot into a navigator whose root flow has started, then pushes once.
@MainActor
private func checkRestore(_ snapshot: NavigationSnapshot) async {
    let navigator = Navigator()
    let root = FuzzFlow(first: DefaultRoute("home"))
    do {
        try await navigator.start(root: root)
    } catch {
        violation("the root flow did not start: \(error)")
    }
    let before = navigator.tree
    let idsBefore = Set(stackNodes(of: before).flatMap(\.entries).map(\.id))
    let report: RestorationReport
    do {
        report = try await navigator.restore(snapshot)
    } catch {
        _ = error.description
        check(navigator.tree == before, "a refused restore changed the tree")
        return
    }
    _ = report.description
    let restored = checkTree(of: navigator, after: "restore")
    // A corrupt snapshot may hold a readable entry with the same id as an unreadable one.
    let readable = Set(stackNodes(of: snapshot.tree).flatMap(\.entries).map(\.id))
    for id in snapshot.unreadable.map(\.entry) where !idsBefore.contains(id) && !readable.contains(id) {
        check(!restored.contains(id), "the unreadable entry \(id) came back")
    }
    do {
        try await root.router.navigate(toRoute: DefaultRoute("after"))
    } catch {
        return
    }
    let after = checkTree(of: navigator, after: "a push after restore")
    for id in after.subtracting(restored) {
        check(
            !snapshot.unreadable.map(\.entry).contains(id) && id > (restored.max() ?? id),
            "the push after restore got id \(id), not above the restored ids \(restored.sorted())"
        )
    }
}
