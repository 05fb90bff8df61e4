import Testing
import WayfinderRouting
import WayfinderStacks

/// The stack operations users of TCA's `StackState`, FlowStacks and XCoordinator rely on:
/// removing one entry below the top, updating an entry in place, popping from an entry, and
/// refusing an id that was never issued.
@Suite struct InPlaceOperationTests {
    let child: ScopeID = "child"

    // MARK: - remove (TCA's path[id:] = nil)

    @Test func remove_oneEntryBelowTheTop_keepsTheEntriesAboveWithTheirIds() throws {
        var h = try Harness(.push(.a), .push(.b), .push(.c))
        try h.apply(.remove(EntryID(serial: 2)))
        #expect(h.path.entries == [home, pushed(1, .a), pushed(3, .c)])
        // The next entry still gets a new id.
        try h.apply(.push(.d))
        #expect(h.serials == [0, 1, 3, 4])
    }

    @Test func remove_belowAScope_keepsTheScopeAtItsRootsNewPlace_andItsRequestsWork() throws {
        var h = try Harness(.push(.a), .beginScope(child, .bounded, root: .push(.b)))
        try h.apply(.push(.c), as: child)
        let scopes = h.path.scopes

        let change = try h.apply(.remove(EntryID(serial: 1)))

        #expect(h.path.entries == [home, pushed(2, .b, scope: child), pushed(3, .c, scope: child)])
        #expect(h.path.scopes == scopes)
        #expect(h.path.rootIndex(of: child) == 1)
        #expect(change?.endedScopes == [])
        #expect(change?.begunScopes == [])
        try h.apply(.popToChildRoot, as: child)
        #expect(h.serials == [0, 2])
        #expect(
            h.refusal(.goBack(1), as: child)
                == "goBack(1) as scope 'child': would remove #2, the root of bounded scope 'child'; a bounded scope "
                + "cannot remove its root or anything below it, and nothing is above it")
    }

    @Test func remove_aModalLayer_itsPushedScreensJoinTheContextBelow() throws {
        var h = try Harness(.push(.a), .present(.filters, style: nil, withNavigation: true), .push(.b))
        try h.apply(.remove(EntryID(serial: 2)))
        #expect(h.path.entries == [home, pushed(1, .a), pushed(3, .b)])
        #expect(h.path.presentedCount == 0)
    }

    @Test func remove_theRootAScopesRootOrALayerWhosePushesCannotMoveDown_isRefused_andChangesNothing() throws {
        var h = try Harness(
            .present(.filters, style: nil, withNavigation: false),
            .present(.login, style: nil, withNavigation: true), .push(.a))
        try h.apply(.beginScope(child, .shared, root: .push(.b)))
        #expect(
            h.refusal(.remove(EntryID(serial: 0)))
                == "remove(#0): #0 is the root; replace the path (setRoot) to change it")
        #expect(
            h.refusal(.remove(EntryID(serial: 4)))
                == "remove(#4): #4 is the root of scope 'child'; end the scope to remove it")
        #expect(
            h.refusal(.remove(EntryID(serial: 2)))
                == "remove(#2): #1 filters, the root of the current navigation context, was shown without navigation, "
                + "so nothing can be pushed inside it")
    }

    @Test func remove_byABoundedChild_ofAnEntryBelowItsRoot_isRefused() throws {
        var h = try Harness(.push(.a), .beginScope(child, .bounded, root: .push(.b)))
        try h.apply(.push(.c), as: child)
        #expect(
            h.refusal(.remove(EntryID(serial: 1)), as: child)
                == "remove(#1) as scope 'child': #1 is below #2, the root of bounded scope 'child'; the scope "
                + "controls only its root and the entries above it")
        try h.apply(.remove(EntryID(serial: 3)), as: child)
        #expect(h.serials == [0, 1, 2])
    }

    // MARK: - update

    @Test func update_keepsTheIdAndPlace_andTheRendererGetsOneContentUpdateStep() throws {
        var h = try Harness(.push(.a), .push(.b))
        let before = Array(h.path.entries)

        try h.apply(.update(EntryID(serial: 1), route: .c, attributes: ["tint": "red"]))

        let after = Array(h.path.entries)
        #expect(after == [home, pushed(1, .c, attributes: ["tint": "red"]), pushed(2, .b)])
        #expect(StepPlanner.steps(from: before, to: after, capabilities: .oneAtATime) == [after])
        #expect(StepPlanner.transition(from: before, to: after) == .update([after[1]]))
    }

    @Test func update_onlyTheAttributes_keepsTheRoute_andTheScopeOfTheEntry() throws {
        var h = try Harness(.beginScope(child, .bounded, root: .push(.a)))
        try h.apply(.push(.b), as: child)
        try h.apply(.update(EntryID(serial: 1), route: nil, attributes: ["title": "A"]), as: child)
        #expect(
            h.path.entries == [
                home, pushed(1, .a, scope: child, attributes: ["title": "A"]), pushed(2, .b, scope: child),
            ])
        #expect(h.path.rootIndex(of: child) == 1)
        #expect(try h.apply(.update(EntryID(serial: 1), route: .a, attributes: nil), as: child) == nil)
    }

    @Test func update_ofTheParentsEntry_byABoundedChild_isRefused() throws {
        var h = try Harness(.push(.a), .beginScope(child, .bounded, root: .push(.b)))
        #expect(
            h.refusal(.update(EntryID(serial: 1), route: .c, attributes: nil), as: child)
                == "update(#1, route: c) as scope 'child': #1 is below #2, the root of bounded scope 'child'; the scope "
                + "controls only its root and the entries above it")
    }

    // MARK: - popFrom

    @Test func popFrom_removesTheEntryAndEverythingAboveIt_pushedOrPresented() throws {
        var h = try Harness(.push(.a), .push(.b), .present(.filters, style: nil, withNavigation: true), .push(.c))
        try h.apply(.popFrom(EntryID(serial: 2)))
        #expect(h.path.entries == [home, pushed(1, .a)])
        #expect(
            h.refusal(.popFrom(EntryID(serial: 0)))
                == "popFrom(#0): #0 is the root; replace the path (setRoot) to change it")
    }

    // MARK: - Ids never issued

    @Test func anIdTheGeneratorNeverIssued_isRefusedAsSuch_andNothingIsCreated() throws {
        var h = try Harness(.push(.a), .push(.b))
        try h.apply(.pop(1))
        #expect(
            h.refusal(.update(EntryID(serial: 9), route: .c, attributes: nil))
                == "update(#9, route: c): no entry ever had id #9; the path's ids so far end before #3")
        #expect(
            h.refusal(.remove(EntryID(serial: 3)))
                == "remove(#3): no entry ever had id #3; the path's ids so far end before #3")
        #expect(
            h.refusal(.popFrom(EntryID(generation: 1, serial: 0)))
                == "popFrom(#1.0): no entry ever had id #1.0; the path's ids so far end before #3")
        // An id that was issued but is gone is a missing entry, not an unknown id.
        #expect(h.refusal(.remove(EntryID(serial: 2))) == "remove(#2): no entry #2 in path [#0, #1]")
        try h.apply(.push(.c))
        #expect(h.serials == [0, 1, 3])
    }

    // MARK: - Transactions

    @Test func inATransaction_removeAndUpdate_reportOneNetChange_orRollBack() throws {
        var h = try Harness(.push(.a), .push(.b), .push(.c))
        let before = h.path
        #expect(throws: PathError.self) {
            try h.path.transaction(ids: &h.ids) { transaction throws(PathError) in
                try transaction.apply(.remove(EntryID(serial: 1)))
                try transaction.apply(.remove(EntryID(serial: 0)))
            }
        }
        #expect(h.path == before)
        let change = try h.path.transaction(ids: &h.ids) { transaction throws(PathError) in
            try transaction.apply(.remove(EntryID(serial: 1)))
            try transaction.apply(.update(EntryID(serial: 3), route: .d, attributes: nil))
        }
        #expect(h.path.entries == [home, pushed(2, .b), pushed(3, .d)])
        #expect(change?.operations.map(\.description) == ["remove(#1)", "update(#3, route: d)"])
    }
}
