/// The identity of one window of an app within a ``Navigator``: issued in order, never reused.
///
/// The window the navigator's root coordinator starts in is ``main``; every window opened after
/// it gets the next number, and a closed window's number is not handed out again (as with
/// ``/WayfinderStacks/EntryID``), so a saved window keeps its id across a restore.
public struct WindowID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The position of this id in the order the navigator issued ids, counting from 0.
    public let rawValue: UInt64

    /// Creates an id; normally only a ``WindowTable`` does this.
    ///
    /// - Parameter rawValue: The id's number.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The window the navigator's root coordinator starts in: `w0`.
    public static let main = WindowID(0)

    /// `w0`, `w3`.
    public var description: String { "w\(rawValue)" }

    /// Orders by issue.
    public static func < (lhs: WindowID, rhs: WindowID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Decodes the bare number.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Encodes the bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
