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
    public var scenes: [ContainerScene]
    /// The entries whose phase the change changed, in report order.
    public var phases: [PhaseChange]

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
        self.scenes = scenes
        self.phases = phases
    }

    /// `layout 3: 1000 -> 400 (expanded -> compact), 1 scene, 2 phases`.
    public var description: String {
        "layout \(sequence): \(widthBefore.map(Self.points) ?? "unknown") -> \(Self.points(width)) (\(classBefore) -> \(widthClass)), "
            + "\(scenes.count) scene\(scenes.count == 1 ? "" : "s"), \(phases.count) phase\(phases.count == 1 ? "" : "s")"
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
