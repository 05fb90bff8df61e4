/// The identity of one stack entry: stable for the entry's whole life and never reused.
///
/// An id is generational: `generation` distinguishes runs of the app (a restored tree keeps
/// the generation it was created in, new entries get the generator's current one), and
/// `serial` counts up within a generation. Two entries never share an id, even across a
/// save and restore.
public struct EntryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The run of the generator that issued this id.
    public let generation: UInt32
    /// The position of this id within its generation, counting from 0.
    public let serial: UInt64

    /// Creates an id; normally only an ``EntryIDGenerator`` does this.
    public init(generation: UInt32 = 0, serial: UInt64) {
        self.generation = generation
        self.serial = serial
    }

    /// `#serial` in generation 0, `#generation.serial` otherwise.
    public var description: String {
        generation == 0 ? "#\(serial)" : "#\(generation).\(serial)"
    }

    /// Orders by generation, then serial: the order in which ids were issued.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
        (lhs.generation, lhs.serial) < (rhs.generation, rhs.serial)
    }
}

/// Issues ``EntryID``s in order, never the same one twice.
///
/// The generator is a value owned by whoever owns the navigation state; inject one that starts
/// at a known point to make ids deterministic in tests (a fresh generator counts from `#0`).
public struct EntryIDGenerator: Hashable, Sendable, Codable {
    /// The generation new ids belong to.
    public private(set) var generation: UInt32
    /// The serial the next id will get.
    public private(set) var nextSerial: UInt64

    /// Creates a generator whose first id is `EntryID(generation: generation, serial: serial)`.
    public init(generation: UInt32 = 0, startingAt serial: UInt64 = 0) {
        self.generation = generation
        self.nextSerial = serial
    }

    /// Returns a new id, never returned before by this generator.
    public mutating func next() -> EntryID {
        defer { nextSerial &+= 1 }
        return EntryID(generation: generation, serial: nextSerial)
    }

    /// Moves the generator past `id`, so that ids issued afterwards are all greater than it.
    ///
    /// Call this for every id of a restored tree before issuing new ones.
    public mutating func advance(past id: EntryID) {
        if id.generation > generation {
            generation = id.generation
            nextSerial = id.serial &+ 1
        } else if id.generation == generation, id.serial >= nextSerial {
            nextSerial = id.serial &+ 1
        }
    }
}
