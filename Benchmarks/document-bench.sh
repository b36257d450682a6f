#!/usr/bin/env bash
# The end-to-end document benchmark: generates a document of N views with make-document.py and
# solves it with the release binary RUNS times, printing the median of each phase that
# `stacklayout solve --timings` reports.
#
#   swift build -c release --product stacklayout
#   Benchmarks/document-bench.sh 5000 --no-ambiguity-check    # extra options go to `solve`
#   RUNS=5 Benchmarks/document-bench.sh 1000
set -euo pipefail
cd "$(dirname "$0")/.."

views="${1:?usage: document-bench.sh N [solve options...]}"
shift
runs="${RUNS:-5}"
binary=.build/release/stacklayout
[ -x "$binary" ] || { echo "build it first: swift build -c release --product stacklayout" >&2; exit 2; }

document="${TMPDIR:-/tmp}/stacklayout-bench-$views.json"
python3 Benchmarks/make-document.py "$views" ${TEXT:+--text} > "$document"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
for _ in $(seq "$runs"); do
    /usr/bin/time -f "timings: total %e s, peak %M KB" \
        "$binary" solve "$document" --format json --output /dev/null --timings "$@" 2>> "$log"
done
python3 - "$views" "$runs" "$log" "$(wc -c < "$document")" <<'PY'
import re, statistics, sys
views, runs, log, size = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
phases = {}
for line in open(log):
    for name, value in re.findall(r"(reading|building|solving|diagnosing|writing) ([0-9.]+) ms", line):
        phases.setdefault(name, []).append(float(value))
    for name, value in re.findall(r"(total) ([0-9.]+) s", line):
        phases.setdefault(name, []).append(float(value) * 1000)
    for value in re.findall(r"peak ([0-9]+) KB", line):
        phases.setdefault("peak", []).append(float(value) / 1024)
cells = []
for name in ["reading", "building", "solving", "diagnosing", "writing", "total"]:
    cells.append(f"{statistics.median(phases[name]):.1f}")
print(f"| {views} | {size / 1e6:.2f} MB | " + " | ".join(cells) + f" | {statistics.median(phases['peak']):.0f} MB | ({runs} runs)")
PY
