import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What one entry's screen hosts besides itself: a tab bar, embedded slots, a detail column.
public struct HostedBinding: Hashable, Sendable {
    /// The hosting entry.
    public let entry: EntryID
    /// The tab bar this screen shows, for a tab coordinator's root entry.
    public let tabs: TabBarBinding?
    /// The screens embedded in named slots, in slot order.
    public let slots: [SlotBinding]
    /// The detail column of a split layout.
    public let detail: StackBinding?

    /// Projects a hosted node of a ``/WayfinderCoordinators/NavigationTree``.
    ///
    /// - Parameter node: The hosted node.
    public init(_ node: HostedNode) {
        entry = node.entry
        tabs = node.tabs.map(TabBarBinding.init)
        slots = node.embedded.map { SlotBinding(slot: $0.slot, stack: StackBinding($0.stack)) }
        detail = node.detail.map(StackBinding.init)
    }
}

/// A tab bar as `TabView(selection:)` or a `UITabBarController` binds to it.
public struct TabBarBinding: Hashable, Sendable {
    /// The tab coordinator: what a selection write names.
    public let coordinator: CoordinatorID
    /// The index of the selected page in ``pages``.
    public let selection: Int
    /// The pages, in position order.
    public let pages: [TabBinding]

    /// Projects a tab bar node.
    ///
    /// - Parameter node: The tab bar node.
    public init(_ node: TabsNode) {
        coordinator = node.coordinator
        selection = node.selected
        pages = node.pages.map {
            TabBinding(name: $0.name, title: $0.title, icon: $0.icon, badge: $0.badge, stack: StackBinding($0.stack))
        }
    }

    /// The selected page, when the selection is in range.
    public var selectedPage: TabBinding? { pages.indices.contains(selection) ? pages[selection] : nil }
}

/// One tab page: its label, badge and stack.
public struct TabBinding: Hashable, Sendable, Identifiable {
    /// The page's stable name, such as `cart`: a `TabView` tag.
    public let name: String
    /// The title under the icon.
    public let title: String
    /// The icon's name.
    public let icon: String?
    /// The badge, if any.
    public let badge: String?
    /// The page's stack.
    public let stack: StackBinding

    /// The page's name.
    public var id: String { name }
}

/// A screen embedded in a named slot of another.
public struct SlotBinding: Hashable, Sendable, Identifiable {
    /// The slot's name, such as `recommendations`.
    public let slot: String
    /// The embedded coordinator's stack.
    public let stack: StackBinding

    /// The slot's name.
    public var id: String { slot }
}
