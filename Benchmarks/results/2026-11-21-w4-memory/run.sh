#!/bin/bash
# Interleaved: kiwi W4 1k,10k; Plumb before (f848fef) and after (HEAD) on the same dumps. Two rounds.
out=/tmp/casso-w4/cmp
base=/tmp/casso-w4/plumb-base/.bb/release/plumb-kiwi-compare
new=/tmp/casso-w4/plumb-new/.bb/release/plumb-kiwi-compare
for round in 1 2; do
  echo "round $round start $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/log
  python3 "${KIWI_BENCH:?KIWI_BENCH must name kiwi_bench.py}" bench --workload W4 --n 1000 10000 --reps 7 --out $out/kiwi.jsonl > /dev/null
  for n in 1000 10000; do
    $base --dump /tmp/W4-$n.sys --reps 7 >> $out/plumb-before.jsonl
    $new --dump /tmp/W4-$n.sys --reps 7 >> $out/plumb-after.jsonl
    $base --dump /tmp/W4-$n.sys --reps 7 >> $out/plumb-before.jsonl
    $new --dump /tmp/W4-$n.sys --reps 7 >> $out/plumb-after.jsonl
  done
  echo "round $round end $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/log
done
echo finished >> $out/log
