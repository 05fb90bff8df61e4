import FuzzSupport

// See TerminalTextTarget.swift.
runFuzzer { data, size in fuzzTerminalText(data, size) }
