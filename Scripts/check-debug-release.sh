#!/usr/bin/env bash
# Shows that a debug build and a release build draw the same bytes: the debug build of
# `designable-examples` records every example snapshot (shapes, strokes, gradients, text,
# images) into a temporary folder, and the release build verifies against them exactly.
# Exit status: 0 when every picture is identical, 1 otherwise, 2 when a build fails.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift build --product designable-examples >/dev/null || exit 2
swift build -c release --product designable-examples --scratch-path .build-release >/dev/null || exit 2
echo "== debug build records every example snapshot"
SNAPSHOT_TESTING_RECORD=all .build/debug/designable-examples demo \
  --snapshots "$out/snapshots" --artifacts "$out/debug" >/dev/null || true
count=$(find "$out/snapshots" -name '*.png' | wc -l)
echo "== release build verifies the $count pictures"
if SNAPSHOT_TESTING_RECORD=never .build-release/release/designable-examples demo \
  --snapshots "$out/snapshots" --artifacts "$out/release" >"$out/release.txt"; then
  echo "debug and release builds draw byte-identical pictures ($count snapshots)"
else
  sed -n '/Problems:/,$p' "$out/release.txt"
  exit 1
fi
