import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderRouting
import WayfinderStacks

/// Carries out script commands on a composed app, one transaction each.
@MainActor
public final class AppSession {
    /// What the runner shows after a command.
    public enum Reply: Equatable, Sendable {
        /// The screen, as it now is.
        case screen
        /// A note on what the command did (`FILE:LINE: note: ...`), then the screen.
        case noted(String)
        /// The whole navigation tree.
        case tree
        /// The command list.
        case help
        /// Stop reading commands.
        case quit
    }

    /// The running app.
    public let app: ComposedApp
    /// A command whose leave check asked a question, until `confirm`, `cancel` or another command.
    var pendingAnswer: PendingAnswer?
    /// The interactive back `back-begin` began, with the tree it began on (for the screens'
    /// titles).
    var interactiveBack: (preview: BackPreview, tree: NavigationTree)?
    /// Notes on what happened before the last command ran (a leave check's question it
    /// cancelled), for the runner to print; it empties the list once printed.
    public var notes: [String] = []
    /// The session's route loaders: at once, or as the script says (`loads manual`).
    public let loads = ScriptedLoads()
    /// A command whose navigation waits for the script's loads.
    var loading: LoadingWork?

    /// Opens a session on a composed app.
    ///
    /// - Parameter app: The running app; the session carries out commands on it.
    public init(app: ComposedApp) {
        self.app = app
        scriptLoaders()
    }

    // MARK: - Commands

    /// Carries out `command`.
    ///
    /// - Parameter command: A parsed command.
    /// - Returns: What to show next.
    /// - Throws: ``CommandError`` when the command is refused; nothing changed then.
    public func execute(_ command: ScriptCommand) async throws(CommandError) -> Reply {
        if command != .confirm, command != .cancel, let note = await cancelPendingQuestion() {
            notes.append(note)
        }
        switch command {
        case .loads, .loadFinish, .loadFail:
            return try await carryOutLoad(command)
        case .systemBack, .confirm, .cancel, .backBegin, .backProgress, .backCommit, .backCancel, .set, .resize, .show,
            .windows, .help, .quit:
            // These ask through their own path (system-back, back-begin), answer (confirm,
            // cancel), or never remove a screen.
            return try await carryOut(command)
        default:
            // Any other command may remove a screen whose leave check asks (a swipe, a deep
            // link, an action): the question is returned instead of waited for.
            // After `loads manual`, a navigation waiting for the script's loads is returned too.
            return try await runOrLoad(command) { () throws(CommandError) in
                try await self.runOrAsk(command) { () throws(CommandError) in try await self.carryOut(command) }
            }
        }
    }

    /// Carries out `command`, waiting for it to end.
    private func carryOut(_ command: ScriptCommand) async throws(CommandError) -> Reply {
        switch command {
        case .tap(let number, let slot):
            try await tap(action: number, slot: slot)
        case .push(let route, let parameters):
            let with = try typed(parameters, of: route, command: "push \(route)")
            try await perform(.push(Marked(route)), with: with)
        case .present(let route, let parameters, let style):
            let with = try typed(parameters, of: route, command: "present \(route)")
            try await perform(.present(Marked(route)), with: with, style: try style.map(Self.presentationStyle))
        case .flow(let name):
            try await perform(.flow(Marked(name)))
        case .back:
            try await perform(.back)
        case .systemBack:
            return .noted(try await systemBack())
        case .confirm:
            return .noted(try await answer(leave: true, command: "confirm"))
        case .cancel:
            return .noted(try await answer(leave: false, command: "cancel"))
        case .backBegin:
            return .noted(try await beginInteractiveBack())
        case .backProgress(let fraction):
            return .noted(try await continueInteractiveBack(.progress(fraction)))
        case .backCommit:
            return .noted(try await continueInteractiveBack(.commit))
        case .backCancel:
            return .noted(try await continueInteractiveBack(.cancel))
        case .popToRoot:
            try await perform(.popToRoot)
        case .dismiss:
            try await perform(.dismiss)
        case .finish:
            try await perform(.finish)
        case .tab(let name):
            try await perform(.tab(Marked(name)))
        case .open(let url):
            try await open(deepLink: url)
        case .login(let user):
            try await composing { () throws(CompositionError) in try await app.perform(verb: "login", argument: user) }
        case .logout:
            try await composing { () throws(CompositionError) in try await app.perform(verb: "logout", argument: nil) }
        case .badge(let tab, let value):
            try await setBadge(value, on: tab)
        case .set(let field, let value):
            try setState(field, to: value)
        case .swipeBack, .swipeBackCancel, .swipeDown, .tapBackdrop:
            try await gesture(command)
        case .tapTab(let name):
            try await tapTab(name)
        case .resize(let width):
            return .noted(resize(to: width))
        case .loads, .loadFinish, .loadFail:
            return try await carryOutLoad(command)
        case .windowOpen(let route, let parameters):
            return try await openWindow(route: route, parameters: parameters)
        case .windowFocus(let number):
            try await focusWindow(number)
        case .windowClose(let number):
            return try await closeWindow(number)
        case .windowMove(let number):
            return try await moveTopScreen(to: number)
        case .windows:
            return .noted(windowList)
        case .show:
            return .tree
        case .help:
            return .help
        case .quit:
            return .quit
        }
        return .screen
    }

