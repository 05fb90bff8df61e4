#!/usr/bin/env bash
# Installs what the build needs, then prints the node tree of the sample shop configuration.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh

swift run wayfinder-config Configs/shop.yaml
