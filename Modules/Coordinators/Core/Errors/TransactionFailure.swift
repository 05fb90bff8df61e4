/// An error a transaction's body threw that is not a ``NavigationError``, kept as its own type.
///
/// The transaction was rolled back; requests that joined it fail with
/// ``NavigationError/transactionFailed(_:)`` carrying this.
public struct TransactionFailure: Error, Hashable, CustomStringConvertible {
    /// What the body threw, as it threw it.
    public let underlying: any Error

    /// Wraps a body's error.
    ///
    /// - Parameter underlying: What the body threw.
    public init(_ underlying: any Error) {
        self.underlying = underlying
    }

    /// `transaction failed: ` and the underlying error's text.
    public var description: String { "transaction failed: \(underlying)" }

    /// Two failures are equal when their errors read the same.
    public static func == (lhs: TransactionFailure, rhs: TransactionFailure) -> Bool {
        "\(lhs.underlying)" == "\(rhs.underlying)"
    }

    /// Hashes the error's text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine("\(underlying)")
    }
}
