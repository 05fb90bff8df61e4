#if canImport(WayfinderPersistence)
#else
/// WayfinderPersistence has not landed on this branch: its benchmarks are missing, and
/// Scripts/bench.sh reports them as such.
func registerPersistenceBenchmarks() {}
#endif
