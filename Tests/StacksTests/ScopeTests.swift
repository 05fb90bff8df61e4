import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct ScopeTests {
    private let child: ScopeID = "child"
    private let grand: ScopeID = "grand"

    /// `[#0 home, #1 a, #2 b (child's root), #3 c (child), #4 d (base)]` with a bounded 'child'.
    private func bounded() throws -> Harness<Screen> {
        var h = try Harness(.push(.a))
        try h.apply(.beginScope(child, .bounded, root: .push(.b)))
        try h.apply(.push(.c), as: child)
        try h.apply(.push(.d))
        return h
    }

    // MARK: - ChildCoordinatable queries

    @Test func rootIndexAndControlledStack_describeTheChildsRegion() throws {
        let h = try bounded()
        #expect(h.path.rootIndex(of: child) == 2)
        #expect(h.path.controlledStack(of: child).map(\.id.serial) == [2, 3, 4])
        #expect(h.path.controlledStack(of: nil).map(\.id.serial) == [0, 1, 2, 3, 4])
        #expect(h.path.rootIndex(of: "ghost") == nil)
        #expect(h.path.controlledStack(of: "ghost").isEmpty)
        #expect(h.path.scope(child) == PathScope(id: child, policy: .bounded, rootID: EntryID(serial: 2)))
    }

    @Test func canControl_isTrueFromTheRootUp() throws {
        let h = try bounded()
        let verdicts = (0...4).map { h.path.canControl(EntryID(serial: $0), by: child) }
        #expect(verdicts == [false, false, true, true, true])
        #expect(h.path.canControl(EntryID(serial: 0), by: nil))
        #expect(!h.path.canControl(EntryID(serial: 9), by: nil))
        #expect(!h.path.canControl(EntryID(serial: 3), by: "ghost"))
    }

    @Test func popToChildRoot_goesBackToTheChildsRoot() throws {
        var h = try bounded()
        try h.path.popToChildRoot(as: child, ids: &h.ids)
        #expect(h.serials == [0, 1, 2])
        #expect(try h.apply(.popToChildRoot, as: child) == nil)
    }

    @Test func popToChildRoot_sharedScope_stopsAtItsOwnRoot() throws {
        var h = try Harness(.push(.a))
        try h.apply(.beginScope(child, .shared, root: .push(.b)))
        try h.apply(.push(.c), as: child)
        try h.apply(.popToChildRoot, as: child)
        #expect(h.serials == [0, 1, 2])
    }

    @Test func focusWithinScope_insideTheScope_goesBackToIt() throws {
        var h = try bounded()
        try h.path.focusWithinScope(EntryID(serial: 3), as: child, ids: &h.ids)
        #expect(h.serials == [0, 1, 2, 3])
    }

    @Test func focusWithinScope_outsideTheScope_isRefused() throws {
        var h = try bounded()
        #expect(
            h.refusal(.focusWithinScope(EntryID(serial: 1)), as: child)
                == "focusWithinScope(#1) as scope 'child': #1 is below #2, the root of bounded scope 'child'; the "
                + "scope controls only its root and the entries above it"
        )
        #expect(
            h.refusal(.focusWithinScope(EntryID(serial: 8)), as: child)
                == "focusWithinScope(#8) as scope 'child': no entry ever had id #8; the path's ids so far end before #5"
        )
    }

    @Test func focusWithinScope_sharedScope_isAlsoLimitedToItsRegion() throws {
        var h = try Harness(.push(.a))
        try h.apply(.beginScope(child, .shared, root: .push(.b)))
        #expect(
            h.refusal(.focusWithinScope(EntryID(serial: 0)), as: child)
                == "focusWithinScope(#0) as scope 'child': #0 is below #2, the root of shared scope 'child'; the "
                + "scope controls only its root and the entries above it"
        )
    }

    // MARK: - Bounded replace, setRoot, dismiss

    @Test func replace_asBoundedChild_replacesAboveItsRoot() throws {
        var h = try bounded()
        try h.apply(.replace([EntrySpec(.b), EntrySpec(.e)]), as: child)
        #expect(h.path.entries == [home, pushed(1, .a), pushed(2, .b, scope: child), pushed(5, .e, scope: child)])
    }

    @Test func replace_asBoundedChild_withoutItsRoot_isRefused() throws {
        var h = try bounded()
        #expect(
            h.refusal(.replace([EntrySpec(.e)]), as: child)
                == "replace([e]) as scope 'child': would remove #2, the root of bounded scope 'child'; a bounded scope "
                + "cannot remove its root or anything below it, and only 2 entries are above it"
        )
        #expect(
            h.refusal(.replace([]), as: child)
                == "replace([]) as scope 'child': would remove #2, the root of bounded scope 'child'; a bounded scope "
                + "cannot remove its root or anything below it, and only 2 entries are above it"
        )
    }

    @Test func setRoot_asBoundedChild_withItsRootRoute_popsToIt() throws {
        var h = try bounded()
        try h.apply(.setRoot(.b), as: child)
        #expect(h.serials == [0, 1, 2])
    }

    @Test func dismiss_asBoundedChild_cannotDismissItsPresentedRoot() throws {
        var h = try Harness()
        try h.apply(.beginScope(child, .bounded, root: .sheet(.filters, withNavigation: true)))
        try h.apply(.push(.a), as: child)
        #expect(
            h.path.entries == [home, modal(1, .filters, navigation: true, scope: child), pushed(2, .a, scope: child)])
        #expect(
            h.refusal(.dismiss(1), as: child)
                == "dismiss(1) as scope 'child': asked to dismiss 1 modal layer but nothing is presented above #1, "
                + "the root of scope 'child'"
        )
        #expect(try h.apply(.dismissAll, as: child) == nil)
        let change = try h.apply(.dismiss(1))
        #expect(h.path.entries == [home])
        #expect(change?.endedScopes.map(\.id) == [child])
    }

    @Test func pop_asBoundedChild_pastItsRoot_isRefused() throws {
        var h = try bounded()
        #expect(
            h.refusal(.pop(3), as: child)
                == "pop(3) as scope 'child': would remove #2, the root of bounded scope 'child'; a bounded scope "
                + "cannot remove its root or anything below it, and only 2 entries are above it"
        )
        #expect(
            h.refusal(.popTo(.routeName("a")), as: child)
                == "popTo(name 'a') as scope 'child': #1 is below #2, the root of bounded scope 'child'; the scope "
                + "controls only its root and the entries above it"
        )
        try h.apply(.popToRoot, as: child)
        #expect(h.serials == [0, 1, 2])
    }

    // MARK: - Beginning and ending

    @Test func beginScope_withATakenId_isRefused() throws {
        var h = try bounded()
        #expect(
            h.refusal(.beginScope(child, .owned, root: .push(.e)))
                == "beginScope('child', owned, root: e): scope 'child' is already active, rooted at #2"
        )
    }

    @Test func beginScope_onEmptyPath_isRefused() {
        var ids = EntryIDGenerator()
        var path = RoutePath<Screen>()
        #expect(throws: PathError.emptyPath(request: "beginScope('child', shared, root: a)")) {
            try path.beginScope(child, policy: .shared, root: .a, ids: &ids)
        }
    }

    @Test func beginScope_insideModalWithoutNavigation_needsAPresentedRoot() throws {
        var h = try Harness(.present(.filters, style: nil, withNavigation: false))
        #expect(
            h.refusal(.beginScope(child, .bounded, root: .push(.a)))
                == "beginScope('child', bounded, root: a): #1 filters, the root of the current navigation context, "
                + "was shown without navigation, so nothing can be pushed inside it"
        )
        try h.path.beginScope(child, policy: .bounded, root: .login, style: .fullScreenCover, ids: &h.ids)
        #expect(h.path.top == modal(2, .login, .fullScreenCover, navigation: true, scope: child))
    }

    @Test func unknownActingScope_isRefused() throws {
        var h = try bounded()
        #expect(
            h.refusal(.push(.e), as: "ghost") == "push(e) as scope 'ghost': no active scope 'ghost' (active: 'child')")
        var plain = try Harness()
        #expect(
            plain.refusal(.goBack(1), as: "ghost")
                == "goBack(1) as scope 'ghost': no active scope 'ghost' (no scope is active)")
    }

    @Test func endScope_byItself_removesItsRegion() throws {
        var h = try bounded()
        let change = try h.path.endScope(child, as: child, ids: &h.ids)
        #expect(h.serials == [0, 1])
        #expect(change?.endedScopes.map(\.id) == [child])
        #expect(change?.removed.map(\.id.serial) == [2, 3, 4])
    }

    @Test func endScope_byASibling_isRefused() throws {
        var h = try bounded()
        try h.apply(.beginScope("sibling", .shared, root: .push(.e)))
        #expect(
            h.refusal(.endScope(child), as: "sibling")
                == "endScope('child') as scope 'sibling': scope 'sibling' may not end scope 'child'; only 'child' "
                + "itself or a scope that began it may"
        )
        #expect(
            h.refusal(.endScope("ghost")) == "endScope('ghost'): no active scope 'ghost' (active: 'child', 'sibling')")
    }

    // MARK: - Nesting

    @Test func ownedGrandchild_takesOverPushingFromItsParentScope() throws {
        var h = try Harness()
        try h.apply(.beginScope(child, .owned, root: .push(.a)))
        try h.apply(.beginScope(grand, .owned, root: .push(.b)), as: child)
        try h.apply(.push(.c), as: grand)
        #expect(
            h.path.entries == [
                home, pushed(1, .a, scope: child), pushed(2, .b, scope: grand), pushed(3, .c, scope: grand),
            ]
        )
        #expect(h.path.scopes.map(\.parent) == [nil, child])
        #expect(
            h.refusal(.push(.d), as: child)
                == "push(d) as scope 'child': owned scope 'grand' (rooted at #2) is on top; only it and the scopes it "
                + "begins may add entries until it ends"
        )
        #expect(
            h.refusal(.endScope(grand))
                == "endScope('grand'): would remove entries of owned scope 'child' (rooted at #1) but not its root; "
                + "only it and the scopes it begins navigate inside it (end it, or go back below #1)"
        )
        #expect(h.path.controlledStack(of: child).map(\.id.serial) == [1])
        try h.apply(.endScope(grand), as: child)
        try h.apply(.push(.d), as: child)
        #expect(h.serials == [0, 1, 4])
    }

    @Test func sharedGrandchildOfABoundedChild_isBoundByItsParentsRoot() throws {
        var h = try Harness(.push(.a))
        try h.apply(.beginScope(child, .bounded, root: .push(.b)))
        try h.apply(.beginScope(grand, .shared, root: .push(.c)), as: child)
        try h.apply(.push(.d), as: grand)
        try h.apply(.goBackToRoot, as: grand)
        #expect(h.serials == [0, 1, 2])
        #expect(h.path.scopes.map(\.id) == [child])
    }

    @Test func sharedScopeReplacingFromTheBaseRoot_handsItsNewEntriesToTheBase() throws {
        var h = try Harness(.push(.a))
        try h.path.beginScope(child, policy: .shared, root: .b, attributes: ["tint": "blue"], ids: &h.ids)
        let change = try h.apply(.replace([EntrySpec(.home), EntrySpec(.c, attributes: ["title": "x"])]), as: child)
        #expect(h.path.entries == [home, pushed(3, .c, attributes: ["title": "x"])])
        #expect(change?.endedScopes.map(\.id) == [child])
        #expect(h.path.scopes == [])
    }

    // MARK: - Attributes

    @Test func scopeAttributes_areInheritedByEveryEntryItCreates() throws {
        var h = try Harness()
        try h.path.beginScope(child, policy: .bounded, root: .a, attributes: ["tint": "blue"], ids: &h.ids)
        try h.apply(.beginScope(grand, .shared, root: EntrySpec(.b, attributes: ["title": "inline"])), as: child)
        try h.apply(.push(.c), as: grand)
        try h.apply(.push(.d))
        #expect(
            h.path.entries == [
                home,
                pushed(1, .a, scope: child, attributes: ["tint": "blue"]),
                pushed(2, .b, scope: grand, attributes: ["tint": "blue", "title": "inline"]),
                pushed(3, .c, scope: grand, attributes: ["tint": "blue", "title": "inline"]),
                pushed(4, .d),
            ]
        )
    }
}
