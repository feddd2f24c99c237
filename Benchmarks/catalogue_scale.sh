#!/usr/bin/env bash
# Time and peak memory of render, record and verify on synthetic catalogues of Design Library
# rows (catalogue-scale), release build, at the variant counts given (default 200 2000 20000).
# References and galleries go to a scratch folder that is removed afterwards; nothing is committed.
# Needs GNU time (Debian's `time` package) for the peak resident memory.
set -euo pipefail
cd "$(dirname "$0")"
[ -x /usr/bin/time ] || { echo "catalogue_scale.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
jobs=${JOBS:-$(nproc)}
swift build -c release --product catalogue-scale >/dev/null
binary=.build/release/catalogue-scale
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf '%-8s %-8s %10s %12s\n' variants command seconds "peak MB"
for count in "${@:-200 2000 20000}"; do
  for count_one in $count; do
    for command in render record verify; do
      case $command in
        render) arguments=(render --output "$scratch/$count_one/gallery" --jobs "$jobs") ;;
        record) arguments=(record --snapshots "$scratch/$count_one/snapshots" --artifacts "$scratch/$count_one/artifacts" --quiet --jobs "$jobs") ;;
        verify) arguments=(verify --snapshots "$scratch/$count_one/snapshots" --artifacts "$scratch/$count_one/artifacts" --quiet --jobs "$jobs") ;;
      esac
      BENTO_SCALE_VARIANTS=$count_one /usr/bin/time -f '%e %M' -o "$scratch/time" "$binary" "${arguments[@]}" >/dev/null
      read -r seconds kilobytes < "$scratch/time"
      printf '%-8s %-8s %10s %12.1f\n' "$count_one" "$command" "$seconds" "$(echo "$kilobytes / 1024" | bc -l)"
    done
  done
done
