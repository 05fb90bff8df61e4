#!/usr/bin/env bash
# Malloc calls per operation of InstructionCounts scenarios: two callgrind runs, of 100 and 300
# operations; the difference of their calls to malloc over 200 removes the set-up.
#
#   Benchmarks/mallocs.sh router0 router4named tabPushPop
#
# Run Benchmarks/instructions.sh once first: it builds the release binary this script runs.
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "mallocs: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
bin=$(swift build -c release -Xcc -gdwarf-4 --show-bin-path)/InstructionCounts
export SWIFT_DETERMINISTIC_HASHING=1
count() {
    valgrind --tool=callgrind --callgrind-out-file=/tmp/mallocs.$1.$2 "$bin" "$1" "$2" >/dev/null 2>&1
    python3 - "/tmp/mallocs.$1.$2" <<'PY'
import sys, re
names = {}
total = 0
current = None
for line in open(sys.argv[1]):
    m = re.match(r'fn=\((\d+)\)(?: (.*))?', line)
    if m and m.group(2):
        names[m.group(1)] = m.group(2).strip()
        continue
    m = re.match(r'cfn=\((\d+)\)(?: (.*))?', line)
    if m:
        if m.group(2): names[m.group(1)] = m.group(2).strip()
        current = names.get(m.group(1))
        continue
    m = re.match(r'calls=(\d+)', line)
    if m and current in ('malloc',):
        total += int(m.group(1))
        current = None
print(total)
PY
}
for scenario in "$@"; do
    low=$(count "$scenario" 100); high=$(count "$scenario" 300)
    python3 -c "print('%-14s %.2f mallocs/op' % ('$scenario', ($high - $low) / 200))"
done
