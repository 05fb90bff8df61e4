#!/usr/bin/env bash
# Runs `wayfinder check` on every app manifest in Configs/ (Configs/*.yaml and
# Configs/examples/*.yaml; Configs/shop/ holds the shop's includes) with the debug build, at a
# depth that fits in 60 seconds on a shared 2-core machine (docs/reliability.md has the figures).
#   Scripts/check-manifests.sh            depth 3 (WAYFINDER_CHECK_DEPTH overrides it)
# Exits non-zero when a manifest breaks an invariant; the counterexample is written next to the
# build as .build/check-NAME.jsonl, for `wayfinder replay`.
set -euo pipefail
cd "$(dirname "$0")/.."

depth=${WAYFINDER_CHECK_DEPTH:-3}
binary=.build/debug/wayfinder
[ -x "$binary" ] || swift build --product wayfinder
failed=()
for manifest in Configs/*.yaml Configs/examples/*.yaml; do
    name=$(basename "$manifest" .yaml)
    echo "check-manifests: $manifest to depth $depth"
    if ! "$binary" check "$manifest" --depth "$depth" --record-counterexample ".build/check-$name.jsonl"; then
        failed+=("$manifest")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "check-manifests: invariants broken in ${failed[*]}" >&2
    exit 1
fi
