// Deprecated: `WayfinderSession` was renamed `WayfinderScript` (the script language and its
// interpreter in one module). This module only re-exports it, and goes in the next release:
// import WayfinderScript instead (CHANGELOG.md, "Migrating").
@_exported import WayfinderScript
