import FuzzSupport

// See ScriptTarget.swift.
runFuzzer { data, size in fuzzScript(data, size) }
