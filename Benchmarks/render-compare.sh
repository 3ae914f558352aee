#!/usr/bin/env bash
# Times `plumb render` of the 10 000-view chain grid to PNG with two builds of plumb, in
# alternating runs (old, new, new, old, ...), so that the host's drift, which moves both alike,
# stays out of their ratio. Prints each run's wall and CPU time (user + system), then the
# medians, the median of the pairs' ratios, and whether the two builds wrote the same bytes.
#
#   Benchmarks/render-compare.sh OLD_PLUMB NEW_PLUMB [PAIRS]    (default 10 pairs)
#   VIEWS=35000 FORMAT=svg Benchmarks/render-compare.sh ...     (another size or format)
#   STORYBOARD=100 SCALE=1 Benchmarks/render-compare.sh ...      (storyboards.sh's 100-scene sheet)
#
# Build the old one from another commit in a scratch path of its own, for instance:
#   git archive 14262df | tar -x -C /tmp/plumb-old
#   swift build -c release --product plumb --package-path /tmp/plumb-old --scratch-path /tmp/plumb-old/.build-old
source "$(dirname "$0")/common.sh"
old="$1" new="$2" pairs="${3:-10}" views="${VIEWS:-10000}" format="${FORMAT:-png}"
if [ -n "${STORYBOARD:-}" ]; then
    input="$work/forms.storyboard"
    write_forms_storyboard "$STORYBOARD" "$input" "$old"
else
    input="$work/w1.json"
    python3 "$here/specs/chain-grid.py" "$views" > "$input"
fi
print_load
python3 - "$old" "$new" "$work" "$pairs" "$format" "$input" ${SCALE:+--scale "$SCALE"} <<'RUNS'
import filecmp, resource, statistics, subprocess, sys, time
old, new, work, pairs, format, input = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
options = sys.argv[7:]
runs = {"old": [], "new": []}
for pair in range(pairs):
    for name in (("old", "new") if pair % 2 == 0 else ("new", "old")):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([old if name == "old" else new, "render", input, "-o", f"{work}/{name}.{format}"] + options,
                       stderr=subprocess.DEVNULL, check=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        runs[name].append((wall, cpu))
        print(f"{pair:>3} {name}  wall {wall:.2f} s  cpu {cpu:.2f} s", flush=True)
for name, values in runs.items():
    walls, cpus = [w for w, _ in values], [c for _, c in values]
    print(f"{name}: wall median {statistics.median(walls):.2f} s (fastest {min(walls):.2f}), "
          f"cpu median {statistics.median(cpus):.2f} s (least {min(cpus):.2f})")
wall_ratios = [n[0] / o[0] for n, o in zip(runs["new"], runs["old"])]
cpu_ratios = [n[1] / o[1] for n, o in zip(runs["new"], runs["old"])]
print(f"new / old, median of the pairs: wall {statistics.median(wall_ratios):.3f}, cpu {statistics.median(cpu_ratios):.3f}")
same = filecmp.cmp(f"{work}/old.{format}", f"{work}/new.{format}", shallow=False)
print("the two outputs are " + ("the same bytes" if same else "different"))
RUNS
print_load
