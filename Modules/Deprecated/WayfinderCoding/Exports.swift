// Deprecated: `ScalarKind` and `ScalarKindProviding` moved to `WayfinderRouting`, whose
// `ParameterValue` asks them. This module only re-exports it, and goes in the next release:
// import WayfinderRouting instead (CHANGELOG.md, "Migrating").
@_exported import WayfinderRouting
