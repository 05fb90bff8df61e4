// SnapshotWriter: the process PersistenceTests' crash test kills.
//
//   SnapshotWriter sqlite|file <path> [saves]
//
// Opens a store at <path> (a database file, or a folder for the file store), loads the snapshot of
// app "crash", scene "main", and saves snapshots in a loop, each one sequence number higher than
// the last. After each save returns (committed), it writes the sequence number on its own line,
// unbuffered, so whatever the parent has read was committed. It stops after [saves] saves, or
// when killed.

import Foundation
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// A tree whose root entry carries the sequence number, over enough entries to make each save
/// a few kilobytes.
func tree(sequence: Int) -> NavigationTree {
    let container = ContainerID(owner: CoordinatorID(0))
    var entries = [
        Entry(
            id: EntryID(serial: 0), route: AnyRoute(DefaultRoute("step", parameters: ["sequence": .int(sequence)])),
            withNavigation: true)
    ]
    for index in 1...40 {
        entries.append(
            Entry(
                id: EntryID(serial: UInt64(index)),
                route: AnyRoute(DefaultRoute("item", parameters: ["id": .int(index * sequence)]))))
    }
    return NavigationTree(root: StackNode(container: container, entries: entries))
}

/// The sequence number a snapshot carries.
func sequence(of snapshot: NavigationSnapshot?) -> Int {
    guard
        case .int(let value)? = snapshot?.tree.root?.entries.first?.route.base(as: DefaultRoute.self)?.parameters[
            "sequence"]
    else {
        return 0
    }
    return value
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("SnapshotWriter: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, ["sqlite", "file"].contains(arguments[1]) else {
    fail("usage: SnapshotWriter sqlite|file <path> [saves]")
}
let saves = arguments.count > 3 ? Int(arguments[3]) ?? Int.max : Int.max
let registry = try RouteRegistry([DefaultRoute.self])
let sqlite = arguments[1] == "sqlite"
let store: any SnapshotStore =
    sqlite
    ? SQLiteSnapshotStore(path: arguments[2], registry: registry, configuration: .init(journalLimit: 20))
    : FileSnapshotStore(directory: arguments[2], registry: registry)

do {
    var next = sequence(of: try await store.load(appID: "crash", sceneID: "main")) + 1
    for _ in 0..<saves {
        let snapshot = NavigationSnapshot(appID: "crash", sceneID: "main", tree: tree(sequence: next))
        if let database = store as? SQLiteSnapshotStore {
            let event = NavigationEvent(
                sequence: UInt64(next), kind: .replace, source: .program, coordinator: nil, inserted: [], removed: [],
                top: nil, steps: []
            )
            try await database.save(snapshot, journal: [event])
        } else {
            try await store.save(snapshot)
        }
        FileHandle.standardOutput.write(Data("\(next)\n".utf8))
        next += 1
    }
} catch {
    fail("\(error)")
}
