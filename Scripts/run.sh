#!/usr/bin/env bash
# Installs what the build needs, builds the headless sample app `shop`, checks its manifest
# (Configs/shop.yaml) and walks through it: the tour scenario, every capability in one script,
# without persisted state so every run prints the same transcript. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/bootstrap.sh

swift build --product shop
shop="$(swift build --show-bin-path)/shop"

"$shop" validate
"$shop" run --script Configs/scenarios/tour.shop --no-state
