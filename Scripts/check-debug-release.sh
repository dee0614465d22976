#!/usr/bin/env bash
# Shows that a debug build and a release build draw the same bytes: the debug build of
# `designable-examples` records every example snapshot (shapes, strokes, gradients, text,
# images) into a temporary folder, and the release build verifies against them exactly.
# Exit status: 0 when every picture is identical, 1 otherwise, 2 when a build fails.
#
# Usage: bash Scripts/check-debug-release.sh [--release-built]
#   --release-built   use the release build already in .build-release as it is (CI builds
#                     it beside the tests). Building again is not free: each
#                     `swift build -c release` here compiles swift-syntax's largest module
#                     again for the plugin's tool, whole-module, for minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
release_built=
case "${1:-}" in
  "") ;;
  --release-built) release_built=1 ;;
  *) echo "usage: $0 [--release-built]" >&2; exit 64 ;;
esac
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift build --product designable-examples >/dev/null || exit 2
if [ -z "$release_built" ]; then
  swift build -c release --product designable-examples --scratch-path .build-release \
    >/dev/null || exit 2
elif [ ! -x .build-release/release/designable-examples ]; then
  echo "designable: no release build in .build-release; run without --release-built" >&2
  exit 2
fi
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
