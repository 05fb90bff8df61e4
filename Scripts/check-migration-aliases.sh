#!/usr/bin/env bash
# Type-checks what a seed user writes against the modules of the last debug build
# (run `swift build` first; Scripts/test.sh does):
#   Tests/MigrationAliases/MigrationAliases.swift must compile with no warning but the deprecations of the
#   seed's renamed types, each naming the Wayfinder type;
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

expected="setter for 'childCoordinators' is unavailable: Wayfinder adds a child when it starts"
if output="$(typecheck Tests/MigrationAliases/ChildCoordinatorsAppend.swift)"; then
    echo "check-migration-aliases.sh: Tests/MigrationAliases/ChildCoordinatorsAppend.swift compiled; it must not" >&2
    failed=1
elif ! echo "$output" | grep -q "error: $expected"; then
    echo "$output" >&2
    echo "check-migration-aliases.sh: appending to childCoordinators does not fail with: $expected" >&2
    failed=1
fi

[ "$failed" = 0 ] && echo "check-migration-aliases.sh: the migration aliases (the seed libraries' names) compile, with only their deprecations"
exit "$failed"
