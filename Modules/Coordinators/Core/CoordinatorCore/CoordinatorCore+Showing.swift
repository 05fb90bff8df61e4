import WayfinderRouting
import WayfinderStacks

extension CoordinatorCore {
    // MARK: - Showing a route with attributes

    /// Pushes or presents `route` from this coordinator's region as `style` says, with
    /// `attributes` attached.
    ///
    /// A scope's entries inherit its attributes, so `attributes` only matter for a coordinator
    /// that owns its stack. A push operation cannot carry attributes, so for such a coordinator
    /// the same change is made as a replacement that keeps every entry and adds the new one;
    /// it is checked as the push first, so a refusal reads as the push's.
    func show(
        _ erased: AnyRoute, style: PresentationStyle, withNavigation: Bool, attributes: [String: String]
    ) async throws(NavigationError) {
        let operation: PathOperation<AnyRoute> =
            style.isModal ? .present(erased, style: style, withNavigation: withNavigation) : .push(erased)
        guard !attributes.isEmpty, let target, target.scope == nil, let navigator else {
            try await perform(operation)
            return
        }
        let container = target.container
        let spec = EntrySpec(
            erased, style: style, withNavigation: style.isModal ? withNavigation : nil,
            attributes: attributes)
        try await navigator.perform([.change(.append(container, operation, spec))], coordinator: id)
    }
}
