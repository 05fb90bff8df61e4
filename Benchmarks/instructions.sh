#!/usr/bin/env bash
# Counts the instructions per operation of the scenarios the performance targets compare, with
# valgrind's callgrind, and prints the targets' ratios in instructions. Unlike wall time, the
# counts do not change with what else runs on the machine (a few percent between builds).
#
#   Benchmarks/instructions.sh                    every scenario; writes .benchmarks/instructions.json
#   Benchmarks/instructions.sh depth10 depth1000  only these (merged into the JSON file)
#   Benchmarks/instructions.sh --time refused500 refused4000 saves500 saves4000
#                                                 wall time of one run each, natively (for the
#                                                 scenarios too slow for callgrind, and for the
#                                                 targets stated in wall time: saves*, pushes*);
#                                                 writes .benchmarks/seconds.json
#
# Each scenario runs twice under callgrind, with two operation counts; the difference divided by
# the difference in counts is the cost of one operation without the set-up. Takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")"
# Every run hashes with the same seed, so dictionaries and sets lay out alike and a scenario
# counts the same instructions each time (with random seeds the 20 switches of `tabs100` moved by
# several thousand instructions between runs).
export SWIFT_DETERMINISTIC_HASHING=1
out="../.benchmarks"
mkdir -p "$out"
command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

# valgrind 3.19 cannot read the DWARF 5 that clang writes for C targets (swift-atomics' shims):
# ask clang for DWARF 4.
flags=(-c release -Xcc -gdwarf-4)
swift build "${flags[@]}" --product InstructionCounts 2>&1 | grep -E "error|warning: |Compiling|Build" | tail -3
binary="$(swift build "${flags[@]}" --show-bin-path)/InstructionCounts"

# scenario, small count, large count
runs=(
    "array 100000 300000" "stack10 1000 3000" "stack10000 1000 3000" "router0 300 900" "router4 300 900"
    "router0named 300 900" "router4named 300 900"
    "json 2 6" "snapshot 2 6" "events 2 6" "manifest 1 3" "mirror 2 6" "snapshotManifest 2 6" "codableManifest 2 6"
    # Issue 16: scaling (the same operation on a small and a large app) and peers.
    "depth10 100 300" "depth1000 100 300" "tabs4 100 300" "tabs100 10 30" "tabs4reflected 20 60"
    "tabs100reflected 10 30" "tabPushPop 100 300" "coordinators10 100 300" "coordinators300 10 30"
    "deeplink5 50 150" "deeplink500 1 3" "refused500 1 2" "refused4000 1 2"
    "unreachable500 1 2" "unreachable4000 1 2"
    # A whole run per operation: 500 or 4,000 pushes, each saved to a new SQLite store (a
    # minute or two under callgrind for the 4,000).
    "saves500 1 2" "saves4000 1 2"
    # A saved push and a saved pop on a stack 10 or 1,000 screens deep.
    "save10 100 300" "save1000 100 300"
    "flowstacks 100000 300000" "stackstate 100000 300000" "observed 1000 3000"
    "routeNameReflected 1000 3000" "routeNameSwitch 100000 300000"
    # Issue 27: a tab switch over pages 10 or 1,000 deep; push + pop with a context and a bag.
    "tabsDeep10 100 300" "tabsDeep1000 100 300" "contextPushPop 300 900"
    # Issue 30: router0 and router4named with the journal on (1,200 more transactions than the
    # small count: the default 10,000-entry ring does not fill, so this is the appending cost).
    "router0journal 300 900" "router4namedjournal 300 900"
    # Issue 28: the back chain and leave checks.
    "routerLeaveCheck 300 900" "backSystem 300 900" "backSystemLeaveCheck 300 900"
    # Issue 37: width changes (400 <-> 1,000) on 4 and 100 tabs of 10 entries, 100 of 1,000.
    "resize4x10 20 60" "resize100x10 20 60" "resize100x1000 20 60"
    # Issue 41: push + pop with one loader that returns at once; with a loader for another route.
    "routerLoader 300 900" "routerLoaderElsewhere 300 900" "routerNamedLoaderElsewhere 300 900"
    # Issue 38: push + pop in the focused one of 50 windows; in one of them without focus.
    "windowPush50 300 900" "windowPush50unfocused 300 900"
)

