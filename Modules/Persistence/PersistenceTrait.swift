// WayfinderPersistence stores snapshots through GRDB, which the package resolves only when the
// trait "Persistence" is on (it is by default). Say so plainly rather than as a missing module.
#if !Persistence
    #error(
        "WayfinderPersistence needs the package trait \"Persistence\" (GRDB): add it to the traits of your Wayfinder .package(...) line"
    )
#endif
