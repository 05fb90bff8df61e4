/// Objects the host app hands its plugins in code: clocks, output sinks, stores — whatever a
/// plugin needs that a manifest cannot describe.
///
/// Services are looked up by type; a plugin documents which ones it reads and falls back to a
/// default when none is given:
///
/// ```swift
/// var services = PluginServices()
/// services.provide(clock, as: (any AnalyticsClock).self)
/// let app = try await AppComposer(registry: registry, services: services).compose(manifest)
///
/// // in the plugin's init(options:context:)
/// let clock = context.services.service((any AnalyticsClock).self) ?? ContinuousClock()
/// ```
///
/// The bag is a value: providing into a copy leaves the original unchanged.
public struct PluginServices: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// Creates an empty bag.
    public init() {}

    // MARK: - Providing

    /// Provides `value` under `type`, replacing what was provided under it before.
    ///
    /// - Parameters:
    ///   - value: The service.
    ///   - type: The type plugins look it up by; an existential (`(any Clock).self`) works.
    public mutating func provide<Service: Sendable>(_ value: Service, as type: Service.Type = Service.self) {
        values[ObjectIdentifier(type)] = value
    }

    // MARK: - Looking up

    /// The service provided under `type`.
    ///
    /// - Parameter type: The type it was provided under.
    /// - Returns: The service, or `nil` when none was provided.
    public func service<Service>(_ type: Service.Type) -> Service? {
        values[ObjectIdentifier(type)] as? Service
    }

    /// Whether a service was provided under `type`.
    ///
    /// - Parameter type: A type.
    /// - Returns: `true` when one was.
    public func contains<Service>(_ type: Service.Type) -> Bool {
        values[ObjectIdentifier(type)] != nil
    }
}
