#!/usr/bin/env bash
# Installs the Debian packages Wayfinder builds against, only those that are missing.
# Idempotent: a second run installs nothing and prints nothing but its summary.
#   Scripts/bootstrap.sh [PACKAGE ...]   also installs these (e.g. valgrind for Scripts/soak.sh)
set -euo pipefail

packages=(libyaml-dev libsqlite3-dev libedit-dev pkg-config "$@")
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "bootstrap: ${packages[*]} already installed"
    exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo_cmd=(sudo)
    else
        echo "bootstrap: missing ${missing[*]} and not running as root (no sudo found)" >&2
        exit 1
    fi
fi

echo "bootstrap: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
