#!/usr/bin/env bash
# Times `plumb explain` on the specs at the limits (Benchmarks/specs/limits.py): the largest spec
# allowed (100 000 views, 15 MB), a stack of 5 000 arranged views, a label of 10 000 lines, an
# unknown visual format option of 100 000 characters. Each run's wall time, peak resident
# memory and exit code; then the medians and, with a second plumb, the ratio old / new of the
# medians, the two run in alternation so that the host's drift moves both alike.
#
#   Benchmarks/limits.sh [RUNS] [OLD_PLUMB]     (default 3 runs of each; the new plumb is a
#                                                release build of this package)
source "$(dirname "$0")/common.sh"
build_release_plumb
python3 "$here/specs/limits.py" "$work"
print_load
python3 - "$work" "${1:-3}" "$plumb" ${2:+"$2"} <<'RUNS'
import os, statistics, subprocess, sys, time
work, runs, binaries = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
names = ["new", "old"][:len(binaries)]
specs = ["largest.json", "stack.yaml", "lines.yaml", "option.yaml"]
walls = {(spec, name): [] for spec in specs for name in names}
for _ in range(runs):
    for spec in specs:
        for name, plumb in zip(names, binaries):
            start = time.perf_counter()
            process = subprocess.Popen([plumb, "explain", f"{work}/{spec}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(process.pid, 0)
            wall = time.perf_counter() - start
            walls[(spec, name)].append(wall)
            print(f"{spec:<13} {name}  {wall:7.2f} s  {usage.ru_maxrss / 1024:7.0f} MB  exit {os.waitstatus_to_exitcode(status)}", flush=True)
for spec in specs:
    medians = {name: statistics.median(walls[(spec, name)]) for name in names}
    line = f"median {spec:<13} " + "  ".join(f"{name} {medians[name]:.2f} s" for name in names)
    if len(names) == 2:
        line += f"  old/new {medians['old'] / medians['new']:.1f} x"
    print(line)
RUNS
