#!/usr/bin/env bash
# Compares the public API of every library product with the release named in .ci/api-baseline,
# through `swift package diagnose-api-breaking-changes`. Breaking changes fail the check unless
# each is listed, with its exact message, in .ci/api-breakage-allowlist (an intended break; say
# so in CHANGELOG.md under "Unreleased").
#
#   Scripts/api-check.sh          compare with the tag named in .ci/api-baseline
#   Scripts/api-check.sh TREEISH  compare with any tag, branch or commit instead
#
# A fresh clone may not carry tags. When the baseline is not in the repository (and fetching it
# from `origin` fails), the check prints that it was SKIPPED and why, and exits 0; no baseline
# is not a failure, a break is.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=${1:-$(tr -d '[:space:]' <.ci/api-baseline)}
[ -n "$baseline" ] || { echo "api-check: .ci/api-baseline names no tag" >&2; exit 2; }

has_baseline() { git rev-parse -q --verify "$baseline^{commit}" >/dev/null 2>&1; }
if ! has_baseline && [ $# -eq 0 ] && git remote get-url origin >/dev/null 2>&1; then
    git fetch -q --no-tags origin "refs/tags/$baseline:refs/tags/$baseline" 2>/dev/null || true
fi
if ! has_baseline; then
    echo "api-check: SKIPPED: the baseline '$baseline' is not in this clone (no such tag or commit," \
        "and 'git fetch origin tag $baseline' did not bring it); create it with" \
        "'git tag -a $baseline -m \"Wayfinder $baseline\"' on the released commit and push it"
    exit 0
fi

Scripts/bootstrap.sh >/dev/null
allowlist=()
if [ -s .ci/api-breakage-allowlist ]; then
    allowlist=(--breakage-allowlist-path .ci/api-breakage-allowlist)
fi
echo "api-check: comparing the public API with $baseline ($(git rev-parse --short "$baseline^{commit}"))"
swift package diagnose-api-breaking-changes "${allowlist[@]}" "$baseline"
