import WayfinderStacks

/// The identity of one coordinator within a ``Navigator``: issued in order, never reused.
public struct CoordinatorID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The position of this id in the order the navigator issued ids, counting from 0.
    public let rawValue: UInt64

    /// Creates an id; normally only a ``Navigator`` does this.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// `c3`, or `(unattached)` for ``unattached``.
    public var description: String { rawValue == UInt64.max ? "(unattached)" : "c\(rawValue)" }

    /// The stack scope a coordinator placed inside another's stack navigates in.
    public var scope: ScopeID { ScopeID(description) }

    /// Orders by issue.
    public static func < (lhs: CoordinatorID, rhs: CoordinatorID) -> Bool {
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

/// The identity of one stack container: a path of entries owned by one coordinator.
///
/// The navigator's root coordinator, every tab page's coordinator and every embedded
/// coordinator own a ``ContainerRole/stack``; a coordinator with a split layout also owns a
/// ``ContainerRole/detail``. Every other coordinator navigates in a scope of the container it
/// was pushed or presented into.
public struct ContainerID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The coordinator that owns the container.
    public let owner: CoordinatorID
    /// Which of the owner's containers this is.
    public let role: ContainerRole

    /// Creates a container id.
    public init(owner: CoordinatorID, role: ContainerRole = .stack) {
        self.owner = owner
        self.role = role
    }

    /// `c3.stack`, `c3.detail`.
    public var description: String { "\(owner).\(role.rawValue)" }

    /// Orders by owner, then role.
    public static func < (lhs: ContainerID, rhs: ContainerID) -> Bool {
        (lhs.owner.rawValue, lhs.role.rawValue) < (rhs.owner.rawValue, rhs.role.rawValue)
    }

    /// Hashes the owner and the role as integers (a role's name would be hashed as a string).
    public func hash(into hasher: inout Hasher) {
        // One word: the owner's id and the role's bit (hashing is most of a dictionary lookup,
        // and the engine looks containers up on every commit).
        switch role {
        case .stack: hasher.combine(owner.rawValue &<< 1)
        case .detail: hasher.combine(owner.rawValue &<< 1 | 1)
        }
    }
}

/// Which of its owner's containers a ``ContainerID`` names.
public enum ContainerRole: String, Hashable, Sendable, Codable {
    /// The coordinator's main stack.
    case stack
    /// The detail column of a split layout.
    case detail
}
