#!/usr/bin/env bash
# Times the Interface Builder import the way plumb runs it (a release build, `--timings`):
#
#   1. every scene of the 42 documents of fixtures/ib: `plumb explain DOC --timings`, the time
#      spent reading and building (parse + build) against the time spent solving (solve), summed
#      over the documents, per run; issue 17 asks that the first cost no more than the second;
#   2. a storyboard of 100 form scenes (specs/storyboard.py, its frames the ones plumb solves)
#      rendered to one contact sheet,
#      as a PNG (at 1 pixel a point, 5970 × 9973 pixels: at 2 the sheet passes the PNG limit of
#      docs/limits.md), a PDF and an SVG: the wall time,
#      which issue 17 asks to be under 1 s.
#
#   Benchmarks/storyboards.sh [RUNS]        (default 5 runs of each, interleaved)
source "$(dirname "$0")/common.sh"
build_release_plumb
write_forms_storyboard 100 "$work/forms-100.storyboard" "$plumb"
print_load
python3 - "$plumb" "$work" "$root/fixtures/ib" "${1:-5}" <<'RUNS'
import glob, json, os, statistics, subprocess, sys, time
plumb, work, corpus, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
documents = sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib")))
reading, solving, walls = [], [], {"png": [], "pdf": [], "svg": []}
for run in range(runs):
    read = solve = 0.0
    for document in documents:
        result = subprocess.run([plumb, "explain", document, "--format", "json", "--timings"],
                                capture_output=True, text=True, check=True)
        timings = json.loads(result.stderr.strip().splitlines()[-1])
        read += timings["parse"] + timings["build"]
        solve += timings["solve"]
    reading.append(read)
    solving.append(solve)
    sheets = []
    for format in walls:
        start = time.perf_counter()
        scale = ["--scale", "1"] if format == "png" else []
        result = subprocess.run([plumb, "render", f"{work}/forms-100.storyboard", "-o", f"{work}/sheet.{format}", "--timings"] + scale,
                                capture_output=True, text=True)
        walls[format].append(time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit(f"render failed: {result.stderr.strip().splitlines()[-1]}")
        sheets.append(f"{format} {walls[format][-1]:.3f} s {result.stderr.strip().splitlines()[-1]}")
    print(f"run {run + 1}: {len(documents)} documents: read and build {read:.1f} ms, solve {solve:.1f} ms "
          f"({read / solve:.2f} x); 100-scene sheet: " + "; ".join(sheets), flush=True)
print(f"median: read and build {statistics.median(reading):.1f} ms, solve {statistics.median(solving):.1f} ms "
      f"({statistics.median(r / s for r, s in zip(reading, solving)):.2f} x); 100-scene sheet "
      + ", ".join(f"{format} {statistics.median(times):.3f} s (fastest {min(times):.3f} s)" for format, times in walls.items()))
RUNS
