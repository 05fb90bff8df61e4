import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct TransactionTests {
    @Test func popToRootFromDepthFifty_thenPush_isOneChange() throws {
        var h = try Harness<Screen>(root: .home, (1...50).map { .push(.item($0)) })
        #expect(h.path.depth == 50)
        let change = try h.path.transaction(ids: &h.ids) { transaction in
            try transaction.apply(.popToRoot)
            try transaction.apply(.push(.e))
        }
        #expect(h.path.entries == [home, pushed(51, .e)])
        #expect(change?.keptCount == 1)
        #expect(change?.removed.count == 50)
        #expect(change?.removed.map(\.id.serial) == Array(1...50))
        #expect(change?.inserted == [pushed(51, .e)])
        #expect(change?.operations == [.popToRoot, .push(.e)])
        #expect(change?.countBefore == 51)
        #expect(change?.countAfter == 2)
    }

    @Test func throwingTransaction_leavesThePathUnchanged() throws {
        var h = try Harness(.push(.a), .present(.filters, style: nil, withNavigation: true), .push(.b))
        let before = h.path
        #expect(
            throws: PathError.notEnoughEntries(
                request: "goBack(9)", requested: 9, available: 3, root: EntryID(serial: 0))
        ) {
            try h.path.transaction(ids: &h.ids) { transaction in
                try transaction.apply(.dismissAll)
                try transaction.apply(.push(.c))
                try transaction.apply(.push(.d))
                #expect(transaction.path.entries.map(\.id.serial) == [0, 1, 4, 5])
                try transaction.apply(.goBack(9))
            }
        }
        #expect(h.path == before)
        #expect(h.path.topContext?.startIndex == 2)
        #expect(h.path.canPush())
        // Ids seen inside the rolled-back transaction are never issued again.
        try h.apply(.push(.e))
        #expect(h.path.top == pushed(6, .e))
    }

    @Test func bodyThrowingItsOwnError_rollsBackToo() throws {
        struct Cancelled: Error {}
        var h = try Harness(.push(.a))
        let before = h.path
        #expect(throws: Cancelled.self) {
            try h.path.transaction(ids: &h.ids) { transaction in
                try transaction.apply(.setRoot(.login))
                throw Cancelled()
            }
        }
        #expect(h.path == before)
    }

    @Test func pushThenGoBack_isNoChange() throws {
        var h = try Harness(.push(.a))
        let change = try h.path.transaction(ids: &h.ids) { (transaction) throws(PathError) in
            try transaction.apply(.push(.b))
            try transaction.apply(.present(.filters, style: nil, withNavigation: false))
            try transaction.apply(.goBack(2))
        }
        #expect(change == nil)
        #expect(h.serials == [0, 1])
    }

    @Test func changeIsTheNetDifferenceByIdAcrossSeveralOperations() throws {
        var h = try Harness(.push(.a), .push(.b), .push(.c))
        let change = try h.path.transaction(ids: &h.ids) { transaction in
            try transaction.apply(.goBack(1))  // removes #3
            try transaction.apply(.push(.d))  // #4, then removed again
            try transaction.apply(.goBack(3))  // removes #4, #2, #1
            try transaction.apply(.push(.e))  // #5
            try transaction.apply(.goBackTo(.id(EntryID(serial: 5))))  // accepted, changes nothing
        }
        #expect(
            change
                == PathChange(
                    operations: [.goBack(1), .push(.d), .goBack(3), .push(.e), .goBackTo(.id(EntryID(serial: 5)))],
                    keptCount: 1,
                    removed: [pushed(1, .a), pushed(2, .b), pushed(3, .c)],
                    inserted: [pushed(5, .e)]
                )
        )
    }

    @Test func scopesBegunAndEndedInsideATransaction_areReportedNet() throws {
        var h = try Harness(.beginScope("old", .bounded, root: .push(.a)))
        let change = try h.path.transaction(ids: &h.ids) { transaction in
            try transaction.apply(.goBackToRoot)
            try transaction.apply(.beginScope("temporary", .shared, root: .push(.b)))
            try transaction.apply(.endScope("temporary"))
            try transaction.apply(.beginScope("new", .owned, root: .push(.c)))
            try transaction.apply(.push(.d), as: "new")
        }
        #expect(change?.endedScopes.map(\.id) == ["old"])
        #expect(change?.begunScopes == [PathScope(id: "new", policy: .owned, rootID: EntryID(serial: 3))])
        #expect(h.path.entries == [home, pushed(3, .c, scope: "new"), pushed(4, .d, scope: "new")])
    }

    @Test func transactionAsAScope_appliesTheScopeRulesToEveryOperation() throws {
        var h = try Harness(.push(.a), .beginScope("child", .bounded, root: .push(.b)))
        let before = h.path
        #expect(throws: PathError.self) {
            try h.path.transaction(as: "child", ids: &h.ids) { transaction in
                try transaction.apply(.push(.c))
                try transaction.apply(.goBack(2))
            }
        }
        #expect(h.path == before)
        let change = try h.path.transaction(as: "child", ids: &h.ids) { transaction in
            try transaction.apply(.push(.c))
            try transaction.goBackTo(where: { $0.route == .b })
            try transaction.apply(.push(.d), as: nil)
        }
        // #3 went to the rolled-back transaction, #4 to c, which was then removed.
        #expect(change?.inserted == [pushed(5, .d)])
        #expect(change?.operations == [.push(.c), .goBackTo(.id(EntryID(serial: 2))), .push(.d)])
    }

    @Test func transactionFromDepthTenThousand_costsWhatItChanges() throws {
        var h = try Harness<Screen>(root: .home, Array(repeating: .push(.a), count: 10_000))
        let change = try h.path.transaction(ids: &h.ids) { transaction in
            try transaction.apply(.goBack(2))
            try transaction.apply(.push(.b))
        }
        #expect(change?.keptCount == 9_999)
        #expect(change?.removed.map(\.id.serial) == [9_999, 10_000])
        #expect(change?.inserted == [pushed(10_001, .b)])
    }
}
