import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What the page draws for one step, built through the binding layer: the tab bar, the
/// breadcrumb, the top screen with its actions, the panes beside it, the modal layers with
/// their styles, the embedded slots and the split detail.
@MainActor
struct PageModel: Encodable {
    struct Tab: Encodable {
        let index: Int
        let name: String
        let title: String
        let badge: String?
        let selected: Bool
    }

    struct TabBar: Encodable {
        let coordinator: String
        let tabs: [Tab]
    }

    struct Action: Encodable {
        let number: Int
        let title: String
        let verb: String
    }

    struct Panel: Encodable {
        let entry: String
        let title: String
        let text: String?
        let actions: [Action]
        /// The declared state fields of the screen and of its flow.
        let fields: [Field]
        /// Whether this is the top screen, whose fields `set` edits.
        let editable: Bool
    }

    struct Crumb: Encodable {
        let entry: String
        let title: String
        let modal: Bool
    }

    /// A modal layer of the top stack, styled by its presentation style.
    struct Layer: Encodable {
        let opener: String
        let container: String
        let kind: String
        let detents: [String]
        let transition: String?
        let fullScreen: Bool
        let screen: Panel
        let top: Bool
    }

    struct Slot: Encodable {
        let slot: String
        let screen: Panel?
    }

    let tabBars: [TabBar]
    let crumbs: [Crumb]
    let base: Panel?
    let baseContainer: String?
    let baseOpener: String?
    let layers: [Layer]
    let slots: [Slot]
    let detail: Panel?
    /// The panes of the top stack's scene, leading first (one for a single pane); the focused
    /// one is ``base``.
    let panes: [Pane]
    /// The width class the scenes were computed in: `compact`, `medium` or `expanded`.
    let widthClass: String
    let depth: Int
    /// Whether the top screen can be dragged back: the engine's back chain removes it, and no
    /// back handler or leave check of it stands in the way.
    let draggable: Bool
    /// Every entry of the tree with its phase and saved state.
    let outline: [Row]

    /// - Parameters:
    ///   - scenes: The scene of each stack shown, by container (``/WayfinderCoordinators/NavigationTree/scenes(in:)``).
    ///   - widthClass: The width class they were computed in.
    ///   - app: The app whose screens the entries show; `nil` for a tree of another app (the
    ///     conformance kit's), whose entries show their route names, without actions or fields.
    init(
        projection: NavigationProjection, phases: [EntryID: EntryPhase], scenes: [ContainerID: StackScene] = [:],
        widthClass: WidthClass = .compact, app: ComposedApp?
    ) {
        let visible = projection.visible
        let top = visible.last?.entry.id
        tabBars = projection.visibleStacks.compactMap { stack in
            guard let top = stack.top, let bar = stack.hosted[top.id]?.tabs else { return nil }
            return TabBar(
                coordinator: "\(bar.coordinator.rawValue)",
                tabs: bar.pages.enumerated().map { index, page in
                    Tab(
                        index: index, name: page.name, title: page.title, badge: page.badge,
                        selected: index == bar.selection)
                })
        }
        crumbs = visible.map {
            Crumb(entry: "\($0.entry.id)", title: Self.title($0.entry, app), modal: $0.layer > 0 && $0.entry.isModal)
        }
        depth = visible.count
        draggable =
            top.flatMap { top in app.map { NavigationBindings(navigator: $0.navigator).allowsInteractiveBack(on: top) }
            }
            ?? false
        let topStack = visible.last.flatMap { projection.stack($0.container) }
        let baseLayer = topStack?.layers.first
        panes = Self.panes(of: topStack?.container, in: projection, scenes: scenes, top: top, app)
        self.widthClass = widthClass.rawValue
        // A split detail collapsed into the stack (compact width) is its focused pane.
        let focused = panes.first(where: \.focused)?.screen
        let collapsed = focused.map { focused in baseLayer.map { "\($0.top.id)" != focused.entry } ?? false } ?? false
        base =
            collapsed
            ? focused
            : topStack.flatMap { stack in baseLayer.map { Self.panel($0.top, in: stack.container, top: top, app) } }
        baseContainer = topStack.map { "\($0.container)" }
        baseOpener = baseLayer.map { "\($0.opener.id)" }
        let modals = topStack?.modals ?? []
        layers = modals.enumerated().compactMap { index, layer in
            guard let container = topStack?.container else { return nil }
            let (kind, detents, transition, fullScreen) = Self.style(layer.style)
            return Layer(
                opener: "\(layer.id)", container: "\(container)", kind: kind, detents: detents, transition: transition,
                fullScreen: fullScreen, screen: Self.panel(layer.top, in: container, top: top, app),
                top: index == modals.count - 1)
        }
        let hosted = visible.last?.hosted
        slots = (hosted?.slots ?? []).map { slot in
            Slot(
                slot: slot.slot, screen: slot.stack.top.map { Self.panel($0, in: slot.stack.container, top: top, app) })
        }
        detail =
            collapsed
            ? nil
            : hosted?.detail.flatMap { stack in stack.top.map { Self.panel($0, in: stack.container, top: top, app) } }
        outline = Self.outline(projection, phases: phases, app)
    }

    // MARK: - Pieces

    static func title(_ entry: Entry<AnyRoute>, _ app: ComposedApp?) -> String {
        app?.title(of: entry) ?? entry.route.routeName
    }

    static func panel(_ entry: Entry<AnyRoute>, in container: ContainerID, top: EntryID?, _ app: ComposedApp?) -> Panel
    {
        let screen = app?.screen(for: entry)
        return Panel(
            entry: "\(entry.id)", title: screen?.title ?? entry.route.routeName, text: screen?.text,
            actions: screen?.actions.map { Action(number: $0.number, title: $0.title, verb: "\($0.verb)") } ?? [],
            fields: app.map { fields(entry, in: container, $0) } ?? [], editable: entry.id == top)
    }

    /// The page's kind of dialog for a presentation style, its detents, its custom
    /// transition's name, and whether it covers the whole page.
    static func style(_ style: PresentationStyle) -> (String, [String], String?, Bool) {
        switch style {
        case .push: (style.keyword, [], nil, false)
        case .sheet: (style.keyword, [Detent.large.keyword], nil, false)
        case .fullScreenCover: ("cover", [], nil, true)
        case .detents(let detents):
            ("sheet", detents.map(Self.detent).sorted(), nil, false)
        case .custom(let transition, _, let fullScreen): ("custom", [], transition.name, fullScreen)
        }
    }

    private static func detent(_ detent: Detent) -> String {
        switch detent {
        case .medium, .large: detent.keyword
        case .height(let points): "\(detent.keyword):\(Int(points))"
        case .fraction(let fraction): "\(detent.keyword):\(fraction)"
        }
    }
}