    /// Returns once every state the app committed so far is saved (state restoration).
    public func settle() async {
        await app.plugins.plugin(StateRestorationPlugin.self)?.waitForSaves()
    }

    // MARK: - Actions

    /// Carries out `tap N` or `tap SLOT N`: the top screen's action `number` (from 1), or that of
    /// the screen on top of the top screen's slot `slot`. The typed entry of a click (`serve`'s
    /// page calls it); ``execute(_:)`` calls it for the command.
    ///
    /// - Throws: ``CommandError`` when there is no such action or slot, or the action is
    ///   refused; nothing changed then.
    public func tap(action number: Int, slot: String? = nil) async throws(CommandError) {
        guard let slot else {
            try await composing { () throws(CompositionError) in try await app.perform(action: number) }
            return
        }
        let entry: EntryID
        if let pane = paneEntry(named: slot) {
            entry = pane
        } else {
            entry = try embeddedEntry(in: slot)
        }
        try await composing { () throws(CompositionError) in try await app.perform(action: number, on: entry) }
    }

    private func perform(
        _ verb: ActionVerb, with parameters: OrderedMapping<Marked<ParameterValue>>? = nil,
        style: PresentationStyle? = nil
    ) async throws(CommandError) {
        let action = ActionSpec(title: Marked("\(verb)"), verb: verb, with: parameters, style: style.map { Marked($0) })
        try await composing { () throws(CompositionError) in try await app.perform(action) }
    }

    private func composing(_ body: () async throws(CompositionError) -> Void) async throws(CommandError) {
        do {
            try await body()
        } catch {
            throw .composition(error)
        }
    }

    /// Carries out `open URL`: opens `url` through the deep-links plugin, keeping its typed error
    /// (a guard's redirect stays recognisable, ``CommandError/isRedirect``), or through whichever
    /// plugin handles deep links. The typed entry of a loaded address (`serve`'s page calls it).
    ///
    /// - Throws: ``CommandError`` when no link matches or a guard refuses or redirects.
    public func open(deepLink url: String) async throws(CommandError) {
        guard let plugin = app.plugins.plugin(DeepLinkPlugin.self) else {
            try await composing { () throws(CompositionError) in try await app.openDeepLink(url) }
            return
        }
        do {
            _ = try await plugin.open(url)
        } catch {
            throw .deepLink(error)
        }
    }

    /// The entry on top of the top screen's slot `slot`.
    private func embeddedEntry(in slot: String) throws(CommandError) -> EntryID {
        let path = app.navigator.tree.visiblePath
        let embedded = path.last.flatMap { $0.stack.hosted(by: $0.entry.id)?.embedded } ?? []
        guard let entry = embedded.first(where: { $0.slot == slot })?.stack.entries.last else {
            throw .unknownSlot(slot, slots: embedded.map(\.slot))
        }
        return entry.id
    }

    /// The parameters typed as `route` declares them; undeclared ones stay text, for the
    /// composer to refuse by name.
    func typed(
        _ parameters: [ScriptCommand.Parameter], of route: String, command: String
    ) throws(CommandError) -> OrderedMapping<Marked<ParameterValue>>? {
        guard !parameters.isEmpty else { return nil }
        let spec = app.manifest.routes[route]
        var entries: [OrderedMapping<Marked<ParameterValue>>.Entry] = []
        for parameter in parameters {
            let type = spec?.parameterType(parameter.name)
            guard let value = Self.value(parameter.value, as: type) else {
                throw .badParameter(
                    command, parameter: parameter.name, type: type.map { "\($0)" } ?? "text", found: parameter.value)
            }
            entries.append(.init(key: parameter.name, value: Marked(value)))
        }
        return OrderedMapping(entries)
    }

    /// `text` as a value of `type`; `{name}` copies stay text for the composer to fill.
    private static func value(_ text: String, as type: ParameterType?) -> ParameterValue? {
        if text.hasPrefix("{"), text.hasSuffix("}") { return .string(text) }
        switch type {
        case .int: return Int(text).map(ParameterValue.int)
        // `nan`, `inf` and `1e400` (infinity) are refused: they could be shown but never saved.
        case .double: return Double(text).flatMap { $0.isFinite ? ParameterValue.double($0) : nil }
        case .bool: return Bool(text).map(ParameterValue.bool)
        case .string, .uuid, .oneOf, nil: return .string(text)
        }
    }

    /// A presentation style written as the manifest writes it.
    private static func presentationStyle(_ text: String) throws(CommandError) -> PresentationStyle {
        do {
            return try YAMLDecoder(environment: [:]).decode(PresentationStyle.self, from: text, sourceName: "style")
        } catch {
            throw .badStyle(text, reason: error.diagnostics.first?.message ?? "\(error)")
        }
    }
}
