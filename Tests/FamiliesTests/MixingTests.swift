import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct MixingTests {
    @Test func everyFamilyInOneTree_oneChangePerCall_sameInterceptorsAndEvents() async throws {
        let log = FinishLog()
        let navigator = Navigator()
        let counter = CountingInterceptor()
        navigator.addInterceptor(counter)
        var events: [NavigationEvent] = []
        navigator.observe { events.append($0) }
        let home = HomeCoordinator()
        try await navigator.start(root: home)

        weak var weakDetail: DetailCoordinator?
        weak var weakMap: ScreenCoordinator?
        do {
            let shelf = ShelfCoordinator(log: log)
            try await home.navigate(to: shelf, presentationStyle: .push)
            let detail = try await shelf.route(to: \.detail)
            let map = ScreenCoordinator(.map, log: log, name: "Map")
            try await map.start(coordinatorMode: .embed(parent: detail, container: "map"))
            try await map.showDetail(ScreenCoordinator(.note(1), log: log, name: "Pane"))
            (weakDetail, weakMap) = (detail, map)
        }

        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                    c1 Shelf (navigation, pushed)
                      c2 DetailCoordinator (child, pushed)
                        c3 Map (base, embedded)
                          c4 Pane (base, detail)
                stack c0.stack
                  #0 actionList
                  #1 home [c1]
                  #2 list [c2] {tint=blue, titleDisplayMode=inline}
                    embed map
                      stack c3.stack
                        #3 map
                          detail
                            stack c4.detail
                              #4 note(1)
                """)
        #expect(navigator.changeCount == 5)
        #expect(counter.proposals == 5)
        #expect(
            events.map(\.description) == [
                "#1 push by program; +#0 actionList; top #0 actionList",
                "#2 push by program; +#1 home; top #1 home",
                "#3 push by program; +#2 list; top #2 list",
                "#4 push by program; +#3 map; top #2 list",
                "#5 push by program; +#4 note(1); top #2 list",
            ])
        #expect(
            events.map(\.coordinator) == [
                CoordinatorID(0), CoordinatorID(0), CoordinatorID(1), CoordinatorID(2), CoordinatorID(3),
            ])

        navigator.addInterceptor(ScreenGuard(blocking: "about"))
        let before = navigator.tree
        let detailRoot: EntryID
        do {
            let detail = try #require(weakDetail)
            let denied = await refusal { try await detail.route(to: \.someView) }
            #expect(denied == "denied by screen-guard: 'about' is blocked")
            detailRoot = try #require(detail.rootEntry).id
        }
        #expect(navigator.tree == before)
        #expect(navigator.changeCount == 5)

        try await navigator.handle(.backSwipe(detailRoot, completed: true)).value()
        #expect(weakDetail == nil)
        #expect(weakMap == nil)
        #expect(log.finished == ["Pane", "Map", "DetailCoordinator"])
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                    c1 Shelf (navigation, pushed)
                stack c0.stack
                  #0 actionList
                  #1 home [c1]
                """)
        #expect(events.last?.description == "#6 pop by user; -#2 list, -#3 map, -#4 note(1); top #1 home")
    }
}
