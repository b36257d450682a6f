#!/usr/bin/env bash
# Measures JSONReader/JSONWriter speed in release (-O) on a 5,000-view layout document.
#   Fuzz/json-speed.sh [VIEWS]
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-fuzz
mkdir -p "$out"
mapfile -t sources < <(find Sources/StackLayoutSolver Sources/StackLayout -name '*.swift' ! -name StackLayoutSolver.swift | sort)
swiftc -O -parse-as-library -module-name StackLayout -package-name StackLayout \
    "${sources[@]}" Fuzz/JSONReaderSpeed.swift -o "$out/json-speed"
exec "$out/json-speed" "$@"
