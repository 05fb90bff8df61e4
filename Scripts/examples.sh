#!/usr/bin/env bash
# Builds and tests the packages under Examples/ (each depends on Wayfinder by path), then checks
# that the build-tool plugin turns a manifest's finding into a failed build that prints it:
#   1. Examples/TypedShop: swift build --build-tests, swift test (drives the composed app
#      through the types the plugin generated from shop.wayfinder.yaml; and RecordedShopTests,
#      a test `wayfinder export-test --swift` wrote from a recorded session of Configs/shop.yaml,
#      which replays it through the WayfinderScript product)
#   2. the same package with a broken manifest: the build must fail and print the finding as
#      FILE:LINE:COL: error: ..., at the manifest's absolute path; the manifest is restored after
#   3. swift package wayfinder-validate on it: ok
#   4. Examples/Notes: a Swift-only app with the package's traits off; builds and runs its
#      tests, runs its Taste executable (the README's first example, as printed) and compares
#      what it prints with the README, and checks that it resolved none of GRDB, swift-syntax, FlyingFox,
#      swift-argument-parser or swift-concurrency-extras
set -euo pipefail
cd "$(dirname "$0")/.."

example=Examples/TypedShop
manifest=$example/Sources/TypedShop/shop.wayfinder.yaml

swift build --package-path "$example" --build-tests
swift test --package-path "$example" --skip-build

swift package --package-path "$example" wayfinder-validate

# A route nobody declares, on line 8 of the manifest.
saved=$(mktemp)
cp "$manifest" "$saved"
trap 'cp "$saved" "$manifest"; rm -f "$saved"' EXIT
sed -i 's/^  root: main$/  root: mian/' "$manifest"
if output=$(swift build --package-path "$example" 2>&1); then
    echo "$output" >&2
    echo "examples.sh: the build with a broken manifest succeeded; it must fail" >&2
    exit 1
fi
expected="$(cd "$(dirname "$manifest")" && pwd)/shop.wayfinder.yaml:6:9: error: app.root: undefined coordinator 'mian'"
if ! grep -qF "$expected" <<<"$output"; then
    echo "$output" >&2
    echo "examples.sh: the failed build does not print: $expected" >&2
    exit 1
fi
if swift package --package-path "$example" wayfinder-validate >/dev/null 2>&1; then
    echo "examples.sh: wayfinder-validate accepted the broken manifest" >&2
    exit 1
fi
notes=Examples/Notes
swift build --package-path "$notes" --build-tests
swift test --package-path "$notes" --skip-build
# The README's first example, built as printed (Sources/Taste/main.swift; DocumentationTests
# checks that it is the README's block): it prints the tree its last comment lines show.
taste=$notes/Sources/Taste/main.swift
expected=$(sed -n '/^print(navigator.tree.rendered)$/,$p' "$taste" | sed -n 's|^// ||p')
printed=$(swift run --package-path "$notes" --skip-build Taste)
if [ "$printed" != "$expected" ]; then
    diff <(echo "$expected") <(echo "$printed") >&2 || true
    echo "examples.sh: the README's first example (Examples/Notes Taste) printed something else than it shows" >&2
    exit 1
fi
for heavy in grdb.swift swift-syntax flyingfox swift-argument-parser swift-concurrency-extras; do
    if [ -e "$notes/.build/checkouts/$heavy" ] || swift package --package-path "$notes" show-dependencies 2>/dev/null | grep -qi "$heavy"; then
        echo "examples.sh: Examples/Notes resolved $heavy, which it does not use (traits: [])" >&2
        exit 1
    fi
done
echo "examples.sh: the examples and TypedShop's exported session test build and pass; a broken manifest fails its build with the finding; Notes resolves none of GRDB, swift-syntax, FlyingFox, swift-argument-parser or swift-concurrency-extras"
