#!/usr/bin/env bash
# Installs the Debian packages Wayfinder builds against, and what the browser tests drive
# (chromium, chromium-driver, Selenium from PyPI), only those that are missing.
# Idempotent: a second run installs nothing and prints nothing but its summary.
#   Scripts/bootstrap.sh [PACKAGE ...]   also installs these (e.g. valgrind for Scripts/soak.sh)
set -euo pipefail

packages=(libyaml-dev libsqlite3-dev libedit-dev libmimalloc-dev pkg-config chromium chromium-driver "$@")
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done

# Selenium drives chromium-driver from the browser tests (Scripts/browser-tests.py).
install_selenium() {
    if python3 -c 'import selenium' 2>/dev/null; then
        return
    fi
    echo "bootstrap: installing selenium (PyPI)"
    python3 -m pip install --quiet selenium 2>/dev/null ||
        python3 -m pip install --quiet --break-system-packages selenium
}

if [ ${#missing[@]} -eq 0 ]; then
    install_selenium
    echo "bootstrap: ${packages[*]} and selenium already installed"
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
install_selenium
