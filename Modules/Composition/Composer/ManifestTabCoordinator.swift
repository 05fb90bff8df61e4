import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A `tabs` coordinator of the manifest: a `TabCoordinator` whose pages run manifest
/// coordinators, with the badges the manifest gives.
@MainActor
final class ManifestTabCoordinator: TabCoordinator<ManifestPage> {
    private let badges: [(page: ManifestPage, badge: String)]

    init(name: String, spec: CoordinatorSpec, factory: CoordinatorFactory) throws(CompositionError) {
        let pageSpecs = spec.pages ?? []
        let pages = pageSpecs.enumerated().map { index, page in
            ManifestPage(
                name: page.name.value, position: index,
                dataSource: TabPageDataSource(title: page.title.value, icon: page.icon?.value),
                coordinatorName: page.coordinator.value, scenes: page.sceneConfiguration, factory: factory)
        }
        guard let first = pages.first else { throw .tabsWithoutPages(name) }
        let selected = pages.first { $0.name == spec.selected?.value } ?? first
        badges = zip(pages, pageSpecs).compactMap { page, spec in spec.badge.map { (page, $0.value) } }
        super.init(
            pages: pages, currentPage: selected, presentationStyle: spec.presentation?.value ?? .fullScreenCover,
            name: name)
        backPolicy = spec.back?.value ?? .none
    }

    override func start(animated: Bool = true) async throws {
        try await super.start(animated: animated)
        for (page, badge) in badges {
            if let error = setBadge(badge, for: page).error { throw error }
        }
    }

    /// The page named `name`.
    func page(named name: String) -> ManifestPage? {
        pages.first { $0.name == name }
    }
}

/// A tab page built from the manifest; its coordinator is the manifest coordinator it names.
struct ManifestPage: TabPage {
    let name: String
    let position: Int
    let dataSource: TabPageDataSource
    let coordinatorName: String
    /// The page's own scene keys, which win over its coordinator's.
    let scenes: SceneConfiguration?
    let factory: CoordinatorFactory

    @MainActor
    func coordinator() -> any CoordinatorType {
        do {
            let coordinator = try factory.make(coordinatorName)
            if let scenes { coordinator.sceneConfiguration = scenes }
            return coordinator
        } catch {
            return UnbuildableCoordinator(name: coordinatorName, error: error)
        }
    }

    static func == (lhs: ManifestPage, rhs: ManifestPage) -> Bool {
        lhs.name == rhs.name && lhs.position == rhs.position
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(position)
    }
}
