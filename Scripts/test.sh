#!/usr/bin/env bash
# The tests: `swift test`, after making sure the browser tests (BrowserTests) have headless
# Chromium, Debian's `chromium` package, which they need and never skip without.
#
#   Scripts/test.sh                     # every test
#   Scripts/test.sh --filter Solver     # arguments go to swift test
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null; then
    if command -v apt-get >/dev/null; then
        echo "Scripts/test.sh: installing Debian's chromium for the browser tests" >&2
        sudo=""
        [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo=sudo
        $sudo apt-get update -qq
        $sudo apt-get install -y -qq chromium >/dev/null
    else
        echo "Scripts/test.sh: the browser tests need headless Chromium on the PATH (chromium); they will fail without it" >&2
    fi
fi

swift test "$@"
