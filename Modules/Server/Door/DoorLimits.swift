import Foundation

/// The limits `FrontDoor` enforces before a request reaches the HTTP library.
///
/// The deadlines are network deadlines, the one kind of timer the server has: they close a
/// connection that sends too slowly or not at all, and never sequence navigation.
public struct DoorLimits: Hashable, Sendable {
    /// The longest request line (method, target, version) accepted; longer gets 414.
    public var requestLine = 8 * 1024
    /// The most bytes of header fields accepted; more gets 431.
    public var headerFields = 32 * 1024
    /// The largest WebSocket message a page may send (the `POST /command` limit); a larger
    /// one closes its event stream with 1009, without being held.
    public var message = PageServer.bodyLimit
    /// The most bytes of a request body passed on; the server answers 413 past its own limit
    /// long before, and the rest is not read.
    public var body = 1024 * 1024
    /// How long a client has to send a whole request head, from the moment it connected.
    public var headDeadline: Duration = .seconds(10)
    /// How long a plain HTTP connection may stay silent, both ways, before it is closed. A
    /// page's event stream has no such deadline: an idle page is normal.
    public var idleDeadline: Duration = .seconds(30)
    /// The most connections served at once; the next ones get 503 until one closes. Lowered
    /// to fit the process's descriptor limit (each connection takes three descriptors).
    public var connections = 256

    /// The defaults above.
    public init() {}

    /// These limits with ``connections`` lowered so that the connections, with their three
    /// descriptors each, leave `spare` descriptors of `descriptorLimit` for everything else.
    func fitting(descriptorLimit: Int, spare: Int = 48) -> DoorLimits {
        var limits = self
        limits.connections = max(1, min(connections, (descriptorLimit - spare) / 3))
        return limits
    }
}
