// WayfinderServer serves the browser UI through FlyingFox, which the package resolves only when
// the trait "Server" is on (it is by default). Say so plainly rather than as a missing module.
#if !Server
    #error(
        "WayfinderServer needs the package trait \"Server\" (FlyingFox): add it to the traits of your Wayfinder .package(...) line"
    )
#endif
