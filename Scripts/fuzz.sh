#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Package.swift, once; later runs only rebuild what changed)
# and runs one of them for a number of seconds on a scratch copy of its seed corpus.
#
#   Scripts/fuzz.sh TARGET SECONDS        fuzz; exit 1 and print the saved input on a finding
#   Scripts/fuzz.sh TARGET --replay [F..] run the seed corpus (or the files F) once, no fuzzing
#   Scripts/fuzz.sh --build               only build every target
#
# Targets: yaml-manifest, deeplink, snapshot, stack-ops, script, terminal-text.
#
# Findings (crash, invariant violation, leak, timeout) are saved under fuzz-artifacts/TARGET/
# (git-ignored). The scratch corpus, with the inputs the run found interesting, is kept under
# ${FUZZ_SCRATCH:-/tmp}/wayfinder-fuzz-TARGET.*/ and its path printed, so useful inputs can be
# minimised into Fuzz/Corpus/TARGET/ by hand (`-merge=1`). Extra libFuzzer flags can be passed
# in FUZZ_FLAGS.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage() {
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

# target -> executable, maximum input length, dictionary (or "")
describe() {
    case "$1" in
        yaml-manifest) echo "FuzzYAMLManifest 8192 yaml.dict" ;;
        deeplink) echo "FuzzDeepLink 2048 deeplink.dict" ;;
        snapshot) echo "FuzzSnapshot 8192 snapshot.dict" ;;
        stack-ops) echo "FuzzStackOps 1024 -" ;;
        script) echo "FuzzScript 4096 script.dict" ;;
        terminal-text) echo "FuzzTerminalText 2048 terminal-text.dict" ;;
        *) return 1 ;;
    esac
}

# Instrumentation is what `-sanitize=fuzzer,address` gives (ASan plus libFuzzer's coverage:
# inline 8-bit edge counters, PC table, comparison tracing), but libFuzzer is linked from its
# no-main archive: SwiftPM links each executable with its own `main` (`--defsym
# main=<Module>_main`), which collides with the `main` that -sanitize=fuzzer links in whole.
# Each target's main.swift calls LLVMFuzzerRunDriver instead (FuzzSupport/FuzzerDriver.swift).
build() {
    Scripts/bootstrap.sh >/dev/null
    local toolchain fuzzer_lib log="${TMPDIR:-/tmp}/wayfinder-fuzz-build.log"
    toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
    fuzzer_lib=$(find "$toolchain/lib/clang" -name "libclang_rt.fuzzer_no_main-$(uname -m).a" | head -1)
    [ -n "$fuzzer_lib" ] || { echo "fuzz: libFuzzer (libclang_rt.fuzzer_no_main) not found under $toolchain/lib/clang" >&2; exit 1; }
    echo "fuzz: building the fuzz targets (address sanitizer + libFuzzer coverage; log in $log)"
    # SwiftPM re-reads a path dependency's source list only when a manifest changes: without
    # this, a file added to the main package since the last fuzz build is missing from it.
    touch Fuzz/Package.swift
    if ! swift build --package-path Fuzz -c debug \
        -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
        -Xlinker --whole-archive -Xlinker "$fuzzer_lib" -Xlinker --no-whole-archive -Xlinker -lstdc++ \
        >"$log" 2>&1; then
        grep -E "error:" "$log" | head -40 >&2 || tail -40 "$log" >&2
        echo "fuzz: build failed; full log in $log" >&2
        exit 1
    fi
    grep -E "warning:" "$log" | grep "/Fuzz/Sources/" >&2 || true
    bin_dir=$(swift build --package-path Fuzz -c debug --show-bin-path)
}

[ $# -ge 1 ] || usage
if [ "$1" = "--build" ]; then
    build
    exit 0
fi
[ $# -ge 2 ] || usage
target=$1
read -r executable max_len dict < <(describe "$target") || { echo "fuzz: unknown target '$target'" >&2; usage; }
corpus="$root/Fuzz/Corpus/$target"
[ -d "$corpus" ] || { echo "fuzz: no seed corpus at $corpus" >&2; exit 1; }

build
binary="$bin_dir/$executable"
artifacts="$root/fuzz-artifacts/$target"
mkdir -p "$artifacts"
flags=(-max_len="$max_len" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$artifacts/")
[ "$dict" != "-" ] && flags+=(-dict="$root/Fuzz/Dictionaries/$dict")
# shellcheck disable=SC2206
extra=(${FUZZ_FLAGS:-})
# Crashes are libFuzzer's to report and save: Swift's own backtracer would catch the signal
# first, and its helper does not get along with ASan (it can hang the run).
export SWIFT_BACKTRACE=enable=no
# yaml-manifest links Configs/shop here so the shop manifest's includes resolve.
export WAYFINDER_CONFIGS="$root/Configs"

if [ "$2" = "--replay" ]; then
    shift 2
    inputs=("$@")
    [ ${#inputs[@]} -gt 0 ] || inputs=("$corpus")
    echo "fuzz: replaying ${inputs[*]} through $target"
    "$binary" "${flags[@]}" "${extra[@]}" -runs=0 "${inputs[@]}"
    exit $?
fi

seconds=$2
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a whole number, not '$seconds'" >&2; exit 2; }
scratch=$(mktemp -d "${FUZZ_SCRATCH:-/tmp}/wayfinder-fuzz-$target.XXXXXX")
cp -R "$corpus" "$scratch/corpus"
log="$scratch/fuzz.log"
echo "fuzz: running $target for ${seconds}s in $scratch"
started=$SECONDS
set +e
(cd "$scratch" && "$binary" "${flags[@]}" "${extra[@]}" -max_total_time="$seconds" corpus) 2>&1 | tee "$log" |
    grep -E "^#[0-9]+.*(INITED|DONE|pulse)|ERROR|invariant violated|==[0-9]+==|Test unit written|SUMMARY"
status=${PIPESTATUS[0]}
set -e

execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
coverage=$(grep -E "^#[0-9]+" "$log" | tail -1 | grep -oE "cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*" || true)
echo "fuzz: $target: ${execs:-?} executions in $((SECONDS - started))s; ${coverage:-no coverage line}; log $log"
if [ "$status" -ne 0 ]; then
    echo "fuzz: $target FAILED (libFuzzer exit $status)" >&2
    grep -E "Test unit written to" "$log" | sed 's/^.*Test unit written to /fuzz: input saved at /' >&2 || true
    echo "fuzz: replay with: Scripts/fuzz.sh $target --replay <saved input>" >&2
    exit 1
fi
echo "fuzz: $target clean; scratch corpus kept at $scratch/corpus"
