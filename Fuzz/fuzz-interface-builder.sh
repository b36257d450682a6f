#!/usr/bin/env bash
# Fuzzes the Interface Builder importer with libFuzzer and AddressSanitizer: reading a
# storyboard or xib, building each root for its canvas, solving it (and again on another
# device, right to left), comparing stored frames and converting it to a layout document.
#
#   Fuzz/fuzz-interface-builder.sh [RUNS] [libFuzzer options...]
#   Fuzz/fuzz-interface-builder.sh 1000000 -max_total_time=3600
#
# Builds Fuzz/InterfaceBuilderFuzz.swift with every file under Sources/StackLayout and
# Sources/StackLayoutInterfaceBuilder as one module, into .build-fuzz/. Seeds are the test
# fixtures (Tests/StackLayoutTests/Fixtures/InterfaceBuilder, never written); inputs libFuzzer
# finds go to .build-fuzz/corpus/interface-builder/, crashes and timeouts to
# .build-fuzz/interface-builder-*.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000000}"
[ $# -gt 0 ] && shift

swiftc="${SWIFTC:-swiftc}"
if ! command -v "$swiftc" >/dev/null && [ -x /opt/swift/usr/bin/swiftc ]; then swiftc=/opt/swift/usr/bin/swiftc; fi
out=.build-fuzz
mkdir -p "$out/corpus/interface-builder"
mapfile -t sources < <(find Sources/StackLayoutSolver Sources/StackLayout Sources/StackLayoutInterfaceBuilder -name '*.swift' ! -name StackLayoutSolver.swift | sort)

echo "building $out/interface-builder-fuzz from ${#sources[@]} library files" >&2
"$swiftc" -sanitize=fuzzer,address -parse-as-library -O \
    -module-name StackLayout -package-name StackLayout \
    "${sources[@]}" Fuzz/InterfaceBuilderFuzz.swift \
    -o "$out/interface-builder-fuzz" 2> >(grep -v "ignoring import\|^import StackLayout\|^ *\^\|^ *|" >&2)

# The toolchain's FoundationXML leaks the NSError it makes for each XML fault (216 bytes, in
# _CFErrorCreateFromXMLInterface): leak detection is off, -rss_limit_mb still bounds memory.
exec "$out/interface-builder-fuzz" "$out/corpus/interface-builder" Tests/StackLayoutTests/Fixtures/InterfaceBuilder \
    -runs="$runs" -dict=Fuzz/interface-builder.dict -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -detect_leaks=0 -artifact_prefix="$out/interface-builder-" "$@"
