/// What a scalar of a decoded document is, as the document's format reads it.
///
/// A decoder that knows its format's rules says which kind a scalar is through
/// ``ScalarKindProviding``, so a type that accepts several kinds (a parameter that may be a
/// boolean, a number or text) decodes the right one at once instead of trying each in turn.
public enum ScalarKind: Hashable, Sendable {
    /// An explicit null: decoding a `String` or a number from it fails.
    case null
    /// A boolean: decoding `Bool` succeeds.
    case bool
    /// A whole number: decoding an integer type succeeds when the value fits; decoding a
    /// floating-point type may succeed as well (YAMLDecoder: every form but `0o` octal).
    case integer
    /// A number with a fraction or an exponent, or an infinity or NaN: decoding a floating-point
    /// type succeeds.
    case float
    /// Text: only decoding `String` (and types made from text) succeeds.
    case string
}
