#!/usr/bin/env bash
# Runs StackLayout's solver and kiwi (C++, header-only) on the same workloads in the same
# sitting and prints a side-by-side table with ratios (kiwi time / our time: above 1 means
# StackLayout is faster), tableau sizes (ours and kiwi's, after the first solve and after the
# sweep), peak RSS, and both sets of check values.
#
#   Benchmarks/compare-kiwi.sh --quick
#   Benchmarks/compare-kiwi.sh --chain 100 1000 --grid 10x10 30x30 --repeats 3 --resizes 1000
#   Benchmarks/compare-kiwi.sh --chain 3000 --resize-budget-s 20
#   Benchmarks/compare-kiwi.sh --ours-only --grid 100x100 --repeats 1
#
# Options: the benchmarks' own (--chain N... --grid RxC... --repeats K --resizes K
# --resize-budget-s S --no-verify --quick), plus
#   --ours-only        skip kiwi (for sizes kiwi takes too long on)
#   --python           also run kiwi_bench.py (kiwisolver) for a third set of check values
#   --timeout S        kill a single run after S seconds (default 600) and report it
#   --out DIR          keep the JSON and logs in DIR (default: a temp dir, printed)
#   --no-kiwi-tableau  skip counting kiwi's tableau (Benchmarks/kiwi-tableau.cpp re-runs kiwi's
#                      add and sweep, untimed, to count its rows and cells)
#
# Each workload runs in its own process, kiwi first and then ours, so that /usr/bin/time's
# maximum RSS is per workload for both. kiwi's headers come from the kiwisolver sdist on
# PyPI (or $KIWI_DIR, a directory holding kiwi/kiwi.h); kiwi's code and the compiled
# kiwi_bench never enter the repository. The kiwi_bench sources are read from
# $KIWI_BENCH_DIR (default /work/shared/bench).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BENCH_SRC="${KIWI_BENCH_DIR:-/work/shared/bench}"
chains=() grids=() pass=() tabpass=() kiwi_tableau=1 ours_only=0 python=0 timeout_s=600 out="" quick=0 repeats=""
while (($#)); do
    case "$1" in
        --chain) shift; while (($#)) && [[ $1 != -* ]]; do chains+=("$1"); shift; done; continue ;;
        --grid) shift; while (($#)) && [[ $1 != -* ]]; do grids+=("$1"); shift; done; continue ;;
        --repeats) repeats="$2"; shift ;;
        --resizes|--resize-budget-s) pass+=("$1" "$2"); tabpass+=("$1" "$2"); shift ;;
        --no-verify) pass+=("$1") ;;
        --quick) quick=1 ;;
        --ours-only) ours_only=1 ;;
        --no-kiwi-tableau) kiwi_tableau=0 ;;
        --python) python=1 ;;
        --timeout) timeout_s="$2"; shift ;;
        --out) out="$2"; shift ;;
        -h|--help) sed -n '2,28p' "$0"; exit 0 ;;
        *) echo "compare-kiwi.sh: unknown option $1" >&2; exit 64 ;;
    esac
    shift
