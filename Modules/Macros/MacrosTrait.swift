// `@RouteNames` is expanded by a compiler plugin built on swift-syntax, which the package
// resolves only when the trait "Macros" is on (it is by default). Say so plainly rather than as a
// missing module.
#if !Macros
    #error(
        "WayfinderMacros needs the package trait \"Macros\" (swift-syntax): add it to the traits of your Wayfinder .package(...) line"
    )
#endif
