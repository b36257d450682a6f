#!/usr/bin/env bash
# Fuzzes JSONReader and JSONWriter with libFuzzer and AddressSanitizer.
#
#   Fuzz/fuzz-json.sh [RUNS] [libFuzzer options...]
#   Fuzz/fuzz-json.sh 1000000 -max_total_time=1800
#
# Builds Fuzz/JSONReaderFuzz.swift with every file under Sources/StackLayout as one module,
# into .build-fuzz/. Seeds are read from Fuzz/corpus/json/ (never written); inputs libFuzzer
# finds go to .build-fuzz/corpus/json/, crashes to .build-fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000000}"
[ $# -gt 0 ] && shift

out=.build-fuzz
mkdir -p "$out/corpus/json"
mapfile -t sources < <(find Sources/StackLayoutSolver Sources/StackLayout -name '*.swift' ! -name StackLayoutSolver.swift | sort)

echo "building $out/json-reader-fuzz from ${#sources[@]} library files" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -O \
    -module-name StackLayout -package-name StackLayout \
    "${sources[@]}" Fuzz/JSONReaderFuzz.swift \
    -o "$out/json-reader-fuzz"

exec "$out/json-reader-fuzz" "$out/corpus/json" Fuzz/corpus/json \
    -runs="$runs" -dict=Fuzz/json.dict -max_len=4096 -timeout=10 -artifact_prefix="$out/" "$@"
