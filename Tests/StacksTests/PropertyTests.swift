import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks

/// Random operations from PropertyBased cases: 80,000 single operations (4 × 200 sequences of
/// 100) and 20,000 more inside transactions (4 × 50 sequences of 100), every one checked. A
/// failing sequence is shrunk to the fewest, simplest operations that still fail.
///
/// Hot loops use `check` rather than `#expect`, whose captures are costly in debug builds.
@Suite struct PropertyTests {
    /// Records an issue when `condition` is false.
    private func check(
        _ condition: Bool,
        _ message: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !condition { Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation) }
    }

    // MARK: - Invariants

    /// Checks what must hold of any path: it is valid when rebuilt from its parts (unique ids,
    /// pushes only where allowed, consistent scopes), and its caches match the rebuilt ones.
    private func checkInvariants(_ path: RoutePath<Screen>, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let rebuilt = try RoutePath(entries: Array(path.entries), scopes: path.scopes)
            check(rebuilt == path, "rebuilt \(rebuilt) differs from \(path)", sourceLocation: sourceLocation)
            check(
                rebuilt.presentedCount == path.presentedCount
                    && rebuilt.topContext?.startIndex == path.topContext?.startIndex,
                "stale modal cache in \(path)",
                sourceLocation: sourceLocation
            )
            for scope in path.scopes {
                check(
                    rebuilt.rootIndex(of: scope.id) == path.rootIndex(of: scope.id),
                    "stale root index of \(scope.id) in \(path)",
                    sourceLocation: sourceLocation
                )
            }
        } catch {
            Issue.record("a path built by operations is not valid: \(error) in \(path)", sourceLocation: sourceLocation)
        }
        // What each scope (and the base) controls, computed naively from the public scopes:
        // the path finds the owned scopes that cut it short through links it keeps up to date.
        for scope in path.scopes.map(\.id) + [nil] {
            let start = scope.flatMap { path.rootIndex(of: $0) } ?? 0
            var chain: Set<ScopeID> = []
            var link = scope
            while let id = link, chain.insert(id).inserted {
                link = path.scopes.last { $0.id == id }?.parent
            }
            let end =
                path.scopes
                .filter { $0.policy == .owned && !chain.contains($0.id) }
                .compactMap { path.rootIndex(of: $0.id) }
                .filter { $0 > start }
                .min() ?? path.count
            check(
                path.controlledStack(of: scope).map(\.id) == path.entries[start..<end].map(\.id),
                "scope \(scope.map(String.init(describing:)) ?? "base") controls \(path.controlledStack(of: scope).map(\.id)), not \(start)..<\(end), in \(path)",
                sourceLocation: sourceLocation)
        }
    }

    /// Checks that the steps from `start` to `end` are single legal transitions ending at `end`
    /// and never touch the common prefix.
    private func checkSteps(
        from start: [Entry<Screen>], to end: [Entry<Screen>], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let steps = StepPlanner.steps(from: start, to: end)
        let common = zip(start, end).prefix { $0.id == $1.id }.count
        var previous = start
        for step in steps {
            guard StepPlanner.transition(from: previous, to: step) != nil else {
                Issue.record(
                    "illegal step \(previous) -> \(step) from \(start) to \(end)", sourceLocation: sourceLocation)
                return
            }
            check(
                zip(step.prefix(common), end).allSatisfy { $0.id == $1.id },
                "step \(step) touches the common prefix of \(start) and \(end)",
                sourceLocation: sourceLocation
            )
            previous = step
        }
        check(previous == end, "steps end at \(previous), not \(end)", sourceLocation: sourceLocation)
    }

    /// The change by id between two entry arrays, computed naively.
    private func naiveDiff(
        _ before: [Entry<Screen>], _ after: [Entry<Screen>]
    ) -> (kept: Int, removed: [Entry<Screen>], inserted: [Entry<Screen>]) {
        let kept = zip(before, after).prefix { $0.id == $1.id }.count
        return (kept, Array(before[kept...]), Array(after[kept...]))
    }

    // MARK: - Single operations

    @Test(arguments: 0..<4)
    func randomOperations_keepIdsUniqueAndRefusalsHarmless(batch: Int) async throws {
        var accepted = 0
        var refused = 0
        await checkProperty(count: 200, input: Choices.generator(count: 800)) { choices in
            var fuzzer = Fuzzer(choices)
            var ids = EntryIDGenerator()
            var path = RoutePath(root: Screen.home, ids: &ids)
            var issued: Set<EntryID> = [EntryID(serial: 0)]
            var snapshots = [path]
            for step in 0..<100 {
                let operation = fuzzer.operation(for: path)
                let (scope, source) = fuzzer.actor(in: path)
                let before = path
                let idsBefore = ids
                let predicted = path.canApply(operation, as: scope, source: source)
                do {
                    let change = try path.apply(operation, as: scope, source: source, ids: &ids)
                    accepted += 1
                    check(predicted, "canApply said no to \(operation) on \(before)")
                    let diff = naiveDiff(Array(before.entries), Array(path.entries))
                    if let change {
                        check(
                            change.keptCount == diff.kept && change.removed == diff.removed
                                && change.inserted == diff.inserted,
                            "\(operation) on \(before) reported \(change), not the diff \(diff)"
                        )
                        check(change.operations == [operation], "change lists \(change.operations)")
                        // An id may come back only as an entry moved down under its old id.
                        for entry in change.inserted {
                            check(
                                issued.insert(entry.id).inserted || change.removed.contains { $0.id == entry.id },
                                "id \(entry.id) issued twice")
                        }
                    } else {
                        check(path == before, "\(operation) changed \(before) but reported no change")
                    }
                    checkInvariants(path)
                    checkSteps(from: Array(before.entries), to: Array(path.entries))
                } catch {
                    refused += 1
                    check(!predicted, "canApply said yes to \(operation), which threw \(error)")
                    check(path == before, "refused \(operation) changed \(before) into \(path)")
                    check(ids == idsBefore, "refused \(operation) consumed ids")
                }
                if step % 50 == 0 {
                    let earlier = snapshots[Int.random(in: 0..<snapshots.count, using: &fuzzer.random)]
                    checkSteps(from: Array(path.entries), to: Array(earlier.entries))
                    checkSteps(from: Array(earlier.entries), to: Array(path.entries))
                    snapshots.append(path)
                }
            }
        }
        // Both kinds must be well represented for the run to mean anything.
        #expect(accepted > 5_000)
        #expect(refused > 3_000)
    }

    // MARK: - Transactions

    @Test(arguments: 0..<4)
    func randomTransactions_reportTheNetDiffOrRollBack(batch: Int) async throws {
        var committed = 0
        var rolledBack = 0
        await checkProperty(count: 50, input: Choices.generator(count: 800)) { choices in
            var fuzzer = Fuzzer(choices)
            var ids = EntryIDGenerator()
            var path = RoutePath(root: Screen.home, ids: &ids)
            var operationsLeft = 100
            while operationsLeft > 0 {
                let length = Swift.min(Int.random(in: 1...4, using: &fuzzer.random), operationsLeft)
                let (scope, source) = fuzzer.actor(in: path)
                let before = path
                let idsBefore = ids
                do {
                    let change = try path.transaction(as: scope, source: source, ids: &ids) { transaction in
                        for _ in 0..<length {
                            operationsLeft -= 1  // counts attempts: a throw ends the transaction early
                            try transaction.apply(fuzzer.operation(for: transaction.path))
                        }
                    }
                    committed += 1
                    let diff = naiveDiff(Array(before.entries), Array(path.entries))
                    check(
                        (change?.keptCount ?? before.count) == diff.kept && (change?.removed ?? []) == diff.removed
                            && (change?.inserted ?? []) == diff.inserted,
                        "transaction on \(before) reported \(String(describing: change)), not the diff \(diff)"
                    )
                    check((change?.operations.count ?? length) == length, "change lists \(change?.operations ?? [])")
                    checkInvariants(path)
                } catch {
                    rolledBack += 1
                    check(path == before, "a rolled-back transaction changed \(before) into \(path)")
                    check(path.topContext == before.topContext, "a rolled-back transaction left a stale cache")
                    check(ids.nextSerial >= idsBefore.nextSerial, "ids went backwards")
                }
            }
        }
        #expect(committed > 100)
        #expect(rolledBack > 50)
    }
}
