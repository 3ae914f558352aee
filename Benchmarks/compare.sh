#!/usr/bin/env bash
# Times kiwi (kiwi_bench.py, kiwisolver 1.5.1) and Plumb (plumb-kiwi-compare) on the same
# instances with the same protocol, and prints one table of the medians.
#
#   Benchmarks/compare.sh [--reps R] [--out DIR] [W:N,N,... ...]
#
# Default: W1, W2 and W4 at N = 100, 1000, 10000 and W3 at N = 1, 10, 100, 7 repetitions.
# For each workload, kiwi_bench.py runs all its N in one call, so that its own rule skips the
# sizes whose quadratic extrapolation exceeds its budget (W2 at 10000 would take days). Plumb
# then loads, for each N, the instance kiwi_bench.py dumps, and times it with the same phases.
# --out keeps the raw JSON lines (kiwi.jsonl, plumb.jsonl) and the table (table.md).
#
# KIWI_BENCH (required) is the path of kiwi_bench.py, the kiwi benchmark script, which is not
# part of this repository; it needs `pip install kiwisolver==1.5.1`. SCRATCH is the Swift build directory (default: .build).
# PLUMB_TIME_LIMIT (seconds, default 900) and PLUMB_MEMORY_LIMIT_KB (default 8000000) bound
# each Plumb run; a run that exceeds them shows as failed in the table. KIWI_MAX_PREDICTED is
# kiwi_bench.py's --max-predicted (default 3600 s).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
kiwi_bench="${KIWI_BENCH:-}"
scratch="${SCRATCH:-$here/.build}"
# Plumb runs that exceed these fail with a row saying so instead of taking the shared machine.
time_limit="${PLUMB_TIME_LIMIT:-900}"
memory_limit_kb="${PLUMB_MEMORY_LIMIT_KB:-8000000}"
# kiwi_bench.py skips a size whose quadratic extrapolation (times the repetitions) exceeds this
# many seconds. Its own default, 900, skips W2 at N = 1000 (one 15-minute repetition) as soon as
# the machine is busy; 3600 keeps it and still skips W2 at N = 10000 (days).
kiwi_max_predicted="${KIWI_MAX_PREDICTED:-3600}"
reps=7
out=""
configurations=()
while [ $# -gt 0 ]; do
    case "$1" in
        --reps) reps="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        W[1-4]:*) configurations+=("$1"); shift ;;
        *) echo "usage: $0 [--reps R] [--out DIR] [W:N,N,... ...]" >&2; exit 64 ;;
    esac
done
[ ${#configurations[@]} -gt 0 ] || configurations=(W1:100,1000,10000 W2:100,1000,10000 W3:1,10,100 W4:100,1000,10000)
[ -n "$kiwi_bench" ] || { echo "KIWI_BENCH is not set: set it to the path of kiwi_bench.py" >&2; exit 64; }
[ -f "$kiwi_bench" ] || { echo "kiwi_bench.py not found at $kiwi_bench (KIWI_BENCH)" >&2; exit 66; }

swift build -c release --package-path "$here" --scratch-path "$scratch" --product plumb-kiwi-compare >&2
harness="$scratch/release/plumb-kiwi-compare"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
results="${out:-$work}"
mkdir -p "$results"
: > "$results/kiwi.jsonl"
: > "$results/plumb.jsonl"

echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) start; load average: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for configuration in "${configurations[@]}"; do
    workload="${configuration%%:*}"
    IFS=, read -r -a sizes <<< "${configuration#*:}"
    echo "kiwi  $workload N=${sizes[*]}" >&2
    python3 "$kiwi_bench" bench --workload "$workload" --n "${sizes[@]}" --reps "$reps" \
        --max-predicted "$kiwi_max_predicted" --out "$results/kiwi.jsonl" > /dev/null
    for size in "${sizes[@]}"; do
        echo "Plumb $workload N=$size" >&2
        python3 "$kiwi_bench" dump "$workload" "$size" > "$work/instance.sys"
        status=0
        (ulimit -v "$memory_limit_kb"; exec timeout "$time_limit" "$harness" --dump "$work/instance.sys" \
            --reps "$reps") >> "$results/plumb.jsonl" || status=$?
        if [ "$status" -ne 0 ]; then
            reason="exit status $status under a ${memory_limit_kb} KB memory limit"
            [ "$status" -eq 124 ] && reason="over the ${time_limit} s time limit"
            echo "{\"solver\": \"plumb\", \"workload\": \"$workload\", \"n\": $size, \"phase\": \"failed\", \"reason\": \"$reason\"}" \
                >> "$results/plumb.jsonl"
        fi
    done
done
echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) end; load average: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$results/kiwi.jsonl" "$results/plumb.jsonl" <<'TABLE' | tee "$results/table.md"
import json, sys

def records(path):
    out = {}
    for line in open(path):
        record = json.loads(line)
        if "workload" in record:
            out[(record["workload"], record["n"], record.get("phase", "skipped"))] = record
    return out

kiwi, plumb = records(sys.argv[1]), records(sys.argv[2])

def median(table, key, field):
    record = table.get(key)
    return record[field]["median"] if record else None

def number(value, digits):
    return "n/a" if value is None else f"{value:,.{digits}f}"

def ratio(ours, theirs):
    return "n/a" if ours is None or theirs is None else f"{100 * ours / theirs:.2f}%"

print("| workload | N | kiwi build ms | Plumb build ms | Plumb/kiwi | kiwi step µs | Plumb step µs | Plumb/kiwi step |")
print("|---|---|---|---|---|---|---|---|")
for workload, n, _ in sorted(k for k in plumb if k[2] in ("build", "failed")):
    build, resize = (workload, n, "build"), (workload, n, "resize")
    skipped = kiwi.get((workload, n, "skipped"))
    kiwi_build = median(kiwi, build, "total_ms")
    kiwi_step = median(kiwi, resize, "step_us")
    plumb_build = median(plumb, build, "total_ms")
    plumb_step = median(plumb, resize, "step_us")
    kiwi_build_text = (f"skipped (kiwi_bench.py estimate ≈ {skipped['predicted_seconds_quadratic'] / 3600:,.1f} h)"
                       if skipped else number(kiwi_build, 2))
    failure = plumb.get((workload, n, "failed"))
    plumb_build_text = f"failed ({failure['reason']})" if failure else number(plumb_build, 2)
    has_steps = resize in plumb or resize in kiwi
    print(f"| {workload} | {n:,} | {kiwi_build_text} | {plumb_build_text} | {ratio(plumb_build, kiwi_build)} "
          f"| {number(kiwi_step, 1) if has_steps else ''} | {number(plumb_step, 1) if has_steps else ''} "
          f"| {ratio(plumb_step, kiwi_step) if has_steps else ''} |")
TABLE
