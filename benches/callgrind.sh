#!/usr/bin/env bash
# Instructions per value for every case in benches/instructions.rs, counted
# by callgrind: repeatable on a noisy machine, unlike wall time.
# Usage: benches/callgrind.sh [ITERATIONS [FILTER]]   (needs valgrind)
#        benches/callgrind.sh --scaling [FILTER]  (1 MiB / 10 KiB instruction
#                                         ratio of every case in benches/scaling.rs)
# FILTER keeps the cases whose names contain it (`schema/`, `sized/`).
set -euo pipefail
cd "$(dirname "$0")/.."
iterations=${1:-20000}
filter=${2:-}
bin=$(cargo bench -p aacl-benches --bench instructions --no-run --message-format=json 2>/dev/null \
  | grep -o '"executable":"[^"]*instructions[^"]*"' | tail -1 | cut -d'"' -f4)
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" 2>&1 \
    | awk '/Collected/ {print $NF}'
}
if [ "$iterations" = --scaling ]; then
  # Writing the input is subtracted; 102.4 is linear.
  printf '%-40s %14s %14s %8s\n' case '10 KiB instr' '1 MiB instr' ratio
  "$bin" scales | grep -F -- "$filter" | while read -r name; do
    small=$(( $(count "scale:$name" 10240) - $(count "scale:$name" 10240 make) ))
    big=$(( $(count "scale:$name" 1048576) - $(count "scale:$name" 1048576 make) ))
    awk -v s="$small" -v b="$big" -v name="$name" \
      'BEGIN { r = s > 0 ? b / s : 0; printf "%-40s %14.0f %14.0f %8.1f%s\n", name, s, b, r, (r > 128 ? "  SUPERLINEAR" : "") }'
  done
  exit 0
fi
printf '%-32s %12s\n' case instr/value
"$bin" list | grep -F -- "$filter" | while read -r name n; do
  [ "$name" = noop ] && continue
  small=$(count "$name" 0)
  big=$(count "$name" "$iterations")
  base_small=$(count noop 0)
  base_big=$(count noop "$iterations")
  awk -v b="$big" -v s="$small" -v bb="$base_big" -v bs="$base_small" -v it="$iterations" -v n="$n" -v nb=8 -v name="$name" \
    'BEGIN { printf "%-32s %12.1f\n", name, ((b - s) / (it * n)) - ((bb - bs) / (it * nb)) }'
done
