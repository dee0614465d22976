#!/usr/bin/env bash
# Renderer time per scene now against an earlier commit, each beside cairo in the same run:
# builds scene-replay at REV (release, in a temporary worktree outside the repository) and
# at the working tree, then times both and cairo on the peers' scenes, in rounds whose
# order alternates, by region and by coverage (the mode layer trees use). Prints, per scene
# and scale, the median time of each and its ratio to cairo. It is not a timed test.
#
# Usage: Scripts/bench-render-baseline.sh REV [--runs N] [--rounds R]
# Needs `python3 ../shared/bench/peers/peers_render.py run` once (writes the scenes) and
# cairo (libcairo2-dev). REV must have scene-replay (`--time N`, `--coverage-only`).
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/bench-render-common.sh

usage="usage: $0 REV [--runs N] [--rounds R]"
[ $# -ge 1 ] || { echo "$usage" >&2; exit 64; }
rev=$1
shift
runs=200
rounds=3
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    *) echo "$usage" >&2; exit 64 ;;
  esac
done
check_runs_and_rounds "$runs" "$rounds"
commit=$(git rev-parse --verify --quiet "$rev^{commit}") || {
  echo "designable: $rev is not a commit of this repository" >&2
  exit 64
}
git cat-file -e "$commit:Sources/scene-replay/main.swift" 2> /dev/null || {
  echo "designable: $rev has no scene-replay (Sources/scene-replay/main.swift)" >&2
  exit 66
}
require_scenes_and_cairo
out=Benchmarks/out/render-baseline
mkdir -p "$out/png-now" "$out/png-then" "$out/bin"
tree=${TMPDIR:-/tmp}/designable-baseline-${commit:0:12}
if [ ! -x "$tree/.build/release/scene-replay" ]; then
  echo "== Building scene-replay at ${commit:0:12} (release, $tree)"
  rm -rf "$tree"
  mkdir -p "$tree"
  git archive "$commit" | tar -x -C "$tree"
  (cd "$tree" && swift build -c release --product scene-replay 2>&1 | tail -1)
fi
echo "== Building scene-replay now (release, .build-raster) and cairo_bench"
swift build -c release --scratch-path .build-raster --product scene-replay 2>&1 | tail -1
build_cairo_bench "$out"

then_bin=$tree/.build/release/scene-replay
now_bin=.build-raster/release/scene-replay
for name in then now; do
  : > "$out/$name-region.txt"
  : > "$out/$name-coverage.txt"
done
: > "$out/cairo.txt"
time_build() {
  local name=$1 bin=$2
  "$bin" "$scenes" "$out/png-$name" --time "$runs" >> "$out/$name-region.txt"
  "$bin" "$scenes" "$out/png-$name" --time "$runs" --coverage-only >> "$out/$name-coverage.txt"
}
time_cairo() { "$out/bin/cairo_bench" "$out/scenes.txt" "$runs" >> "$out/cairo.txt"; }
echo "== Timing ($rounds rounds of $runs runs per scene and scale)"
for round in $(seq "$rounds"); do
  echo "   round $round of $rounds"
  case $((round % 3)) in
    1) time_build then "$then_bin"; time_build now "$now_bin"; time_cairo ;;
    2) time_cairo; time_build now "$now_bin"; time_build then "$then_bin" ;;
    0) time_build now "$now_bin"; time_cairo; time_build then "$then_bin" ;;
  esac
done
python3 Benchmarks/render/baseline_table.py "${commit:0:12}" "$out/cairo.txt" \
  "$out/then-region.txt" "$out/now-region.txt" "$out/then-coverage.txt" "$out/now-coverage.txt"
