#!/usr/bin/env bash
# Counts the instructions per operation of the scenarios the performance targets compare, with
# valgrind's callgrind, and prints the targets' ratios in instructions. Unlike wall time, the
# counts do not change with what else runs on the machine (a few percent between builds).
#
#   Benchmarks/instructions.sh        writes .benchmarks/instructions.json
#
# Each scenario runs twice under callgrind, with two operation counts; the difference divided by
# the difference in counts is the cost of one operation without the set-up. Takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")"
out="../.benchmarks"
mkdir -p "$out"
command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

swift build -c release --product InstructionCounts 2>&1 | grep -E "error|warning: |Compiling|Build" | tail -3
binary="$(swift build -c release --show-bin-path)/InstructionCounts"

# scenario, small count, large count
runs=(
    "array 100000 300000" "stack10 1000 3000" "stack10000 1000 3000" "router0 300 900" "router4 300 900"
    "json 2 6" "snapshot 2 6" "events 2 6" "manifest 1 3" "mirror 2 6"
)

refs() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 \
        | awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}

json="{"
for run in "${runs[@]}"; do
    read -r scenario small large <<<"$run"
    low=$(refs "$scenario" "$small")
    high=$(refs "$scenario" "$large")
    perop=$(( (high - low) / (large - small) ))
    printf "%-11s %14s instructions/op\n" "$scenario" "$perop"
    json+="\"$scenario\": $perop, "
done
json="${json%, }}"
echo "$json" | python3 -c '
import json, sys
counts = json.load(sys.stdin)
json.dump(counts, open(sys.argv[1], "w"), indent=2)
pairs = [("router+4 plugins vs array", "router4", "array", "<= 100x"),
         ("stack depth 10,000 vs 10", "stack10000", "stack10", "<= 1.25x"),
         ("snapshot vs JSON", "snapshot", "json", "<= 1.5x"),
         ("manifest vs libyaml events", "manifest", "events", "<= 2x")]
print()
for label, top, bottom, target in pairs:
    print(f"{label:<28} {counts[top] / counts[bottom]:>12,.2f}x   target {target}")
' "$out/instructions.json"
