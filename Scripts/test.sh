#!/usr/bin/env bash
# Installs what the build needs, then builds and runs the whole test suite.
#   Scripts/test.sh              debug build, every test target
#   Scripts/test.sh --filter X   passes the filter on to `swift test`
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh

swift build --build-tests
swift test --skip-build "$@"
