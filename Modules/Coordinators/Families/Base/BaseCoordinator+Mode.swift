import WayfinderRouting
import WayfinderStacks

extension BaseCoordinator {
    // MARK: - Starting in a mode

    /// Shows ``build()`` in `coordinatorMode`, in one transaction.
    ///
    /// An unattached coordinator joins its parent: pushed onto ``parentCoordinator``'s stack,
    /// presented above `presenting` (else the parent), or embedded in a slot of `parent`'s
    /// screen. A coordinator the engine already placed (the navigator's root, a tab page, a
    /// detail column, a child of another family) shows its screen where it was placed;
    /// started again in the same mode, it replaces what it shows. Started again in another mode
    /// (pushed, then presented; another style, presenter or slot) it is refused: a placed
    /// coordinator cannot move, so finish it and start a new one in the new mode.
    ///
    /// - Parameters:
    ///   - coordinatorMode: How to show the screen.
    ///   - animated: Whether the renderer should animate.
    /// - Throws: ``CoordinatorFamilyError/noParent(coordinator:request:)`` without a parent,
    ///   ``CoordinatorFamilyError/notAllowed(coordinator:request:reason:)`` for embedding a
    ///   coordinator that is placed already or starting one again in another mode, and
    ///   ``NavigationError`` when the change is refused.
    public func start(coordinatorMode: CoordinatorMode, animated: Bool = true) async throws(NavigationError) {
        try await AnimationIntent.run(animated) { () throws(NavigationError) in try await start(coordinatorMode) }
    }

    /// Places and shows this coordinator as `coordinatorMode` says.
    private func start(_ coordinatorMode: CoordinatorMode) async throws(NavigationError) {
        let request = "start(coordinatorMode: .\(coordinatorMode.name))"
        if case .present(_, let configuration) = coordinatorMode, !configuration.modalPresentationStyle.isModal {
            let style = "\(configuration.modalPresentationStyle)"
            throw .family(
                .notAllowed(
                    coordinator: core.label, request: request, reason: "style \(style) is not modal; start it in .push")
            )
        }
        guard core.lifecycle != .finished else { throw .notAttached(id) }
        guard core.lifecycle != .navigatorGone else { throw .navigatorGone }
        if core.navigator != nil {
            if case .embed = coordinatorMode, !core.isHosted, !(core.pending?.isHosted ?? false) {
                throw .family(
                    .notAllowed(
                        coordinator: core.label, request: request,
                        reason:
                            "it is already placed (\(core.currentPlacement)); only a new coordinator can be embedded"
                    ))
            }
            if changesMode(coordinatorMode), let started = self.coordinatorMode {
                throw .family(
                    .notAllowed(
                        coordinator: core.label, request: request,
                        reason:
                            "it was started in .\(started.name) and a placed coordinator cannot move; "
                            + "finish it and start a new one"
                    ))
            }
            try await show(coordinatorMode)
            return
        }
        switch coordinatorMode {
        case .push:
            guard let parent = parentCoordinator else {
                throw .family(.noParent(coordinator: core.label, request: request))
            }
            try await parent.core.place(self, in: parent.core, style: .push, policy: nil) {
                try await self.show(coordinatorMode)
            }
        case .present(let presenting, let configuration):
            guard let presenter = presenting ?? parentCoordinator else {
                throw .family(.noParent(coordinator: core.label, request: request))
            }
            let owner = parentCoordinator ?? presenter
            try await owner.core.place(
                self, in: presenter.core, style: configuration.modalPresentationStyle, policy: nil
            ) {
                try await self.show(coordinatorMode)
            }
        case .embed(let parent, let container):
            try await parent.core.host(self, as: .embedded(slot: container)) {
                try await self.show(coordinatorMode)
            }
        }
    }

    /// Shows ``build()`` where the coordinator is (or is about to be) placed.
    private func show(_ mode: CoordinatorMode) async throws(NavigationError) {
        switch mode {
        case .push:
            try await core.showRoot(build(), style: .push)
        case .present(_, let configuration):
            try await core.showRoot(
                build(), style: configuration.modalPresentationStyle, withNavigation: configuration.withNavigation)
        case .embed:
            try await core.showRoot(build(), style: nil)
        }
        started(in: mode)
    }
}
