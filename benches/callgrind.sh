#!/usr/bin/env bash
# Instructions per value for every case in benches/instructions.rs, counted
# by callgrind: repeatable on a noisy machine, unlike wall time.
# Usage: benches/callgrind.sh [ITERATIONS]   (needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
iterations=${1:-20000}
bin=$(cargo bench --bench instructions --all-features --no-run --message-format=json 2>/dev/null \
  | grep -o '"executable":"[^"]*instructions[^"]*"' | tail -1 | cut -d'"' -f4)
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 \
    | awk '/Collected/ {print $NF}'
}
printf '%-32s %12s\n' case instr/value
"$bin" list | while read -r name n; do
  [ "$name" = noop ] && continue
  small=$(count "$name" 0)
  big=$(count "$name" "$iterations")
  base_small=$(count noop 0)
  base_big=$(count noop "$iterations")
  awk -v b="$big" -v s="$small" -v bb="$base_big" -v bs="$base_small" -v it="$iterations" -v n="$n" -v nb=8 -v name="$name" \
    'BEGIN { printf "%-32s %12.1f\n", name, ((b - s) / (it * n)) - ((bb - bs) / (it * nb)) }'
done
