import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AppSession {
    // MARK: - System back

    /// Presses the system back button: the engine's back chain decides what it closes.
    ///
    /// - Returns: What it closed, in the screens' words, or that there was nothing to go back
    ///   to (which is an answer, not a refusal).
    func systemBack() async throws(CommandError) -> String {
        let command = "system-back"
        let navigator = app.navigator
        let action = navigator.backAction
        let tree = navigator.tree
        let ticket = navigator.handle(.back)
        do {
            let change = try await ticket.value()
            if change == nil { return "system-back was taken by the screen" }
        } catch .nothingToGoBack {
            return "system-back: there is nothing to go back to"
        } catch {
            throw .navigation(command, error)
        }
        return "system-back " + (action.map { describe($0, in: tree) } ?? "went back")
    }

    /// What a back action closed: `closed 'Item 1'`, `dismissed 'Filters'`, `finished the flow
    /// 'checkout' ('Checkout')`, `selected tab home`.
    private func describe(_ action: BackAction, in tree: NavigationTree) -> String {
        func screen(_ id: EntryID) -> String {
            tree.entry(id).map { "'\(title(of: $0))'" } ?? "\(id)"
        }
        switch action {
        case .pop(let entry, _):
            return "closed \(screen(entry))"
        case .dismiss(let entry, _):
            return "dismissed \(screen(entry))"
        case .finishFlow(let flow, let entry, _):
            let name = tree.coordinator(flow)?.name ?? "\(flow)"
            return "finished the flow '\(name)' at \(screen(entry))"
        case .selectFirstTab(let bar):
            let page = tree.allStacks.lazy.flatMap(\.hosted).compactMap(\.tabs).first { $0.coordinator == bar }?.pages
                .first
            return "selected tab \(page?.name ?? "#0")"
        }
    }
}
