#!/usr/bin/env bash
# What each dependency costs a clean debug build on this machine: a scratch package per dependency,
# importing only the products Bento uses from it, built from nothing (its own build folder, the
# package mirror already cloned), one after another. Prints seconds of wall time per line; nothing
# is committed or kept. (The whole package's clean build is the first step of `.ci/run` on a clean
# clone, which prints its time.)
#   Benchmarks/dependency_weight.sh [dependency...]   (default: all of them)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# name | package URL | version | products (package name:product ...)
dependencies=(
  "swift-nio|https://github.com/apple/swift-nio|2.101.3|swift-nio:NIOCore swift-nio:NIOPosix swift-nio:NIOHTTP1"
  "swift-argument-parser|https://github.com/apple/swift-argument-parser|1.8.2|swift-argument-parser:ArgumentParser"
  "ZIPFoundation|https://github.com/weichsel/ZIPFoundation|0.9.20|ZIPFoundation:ZIPFoundation"
  "swift-syntax (the #Preview macro)|https://github.com/swiftlang/swift-syntax|603.0.1|swift-syntax:SwiftSyntaxMacros swift-syntax:SwiftCompilerPlugin"
  "swift-crypto (removed: SHA-256 from OpenSSL)|https://github.com/apple/swift-crypto|3.12.3|swift-crypto:Crypto"
  "swift-snapshot-testing (ImageSnapshotsStrategy)|https://github.com/pointfreeco/swift-snapshot-testing|1.19.7|swift-snapshot-testing:SnapshotTesting"
  "Yams (tests only)|https://github.com/jpsim/Yams|5.0.1|Yams:Yams"
  "swift-property-based (tests only)|https://github.com/x-sheep/swift-property-based|2.0.1|swift-property-based:PropertyBased"
)

timed_build() {  # folder, then swift build arguments; prints the seconds
  local start=$SECONDS
  swift build --package-path "$1" "${@:2}" >"$scratch/log" 2>&1 || { tail -20 "$scratch/log" >&2; return 1; }
  echo $((SECONDS - start))
}

printf '%-52s %8s\n' "what, built from nothing (debug)" seconds
for line in "${dependencies[@]}"; do
  IFS='|' read -r name url version products <<<"$line"
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "${name%% *}"; then continue; fi
  folder="$scratch/probe-$(echo "${name%% *}" | tr -cd 'A-Za-z0-9-')"
  mkdir -p "$folder/Sources/Probe"
  target_dependencies=""
  for product in $products; do
    target_dependencies+=".product(name: \"${product#*:}\", package: \"${product%%:*}\"), "
  done
  cat >"$folder/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Probe",
    dependencies: [.package(url: "$url", exact: "$version")],
    targets: [.target(name: "Probe", dependencies: [$target_dependencies])])
MANIFEST
  echo "public let probe = 1" >"$folder/Sources/Probe/Probe.swift"
  swift package --package-path "$folder" resolve >/dev/null 2>&1
  printf '%-52s %8s\n' "$name" "$(timed_build "$folder")"
done

