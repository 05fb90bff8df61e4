#!/usr/bin/env bash
# Installs what the build needs, checks the formatting (Scripts/format.sh --check), then builds
# and runs the whole test suite.
#   Scripts/test.sh              the imports check (Scripts/check-imports.py: Package.swift declares
#                                what each target imports), the unchecked-attributes check
#                                (Scripts/check-unchecked.py: each states its reason), the page's
#                                scripts (Scripts/check-page.py: node --check, no markup built
#                                from text, no script in Swift), the seams check
#                                (Scripts/check-seams.py: no file outside the seam folders names a
#                                speed strategy), debug build,
#                                the migration-aliases check
#                                (Scripts/check-migration-aliases.sh),
#                                every test target, `wayfinder check` on every manifest in
#                                Configs/ (Scripts/check-manifests.sh), then the real-browser tests of
#                                `shop serve` (Scripts/browser-tests.py; WAYFINDER_BROWSER_TESTS=0
#                                skips them)
#   Scripts/test.sh --filter X   passes the filter on to `swift test`
#   Scripts/test.sh --sanitizers [ARGS]
#                                the suite under ThreadSanitizer, then AddressSanitizer, each
#                                in its own scratch path (.build-tsan, .build-asan) so the normal
#                                build is left alone; ARGS go to `swift test`
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh
Scripts/format.sh --check

if [ "${1:-}" = "--sanitizers" ]; then
    shift
    # ThreadSanitizer needs no suppressions: any report fails the run at once. AddressSanitizer
    # runs LeakSanitizer at exit, in the test process and in the helpers the tests start (the
    # crash test's SnapshotWriter, the shop binary, built with the same sanitizer next to the
    # tests); Scripts/lsan.supp lists the toolchain's own leaks and why.
    export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
    export ASAN_OPTIONS="detect_leaks=1 ${ASAN_OPTIONS:-}"
    export LSAN_OPTIONS="suppressions=$(pwd)/Scripts/lsan.supp print_suppressions=0 ${LSAN_OPTIONS:-}"
    failed=()
    for sanitizer in thread address; do
        case $sanitizer in
            thread) scratch=.build-tsan ;;
            address) scratch=.build-asan ;;
        esac
        echo "test.sh: --sanitize=$sanitizer in $scratch"
        if ! swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" ||
            ! swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@"; then
            failed+=("$sanitizer")
        fi
    done
    if [ ${#failed[@]} -gt 0 ]; then
        echo "test.sh: failed under --sanitize=${failed[*]}" >&2
        exit 1
    fi
    echo "test.sh: clean under --sanitize=thread and --sanitize=address"
    exit 0
fi

python3 Scripts/check-imports.py
python3 Scripts/check-unchecked.py
python3 Scripts/check-page.py
python3 Scripts/check-seams.py
swift build --build-tests
Scripts/check-migration-aliases.sh
swift test --skip-build "$@"
if [ $# -eq 0 ]; then
    Scripts/check-manifests.sh
fi
if [ $# -eq 0 ] && [ "${WAYFINDER_BROWSER_TESTS:-1}" != 0 ]; then
    python3 Scripts/browser-tests.py
fi
