#!/usr/bin/env bash
# Builds the Visual Format Language fuzzer with libFuzzer and AddressSanitizer, then runs it over
# Fuzz/corpus/vfl. Extra arguments go to libFuzzer (default: -runs=1000000).
#
#   Fuzz/fuzz-vfl.sh                  # one million inputs
#   Fuzz/fuzz-vfl.sh -max_total_time=600
#
# New inputs libFuzzer finds go to .build-fuzz/vfl-corpus (not committed); crashes and hangs to
# .build-fuzz/vfl-artifacts/.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
if ! command -v "$swiftc" >/dev/null && [ -x /opt/swift/usr/bin/swiftc ]; then swiftc=/opt/swift/usr/bin/swiftc; fi
out="$root/.build-fuzz"
mkdir -p "$out/vfl-corpus" "$out/vfl-artifacts"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$root/Sources/StackLayoutSolver" "$root/Sources/StackLayout" -name '*.swift' ! -name StackLayoutSolver.swift -print0 | sort -z)

"$swiftc" -sanitize=fuzzer,address -parse-as-library -O -module-name StackLayoutFuzzVFL -package-name StackLayout \
    "$root/Fuzz/VFLFuzz.swift" "${sources[@]}" -o "$out/vfl-fuzzer"

if [ "$#" -eq 0 ]; then set -- -runs=1000000; fi
exec "$out/vfl-fuzzer" -timeout=10 -max_len=256 -artifact_prefix="$out/vfl-artifacts/" \
    -dict="$root/Fuzz/vfl.dict" \
    "$@" "$out/vfl-corpus" "$root/Fuzz/corpus/vfl"
