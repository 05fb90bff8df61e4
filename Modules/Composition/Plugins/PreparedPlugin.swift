import WayfinderConfig

/// A manifest plugin entry whose options decoded: its contributions, and how to create it.
@MainActor
struct PreparedPlugin {
    /// The plugin's id.
    let id: String
    /// Its entry in the manifest.
    let spec: PluginSpec
    /// What a failure does: the manifest's `onFailure:`, else the type's policy.
    let policy: PluginFailurePolicy
    /// What it adds to the manifest.
    let contributions: ManifestContributions
    /// Creates the plugin.
    let make: @MainActor (PluginContext) throws -> any WayfinderPlugin
    /// Runs the plugin's validation hook with its decoded options.
    let validate: @MainActor (PluginValidationContext) -> Void

    /// Decodes the options of `spec` for `type` and collects its contributions.
    ///
    /// - Returns: The prepared plugin, or the findings: options errors pointing into the
    ///   manifest, and a contribution that threw, at the entry.
    static func prepare<Plugin: WayfinderPlugin>(
        _ type: Plugin.Type, spec: PluginSpec, decoder: YAMLDecoder
    ) -> Result<PreparedPlugin, ConfigError> {
        let options: Plugin.Options
        do {
            options = try decodeOptions(Plugin.Options.self, spec: spec, decoder: decoder)
        } catch {
            return .failure(error)
        }
        var contributions = ManifestContributions()
        do {
            try Plugin.contribute(options: options, to: &contributions)
        } catch {
            let keyPath = spec.entryKeyPath
            return .failure(
                ConfigError(
                    ConfigDiagnostic(
                        at: spec.id.mark, keyPath: keyPath,
                        message: "plugin '\(Plugin.id)' could not contribute: \(error)")))
        }
        return .success(
            PreparedPlugin(
                id: Plugin.id, spec: spec, policy: spec.onFailure?.value ?? Plugin.failurePolicy,
                contributions: contributions,
                make: { context in try Plugin(options: options, context: context) },
                validate: { context in Plugin.validate(options: options, in: context) }))
    }

    /// What the plugin contributes when its options failed to decode strictly but decode
    /// leniently (unknown keys left out), so that one misspelled option is one finding, not a
    /// cascade of findings about the verbs and routes the plugin would have added. `nil` when
    /// they do not decode even so; the strict findings are reported either way.
    static func lenientContributions<Plugin: WayfinderPlugin>(
        _ type: Plugin.Type, spec: PluginSpec, decoder: YAMLDecoder
    ) -> ManifestContributions? {
        let lenient = YAMLDecoder(environment: decoder.environment, options: .lenient)
        var contributions = ManifestContributions()
        do {
            let options = try decodeOptions(Plugin.Options.self, spec: spec, decoder: lenient)
            try Plugin.contribute(options: options, to: &contributions)
        } catch {
            return nil
        }
        return contributions
    }

    /// The validation hook of a disabled entry, when its options decode.
    ///
    /// A disabled plugin's options are not used, so options that do not decode are not a
    /// finding; the hook then has nothing to check them against and is skipped.
    static func disabledValidation<Plugin: WayfinderPlugin>(
        _ type: Plugin.Type, spec: PluginSpec, decoder: YAMLDecoder
    ) -> (@MainActor (PluginValidationContext) -> Void)? {
        do {
            let options = try decodeOptions(Plugin.Options.self, spec: spec, decoder: decoder)
            return { context in Plugin.validate(options: options, in: context) }
        } catch {
            return nil
        }
    }

    /// Decodes options from the entry's `options:`, or from an empty mapping when there are
    /// none (errors then point at the entry's id).
    static func decodeOptions<Options: Decodable>(
        _ type: Options.Type, spec: PluginSpec, decoder: YAMLDecoder
    ) throws(ConfigError) -> Options {
        if let options = spec.options {
            return try decoder.decode(type, from: options.value, keyPath: options.keyPath)
        }
        let keyPath = spec.entryKeyPath.appending(key: "options")
        do {
            let empty = try YAMLParser.parse("{}", sourceName: spec.id.mark?.source ?? "manifest")
            return try decoder.decode(type, from: empty, keyPath: keyPath)
        } catch {
            throw ConfigError(
                error.diagnostics.map { diagnostic in
                    var moved = diagnostic
                    moved.mark = spec.id.mark
                    return moved
                })
        }
    }
}

extension PluginSpec {
    /// The key path of the whole entry (`plugins[2]`).
    var entryKeyPath: ConfigKeyPath {
        ConfigKeyPath(Array(id.keyPath.components.dropLast()))
    }
}
