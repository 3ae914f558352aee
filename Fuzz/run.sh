#!/bin/sh
# make fuzz: builds Plumb's libFuzzer targets with the address sanitizer and runs each for
# FUZZ_SECONDS (default 600), seeded from the fixtures and the Interface Builder corpus.
# An input that crashes, takes over 10 s or grows the process past 2 GB is written to
# Fuzz/crashes/<target>-...; the last lines of each run give its executions and their rate.
# Usage: Fuzz/run.sh [target ...]   (default: all four)
set -eu
cd "$(dirname "$0")"
seconds=${FUZZ_SECONDS:-600}
targets=${*:-fuzz-spec fuzz-equation fuzz-vfl fuzz-interface-builder}

# Swift's -sanitize=fuzzer links libFuzzer's own main, which clashes with the entry point
# SwiftPM gives every executable; so the code gets libFuzzer's coverage as -sanitize=fuzzer
# would give it, and the targets link libFuzzer without its main and call its driver.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
libfuzzer=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$(uname -m)".a | head -n 1)
swift build -c debug -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xlinker "$libfuzzer" -Xlinker -lstdc++

# The seeds, made afresh each run: whole specs and documents, and the constraint strings
# the specs write (those starting with H:, V:, | or [ are visual formats, the others
# equations).
seeds=.build/seeds
rm -rf "$seeds" && mkdir -p "$seeds/fuzz-spec" "$seeds/fuzz-equation" "$seeds/fuzz-vfl" "$seeds/fuzz-interface-builder"
cp ../fixtures/*.yaml ../fixtures/*.json "$seeds/fuzz-spec/" 2>/dev/null || true
cp ../fixtures/*.storyboard ../fixtures/ib/*.storyboard ../fixtures/ib/*.xib "$seeds/fuzz-interface-builder/"
grep -hoE '^ *- ("[^"]*"|[A-Za-z_][^#{]*(==|>=|<=)[^#]*)' ../fixtures/*.yaml \
    | sed -E 's/^ *- //; s/^"(.*)"$/\1/; s/ +$//' | sort -u > .build/constraints.txt
n=0
while IFS= read -r line; do
    n=$((n + 1))
    case "$line" in
        H:*|V:*|\|*|\[*) printf '%s' "$line" > "$seeds/fuzz-vfl/$n" ;;
        *) printf '%s' "$line" > "$seeds/fuzz-equation/$n" ;;
    esac
done < .build/constraints.txt

mkdir -p crashes
status=0
for target in $targets; do
    mkdir -p ".build/corpus/$target"
    echo "== $target: $seconds s"
    # Leaks are not what this looks for (the runtime's and fontconfig's caches would be
    # reported); memory is bounded by -rss_limit_mb instead.
    if ! ASAN_OPTIONS=detect_leaks=0 ".build/debug/$target" ".build/corpus/$target" "$seeds/$target" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
        -print_final_stats=1 -artifact_prefix="crashes/$target-" > ".build/$target.log" 2>&1; then
        status=1
        echo "$target found a problem: see Fuzz/crashes/ and Fuzz/.build/$target.log"
    fi
    grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' ".build/$target.log" || tail -20 ".build/$target.log"
done
exit $status
