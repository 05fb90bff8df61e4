// Numbers in the direct path's JSON (`DirectJSON`): whole numbers, and numbers that are not whole
// (a custom transition's `response: 0.4`, a bag's fraction), written and read as `JSONEncoder`
// and `JSONDecoder` write and read them.

extension DirectJSONWriter {
    /// The text `JSONEncoder` writes for `value`: Swift's shortest digits that read back as the
    /// same value, without a trailing `.0` (`2.0` is written `2`, `0.4` as it is, `1e-05` with
    /// its exponent); `nil` for infinity and NaN, which `JSONEncoder` refuses.
    ///
    /// Compared with `JSONEncoder`'s bytes for two million random values (random bit patterns,
    /// hundredths, values up to a million, whole numbers of 64 bits) when this path was
    /// written; `DirectSnapshotJSONTests` compares them on every run.
    static func text(of value: Double) -> String? {
        guard value.isFinite else { return nil }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Writes a number as `JSONEncoder` does; `false` for infinity and NaN.
    mutating func number(_ value: Double) -> Bool {
        guard let text = Self.text(of: value) else { return false }
        verbatim(text)
        return true
    }
}

extension DirectJSON {
    /// The number as `JSONDecoder` reads a `Double`: a fraction, or a whole number a `Double`
    /// holds exactly (`nil` beyond 2^53, which `JSONDecoder` would round).
    var double: Double? {
        switch self {
        case .fraction(let value):
            return value
        case .integer(let magnitude, let negative):
            guard magnitude <= 1 << 53 else { return nil }
            return negative ? -Double(magnitude) : Double(magnitude)
        default:
            return nil
        }
    }
}

extension DirectJSONReader {
    /// `-?(0|[1-9][0-9]*)` within 64 bits, or that with a fraction (`.[0-9]+`), an exponent
    /// (`[eE][+-]?[0-9]+`) or both when the value is not whole and the text is the one
    /// ``DirectJSONWriter/text(of:)`` gives for it (`0.4`, `1e-05`).
    ///
    /// Anything else is left to `JSONDecoder` (`nil`): a whole value written with a fraction
    /// or an exponent (`1.0`, `-0.0`, `1e+16`), which `JSONDecoder` reads as a whole number
    /// where a value may be either; other ways to write a number that is not whole (`0.40`)
    /// only to keep to what the writer writes.
    mutating func number() -> DirectJSON? {
        let first = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var magnitude: UInt64 = 0
        while index < bytes.count, isDigit(bytes[index]) {
            let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            magnitude = sum
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        let hasFraction = index < bytes.count && bytes[index] == UInt8(ascii: ".")
        guard hasFraction || isExponent(at: index) else { return .integer(magnitude: magnitude, negative: negative) }
        if hasFraction {
            index += 1
            guard skipDigits() else { return nil }
        }
        if isExponent(at: index) {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
        guard let value = Double(text), value.rounded(.towardZero) != value, DirectJSONWriter.text(of: value) == text
        else { return nil }
        return .fraction(value)
    }

    /// Moves past one or more digits; `false` when there is none.
    private mutating func skipDigits() -> Bool {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index > start
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func isExponent(at position: Int) -> Bool {
        position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E"))
    }
}
