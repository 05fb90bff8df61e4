import WayfinderRouting
import WayfinderStacks

/// The type-erased path every container holds.
public typealias ContainerPath = RoutePath<AnyRoute>

/// All mutable navigation state of one navigator, as one value.
///
/// Coordinators are objects with identity and behaviour; what they show lives here, so a
/// transaction is a copy of this value, changed and then committed or dropped whole.
struct NavigationState: Sendable {
    /// Every live container's path.
    var stacks: [ContainerID: ContainerPath] = [:]
    /// Tab bars by tab coordinator.
    var tabs: [CoordinatorID: TabState] = [:]
    /// What entries host besides their own screen (tab bars, embedded slots, detail columns).
    var hostings: [EntryID: Hosting] = [:]
    /// The open windows and which has focus, once a second window was opened; `nil` for an app
    /// that never opened one (its one window is ``WindowID/main``).
    var windows: WindowTable?
}

/// The state of one tab bar.
struct TabState: Hashable, Sendable {
    /// The container holding the entry that shows the tab bar.
    var hostContainer: ContainerID
    /// The pages, in position order.
    var pages: [TabPageState]
    /// The index of the selected page.
    var selected: Int
}

/// The state of one tab page.
struct TabPageState: Hashable, Sendable {
    var name: String
    var position: Int
    var title: String
    var icon: String?
    var badge: String?
    /// The page coordinator's container.
    var container: ContainerID
}

/// Content an entry hosts.
struct Hosting: Hashable, Sendable {
    /// The container the hosting entry lives in.
    var container: ContainerID
    /// The tab coordinator whose bar this entry shows.
    var tabs: CoordinatorID?
    /// Embedded containers, in the order they were embedded.
    var embedded: [EmbeddedSlot] = []
    /// The detail column's container.
    var detail: ContainerID?

    /// Every container this hosting keeps alive (tab pages are found through ``tabs``).
    var ownedContainers: [ContainerID] {
        embedded.map(\.container) + (detail.map { [$0] } ?? [])
    }

    var isEmpty: Bool { tabs == nil && embedded.isEmpty && detail == nil }
}

/// A named slot of a screen and the container embedded in it.
struct EmbeddedSlot: Hashable, Sendable {
    var slot: String
    var container: ContainerID
}
