/// A single-value decoding container that says what kind of scalar it holds without a trial
/// decode.
///
/// `Decodable` types that accept several scalar kinds usually probe: `try? decode(Bool.self)`,
/// then `Int`, then `Double`, then `String`. Each failed attempt makes a `DecodingError` the
/// type throws away. A container adopting this protocol answers the question directly; ask it
/// with a cast, and keep probing when the container does not adopt it:
///
/// ```swift
/// let container = try decoder.singleValueContainer()
/// switch (container as? any ScalarKindProviding)?.scalarKind {
/// case .bool?: self = .flag(try container.decode(Bool.self))
/// case .string?: self = .text(try container.decode(String.self))
/// default: ...  // probe as before: another decoder, or not a readable scalar
/// }
/// ```
///
/// WayfinderConfig's `YAMLDecoder` adopts it with the YAML 1.2 core schema, after environment
/// interpolation and tags.
public protocol ScalarKindProviding {
    /// The kind of the container's scalar; `nil` when the value is not a scalar (a mapping or a
    /// sequence) or cannot be read as one (then decoding it throws the error to report).
    var scalarKind: ScalarKind? { get }
}
