import FuzzSupport

// See YAMLManifestTarget.swift.
runFuzzer { data, size in fuzzYAMLManifest(data, size) }
