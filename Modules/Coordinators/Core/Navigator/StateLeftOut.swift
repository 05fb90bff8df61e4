/// A saved state bag a restore did not bring back (``RestorationReport/statesLeftOut``).
///
/// The report is then incomplete, so whoever restored keeps the saved state aside rather than
/// saving over it (the state-restoration plugin does): a bag is never dropped without a word.
public struct StateLeftOut: Hashable, Sendable, CustomStringConvertible {
    /// Why a bag was left out.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// Its owner, an entry or a flow, is not in the restored tree.
        case noOwner
        /// It takes `size` bytes, over the limit of one bag (``StateLimits/perBag``).
        case bagTooLarge(size: Int, limit: Int)
        /// The bags of the snapshot take `size` bytes together, over the limit of a snapshot
        /// (``StateLimits/perSnapshot``): none of them is restored.
        case statesTooLarge(size: Int, limit: Int)

        /// The reason in words.
        public var description: String {
            switch self {
            case .noOwner: "it belongs to nothing in the restored tree"
            case .bagTooLarge(let size, let limit): "it is \(size) bytes, over the limit of \(limit) for one bag"
            case .statesTooLarge(let size, let limit):
                "the saved bags take \(size) bytes together, over the limit of \(limit) for a snapshot"
            }
        }
    }

    /// Whose bag it is.
    public var owner: StateOwner
    /// Why it was left out.
    public var reason: Reason

    /// Creates a record.
    public init(owner: StateOwner, reason: Reason) {
        self.owner = owner
        self.reason = reason
    }

    /// `left out the saved state of #0:7: it belongs to nothing in the restored tree`.
    public var description: String {
        "left out the saved state of \(owner): \(reason)"
    }
}
