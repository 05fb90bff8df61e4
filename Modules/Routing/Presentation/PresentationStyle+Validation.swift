/// Why a ``PresentationStyle`` cannot be shown.
public enum PresentationStyleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `.detents` was given an empty set.
    case emptyDetents
    /// A `.fraction` detent lies outside `0...1` or is zero.
    case fractionOutOfRange(Double)
    /// A `.height` detent is zero, negative or not finite.
    case nonPositiveHeight(Double)
    /// A custom transition or animation has an empty name.
    case unnamedEffect

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .emptyDetents:
            "detents must name at least one height"
        case .fractionOutOfRange(let value):
            "detent fraction \(value) is outside 0...1 (it must be greater than 0 and at most 1)"
        case .nonPositiveHeight(let value):
            "detent height \(value) must be a finite number greater than 0"
        case .unnamedEffect:
            "a custom transition or animation needs a non-empty name"
        }
    }
}

extension PresentationStyle {
    /// Checks that a renderer can show this style.
    ///
    /// - Throws: ``PresentationStyleError`` naming the first invalid part.
    public func validate() throws(PresentationStyleError) {
        switch self {
        case .push, .sheet, .fullScreenCover:
            return
        case .detents(let detents):
            if detents.isEmpty { throw .emptyDetents }
            for detent in detents.sorted() {
                switch detent {
                case .medium, .large:
                    continue
                case .height(let value):
                    if !(value.isFinite && value > 0) { throw .nonPositiveHeight(value) }
                case .fraction(let value):
                    if !(value > 0 && value <= 1) { throw .fractionOutOfRange(value) }
                }
            }
        case .custom(let transition, let animation, _):
            if transition.name.isEmpty || animation?.name.isEmpty == true { throw .unnamedEffect }
        }
    }
}
