#!/usr/bin/env bash
# Wall time of verify split over 1, 2 and 4 shard processes (run side by side, --jobs 1 each),
# and of merge-reports over the shards' folders, for: this repository's catalogue (gallery), the
# example design system's (design-gallery) and a synthetic catalogue of 2,000 Design Library
# variants (catalogue-scale, references recorded first into a scratch folder). Release builds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swift build -c release --product gallery >/dev/null
swift build -c release --package-path Examples/DesignSystem --product design-gallery >/dev/null
swift build -c release --package-path Benchmarks --product catalogue-scale >/dev/null
export BENTO_SCALE_VARIANTS=2000
"$root/Benchmarks/.build/release/catalogue-scale" record --snapshots "$scratch/scale-snapshots" --artifacts "$scratch/scale-record" --quiet

now() { date +%s.%N; }
run_catalogue() {
  local name=$1 binary=$2; shift 2
  local -a options=("$@")
  for shards in 1 2 4; do
    local start pids=() times=()
    start=$(now)
    for index in $(seq 1 "$shards"); do
      ( s=$(now); "$binary" verify ${options[@]+"${options[@]}"} --shard "$index/$shards" --jobs 1 --quiet --artifacts "$scratch/$name-$shards-$index" >/dev/null || true
        echo "$(echo "$(now) - $s" | bc)" > "$scratch/$name-$shards-$index.time" ) &
      pids+=($!)
    done
    wait "${pids[@]}"
    local wall; wall=$(echo "$(now) - $start" | bc)
    for index in $(seq 1 "$shards"); do times+=("$(printf '%.2f' "$(cat "$scratch/$name-$shards-$index.time")")"); done
    local folders=(); for index in $(seq 1 "$shards"); do folders+=("$scratch/$name-$shards-$index"); done
    local merge_start; merge_start=$(now)
    "$binary" merge-reports "${folders[@]}" --output "$scratch/$name-$shards-merged" >/dev/null || true
    local merge; merge=$(echo "$(now) - $merge_start" | bc)
    printf '%-14s %d shard(s): wall %6.2f s, each %s s, merge %5.2f s\n' "$name" "$shards" "$wall" "${times[*]}" "$merge"
  done
}
run_catalogue bento "$root/.build/release/gallery"
run_catalogue design-system "$root/Examples/DesignSystem/.build/release/design-gallery"
run_catalogue synthetic-2000 "$root/Benchmarks/.build/release/catalogue-scale" --snapshots "$scratch/scale-snapshots"
mkdir -p "$scratch/empty-snapshots"
run_catalogue synthetic-2000-all-new "$root/Benchmarks/.build/release/catalogue-scale" --snapshots "$scratch/empty-snapshots"
