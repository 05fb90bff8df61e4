// The `shop` and `wayfinder` commands parse their arguments with swift-argument-parser, which the
// package resolves only when the trait "Tools" is on (it is by default). Say so plainly rather
// than as a missing module.
#if !Tools
    #error(
        "The wayfinder and shop tools need the package trait \"Tools\" (swift-argument-parser): add it to the traits of your Wayfinder .package(...) line"
    )
#endif