if [[ "${1:-}" == "--time" ]]; then
    shift
    json="{"
    for scenario in "$@"; do
        seconds=$("$binary" "$scenario" 1 --time | awk '/^elapsed/ { print $2 }')
        printf "%-17s %10.3f s\n" "$scenario" "$seconds"
        json+="\"$scenario\": $seconds, "
    done
    echo "${json%, }}" | python3 -c '
import json, sys, os
path = sys.argv[1]
old = json.load(open(path)) if os.path.exists(path) else {}
old.update(json.load(sys.stdin))
json.dump(old, open(path, "w"), indent=2)
' "$out/seconds.json"
    exit 0
fi
if (( $# > 0 )); then
    selected=()
    for run in "${runs[@]}"; do
        for wanted in "$@"; do [[ "${run%% *}" == "$wanted" ]] && selected+=("$run"); done
    done
    runs=("${selected[@]}")
fi

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
import json, sys, os
path = sys.argv[1]
counts = json.load(open(path)) if os.path.exists(path) else {}
counts.update(json.load(sys.stdin))
json.dump(counts, open(path, "w"), indent=2)
pairs = [("router+4 plugins vs array", "router4", "array", "<= 100x", 1),
         ("stack depth 10,000 vs 10", "stack10000", "stack10", "<= 1.25x", 1),
         ("snapshot vs JSON", "snapshot", "json", "<= 1.5x", 1),
         ("manifest snapshot, direct vs Codable", "snapshotManifest", "codableManifest", "-", 1),
         ("manifest vs libyaml events", "manifest", "events", "<= 3x (stretch 2x)", 1),
         ("router depth 1,000 vs 10", "depth1000", "depth10", "<= 1.1x", 1),
         ("tab switch 100 vs 4 tabs", "tabs100", "tabs4", "<= 1.25x", 1),
         ("tab switch, pages 1,000 vs 10", "tabsDeep1000", "tabsDeep10", "<= 1.1x", 1),
         ("push+pop with context vs none", "contextPushPop", "router0", "-", 1),
         ("push+pop, leave check vs none", "routerLeaveCheck", "router0", "-", 1),
         ("push+system back vs push+pop", "backSystem", "router0", "-", 1),
         ("push+pop, one loader vs none", "routerLoader", "router0", "-", 1),
         ("same, a loader for another route", "routerLoaderElsewhere", "router0", "-", 1),
         ("same, routes named by a switch", "routerNamedLoaderElsewhere", "router0named", "-", 1),
         ("push+pop, 50 windows vs one", "windowPush50", "router0", "<= 1.1x", 1),
         ("same, in a window without focus", "windowPush50unfocused", "router0", "-", 1),
         ("same, with a leave check", "backSystemLeaveCheck", "backSystem", "-", 1),
         ("width change, 100 vs 4 tabs", "resize100x10", "resize4x10", "-", 1),
         ("width change, pages 1,000 vs 10", "resize100x1000", "resize100x10", "-", 1),
         ("same, reflected names", "tabs100reflected", "tabs4reflected", "<= 1.25x", 1),
         ("push+pop in a tab vs no tabs", "tabPushPop", "router0", "<= 1.2x", 1),
         ("300 vs 10 live coordinators", "coordinators300", "coordinators10", "<= 1.25x", 1),
         ("deep link, per push, 500 vs 5", "deeplink500", "deeplink5", "<= 1.1x", 100),
         ("validation 4,000 vs 500 screens", "refused4000", "refused500", "<= 10x", 1),
         ("same, every screen unreachable", "unreachable4000", "unreachable500", "<= 10x", 1),
         ("4,000 vs 500 saved pushes", "saves4000", "saves500", "<= 10x", 1),
         ("saved push+pop, depth 1,000 vs 10", "save1000", "save10", "-", 1),
         ("router+4 plugins vs FlowStacks", "router4", "flowstacks", "-", 1),
         ("router+4 plugins vs StackState", "router4", "stackstate", "-", 1),
         ("router+4 plugins vs @Observable", "router4", "observed", "-", 1)]
print()
for label, top, bottom, target, per in pairs:
    if top in counts and bottom in counts and counts[bottom]:
        print(f"{label:<32} {counts[top] / counts[bottom] / per:>12,.2f}x   target {target}")
' "$out/instructions.json"
