import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Builds the navigation tree the snapshot and JSON benchmarks encode: a tab bar of four pages
/// whose stacks hold `entries` entries in all, with parameterised routes and, every 40 entries
/// of a page, a sheet with its own navigation that later pushes go into.
///
/// The tree is made by a real ``Navigator``, so it has exactly the shape an app would save.
public enum TreeFixture {
    /// Makes the tree.
    ///
    /// - Parameter entries: The total number of stack entries, tab bar root included.
    /// - Returns: The tree.
    /// - Throws: ``FixtureError`` or a ``NavigationError`` if the engine refuses a step.
    @MainActor
    public static func make(entries: Int) async throws -> NavigationTree {
        let navigator = Navigator()
        let tabs = BenchTabs()
        try await navigator.start(root: tabs)
        let pages = try BenchTab.allCases.map { try tabs.stack($0) }
        var count = entryCount(navigator.tree)
        var index = 0
        try await navigator.transaction {
            while count < entries {
                let page = pages[index % pages.count]
                let depth = index / pages.count + 1
                if depth % 40 == 0 {
                    try await page.router.present(
                        .editor(draft: "Draft \(index)"), presentationStyle: .sheet, withNavigation: true)
                } else {
                    try await page.router.navigate(toRoute: .pushed(index))
                }
                index += 1
                count += 1
            }
        }
        let tree = navigator.tree
        let found = entryCount(tree)
        guard found == entries else { throw FixtureError.wrongSize(expected: entries, found: found) }
        return tree
    }

    /// The same tree as a manifest app saves it: every route a ``DefaultRoute`` named as the
    /// bench route is, with its value as a whole-number or text parameter and its style.
    ///
    /// - Parameter entries: The total number of stack entries, tab bar root included.
    /// - Returns: The tree.
    /// - Throws: What ``make(entries:)`` throws.
    @MainActor
    public static func makeManifestLike(entries: Int) async throws -> NavigationTree {
        let tree = try await make(entries: entries)
        return NavigationTree(root: tree.root.map(manifestLike), coordinators: tree.coordinators)
    }

    private static func manifestLike(_ stack: StackNode) -> StackNode {
        let entries = stack.entries.map { entry in
            let parameters: [String: ParameterValue] =
                switch entry.route.base(as: BenchRoute.self) {
                case .item(let id)?: ["id": .int(id)]
                case .detail(let id, let title)?: ["id": .int(id), "title": .string(title)]
                case .reviews(let item, let page)?: ["itemID": .int(item), "page": .int(page)]
                case .editor(let draft)?: ["draft": .string(draft)]
                case .home?, .sheet?, nil: [:]
                }
            return Entry(
                id: entry.id,
                route: AnyRoute(
                    DefaultRoute(entry.route.routeName, parameters: parameters, presentationStyle: entry.style)),
                style: entry.style, withNavigation: entry.withNavigation, scope: entry.scope,
                attributes: entry.attributes)
        }
        let hosted = stack.hosted.map { node in
            HostedNode(
                entry: node.entry,
                tabs: node.tabs.map { tabs in
                    TabsNode(
                        coordinator: tabs.coordinator, selected: tabs.selected,
                        pages: tabs.pages.map { page in
                            TabNode(
                                name: page.name, position: page.position, title: page.title, icon: page.icon,
                                badge: page.badge, stack: manifestLike(page.stack))
                        })
                },
                embedded: node.embedded.map { EmbeddedNode(slot: $0.slot, stack: manifestLike($0.stack)) },
                detail: node.detail.map(manifestLike))
        }
        return StackNode(container: stack.container, entries: entries, hosted: hosted)
    }

    /// The number of stack entries in a tree, hosted stacks included.
    public static func entryCount(_ tree: NavigationTree) -> Int {
        tree.root.map(entryCount) ?? 0
    }

    private static func entryCount(_ stack: StackNode) -> Int {
        stack.entries.count
            + stack.hosted.reduce(0) { total, hosted in
                total
                    + (hosted.tabs?.pages.reduce(0) { $0 + entryCount($1.stack) } ?? 0)
                    + hosted.embedded.reduce(0) { $0 + entryCount($1.stack) }
                    + (hosted.detail.map(entryCount) ?? 0)
            }
    }
}
