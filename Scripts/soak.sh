#!/usr/bin/env bash
# The soak test: the sample app driven through login / browse / checkout / logout cycles
# (Configs/soak/cycle.shop) under valgrind's memcheck.
#
#   Scripts/soak.sh [CYCLES] [-- SHOP_SOAK_ARGS...]   default 1000 cycles, without state restoration
#   Scripts/soak.sh 1000 -- --state /tmp/soak.sqlite  with it (much slower: one SQLite save per command)
#
# Passes when `shop soak` reports clean (no refused command; the coordinators the navigator holds
# and the coordinator objects alive are the same at the end as at the start; none outlives the
# app) and valgrind reports no definitely-lost block allocated from our code (Modules/, Plugins/,
# Apps/). Definitely-lost blocks from elsewhere (the Swift runtime, Foundation) are listed but do
# not fail the run. Valgrind's whole log is kept in .soak/valgrind.log (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

cycles=${1:-1000}
shift || true
[ "${1:-}" = "--" ] && shift
[[ "$cycles" =~ ^[0-9]+$ ]] || { echo "soak: CYCLES must be a number, not '$cycles'" >&2; exit 2; }
extra=("$@")
[ ${#extra[@]} -eq 0 ] && extra=(--no-state)

Scripts/bootstrap.sh valgrind
echo "soak: building shop (release; SwiftPM keeps line tables, so valgrind names our source files)"
mkdir -p .soak
# valgrind 3.19 cannot read the DWARF 5 that clang writes for C targets (swift-atomics' shims).
if ! swift build -c release -Xcc -gdwarf-4 --product shop >.soak/build.log 2>&1; then
    grep -E "error:" .soak/build.log | head -20 >&2 || tail -20 .soak/build.log >&2
    echo "soak: the shop build failed (log: .soak/build.log)" >&2
    exit 1
fi
binary="$(swift build -c release -Xcc -gdwarf-4 --show-bin-path)/shop"

log=.soak/valgrind.log
echo "soak: $cycles cycles under valgrind (log: $log)"
start=$(date +%s)
status=0
SHOP_ANALYTICS_OUTPUT=.soak/analytics.jsonl valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
    --errors-for-leak-kinds=none --num-callers=40 --fullpath-after= --log-file="$log" \
    "$binary" soak --cycles "$cycles" "${extra[@]}" || status=$?
echo "soak: valgrind run took $(( $(date +%s) - start )) s"

# Each definitely-lost record runs from its "definitely lost in loss record" line to the next
# blank line; it is ours when one of its frames is in a source file of ours (full paths, from
# --fullpath-after=) or in a function of one of our modules (mangled `$sNNWayfinder...`, `$s4Shop`).
leaks=0
python3 - "$log" <<'PYTHON' || leaks=$?
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
lines = [re.sub(r"^==\d+== ?", "", line) for line in text.splitlines()]
records, current = [], None
for line in lines:
    if "definitely lost in loss record" in line:
        current = [line]
        records.append(current)
    elif current is not None:
        if line.strip() == "":
            current = None
        else:
            current.append(line)
ours_pattern = re.compile(r"/(Modules|Plugins|Apps)/[^ )]*\.swift|\$s\d+Wayfinder|\$s4Shop")
ours = [r for r in records if any(ours_pattern.search(f) for f in r[1:])]
summary = [l.strip() for l in lines if re.match(r"\s*(definitely lost|indirectly lost|possibly lost|still reachable):", l)]
if "ERROR SUMMARY" not in text:
    print("valgrind: the run did not finish (no ERROR SUMMARY); see the log")
    sys.exit(1)
print("valgrind: " + ("; ".join(summary) if summary else "no leaks (all heap blocks were freed)"))
errors = [l for l in lines if l.startswith("ERROR SUMMARY")]
if errors:
    print("valgrind: " + errors[-1])
for record in ours:
    print("\n".join(record))
print(f"valgrind: {len(records)} definitely-lost record(s), {len(ours)} from our code")
sys.exit(1 if ours else 0)
PYTHON
if [ "$status" -ne 0 ] || [ "$leaks" -ne 0 ]; then
    echo "soak: failed (shop soak exit $status, our definitely-lost records: $([ "$leaks" -eq 0 ] && echo none || echo some))" >&2
    exit 1
fi
echo "soak: clean"
