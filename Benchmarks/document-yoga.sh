#!/usr/bin/env bash
# The document benchmark beside Yoga, in one run: for each N, generates the N-view document
# (make-document.py) and, RUNS times interleaved so that both sides see the same load (every
# other run in the reverse order, so that each program runs first as often: use an even RUNS), runs
#   ours, no check:  stacklayout solve --timings --no-ambiguity-check --size 390x844,844x390
#                    (build, fresh solve, the rotation's incremental re-solve, peak memory)
#   ours, checked:   stacklayout solve --timings --size 390x844 (the ambiguity search, peak)
#   Yoga:            yoga_document N 1 (the same screen node for node: build, layout, relayout
#                    after the same rotation, peak memory)
# and prints the medians and ours ÷ Yoga.
#
#   swift build -c release --product stacklayout
#   ../shared/bench/yoga/build.sh                  # builds /tmp/yoga-bench/yoga_document
#   Benchmarks/document-yoga.sh 5000 20000
#   RUNS=1 Benchmarks/document-yoga.sh 100000
#   STACKLAYOUT=/tmp/stacklayout-main:.build/release/stacklayout Benchmarks/document-yoga.sh 5000
#       (several builds of ours, colon-separated, each a row, interleaved in the same run)
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -ge 1 ] || { echo "usage: document-yoga.sh N..." >&2; exit 2; }
runs="${RUNS:-6}"
IFS=: read -r -a binaries <<< "${STACKLAYOUT:-.build/release/stacklayout}"
yoga="${YOGA:-/tmp/yoga-bench/yoga_document}"
for binary in "${binaries[@]}"; do
    [ -x "$binary" ] || { echo "build it first: swift build -c release --product stacklayout ($binary)" >&2; exit 2; }
done
[ -x "$yoga" ] || { echo "build Yoga's side first: ../shared/bench/yoga/build.sh" >&2; exit 2; }

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
for views in "$@"; do
    document="${TMPDIR:-/tmp}/stacklayout-bench-$views.json"
    python3 Benchmarks/make-document.py "$views" > "$document"
    for run in $(seq "$runs"); do
        # Every other run goes in the reverse order, Yoga first: a program's place in a run
        # moves its times (the first of two builds of ours measured 10% slower in one sitting,
        # whichever it was), and an even number of runs puts each side in each place equally.
        order=("${binaries[@]}" yoga)
        if (( run % 2 == 0 )); then
            order=(yoga)
            for (( i = ${#binaries[@]} - 1; i >= 0; i-- )); do order+=("${binaries[i]}"); done
        fi
        { for binary in "${order[@]}"; do
              if [ "$binary" = yoga ]; then
                  echo "run $views yoga -"
                  /usr/bin/time -f "peak %M KB" "$yoga" "$views" 1 2>&1
                  continue
              fi
              echo "run $views plain $binary"
              /usr/bin/time -f "peak %M KB" "$binary" solve "$document" --format json --output /dev/null \
                  --timings --no-ambiguity-check --size 390x844,844x390 2>&1
              echo "run $views checked $binary"
              /usr/bin/time -f "peak %M KB" "$binary" solve "$document" --format json --output /dev/null \
                  --timings --size 390x844 2>&1
          done
        } >> "$log"
    done
done
python3 - "$runs" "$log" <<'PY'
import json, re, statistics, sys
runs, log = int(sys.argv[1]), sys.argv[2]
data = {}  # (views, side) -> name -> [values]
key = None
for line in open(log):
    m = re.match(r"run (\d+) (\w+) (.*)", line)
    if m:
        key = (int(m.group(1)), m.group(2), m.group(3).strip()); data.setdefault(key, {}); continue
    d = data[key]
    for name, value in re.findall(r"(reading|building|solving|diagnosing) ([0-9.]+) ms", line):
        d.setdefault(name, []).append(float(value))
    m = re.search(r"solving per size ([0-9.]+) ms, ([0-9.]+) ms", line)
    if m:
        d.setdefault("first", []).append(float(m.group(1))); d.setdefault("again", []).append(float(m.group(2)))
    m = re.search(r"peak (\d+) KB", line)
    if m: d.setdefault("peak", []).append(int(m.group(1)) / 1024)
    if line.startswith("{"):
        y = json.loads(line)
        for name in ("build_ms", "layout_ms", "relayout_ms"): d.setdefault(name, []).append(y[name])
def med(views, side, name, binary="-"): return statistics.median(data[(views, side, binary)][name])
print(f"medians of {runs} runs, ms (peak: MB); ratio = ours / Yoga")
print("| views | build of ours | reading | building | solving | re-solve (rotation) | diagnosing | peak (checked) "
      "| Yoga: build | layout | relayout | peak | build+solve ÷ Yoga build+layout | re-solve ÷ relayout | diagnosing ÷ build+solve |")
print("|" + "---:|" * 15)
binaries = list(dict.fromkeys(b for _, side, b in data if side != "yoga"))
for views in sorted({v for v, _, _ in data}):
    yb, yl, yr, yp = (med(views, "yoga", n) for n in ("build_ms", "layout_ms", "relayout_ms", "peak"))
    for b in binaries:
        read, build = med(views, "plain", "reading", b), med(views, "plain", "building", b)
        if "first" in data[(views, "plain", b)]:
            first, again = med(views, "plain", "first", b), med(views, "plain", "again", b)
        else:  # a build whose --timings does not split the sizes: the checked run's one size
            first = med(views, "checked", "solving", b)
            again = med(views, "plain", "solving", b) - first
        diag, peak = med(views, "checked", "diagnosing", b), med(views, "checked", "peak", b)
        plain_peak = med(views, "plain", "peak", b)
        print(f"| {views:,} | {b} | {read:.1f} | {build:.1f} | {first:.1f} | {again:.1f} | {diag:.1f} | {peak:.0f} "
              f"| {yb:.1f} | {yl:.1f} | {yr:.2f} | {yp:.0f} | {(build + first) / (yb + yl):.1f}x | {again / yr:.1f}x "
              f"| {diag / (build + first):.2f} |")
        print(f"|   | {b}: peak without the check, both sizes, {plain_peak:.0f} MB "
              f"({plain_peak * 1024 * 1024 / views:,.0f} bytes per view) | | | | | | | | | | | | | |")
PY
