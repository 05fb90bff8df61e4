import FuzzNavigation
import FuzzSupport
import WayfinderRouting
import WayfinderStacks

/// Path operations on a `RoutePath` with scopes, checked after each one:
/// - ids are unique, and an id that was issued once never comes back for another entry;
/// - `canApply` predicts the outcome; a refused operation (or rolled-back transaction)
///   changes nothing, ids included;
/// - the path is valid when rebuilt from its entries and scopes, and the change it reports
///   is the diff by id.
struct PathScenario {
    private var path: RoutePath<DefaultRoute>
    private var ids = EntryIDGenerator()
    private var issued: Set<EntryID>

    init() {
        path = RoutePath(root: DefaultRoute("home"), ids: &ids)
        issued = Set(path.entryIDs)
    }

    /// Applies one operation, or a short transaction of them, from the reader.
    mutating func step(_ reader: inout OperationReader) {
        let scope = reader.actor(among: path.scopes)
        let source: OperationSource = reader.input.int(in: 0...7) == 0 ? .gesture : .program
        if reader.input.int(in: 0...5) == 0 {
            transaction(&reader, as: scope, source: source)
        } else {
            single(reader.operation(near: Array(path.entries)), as: scope, source: source)
        }
    }

    private mutating func single(_ operation: PathOperation<DefaultRoute>, as scope: ScopeID?, source: OperationSource)
    {
        let before = path
        let idsBefore = ids
        let context = "\(operation) as \(scope?.description ?? "base") (\(source)) on \(before)"
        let predicted = path.canApply(operation, as: scope, source: source)
        do {
            let change = try path.apply(operation, as: scope, source: source, ids: &ids)
            check(predicted, "canApply refused \(context), which was applied")
            if let change {
                let kept = zip(before.entries, path.entries).prefix { $0.id == $1.id }.count
                check(
                    change.keptCount == kept && change.removed == Array(before.entries[kept...])
                        && change.inserted == Array(path.entries[kept...]),
                    "\(context) reported \(change), not the diff by id"
                )
            } else {
                check(path == before, "\(context) changed the path but reported no change")
            }
            checkAccepted(before: before, context)
        } catch {
            _ = error.description
            check(!predicted, "canApply accepted \(context), which threw \(error)")
            check(path == before, "refused \(context) changed the path into \(path)")
            check(ids == idsBefore, "refused \(context) consumed ids")
        }
    }

    private mutating func transaction(_ reader: inout OperationReader, as scope: ScopeID?, source: OperationSource) {
        let before = path
        let idsBefore = ids
        let length = reader.input.int(in: 1...4)
        var applied: [PathOperation<DefaultRoute>] = []
        do {
            _ = try path.transaction(as: scope, source: source, ids: &ids) { transaction in
                for _ in 0..<length {
                    let operation = reader.operation(near: Array(transaction.path.entries))
                    applied.append(operation)
                    _ = try transaction.apply(operation)
                }
            }
            checkAccepted(before: before, "transaction \(applied) as \(scope?.description ?? "base") on \(before)")
        } catch {
            _ = "\(error)"
            check(path == before, "rolled-back transaction \(applied) changed \(before) into \(path)")
            check(ids.nextSerial >= idsBefore.nextSerial, "a rolled-back transaction moved ids backwards")
        }
    }

    /// What holds after any accepted change.
    private mutating func checkAccepted(before: RoutePath<DefaultRoute>, _ context: @autoclosure () -> String) {
        let previous = Set(before.entryIDs)
        check(Set(path.entryIDs).count == path.count, "after \(context()): duplicate ids in \(path)")
        for entry in path.entries where !previous.contains(entry.id) {
            check(issued.insert(entry.id).inserted, "after \(context()): id \(entry.id) was issued before")
            check(entry.id.serial < ids.nextSerial, "after \(context()): id \(entry.id) is ahead of the generator")
        }
        do {
            let rebuilt = try RoutePath(entries: Array(path.entries), scopes: path.scopes)
            check(rebuilt == path, "after \(context()): rebuilt \(rebuilt) differs from \(path)")
            check(rebuilt.presentedCount == path.presentedCount, "after \(context()): stale modal count in \(path)")
            for scope in path.scopes {
                check(
                    rebuilt.rootIndex(of: scope.id) == path.rootIndex(of: scope.id),
                    "after \(context()): stale root of \(scope.id)")
            }
        } catch {
            violation("after \(context()): the path is not valid: \(error)\n\(path) scopes \(path.scopes)")
        }
    }
}
