extension PluginHost {
    // MARK: - Starting

    /// Creates, installs and starts every selected plugin, in start order.
    ///
    /// A plugin that throws is reported in ``failures``. With policy `disable` it (and every
    /// plugin requiring it) is left out and the others go on; with policy `fail` the plugins
    /// already started are stopped in reverse order, every installed hook is removed, the host
    /// stops and the failure is thrown.
    ///
    /// ``AppComposer`` starts the host of every app it composes, so calling this on a composed
    /// app's host throws ``PluginHostError/alreadyRunning`` (or, once stopped,
    /// ``PluginHostError/alreadyStopped``).
    ///
    /// - Throws: ``PluginHostError``.
    public func start() async throws(PluginHostError) {
        do {
            try await launch(afterInstall: nil)
        } catch {
            switch error {
            case .plugins(let hostError): throw hostError
            default:
                throw .pluginFailed(
                    PluginFailure(id: "host", stage: .start, underlying: error, policy: .fail), stopped: [])
            }
        }
    }

    /// ``start()``, running `afterInstall` (the root coordinator's start) between installing and
    /// starting the plugins.
    func launch(afterInstall: (@MainActor () async throws(CompositionError) -> Void)?) async throws(CompositionError) {
        switch state {
        case .running: throw .plugins(.alreadyRunning)
        case .stopped: throw .plugins(.alreadyStopped)
        case .initial: state = .running
        }
        do {
            try create()
            try install()
        } catch {
            throw .plugins(error)
        }
        if let afterInstall {
            do {
                try await afterInstall()
            } catch {
                await teardown()
                throw error
            }
        }
        do {
            try await startPlugins()
        } catch {
            throw .plugins(error)
        }
    }

    private func create() throws(PluginHostError) {
        for index in slots.indices {
            guard try dependenciesHold(index, stage: .create) else { continue }
            let prepared = slots[index].prepared
            let context = PluginContext(
                id: prepared.id, spec: prepared.spec, manifest: manifest, environment: environment, services: services)
            do {
                slots[index].instance = try prepared.make(context)
            } catch {
                try fail(index, stage: .create, error: error)
            }
        }
    }

    private func install() throws(PluginHostError) {
        guard let app else { return }
        for index in slots.indices where !slots[index].disabled {
            guard try dependenciesHold(index, stage: .install), let instance = slots[index].instance else { continue }
            let installation = PluginInstallation(navigator: app.navigator, app: app)
            slots[index].installation = installation
            do {
                try instance.install(installation)
            } catch {
                try fail(index, stage: .install, error: error)
            }
        }
    }

    private func startPlugins() async throws(PluginHostError) {
        for index in slots.indices where !slots[index].disabled {
            guard try dependenciesHold(index, stage: .start), let instance = slots[index].instance else { continue }
            do {
                try await instance.start()
                slots[index].started = true
            } catch {
                try await failAsync(index, stage: .start, error: error)
            }
        }
    }

    /// Whether every plugin `index` requires is still on; if not, the plugin fails by its policy.
    private func dependenciesHold(_ index: Int, stage: PluginFailure.Stage) throws(PluginHostError) -> Bool {
        guard !slots[index].disabled else { return false }
        let disabled = Set(slots.filter(\.disabled).map(\.prepared.id))
        guard let missing = slots[index].prepared.spec.requiredIDs.first(where: { disabled.contains($0.value) }) else {
            return true
        }
        try fail(index, stage: stage, error: PluginRequirementError(required: missing.value))
        return false
    }

    /// Records a failure; disables the plugin, or — for policy `fail` — throws (the caller's
    /// async path tears down first).
    private func fail(_ index: Int, stage: PluginFailure.Stage, error: any Error) throws(PluginHostError) {
        let failure = PluginFailure(
            id: slots[index].prepared.id, stage: stage, underlying: error, policy: slots[index].prepared.policy)
        failures.append(failure)
        slots[index].installation?.uninstall()
        slots[index].disabled = true
        if failure.policy == .fail {
            // Nothing was started yet in the create and install stages: removing hooks is all.
            for other in slots.indices { slots[other].installation?.uninstall() }
            state = .stopped
            throw .pluginFailed(failure, stopped: [])
        }
    }

    private func failAsync(_ index: Int, stage: PluginFailure.Stage, error: any Error) async throws(PluginHostError) {
        do {
            try fail(index, stage: stage, error: error)
        } catch {
            let stopped = await teardown()
            guard case .pluginFailed(let failure, _) = error else { throw error }
            throw .pluginFailed(failure, stopped: stopped)
        }
    }

    // MARK: - Stopping

    /// Stops the started plugins in reverse start order and removes every installed hook.
    ///
    /// Stopping a host that never started or already stopped only marks it stopped.
    public func stop() async {
        guard state == .running else {
            state = .stopped
            return
        }
        await teardown()
    }

    /// Stops started plugins in reverse, removes hooks, and returns the ids stopped.
    @discardableResult
    func teardown() async -> [String] {
        state = .stopped
        var stopped: [String] = []
        for index in slots.indices.reversed() {
            if slots[index].started, !slots[index].disabled, let instance = slots[index].instance {
                await instance.stop()
                stopped.append(slots[index].prepared.id)
            }
            slots[index].started = false
            slots[index].installation?.uninstall()
        }
        return stopped
    }
}
