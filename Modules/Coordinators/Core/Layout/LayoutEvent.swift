import WayfinderStacks

/// What observers and the renderer hear when the window's width changed what is shown.
///
/// A width change is not a transaction: no stack changed, no interceptor was asked, nothing is
/// saved. It changes the scenes of the stacks shown and, through them, phases.
public struct LayoutEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number of the layout change, counting from 1 per navigator.
    public var sequence: UInt64
    /// The width before, in points; `nil` when none was reported before.
    public var widthBefore: Double?
    /// The width after, in points.
    public var width: Double
    /// The width class before.
    public var classBefore: WidthClass
    /// The width class after.
    public var widthClass: WidthClass
    /// The scene of every stack shown after the change whose scene changed, by container.
    ///
    /// An event the navigator made lists its panes' entries when this is read (each read), not
    /// when the width changes: a width change costs by the stacks shown, and a pane may hold a
    /// whole stack. Read it once and keep the value when you need it several times.
    public var scenes: [ContainerScene] {
        get { sceneList.scenes }
        set { sceneList = .listed(newValue) }
    }
    /// The entries whose phase the change changed, in report order.
    public var phases: [PhaseChange]
    /// The window whose width changed, when it is not the focused one; `nil` for the focused
    /// window (and in an app with one window).
    public var window: WindowID?
    /// The scenes, listed or still to be read from their stacks.
    var sceneList: SceneList

    /// Creates an event; normally only a ``Navigator`` does this.
    public init(
        sequence: UInt64, widthBefore: Double?, width: Double, classBefore: WidthClass, widthClass: WidthClass,
        scenes: [ContainerScene], phases: [PhaseChange]
    ) {
        self.sequence = sequence
        self.widthBefore = widthBefore
        self.width = width
        self.classBefore = classBefore
        self.widthClass = widthClass
        self.sceneList = .listed(scenes)
        self.phases = phases
    }

    /// Creates an event whose scenes are read from `stacks` under `layout` when asked for.
    init(
        sequence: UInt64, widthBefore: Double?, width: Double, classBefore: WidthClass, widthClass: WidthClass,
        scenesOf stacks: [ShownStackRef], in layout: SceneLayout, phases: [PhaseChange]
    ) {
        self.sequence = sequence
        self.widthBefore = widthBefore
        self.width = width
        self.classBefore = classBefore
        self.widthClass = widthClass
        self.sceneList = stacks.isEmpty ? .listed([]) : .pending(stacks, layout)
        self.phases = phases
    }

    /// `layout 3: 1000 -> 400 (expanded -> compact), 1 scene, 2 phases`; `layout 4 (w1): …` for a
    /// window without focus.
    public var description: String {
        "layout \(sequence)\(window.map { " (\($0))" } ?? ""): \(widthBefore.map(Self.points) ?? "unknown") -> \(Self.points(width)) (\(classBefore) -> \(widthClass)), "
            + "\(sceneList.count) scene\(sceneList.count == 1 ? "" : "s"), \(phases.count) phase\(phases.count == 1 ? "" : "s")"
    }

    /// A width in points as the transcript and the journal write it: without a fraction when it
    /// has none (`1000`, `412.5`).
    ///
    /// - Parameter width: A width in points.
    /// - Returns: Its text.
    public static func points(_ width: Double) -> String {
        width.rounded() == width && abs(width) < 1e15 ? String(Int(width)) : String(width)
    }
}

/// The scene of one container.
public struct ContainerScene: Hashable, Sendable, Codable {
    /// The container.
    public var container: ContainerID
    /// Its scene.
    public var scene: StackScene

    /// Creates a container's scene.
    public init(container: ContainerID, scene: StackScene) {
        self.container = container
        self.scene = scene
    }
}

// MARK: - Scenes listed when read

extension LayoutEvent {
    private enum CodingKeys: String, CodingKey {
        case sequence, widthBefore, width, classBefore, widthClass, scenes, phases, window
    }

    /// Decodes an event, its scenes listed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try container.decode(UInt64.self, forKey: .sequence),
            widthBefore: try container.decodeIfPresent(Double.self, forKey: .widthBefore),
            width: try container.decode(Double.self, forKey: .width),
            classBefore: try container.decode(WidthClass.self, forKey: .classBefore),
            widthClass: try container.decode(WidthClass.self, forKey: .widthClass),
            scenes: try container.decode([ContainerScene].self, forKey: .scenes),
            phases: try container.decode([PhaseChange].self, forKey: .phases))
        window = try container.decodeIfPresent(WindowID.self, forKey: .window)
    }

    /// Encodes every field, the scenes listed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encodeIfPresent(widthBefore, forKey: .widthBefore)
        try container.encode(width, forKey: .width)
        try container.encode(classBefore, forKey: .classBefore)
        try container.encode(widthClass, forKey: .widthClass)
        try container.encode(scenes, forKey: .scenes)
        try container.encode(phases, forKey: .phases)
        try container.encodeIfPresent(window, forKey: .window)
    }

    /// Compares every field, the scenes as listed.
    public static func == (lhs: LayoutEvent, rhs: LayoutEvent) -> Bool {
        lhs.sequence == rhs.sequence && lhs.widthBefore == rhs.widthBefore && lhs.width == rhs.width
            && lhs.classBefore == rhs.classBefore && lhs.widthClass == rhs.widthClass && lhs.phases == rhs.phases
            && lhs.scenes == rhs.scenes && lhs.window == rhs.window
    }

    /// Hashes every field, the scenes as listed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(widthBefore)
        hasher.combine(width)
        hasher.combine(classBefore)
        hasher.combine(widthClass)
        hasher.combine(scenes)
        hasher.combine(phases)
        hasher.combine(window)
    }
}

/// A stack whose scene a layout event lists when read: its node as the width change found it
/// (sharing its entries' storage) and how many of them its base context holds.
struct ShownStackRef: Sendable {
    var stack: StackNode
    var base: Int
}

/// A layout event's scenes: listed, or the stacks to read them from and the layout to read
/// them in.
enum SceneList: Sendable {
    case listed([ContainerScene])
    case pending([ShownStackRef], SceneLayout)

    /// How many scenes, without listing them.
    var count: Int {
        switch self {
        case .listed(let scenes): scenes.count
        case .pending(let stacks, _): stacks.count
        }
    }

    /// The scenes, listed.
    var scenes: [ContainerScene] {
        switch self {
        case .listed(let scenes): scenes
        case .pending(let stacks, let layout):
            stacks.map {
                ContainerScene(container: $0.stack.container, scene: NavigationTree.scene(of: $0, in: layout))
            }
        }
    }
}
