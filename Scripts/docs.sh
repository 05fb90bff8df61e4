#!/usr/bin/env bash
# Builds the documentation of every library module (each module's DocC catalog, its articles and
# its symbols) with swift-docc-plugin into one static HTML site, combined so that articles and
# doc comments can link across modules. Any DocC warning (a broken symbol or article link, an
# unknown parameter name, ...) fails the build.
#
#   Scripts/docs.sh                 writes the site to .build/documentation/ (git-ignored)
#   Scripts/docs.sh --output DIR    writes it to DIR instead
#
# Open DIR/index.html through a web server (the site loads its pages with fetch), for example
# `python3 -m http.server --directory .build/documentation` and http://localhost:8000/documentation/wayfinder.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/documentation
if [ "${1:-}" = "--output" ]; then
    [ $# -ge 2 ] || { echo "docs: --output needs a directory" >&2; exit 2; }
    output=$2
elif [ $# -gt 0 ]; then
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi

# Every library product named Wayfinder* in Package.swift, so that a new module cannot be left
# out, but the deprecated names of renamed modules (Modules/Deprecated: each only re-exports
# its new home). The plugin builds each one's dependencies first.
deprecated="$(ls Modules/Deprecated)"
modules=()
while read -r module; do
    echo "$deprecated" | grep -qx "$module" || modules+=("$module")
done < <(grep -oE '\.library\(name: "Wayfinder[A-Za-z]*"' Package.swift | sed -E 's/.*"(.*)"/\1/')
[ ${#modules[@]} -gt 0 ] || { echo "docs: found no Wayfinder library product in Package.swift" >&2; exit 1; }
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done

Scripts/bootstrap.sh >/dev/null
mkdir -p "$output"
log="${TMPDIR:-/tmp}/wayfinder-docs-$$.log"
started=$SECONDS
echo "docs: building ${#modules[@]} modules with DocC into $output (log in $log)"
status=0
swift package --allow-writing-to-directory "$output" generate-documentation "${targets[@]}" \
    --enable-experimental-combined-documentation --output-path "$output" \
    --transform-for-static-hosting --warnings-as-errors >"$log" 2>&1 || status=$?

# DocC prints its diagnostics as `FILE:LINE:COL: warning|error: ...`; show every one.
if grep -E "(warning|error):" "$log" | grep -v "^warning: 'swift-docc-plugin'" >&2; then
    status=${status/#0/1}
fi
if [ "$status" -ne 0 ]; then
    tail -20 "$log" >&2
    echo "docs: FAILED after $((SECONDS - started))s; full log in $log" >&2
    exit 1
fi
rm -f "$log"
echo "docs: ${#modules[@]} modules built with no warning in $((SECONDS - started))s: $output/index.html"
