import FuzzSupport

// See SnapshotTarget.swift.
runFuzzer { data, size in fuzzSnapshot(data, size) }
