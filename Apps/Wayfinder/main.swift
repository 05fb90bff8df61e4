import WayfinderCLI

#if canImport(CMimalloc)
    import CMimalloc

    // mimalloc replaces malloc and free once its library is loaded; asking its version keeps the
    // library among those the executable loads (docs/performance.md, "The allocator of
    // `wayfinder`").
    _ = mi_version()
#endif

CommandLineMain.run(WayfinderCommand.self)
