import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderStacks

/// A manifest's back settings: a tabs coordinator's `back:` policy and a route's
/// `confirmLeave:` question, composed and validated with marks.
@MainActor
@Suite struct BackCompositionTests {
    private static let tabs = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home: {title: Home}
          cart: {title: Cart}
        coordinators:
          main:
            kind: tabs
            pages:
              - {name: home, title: Home, coordinator: home-flow}
              - {name: cart, title: Cart, coordinator: cart-flow}
            selected: cart
            back: first-tab
          home-flow: {kind: stack, root: home}
          cart-flow: {kind: stack, root: cart}
        """

    @Test func tabsBackFirstTab_selectsTheFirstPageOnBack() async throws {
        let app = try await compose(yaml: Self.tabs)
        #expect(app.topScreen?.title == "Cart")
        try await app.navigator.handle(.back).value()
        #expect(app.topScreen?.title == "Home")
        #expect(app.navigator.handle(.back).error == .nothingToGoBack)
    }

    @Test func backOnAStackCoordinator_isReportedWithItsMark() {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home, back: first-tab}
            """
        let findings = Fixture.findings(yaml)
        #expect(
            findings.hasPrefix("app.yaml:5:41: error: coordinators.main.back: 'back' applies to tabs coordinators only")
        )
    }

    @Test func backWithAnUnknownPolicy_isADecodingError() {
        let findings = Fixture.findings(Self.tabs.replacingOccurrences(of: "back: first-tab", with: "back: home"))
        #expect(findings.hasPrefix("app.yaml:12:11: error: coordinators.main.back:"))
    }

    @Test func confirmLeaveNamingNoStateField_isReportedWithItsMark() {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home:
                title: Home
                state: {address: {type: string}}
                confirmLeave: {when: adress, title: Discard?, confirm: Discard, cancel: Keep}
            coordinators:
              main: {kind: stack, root: home}
            """
        let findings = Fixture.findings(yaml)
        #expect(findings.hasPrefix("app.yaml:6:26: error: routes.home.confirmLeave.when: confirmLeave of route 'home'"))
        #expect(findings.contains("did you mean 'address'?"))
    }

    @Test func confirmLeave_asksWhileTheFieldIsNotEmpty() async throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Edit, push: edit}]}
              edit:
                title: Edit
                state: {draft: {type: string, default: ""}}
                confirmLeave: {when: draft, title: Discard the draft?, confirm: Discard, cancel: Keep}
            coordinators:
              main: {kind: stack, root: home}
            """
        let app = try await compose(yaml: yaml)
        try await app.perform(action: 1)
        let edit = try #require(app.navigator.tree.topEntry?.id)
        // Empty: nothing is asked.
        try await app.navigator.handle(.back).value()
        #expect(app.topScreen?.title == "Home")
        try await app.perform(action: 1)
        let again = try #require(app.navigator.tree.topEntry?.id)
        #expect(again != edit)
        try app.navigator.setState(.string("hello"), forKey: "draft", of: .entry(again))
        let kept = app.navigator.handle(.back)
        let question = try #require(await nextQuestion(of: app))
        #expect(question.text == "'Edit' asks: Discard the draft? (confirm: Discard, cancel: Keep)")
        app.answer(question, leave: false)
        await #expect(
            throws: NavigationError.leaveRefused(entry: again, route: "edit", reason: "the user chose 'Keep'")
        ) {
            try await kept.value()
        }
        #expect(app.topScreen?.title == "Edit")
        let left = app.navigator.handle(.back)
        let asked = try #require(await nextQuestion(of: app))
        app.answer(asked, leave: true)
        try await left.value()
        #expect(app.topScreen?.title == "Home")
        #expect(app.pendingQuestions.isEmpty)
    }

    /// The question asked next (or already waiting).
    private func nextQuestion(of app: ComposedApp) async -> LeaveQuestion? {
        if let waiting = app.pendingQuestions.first { return waiting }
        return await withCheckedContinuation { continuation in
            app.onNextQuestion { continuation.resume(returning: $0) }
        }
    }
}

/// A route's `load:` names a loader the app or a plugin provides; its policies are known words.
@MainActor
@Suite struct RouteLoadCompositionTests {
    static let yaml = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home:
            title: Home
            load: hom
            onError: shows
        coordinators:
          main: {kind: stack, root: home}
        """

    @Test func aLoaderNobodyProvides_andAnUnknownPolicy_areReportedWithTheirMarks() {
        var registry = PluginRegistry()
        registry.loaders.provide(RouteLoader("home") { _ in "home" })
        let findings = Fixture.findings(Self.yaml, registry: registry)
        #expect(
            findings.contains(
                "app.yaml:5:11: error: routes.home.load: route 'home' loads with 'hom', which neither the app nor a plugin provides; did you mean 'home'?; loaders: home"
            ), "\(findings)")
        #expect(
            findings.contains(
                "app.yaml:6:14: error: routes.home.onError: route 'home': 'shows' is not one of fail, show"),
            "\(findings)")
    }

    @Test func aProvidedLoader_loadsTheScreenBeforeItIsShown() async throws {
        var registry = PluginRegistry()
        registry.loaders.provide(RouteLoader("home") { _ in "home data" })
        let yaml = Self.yaml.replacingOccurrences(of: "load: hom", with: "load: home")
            .replacingOccurrences(of: "onError: shows", with: "onError: show")
        let manifest = try AppManifest.load(yaml: yaml, sourceName: "app.yaml")
        let app = try await AppComposer(registry: registry, environment: [:]).compose(manifest)
        let top = try #require(app.navigator.tree.topEntry?.id)
        #expect(app.navigator.context(for: top)?.loaded?.value(as: String.self) == "home data")
        #expect(app.navigator.loaders.loader(forRoute: "home")?.onError == .show)
    }
}
