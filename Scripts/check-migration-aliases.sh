#!/usr/bin/env bash
# Type-checks what a seed user writes against the modules of the last debug build
# (run `swift build` first; Scripts/test.sh does):
#   Tests/MigrationAliases/MigrationAliases.swift must compile with no warning but the deprecations of the
#   seed's renamed types, each naming the Wayfinder type;
#   Tests/MigrationAliases/RenamedNames.swift (the names renamed in 0.3) likewise, each
#   deprecation naming the new name, and with one NavigationContext where both Stacks and
#   Coordinators are imported;
#   Tests/MigrationAliases/StacksNavigationContext.swift must fail with the message that names
#   Stacks' NavigationContext's new name, PathContext;
#   Tests/MigrationAliases/ChildCoordinatorsAppend.swift must fail with the message that points the
#   seed's `childCoordinators.append` to its replacement.
# Takes seconds: no package is built, the file is checked against the built .swiftmodule files.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [ ! -d "$modules" ]; then
    echo "check-migration-aliases.sh: no built modules in $modules; run swift build first" >&2
    exit 1
fi
# C modules of dependencies (swift-atomics' shims) are found through their include folders.
includes=(-I "$modules")
for map in .build/checkouts/*/Sources/*/include/module.modulemap; do
    [ -e "$map" ] && includes+=(-I "$(dirname "$map")")
done
# The system libraries below the script module (libyaml for Config, SQLite for GRDB), for files
# that import Composition or the script module.
includes+=(-I Modules/CLibYAML)
[ -e .build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap ] &&
    includes+=(-I .build/checkouts/GRDB.swift/Sources/GRDBSQLite)
typecheck() {
    swiftc -typecheck -swift-version 6 "${includes[@]}" "$1" 2>&1
}

failed=0
output="$(typecheck Tests/MigrationAliases/MigrationAliases.swift)" || {
    echo "$output" >&2
    echo "check-migration-aliases.sh: Tests/MigrationAliases/MigrationAliases.swift does not compile" >&2
    exit 1
}
# Every warning must be a deprecation whose message names the Wayfinder type.
unexpected="$(echo "$output" | grep -E '^[^ ]+: warning: ' | grep -vE "is deprecated: Wayfinder (calls|writes|asks) " || true)"
if [ -n "$unexpected" ]; then
    echo "$unexpected" >&2
    echo "check-migration-aliases.sh: warnings other than the migration aliases' deprecations" >&2
    failed=1
fi
for name in TransitionPresentationStyle NavigationStackItem NavigationStack AnyCoordinatorType; do
    if ! echo "$output" | grep -qE "warning: '$name' is deprecated: Wayfinder"; then
        echo "check-migration-aliases.sh: no deprecation warning for $name" >&2
        failed=1
    fi
done

# The names renamed in 0.3 (issue 39): old module names re-export their new homes, old type
# and member names are deprecated aliases.
output="$(typecheck Tests/MigrationAliases/RenamedNames.swift)" || {
    echo "$output" >&2
    echo "check-migration-aliases.sh: Tests/MigrationAliases/RenamedNames.swift does not compile" >&2
    exit 1
}
unexpected="$(echo "$output" | grep -E '^[^ ]+: warning: ' | grep -vE "is deprecated: Wayfinder calls it " || true)"
if [ -n "$unexpected" ]; then
    echo "$unexpected" >&2
    echo "check-migration-aliases.sh: warnings other than the renamed names' deprecations" >&2
    failed=1
fi
for name in Phase phase "init\\(id:phase:underlying:policy:\\)"; do
    if ! echo "$output" | grep -qE "warning: '$name' is deprecated: Wayfinder calls it"; then
        echo "check-migration-aliases.sh: no deprecation warning for $name" >&2
        failed=1
    fi
done

# must_fail FILE WHAT EXPECTED: FILE must not compile, and must fail with EXPECTED.
must_fail() {
    local output
    if output="$(typecheck "$1")"; then
        echo "check-migration-aliases.sh: $1 compiled; it must not" >&2
        failed=1
    elif ! echo "$output" | grep -q "error: $3"; then
        echo "$output" >&2
        echo "check-migration-aliases.sh: $2 does not fail with: $3" >&2
        failed=1
    fi
}
must_fail Tests/MigrationAliases/StacksNavigationContext.swift "Stacks' NavigationContext" \
    "'NavigationContext' has been renamed to 'PathContext': Wayfinder calls it PathContext since 0.3"
must_fail Tests/MigrationAliases/ChildCoordinatorsAppend.swift "appending to childCoordinators" \
    "setter for 'childCoordinators' is unavailable: Wayfinder adds a child when it starts"

[ "$failed" = 0 ] && echo "check-migration-aliases.sh: the migration aliases (the seed libraries' names, the names renamed in 0.3) compile, with only their deprecations"
exit "$failed"
