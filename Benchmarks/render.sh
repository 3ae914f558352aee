#!/usr/bin/env bash
# Times `plumb render` of the chain-grid spec (workload W1 as a plumb spec, in JSON) at 1 000 and
# 10 000 views to PNG, the way issue 5 states its goal: under 2 s at 10 000 views, and at most
# 12 times the time at 1 000. Prints each run's wall time and `--timings`, then the medians.
#
#   Benchmarks/render.sh [RUNS]        (default 5 runs of each size, interleaved)
#
# Uses a release build of plumb from the main package.
source "$(dirname "$0")/common.sh"
build_release_plumb
for n in 1000 10000; do python3 "$here/specs/chain-grid.py" "$n" > "$work/w1-$n.json"; done
print_load
python3 - "$plumb" "$work" "${1:-5}" <<'RUNS'
import statistics, subprocess, sys, time
plumb, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
walls = {1000: [], 10000: []}
for _ in range(runs):
    for n in walls:
        start = time.perf_counter()
        run = subprocess.run([plumb, "render", f"{work}/w1-{n}.json", "-o", f"{work}/w1-{n}.png", "--timings"],
                             capture_output=True, text=True, check=True)
        walls[n].append(time.perf_counter() - start)
        print(f"{n:>6} views  {walls[n][-1]:.2f} s  {run.stderr.strip()}", flush=True)
small, large = statistics.median(walls[1000]), statistics.median(walls[10000])
print(f"median: 1 000 views {small:.2f} s, 10 000 views {large:.2f} s ({large / small:.1f} x); "
      f"fastest 10 000: {min(walls[10000]):.2f} s")
RUNS
