#!/usr/bin/env bash
# Builds the benchmark package (Benchmarks/) in release mode, runs every suite, and writes
#   .benchmarks/summary.json   benchmark name -> {p50_ns, mallocs_p50} per operation, and the ratios
#                              whose numerator it is (issue 16's scaling pairs and peers among them)
#   .benchmarks/ratios.json    the ratios the performance targets are about, and whether each is met
#   .benchmarks/extra.json     benchmarks run for the analysis only (docs/performance.md)
#   .benchmarks/run.log        the benchmark tool's own output
# then prints both tables. Benchmarks whose module has not landed are reported as missing.
#
#   Scripts/bench.sh                    every suite
#   Scripts/bench.sh --target Nav       only suites matching a regex (passed to the tool)
#   Scripts/bench.sh --filter 'stack.*' only benchmarks whose whole name matches a regex (passed to the tool)
#
# Safe to run again: every run replaces the previous results. The machine should be otherwise
# idle; with other work on its cores, wall times grow (docs/performance.md says by how much).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

Scripts/bootstrap.sh

out="$root/.benchmarks"
raw="$out/raw"
rm -rf "$raw"
mkdir -p "$raw"

cd "$root/Benchmarks"
echo "bench: building Benchmarks/ in release mode and running the suites (a few minutes)"
status=0
swift package --allow-writing-to-directory "$raw" \
    benchmark run --format histogram --path "$raw" --no-progress "$@" \
    >"$out/run.log" 2>&1 || status=$?
grep -E "failed|error:" "$out/run.log" | grep -v "^Compiling" || true
if [ "$status" -ne 0 ]; then
    echo "bench: the benchmark tool exited with status $status (see $out/run.log); summarising what it produced" >&2
fi

partial=()
if [ "$#" -gt 0 ]; then partial=(--partial); fi
python3 "$root/Benchmarks/summarize.py" \
    --raw "$raw" --log "$out/run.log" --main-package "$root/Package.swift" \
    --out "$out/summary.json" --ratios "$out/ratios.json" --extra "$out/extra.json" "${partial[@]}"
