#!/usr/bin/env bash
# References by hash at scale (issue 65), release build, one run: the synthetic catalogue of
# Design Library rows (catalogue-scale) at 20,000 variants by default, its pictures in an HTTP
# store (nginx WebDAV from scripts/reference-servers, on loopback):
#   git verify      a full verify with the pictures in git (the baseline)
#   store verify    a full verify in store mode, every picture matching (nothing downloaded)
#   store 1%        a full verify in store mode with 1 % of the variants changed (those fetched)
#   s3 verify       the same as store verify, the pictures in an S3 bucket (moto's server, from
#   s3 1%           scripts/reference-servers, checking every signature), and the same 1 %
#   token full      a full verify after a one-token edit of the light theme
#   token changed   verify --changed after the same edit (layout everything, draw what it reaches)
# Rounds alternate the commands (ROUNDS, default 3). Then the size of a clone of the example with
# its pictures in git and in store mode. Scratch folders are removed afterwards.
set -euo pipefail
cd "$(dirname "$0")"
variants=${1:-20000}
rounds=${ROUNDS:-3}
jobs=${JOBS:-$(nproc)}
swift build -c release --product catalogue-scale >/dev/null
binary=$PWD/.build/release/catalogue-scale
scratch=$(mktemp -d)
trap '../scripts/reference-servers stop "$scratch/servers"; rm -rf "$scratch"' EXIT
../scripts/reference-servers start "$scratch/servers" >/dev/null
# shellcheck disable=SC1091
source "$scratch/servers/servers.env"
export BENTO_SCALE_VARIANTS=$variants
export AWS_ACCESS_KEY_ID=$BENTO_TEST_S3_ACCESS_KEY AWS_SECRET_ACCESS_KEY=$BENTO_TEST_S3_SECRET
export AWS_ENDPOINT_URL_S3=$BENTO_TEST_S3_ENDPOINT AWS_REGION=us-east-1

git_snapshots="$scratch/git/Snapshots" store_snapshots="$scratch/store/Snapshots"
"$binary" record --snapshots "$git_snapshots" --artifacts "$scratch/artifacts" --quiet --jobs "$jobs" >/dev/null
mkdir -p "$scratch/store"
cp -r "$git_snapshots" "$store_snapshots"
start=$(date +%s.%N)
"$binary" references migrate --snapshots "$store_snapshots" --to-store "$BENTO_TEST_HTTP_STORE" >/dev/null
echo "migrate --to-store of $variants pictures: $(echo "$(date +%s.%N) - $start" | bc -l | xargs printf '%.2f') s"
# record writes each picture's render key into references.txt.
"$binary" record --snapshots "$store_snapshots" --artifacts "$scratch/artifacts" --quiet --jobs "$jobs" >/dev/null
s3_snapshots="$scratch/s3/Snapshots"
mkdir -p "$scratch/s3"
cp -r "$git_snapshots" "$s3_snapshots"
start=$(date +%s.%N)
"$binary" references migrate --snapshots "$s3_snapshots" --to-store "$BENTO_TEST_S3_STORE" >/dev/null
echo "migrate --to-store of $variants pictures to S3: $(echo "$(date +%s.%N) - $start" | bc -l | xargs printf '%.2f') s"
"$binary" record --snapshots "$s3_snapshots" --artifacts "$scratch/artifacts" --quiet --jobs "$jobs" >/dev/null
# The one-token edit: the light theme's colour on primary (the buttons' titles) one unit off white.
python3 - "$PWD/../Sources/DesignTokens/Resources/light.tokens.json" "$scratch/light.tokens.json" <<'PY'
import json, sys
tokens = json.load(open(sys.argv[1]))
assert tokens["color"]["onPrimary"]["$value"] == "{color.white}"
tokens["color"]["onPrimary"]["$value"] = "#FFFFFE"
json.dump(tokens, open(sys.argv[2], "w"), indent=2)
PY
time_of() {  # label, environment…, -- command…
  local label=$1; shift
  local started ended
  started=$(date +%s.%N)
  env "$@" >/dev/null 2>&1 || true
  ended=$(date +%s.%N)
  printf '%s %.2f\n' "$label" "$(echo "$ended - $started" | bc -l)"
}
verify=(verify --quiet --jobs "$jobs" --artifacts "$scratch/artifacts")
for round in $(seq "$rounds"); do
  echo "round $round"
  time_of "  git verify      " "$binary" "${verify[@]}" --snapshots "$git_snapshots"
  time_of "  store verify    " "$binary" "${verify[@]}" --snapshots "$store_snapshots"
  time_of "  store 1%        " BENTO_SCALE_CHANGE_EVERY=20 "$binary" "${verify[@]}" --snapshots "$store_snapshots"
  time_of "  s3 verify       " "$binary" "${verify[@]}" --snapshots "$s3_snapshots"
  time_of "  s3 1%           " BENTO_SCALE_CHANGE_EVERY=20 "$binary" "${verify[@]}" --snapshots "$s3_snapshots"
  time_of "  token full      " BENTO_SCALE_TOKEN_FILE="$scratch/light.tokens.json" "$binary" "${verify[@]}" --snapshots "$store_snapshots"
  time_of "  token changed   " BENTO_SCALE_TOKEN_FILE="$scratch/light.tokens.json" "$binary" "${verify[@]}" --changed --snapshots "$store_snapshots"
done
BENTO_SCALE_TOKEN_FILE="$scratch/light.tokens.json" "$binary" verify --changed --quiet --jobs "$jobs" --artifacts "$scratch/artifacts" --snapshots "$store_snapshots" 2>&1 | grep -E "laid out|variants? through" | head -5 || true
echo "references.txt: $(wc -c < "$store_snapshots/references.txt") bytes for $variants pictures"

# A clone of the example: pictures in git against store mode (each a fresh one-commit repository).
example=../Examples/DesignSystem
for mode in git store; do
  repository="$scratch/clone-$mode"
  mkdir -p "$repository"
  (cd "$example" && git ls-files -z . | xargs -0 -I{} cp --parents {} "$repository/")
  if [ "$mode" = store ]; then
    "$binary" references migrate --snapshots "$repository/Snapshots" --to-store "file://$scratch/example-store" >/dev/null
  fi
  (cd "$repository" && git init -q && git add -A && git -c user.email=b@example.com -c user.name=b commit -qm example)
  git clone -q --no-local "$repository" "$scratch/cloned-$mode"
  echo "clone of the example, pictures in $mode: $(du -sk "$scratch/cloned-$mode" | cut -f1) KB in all, $(du -sk "$scratch/cloned-$mode/.git" | cut -f1) KB of .git"
done
