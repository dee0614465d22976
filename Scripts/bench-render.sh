#!/usr/bin/env bash
# Renderer benchmark against cairo on the peers' scenes (../shared/bench/peers): our median
# time per scene and scale beside cairo's, both timed from compiled code in the same run
# (cairo through libcairo2-dev by Benchmarks/render/cairo_bench.c: surface creation, every
# op and destruction, as scene-replay times canvas creation and every op), and our error
# beside cairo's against the peers' 16x16-supersampled truth; then our time and error with
# `Canvas.blendsEdgesByRegion` off (scene-replay --coverage-only). It is not a timed test.
#
# The timings run in rounds (--rounds, 3 by default), ours and cairo's in turn and in
# alternating order, and each scene's time is the median of its rounds' medians, so that
# the machine speeding up or slowing down during the run does not favour either side.
#
# Usage: Scripts/bench-render.sh [--runs N] [--rounds R] [--fine-truth DIR]
# Needs `python3 ../shared/bench/peers/peers_render.py run` once (writes the scenes, the
# truth and cairo's errors). The 16x16 truth is itself quantized to 1/256 of a pixel (up to
# 8 levels on a near-horizontal edge); --fine-truth DIR adds our error against a finer one,
# made by `python3 ../shared/bench/peers/peers_render.py run --ss 64 --out DIR --min-time
# 0.01` (about 5 minutes; glyphs@3x is past cairo's surface size limit at 64x and is left
# out). Writes to Benchmarks/out/render/ and .build-raster/.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/bench-render-common.sh

runs=200
rounds=3
fine=
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --fine-truth) fine=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--rounds R] [--fine-truth DIR]" >&2; exit 64 ;;
  esac
done
check_runs_and_rounds "$runs" "$rounds"
require_scenes_and_cairo
out=Benchmarks/out/render
if [ -n "$fine" ] && ! ls "$fine"/*.truth16.png > /dev/null 2>&1; then
  echo "designable: no truth in $fine; run: python3 $peers/peers_render.py run --ss 64 --out $fine" >&2
  exit 66
fi
mkdir -p "$out/png" "$out/png-coverage" "$out/bin"

echo "== Building scene-replay (release, .build-raster) and cairo_bench"
swift build -c release --scratch-path .build-raster --product scene-replay 2>&1 | tail -1
build_cairo_bench "$out"

echo "== Timing ($rounds rounds of $runs runs per scene and scale)"
: > "$out/ours.txt"
: > "$out/ours-coverage.txt"
: > "$out/cairo.txt"
time_ours() {
  .build-raster/release/scene-replay "$scenes" "$out/png" --time "$runs" >> "$out/ours.txt"
  .build-raster/release/scene-replay "$scenes" "$out/png-coverage" --time "$runs" \
    --coverage-only >> "$out/ours-coverage.txt"
}
time_cairo() {
  "$out/bin/cairo_bench" "$out/scenes.txt" "$runs" >> "$out/cairo.txt"
}
for round in $(seq "$rounds"); do
  echo "   round $round of $rounds"
  if [ $((round % 2)) = 1 ]; then time_ours; time_cairo; else time_cairo; time_ours; fi
done
python3 "$peers/peers_render.py" score "$out/png" > "$out/score.txt"
python3 "$peers/peers_render.py" score "$out/png-coverage" > "$out/score-coverage.txt"
fine_args=()
if [ -n "$fine" ]; then
  python3 "$peers/peers_render.py" score "$out/png" --truth "$fine" > "$out/score-fine.txt"
  fine_args=(--fine "$out/score-fine.txt")
fi
python3 Benchmarks/render/join_table.py "$out/ours.txt" "$out/cairo.txt" "$out/score.txt" \
  "$peers/out/render/results.json" --coverage-only "$out/ours-coverage.txt" \
  "$out/score-coverage.txt" "${fine_args[@]}"
