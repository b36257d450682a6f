#!/usr/bin/env bash
# Fuzzes the layout document with libFuzzer and AddressSanitizer: DocumentLayout(bytes:file:),
# and for every document that reads, a solve at its own size and an incremental re-solve in
# landscape, rendered as text, JSON and SVG.
#
#   Fuzz/fuzz-document.sh [RUNS] [libFuzzer options...]
#   Fuzz/fuzz-document.sh 1000000 -max_total_time=3600
#
# Builds Fuzz/DocumentFuzz.swift with every file under Sources/StackLayout as one module, into
# .build-fuzz/. Seeds are read from Fuzz/corpus/document/ (never written); inputs libFuzzer
# finds go to .build-fuzz/corpus/document/, crashes and timeouts to .build-fuzz/document-*.
# The seeds larger than -max_len (a document nested 100,000 deep) are run whole first, since
# libFuzzer truncates seeds to -max_len.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000000}"
[ $# -gt 0 ] && shift

swiftc="${SWIFTC:-swiftc}"
if ! command -v "$swiftc" >/dev/null && [ -x /opt/swift/usr/bin/swiftc ]; then swiftc=/opt/swift/usr/bin/swiftc; fi
out=.build-fuzz
max_len=4096
mkdir -p "$out/corpus/document"
mapfile -t sources < <(find Sources/StackLayoutSolver Sources/StackLayout -name '*.swift' ! -name StackLayoutSolver.swift | sort)

echo "building $out/document-fuzz from ${#sources[@]} library files" >&2
"$swiftc" -sanitize=fuzzer,address -parse-as-library -O \
    -module-name StackLayout -package-name StackLayout \
    "${sources[@]}" Fuzz/DocumentFuzz.swift \
    -o "$out/document-fuzz"

mapfile -t large < <(find Fuzz/corpus/document -type f -size +${max_len}c | sort)
if [ "${#large[@]}" -gt 0 ]; then
    echo "running ${#large[@]} large seeds whole: ${large[*]}" >&2
    "$out/document-fuzz" -rss_limit_mb=2048 -timeout=10 "${large[@]}"
fi

exec "$out/document-fuzz" "$out/corpus/document" Fuzz/corpus/document \
    -runs="$runs" -dict=Fuzz/document.dict -max_len=$max_len -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/document-" "$@"
