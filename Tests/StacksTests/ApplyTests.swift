import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct ApplyTests {
    @Test func check_throwsWhatApplyWouldAndChangesNothing() throws {
        let h = try Harness(.push(.a))
        #expect(
            throws: PathError.notEnoughModals(
                request: "dismiss(1)", requested: 1, presented: 0, root: EntryID(serial: 0), scope: nil)
        ) {
            try h.path.check(.dismiss(1))
        }
        try h.path.check(.push(.b))
        #expect(h.serials == [0, 1])
    }

    @Test func canApply_isTrueForRequestsThatChangeNothing() throws {
        let h = try Harness()
        #expect(h.path.canApply(.goBackToRoot))
        #expect(h.path.canApply(.dismissAll))
        #expect(h.path.canApply(.goBack(0)))
        #expect(!h.path.canApply(.goBack(1)))
    }

    @Test func noOpRequests_returnNilAndIssueNoIds() throws {
        var h = try Harness(.push(.a))
        for operation: PathOperation<Screen> in [
            .goBack(0), .pop(0), .dismiss(0), .dismissAll, .goBackTo(.routeName("a")),
        ] {
            #expect(try h.apply(operation) == nil, "\(operation)")
        }
        try h.apply(.goBackToRoot)
        #expect(try h.apply(.goBackToRoot) == nil)
        #expect(try h.apply(.popToRoot) == nil)
        #expect(try h.apply(.popToCurrentNavigationRoot) == nil)
        #expect(try h.apply(.setRoot(.home)) == nil)
        #expect(h.ids.nextSerial == 2)
    }

    @Test func errorsAreTypedAndReadAsText() {
        let error: any Error = PathError.emptyReplacement(request: "replace([])")
        #expect(error is PathError)
        #expect("\(error)" == "replace([]): a path needs a root; give at least one entry")
    }

    @Test func operationDescriptions_readAsCalls() {
        let operations: [PathOperation<Screen>] = [
            .push(.item(3)), .present(.filters, style: .sheet, withNavigation: true),
            .goBackTo(.type(AccountRoute.self)),
            .replace([EntrySpec(.home), .sheet(.a)]), .beginScope("c", .owned, root: .push(.b)),
            .focusWithinScope(EntryID(generation: 2, serial: 5)),
        ]
        #expect(
            operations.map(\.description) == [
                "push(item)", "present(filters, sheet, withNavigation: true)", "goBackTo(type 'account')",
                "replace([home, a])", "beginScope('c', owned, root: b)", "focusWithinScope(#2.5)",
            ]
        )
    }

    @Test func gestureRequests_sayTheyAreGestures() throws {
        var h = try Harness()
        #expect(
            h.refusal(.goBack(1), source: .gesture)
                == "goBack(1) (gesture): asked to go back 1 entry but nothing is above the root #0")
    }
}
