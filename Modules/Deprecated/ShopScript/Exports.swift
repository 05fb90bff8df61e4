// Deprecated: `ShopScript` (the script language) is part of `WayfinderScript`, with its
// interpreter. This module only re-exports it, and goes in the next release: import
// WayfinderScript instead (CHANGELOG.md, "Migrating").
@_exported import WayfinderScript
