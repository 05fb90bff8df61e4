import Testing
import WayfinderRouting
import WayfinderStacks

/// The three scope policies side by side on one scenario: `[A, [B, C]]`, where A is the base
/// root, and a child scope 'child' begun by the base is rooted at B and has pushed C.
@Suite struct ScopePolicyTests {
    private let child: ScopeID = "child"

    private func scenario(_ policy: ScopePolicy) throws -> Harness<Screen> {
        var h = try Harness<Screen>(root: .a)
        try h.apply(.beginScope(child, policy, root: .push(.b)))
        try h.apply(.push(.c), as: child)
        return h
    }

    private let a = rootEntry(0, Screen.a)
    private var b: Entry<Screen> { pushed(1, .b, scope: child) }
    private var c: Entry<Screen> { pushed(2, .c, scope: child) }

    // MARK: - The parent pushes D while the child is on top

    @Test func parentPush_shared_landsOnTopOfTheChild() throws {
        var h = try scenario(.shared)
        try h.apply(.push(.d))
        #expect(h.path.entries == [a, b, c, pushed(3, .d)])
    }

    @Test func parentPush_owned_isRefusedNamingTheScope() throws {
        var h = try scenario(.owned)
        #expect(
            h.refusal(.push(.d))
                == "push(d): owned scope 'child' (rooted at #1) is on top; only it and the scopes it begins may add "
                + "entries until it ends"
        )
        #expect(!h.path.canPush())
        #expect(h.path.canPush(as: child))
    }

    @Test func parentPush_bounded_landsOnTopOfTheChild() throws {
        var h = try scenario(.bounded)
        try h.apply(.push(.d))
        #expect(h.path.entries == [a, b, c, pushed(3, .d)])
    }

    // MARK: - The child goes back to its root

    @Test func childGoBackToRoot_shared_reachesTheParentsRoot() throws {
        var h = try scenario(.shared)
        let change = try h.apply(.goBackToRoot, as: child)
        #expect(h.path.entries == [a])
        #expect(change?.endedScopes.map(\.id) == [child])
        #expect(h.path.scopes == [])
    }

    @Test func childGoBackToRoot_owned_reachesTheChildsRoot() throws {
        var h = try scenario(.owned)
        try h.apply(.goBackToRoot, as: child)
        #expect(h.path.entries == [a, b])
        #expect(h.path.rootIndex(of: child) == 1)
    }

    @Test func childGoBackToRoot_bounded_reachesTheChildsRoot() throws {
        var h = try scenario(.bounded)
        try h.apply(.push(.d))
        try h.apply(.goBackToRoot, as: child)
        #expect(h.path.entries == [a, b])
    }

    // MARK: - The child goes back past its root

    @Test func childGoBackPastItsRoot_shared_isAllowed() throws {
        var h = try scenario(.shared)
        try h.apply(.goBack(2), as: child)
        #expect(h.path.entries == [a])
    }

    @Test func childGoBackPastItsRoot_owned_isRefused() throws {
        var h = try scenario(.owned)
        #expect(
            h.refusal(.goBack(2), as: child)
                == "goBack(2) as scope 'child': would remove #1, the root of owned scope 'child'; an owned scope cannot "
                + "remove its root or anything below it, and only 1 entry is above it"
        )
    }

    @Test func childGoBackPastItsRoot_bounded_isRefused() throws {
        var h = try scenario(.bounded)
        #expect(
            h.refusal(.goBack(2), as: child)
                == "goBack(2) as scope 'child': would remove #1, the root of bounded scope 'child'; a bounded scope "
                + "cannot remove its root or anything below it, and only 1 entry is above it"
        )
        #expect(
            h.refusal(.goBackTo(.id(EntryID(serial: 0))), as: child)
                == "goBackTo(#0) as scope 'child': #0 is below #1, the root of bounded scope 'child'; the scope "
                + "controls only its root and the entries above it"
        )
        #expect(h.path.canGoBack(1, as: child))
        #expect(!h.path.canGoBack(2, as: child))
    }

    // MARK: - The parent removes part of the child's region

    @Test func parentGoBackOne_shared_popsTheChildsEntry() throws {
        var h = try scenario(.shared)
        try h.apply(.goBack(1))
        #expect(h.path.entries == [a, b])
    }

    @Test func parentGoBackOne_owned_isRefused() throws {
        var h = try scenario(.owned)
        #expect(
            h.refusal(.goBack(1))
                == "goBack(1): would remove entries of owned scope 'child' (rooted at #1) but not its root; only it "
                + "and the scopes it begins navigate inside it (end it, or go back below #1)"
        )
    }

    @Test func parentGoBackOne_bounded_popsTheChildsEntry() throws {
        var h = try scenario(.bounded)
        try h.apply(.goBack(1))
        #expect(h.path.entries == [a, b])
    }

    // MARK: - The parent removes the child as a whole

    @Test(arguments: ScopePolicy.allCases)
    func parentGoBackToRoot_anyPolicy_endsTheChild(policy: ScopePolicy) throws {
        var h = try scenario(policy)
        let change = try h.apply(.goBackToRoot)
        #expect(h.path.entries == [a])
        #expect(
            change?.endedScopes
                == [PathScope(id: child, policy: policy, rootID: EntryID(serial: 1), parent: nil)]
        )
        try h.apply(.push(.d))
        #expect(h.path.entries == [a, pushed(3, .d)])
    }

    // MARK: - User gestures are not bound by the rules

    @Test(arguments: ScopePolicy.allCases)
    func backSwipes_anyPolicy_mayRemoveTheChildsRoot(policy: ScopePolicy) throws {
        var h = try scenario(policy)
        try h.apply(.goBack(1), source: .gesture)
        let change = try h.apply(.goBack(1), as: child, source: .gesture)
        #expect(h.path.entries == [a])
        #expect(change?.endedScopes.map(\.id) == [child])
    }
}
