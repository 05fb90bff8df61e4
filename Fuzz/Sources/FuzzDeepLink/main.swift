import FuzzSupport

// See DeepLinkTarget.swift.
runFuzzer { data, size in fuzzDeepLink(data, size) }
