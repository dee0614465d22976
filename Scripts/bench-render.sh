#!/usr/bin/env bash
# Renderer benchmark against cairo on the peers' scenes (../shared/bench/peers): our median
# time per scene and scale beside cairo's, both timed from compiled code in the same run
# (cairo through libcairo2-dev by Benchmarks/render/cairo_bench.c: surface creation, every
# op and destruction, as scene-replay times canvas creation and every op), and our error
# beside cairo's against the peers' 16x16-supersampled truth; then the same with
# `Canvas.blendsEdgesByRegion` on (scene-replay --edge-regions). It is not a timed test.
#
# Usage: Scripts/bench-render.sh [--runs N]
# Needs `python3 ../shared/bench/peers/peers_render.py run` once (writes the scenes, the
# truth and cairo's errors). Writes to Benchmarks/out/render/ and .build-raster/.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=200
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N]" >&2; exit 64 ;;
  esac
done

peers=../shared/bench/peers
scenes=$peers/out/render/scenes.json
if [ ! -f "$scenes" ]; then
  echo "designable: $scenes is missing; run: python3 $peers/peers_render.py run" >&2
  exit 66
fi
if ! pkg-config --exists cairo; then
  echo "designable: cairo is missing; install libcairo2-dev (Debian) or cairo (Homebrew)" >&2
  exit 1
fi
out=Benchmarks/out/render
mkdir -p "$out/png" "$out/png-regions" "$out/bin"

echo "== Building scene-replay (release, .build-raster) and cairo_bench"
swift build -c release --scratch-path .build-raster --product scene-replay 2>&1 | tail -1
cc -O2 -o "$out/bin/cairo_bench" Benchmarks/render/cairo_bench.c \
  $(pkg-config --cflags --libs cairo) -lm
python3 Benchmarks/render/scenes_to_text.py "$scenes" > "$out/scenes.txt"

echo "== Timing ($runs runs per scene and scale)"
.build-raster/release/scene-replay "$scenes" "$out/png" --time "$runs" > "$out/ours.txt"
.build-raster/release/scene-replay "$scenes" "$out/png-regions" --time "$runs" --edge-regions \
  > "$out/ours-regions.txt"
"$out/bin/cairo_bench" "$out/scenes.txt" "$runs" > "$out/cairo.txt"
python3 "$peers/peers_render.py" score "$out/png" > "$out/score.txt"
python3 "$peers/peers_render.py" score "$out/png-regions" > "$out/score-regions.txt"
python3 Benchmarks/render/join_table.py "$out/ours.txt" "$out/cairo.txt" "$out/score.txt" \
  "$peers/out/render/results.json" "$out/ours-regions.txt" "$out/score-regions.txt"
