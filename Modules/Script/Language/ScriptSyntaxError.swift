/// Why a line is not a command.
public enum ScriptSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first word names no command.
    ///
    /// - Parameters:
    ///   - name: The word.
    ///   - suggestion: The closest command name, if one is close.
    case unknownCommand(String, suggestion: String?)
    /// The command needs more arguments; the usage is given.
    case missingArgument(String)
    /// The command takes fewer arguments.
    ///
    /// - Parameters:
    ///   - argument: The first argument too many.
    ///   - usage: How the command is written.
    case extraArgument(String, usage: String)
    /// An argument has the wrong form.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - expected: What it takes there.
    ///   - found: What the line has.
    case badArgument(String, expected: String, found: String)
    /// A double quote opens a word that never closes.
    case unterminatedQuote
    /// A `{` or `[` opens a flow value that never closes.
    case unclosedBracket
    /// The command holds a line break (CR, LF, U+2028 or U+2029): a command is one line
    /// (see ``ScriptCommand/requireOneLine(_:)``).
    case lineBreak(Unicode.Scalar)

    /// The error as one line.
    public var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(name)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'help' for the commands")
        case .missingArgument(let usage):
            "missing argument; usage: \(usage)"
        case .extraArgument(let argument, let usage):
            "unexpected argument '\(argument)'; usage: \(usage)"
        case .badArgument(let command, let expected, let found):
            "\(command): expected \(expected), found '\(found)'"
        case .unterminatedQuote:
            "a double quote is never closed"
        case .unclosedBracket:
            "a '{' or '[' is never closed"
        case .lineBreak(let scalar):
            "a command is one line, and this one holds a line break "
                + "(U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
        }
    }
}

extension String {
    /// The text with `0`s before it up to `width` characters (`D` → `000D`).
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
