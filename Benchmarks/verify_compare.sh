#!/usr/bin/env bash
# Time and peak memory of `verify` for two builds of catalogue-scale, in the same run: rounds
# alternate between them on one set of references (recorded by the first), so this machine's
# drift falls on both. Usage: verify_compare.sh BEFORE_BINARY AFTER_BINARY [VARIANTS] [ROUNDS]
# (build each with `swift build -c release --product catalogue-scale` in its own checkout's
# Benchmarks folder). Needs GNU time. The references go to a scratch folder removed afterwards.
set -euo pipefail
[ -x /usr/bin/time ] || { echo "verify_compare.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
before=$1 after=$2 count=${3:-2000} rounds=${4:-3}
jobs=${JOBS:-1}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
BENTO_SCALE_VARIANTS=$count "$before" record --snapshots "$scratch/snapshots" --artifacts "$scratch/artifacts" --quiet --jobs 2 >/dev/null
printf '%-6s %-7s %10s %12s\n' round build seconds "peak MB"
for round in $(seq 1 "$rounds"); do
  for side in before after; do
    binary=$before; [ "$side" = after ] && binary=$after
    BENTO_SCALE_VARIANTS=$count /usr/bin/time -f '%e %M' -o "$scratch/time" "$binary" verify \
      --snapshots "$scratch/snapshots" --artifacts "$scratch/artifacts" --quiet --jobs "$jobs" >/dev/null
    read -r seconds kilobytes < "$scratch/time"
    printf '%-6s %-7s %10s %12.1f\n' "$round" "$side" "$seconds" "$(echo "$kilobytes / 1024" | bc -l)"
  done
done
