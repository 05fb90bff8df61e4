import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What the user sees, from the bottom up: the entries of the root stack, and, when the top
/// one shows a tab bar, the entries of its selected page, and so on down.
///
/// Entries below the top of a stack are still on the path (they are what `back` returns to);
/// entries hosted beside a screen (embedded slots, detail columns) are not.
struct VisiblePath {
    /// One entry on the path, with the stack it belongs to.
    struct Step {
        /// The entry.
        let entry: Entry<AnyRoute>
        /// Its stack.
        let stack: StackNode
        /// The tab bar this entry shows, when it hosts one (then the path goes on in its
        /// selected page).
        let tabs: TabsNode?
    }

    /// The entries, bottom to top.
    let steps: [Step]

    /// The path of `tree`.
    init(_ tree: NavigationTree) {
        var steps: [Step] = []
        var next = tree.root
        while let stack = next {
            next = nil
            for (index, entry) in stack.entryList.enumerated() {
                let tabs = stack.hosted(by: entry.id)?.tabs
                steps.append(Step(entry: entry, stack: stack, tabs: tabs))
                if index == stack.entryList.count - 1, let page = tabs?.selectedPage {
                    next = page.stack
                }
            }
        }
        self.steps = steps
    }

    /// The top entry (what `tree.topEntry` gives).
    var top: Step? { steps.last }

    /// The tab bars on the path, outermost first.
    var tabBars: [TabsNode] { steps.compactMap(\.tabs) }

    /// The entry opening the top modal layer, if any.
    var topModal: Step? { steps.last { $0.entry.style.isModal } }
}
