#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format and the repository's .swift-format.
#   Scripts/format.sh           rewrites every file in place
#   Scripts/format.sh --check   changes nothing; lists each finding and exits 1 if there is one
#                               (Scripts/test.sh runs this first)
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Package.swift Modules Plugins Apps Tests Examples/TypedShop/Package.swift Examples/TypedShop/Sources
    Examples/TypedShop/Tests Examples/Notes/Package.swift Examples/Notes/Sources Examples/Notes/Tests
    Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Sources
    Fuzz/Package.swift Fuzz/Sources)

if [ "${1:-}" = "--check" ]; then
    if ! swift format lint --strict --parallel --recursive "${paths[@]}"; then
        echo "format.sh: the sources are not formatted; run Scripts/format.sh and commit the result" >&2
        exit 1
    fi
    echo "format.sh: swift format lint --strict is clean"
else
    swift format --in-place --parallel --recursive "${paths[@]}"
fi
