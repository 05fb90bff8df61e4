import FuzzSupport

// See StackOpsTarget.swift.
runFuzzer { data, size in fuzzStackOps(data, size) }
