#!/bin/bash
# interleave.sh ROUNDS BIN... : runs each binary on /tmp/W4-1000.sys and /tmp/W4-10000.sys in
# turn, ROUNDS times, and prints per binary the least total over rounds (µs for 100 resize
# steps: all, the suggestions, the reads). Each BIN is a scratch loader of kiwi_bench.py dumps
# (not in the repository) that builds the instance 3 times and runs its 100 steps 20 times per
# build, printing "pass min: total T us, suggest S, read R", the least pass.
rounds=$1; shift
declare -A best
for r in $(seq $rounds); do
  for n in 1000 10000; do
    for b in "$@"; do
      t=$($b /tmp/W4-$n.sys 3 20 | tail -1 | sed 's/.*total \([0-9]*\) us, suggest \([0-9]*\), read \([0-9]*\)/\1 \2 \3/')
      set -- "$@"
      k="$b:$n"
      old=${best[$k]:-999999999 0 0}
      if [ ${t%% *} -lt ${old%% *} ]; then best[$k]="$t"; fi
    done
  done
done
for b in "$@"; do
  a=${best[$b:1000]}; c=${best[$b:10000]}
  echo "$b  1k: $a  10k: $c  ratio: $(echo "scale=2; ${c%% *} / ${a%% *}" | bc)"
done