done
if ((quick)); then
    ((${#chains[@]})) || chains=(100)
    ((${#grids[@]})) || grids=(10x10)
    repeats=1
elif ((${#chains[@]} == 0 && ${#grids[@]} == 0)); then
    chains=(100 1000) grids=(10x10 30x30)
fi
pass+=(--repeats "${repeats:-3}")
[[ -n $out ]] || out="$(mktemp -d "${TMPDIR:-/tmp}/compare-kiwi.XXXXXX")"
mkdir -p "$out"

echo "== building stacklayout-bench (release)" >&2
(cd "$ROOT" && swift build -c release --product stacklayout-bench >&2)
ours="$(cd "$ROOT" && swift build -c release --show-bin-path)/stacklayout-bench"

if ((!ours_only)); then
    kiwi_dir="${KIWI_DIR:-}"
    if [[ -z $kiwi_dir ]]; then
        sdist="${TMPDIR:-/tmp}/kiwi-sdist"
        kiwi_dir="$(ls -d "$sdist"/kiwisolver-1.5.*/ 2>/dev/null | head -n1 || true)"
        if [[ -z $kiwi_dir || ! -f $kiwi_dir/kiwi/kiwi.h ]]; then
            echo "== fetching kiwi's headers (kiwisolver sdist from PyPI)" >&2
            mkdir -p "$sdist"
            python3 -m pip download 'kiwisolver>=1.5,<1.6' --no-binary :all: --no-deps -d "$sdist" >&2
            tar -xzf "$(ls "$sdist"/kiwisolver-1.5.*.tar.gz | head -n1)" -C "$sdist"
            kiwi_dir="$(ls -d "$sdist"/kiwisolver-1.5.*/ | head -n1)"
        fi
    fi
    kiwi="$out/kiwi_bench"
    echo "== compiling kiwi_bench.cpp against $kiwi_dir" >&2
    g++ -O2 -std=c++17 -I"$kiwi_dir" "$BENCH_SRC/kiwi_bench.cpp" -o "$kiwi"
    if ((kiwi_tableau)); then
        g++ -O2 -std=c++17 -I"$kiwi_dir" -I"$BENCH_SRC" "$ROOT/Benchmarks/kiwi-tableau.cpp" \
            -o "$out/kiwi-tableau"
    fi
fi
((!ours_only)) || kiwi_tableau=0

# run NAME ENGINE CMD...: one workload on one engine, under a timeout, with its peak RSS.
run() {
    local tag="$1" engine="$2"; shift 2
    local json="$out/$tag.$engine.json" rc=0
    echo "== $engine: $tag" >&2
    local json_opt=(--json "$json")
    [[ $engine == kiwitab ]] && json_opt=()
    /usr/bin/time -f '%M' -o "$out/$tag.$engine.rss" \
        timeout --signal=KILL "$timeout_s" "$@" "${json_opt[@]}" \
        >"$out/$tag.$engine.out" 2>"$out/$tag.$engine.err" || rc=$?
    cat "$out/$tag.$engine.err" >&2
    if ((rc != 0)); then
        echo "   $engine $tag exited with $rc (137 = killed by the ${timeout_s}s timeout)" >&2
        echo "$rc" >"$out/$tag.$engine.failed"
    fi
}

workloads=()
for n in "${chains[@]}"; do workloads+=("chain:$n"); done
for g in "${grids[@]}"; do workloads+=("grid:$g"); done
for w in "${workloads[@]}"; do
    kind="${w%%:*}" size="${w#*:}" tag="${w/:/-}"
    if ((!ours_only)); then run "$tag" kiwi "$kiwi" --"$kind" "$size" "${pass[@]}"; fi
    if ((python)); then run "$tag" python python3 "$BENCH_SRC/kiwi_bench.py" --"$kind" "$size" "${pass[@]}"; fi
    run "$tag" ours "$ours" --"$kind" "$size" "${pass[@]}"
    if ((kiwi_tableau)); then
        run "$tag" kiwitab "$out/kiwi-tableau" "${tabpass[@]}" --"$kind" "$size"
        cp "$out/$tag.kiwitab.out" "$out/$tag.kiwitab.json"
    fi
done
# The RSS of each process with a trivial workload (chain 1, no resizes): the runtime's floor.
run baseline ours "$ours" --chain 1 --resizes 0 --repeats 1
((ours_only)) || run baseline kiwi "$kiwi" --chain 1 --resizes 0 --repeats 1

echo "== results in $out" >&2
{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); nproc: $(nproc); cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
    echo "swift: $(swift --version 2>&1 | head -n1)"
    ((ours_only)) || echo "kiwi: $(basename "$kiwi_dir") headers, $(g++ --version | head -n1), -O2"
} | tee "$out/meta.txt"
python3 - "$out" "${workloads[@]}" <<'PY'
# Side-by-side tables from the per-workload JSON files written above.
import json, os, sys

out, workloads = sys.argv[1], sys.argv[2:]

def load(tag, engine):
    path = os.path.join(out, f"{tag}.{engine}.json")
    if engine == "kiwitab":
        try:
            with open(path) as fh:
                return json.loads(fh.read().strip().splitlines()[0])
        except (OSError, ValueError, IndexError):
            return None
    if os.path.exists(os.path.join(out, f"{tag}.{engine}.failed")) or not os.path.exists(path):
        return None
    with open(path) as fh:
        r = json.load(fh)["results"][0]
    try:
        with open(os.path.join(out, f"{tag}.{engine}.rss")) as fh:
            r["process_rss_kib"] = int(fh.read().split()[-1])
    except (OSError, ValueError, IndexError):
        r["process_rss_kib"] = None
    return r

def status(tag, engine):
    f = os.path.join(out, f"{tag}.{engine}.failed")
    if os.path.exists(f):
        rc = open(f).read().strip()
        return "killed (timeout)" if rc == "137" else f"failed (exit {rc})"
    return "not run"

def num(v, digits):
    return "n/a" if v is None else f"{v:.{digits}f}"

def ratio(k, o):
    if k is None or o is None or o <= 0:
        return "n/a"
    return f"{k / o:.2f}"

def close(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    return a == b

phases = [("build ms", "build_ms", 2), ("add ms", "add_ms", 2),
          ("first solve ms", "first_solve_ms", 3), ("resize us/op mean", "resize_us_per_op", 1),
          ("resize us/op p50", "resize_p50_us", 1), ("resize us/op max", "resize_max_us", 1),
          ("update-only us", "update_only_us", 2)]
rows = []
print("\n### Times (median over repeats); ratio = kiwi / ours, above 1 = StackLayout faster\n")
print("| workload | phase | kiwi C++ | StackLayout | kiwi / ours |")
print("|---|---|---|---|---|")
data = {}
for w in workloads:
    tag = w.replace(":", "-")
    k, o, p = load(tag, "kiwi"), load(tag, "ours"), load(tag, "python")
    data[w] = (tag, k, o, p)
    name = (o or k or {}).get("workload", w)
    if o is None and k is None:
        print(f"| {name} | all | {status(tag, 'kiwi')} | {status(tag, 'ours')} | n/a |")
        continue
    same_ops = k is not None and o is not None and k["resizes_done"] == o["resizes_done"]
    for label, key, d in phases:
        kv = k.get(key) if k else None
        ov = o.get(key) if o else None
        kt = num(kv, d) if k else status(tag, "kiwi")
        ot = num(ov, d) if o else status(tag, "ours")
        note = ""
        if key == "update_only_us":
            note = " (not comparable: ours copies only changed values, kiwi all)"
        elif key.startswith("resize") and k and o and not same_ops:
            note = f" (not comparable: {k['resizes_done']} vs {o['resizes_done']} ops)"
        print(f"| {name} | {label}{note} | {kt} | {ot} | {ratio(kv, ov)} |")
    # Operation j = 0 (the sweep's largest jump); kiwi_bench reports it only when it is the
    # only operation that ran (then its mean is that operation).
    kv = k["resize_us_per_op"] if k and k["resizes_done"] == 1 else None
    ov = o.get("resize_first_us") if o else None
    print(f"| {name} | resize op j=0 us | {num(kv, 1) if kv is not None else 'n/a'} "
          f"| {num(ov, 1)} | {ratio(kv, ov)} |")
    kops = k["resizes_done"] if k else "-"
    oops = o["resizes_done"] if o else "-"
    print(f"| {name} | resize ops done | {kops} | {oops} | |")

def mib(kib):
    return "n/a" if kib is None or kib < 0 else f"{kib / 1024:.1f}"

def tab(r, suffix=""):
    if r is None or f"tableau_rows{suffix}" not in r:
        return "n/a"
    return f"{r['tableau_rows' + suffix]} / {r['tableau_cells' + suffix]}"

base_o, base_k = load("baseline", "ours"), load("baseline", "kiwi")
print("\n### Tableau (rows / cells, objective excluded)\n")
print("| workload | vars | cons | ours after first solve | kiwi after first solve | cells per row "
      "| ours after sweep (ops) | kiwi after sweep (ops) |")
print("|---|---|---|---|---|---|---|---|")
for w in workloads:
    tag, k, o, p = data[w]
    t = load(tag, "kiwitab")
    r = o or k
    if r is None:
        continue
    cpr = f"{o['tableau_cells'] / max(1, o['tableau_rows']):.1f}" if o else "n/a"
    oops = f" ({o['resizes_done']})" if o else ""
    tops = f" ({t['resizes_done']})" if t else ""
    print(f"| {r['workload']} | {r['variables']} | {r['constraints']} | {tab(o)} | {tab(t)} | {cpr} "
          f"| {tab(o, '_last')}{oops} | {tab(t, '_last')}{tops} |")

print("\n### Memory (MiB): peak RSS of the whole process (/usr/bin/time), ours also in-process\n")
print(f"Floor (chain 1, no resizes): kiwi {mib(base_k['process_rss_kib']) if base_k else 'n/a'}, "
      f"StackLayout {mib(base_o['process_rss_kib']) if base_o else 'n/a'}.\n")
print("| workload | kiwi peak (process) | ours peak (process) | kiwi / ours | ours peak per run (VmHWM) "
      "| ours RSS after first solve | ours RSS after sweep |")
print("|---|---|---|---|---|---|---|")
for w in workloads:
    tag, k, o, p = data[w]
    r = o or k
    if r is None:
        continue
    krss = k["process_rss_kib"] if k else None
    orss = o["process_rss_kib"] if o else None
    kt = mib(krss) if k else status(tag, "kiwi")
    print(f"| {r['workload']} | {kt} | {mib(orss)} | {ratio(krss, orss)} "
          f"| {mib(o['peak_rss_kib']) if o else 'n/a'} | {mib(o.get('rss_after_first_solve_kib')) if o else 'n/a'} "
          f"| {mib(o.get('rss_after_sweep_kib')) if o else 'n/a'} |")

print("\n### Check values (after the first solve / after the sweep) and violated required constraints\n")
for w in workloads:
    tag, k, o, p = data[w]
    name = (o or k or {}).get("workload", w)
    print(f"{name}:")
    for engine, r in (("kiwi C++", k), ("kiwisolver", p), ("StackLayout", o)):
        if r is None:
            if engine != "kiwisolver":
                print(f"  {engine:12} {status(tag, 'kiwi' if engine == 'kiwi C++' else 'ours')}")
            continue
        print(f"  {engine:12} first={json.dumps(r['check_first'])} last={json.dumps(r['check_last'])} "
              f"required_violated={r['required_violated']} resizes_done={r['resizes_done']}")
    if k and o:
        first = close(k["check_first"], o["check_first"])
        # The last values are only comparable when both ran the same number of resizes.
        if k["resizes_done"] == o["resizes_done"]:
            last = "agree" if close(k["check_last"], o["check_last"]) else "DIFFER"
        else:
            last = "not comparable (different resize counts)"
        print(f"  first: {'agree' if first else 'DIFFER'}; last: {last}")
PY
