#!/usr/bin/env bash
# check-determinism.sh - render the renderer's golden scenes with a debug and a release
# build and check that both give the same bytes (and match the committed references).
#
# Usage: Scripts/check-determinism.sh [--scratch-path DIR] [--scenes SCENES.json]
#   --scratch-path  SwiftPM build directory (default .build-determinism)
#   --scenes        also replay a peers_render.py display list with scene-replay built
#                   both ways and compare the PNG files byte for byte
# Exit status: 0 when identical, 1 when any output differs, 2 on a build or test failure.
# The golden part builds the package's whole test bundle in both configurations, so every
# target must compile in release; the --scenes part builds only scene-replay.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-determinism
scenes=""
while [ $# -gt 0 ]; do
  case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    --scenes) scenes="$2"; shift 2 ;;
    *) echo "usage: $0 [--scratch-path DIR] [--scenes SCENES.json]" >&2; exit 64 ;;
  esac
done

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

for config in debug release; do
  echo "== $config: golden scenes"
  # Release builds need -enable-testing for the tests' @testable imports; it does not
  # change the optimization level.
  flags=()
  [ "$config" = release ] && flags=(-Xswiftc -enable-testing)
  swift build -c "$config" --build-tests --scratch-path "$scratch" "${flags[@]}" >/dev/null || exit 2
  RASTER_GOLDEN_OUTPUT="$out/$config" swift test -c "$config" --skip-build \
    --scratch-path "$scratch" "${flags[@]}" --filter GoldenSceneTests || exit 2
  if [ -n "$scenes" ]; then
    echo "== $config: scene-replay $scenes"
    swift build -c "$config" --product scene-replay --scratch-path "$scratch" "${flags[@]}" \
      >/dev/null || exit 2
    "$scratch/$config/scene-replay" "$scenes" "$out/$config-replay" >/dev/null || exit 2
  fi
done

status=0
for file in "$out"/debug/*.rgba; do
  name="$(basename "$file")"
  if cmp -s "$file" "$out/release/$name"; then
    echo "same  $name"
  else
    echo "DIFF  $name"
    status=1
  fi
done
if [ -n "$scenes" ]; then
  for file in "$out"/debug-replay/*.png; do
    name="$(basename "$file")"
    if cmp -s "$file" "$out/release-replay/$name"; then
      echo "same  replay $name"
    else
      echo "DIFF  replay $name"
      status=1
    fi
  done
fi
[ "$status" -eq 0 ] && echo "debug and release renders are byte-identical"
exit "$status"
