#!/usr/bin/env bash
# Text drawing benchmark: 200 labels of mixed sizes (9-32 pt, DejaVu Sans) into a
# 1024 x 1024 canvas, shaping included. Prints our median time and cairo's for the same
# strings, font file and glyph positions (HarfBuzz), unhinted. It is not a timed test.
#
# Usage: Scripts/bench-text.sh [--runs N]
# Everything it writes goes to Benchmarks/out/ (gitignored) and .build-bench-text/.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=21
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N]" >&2; exit 64 ;;
  esac
done

out=Benchmarks/out
mkdir -p "$out/bin"
bash Scripts/install-system-packages.sh
if ! pkg-config --exists cairo; then
  echo "designable: cairo is missing; install libcairo2-dev (Debian) or cairo (Homebrew)" >&2
  exit 1
fi

echo "== Building text-benchmark (release, .build-bench-text)"
swift build -c release --scratch-path .build-bench-text --product text-benchmark 2>&1 | tail -1
bench=.build-bench-text/release/text-benchmark

echo "== Building cairo_text (gcc -O2)"
# shellcheck disable=SC2046
gcc -O2 Benchmarks/text-benchmark/cairo_text.c -o "$out/bin/cairo_text" \
  $(pkg-config --cflags --libs cairo freetype2 harfbuzz)

ours=$("$bench" --runs "$runs" --labels "$out/text-labels.txt")
theirs=$("$out/bin/cairo_text" "$out/text-labels.txt" "$runs")
ours_ms=$(echo "$ours" | awk '{ for (i = 1; i <= NF; i++) if ($i == "median") print $(i + 1) }')
cairo_ms=$(echo "$theirs" | awk '{ for (i = 1; i <= NF; i++) if ($i == "median") print $(i + 1) }')

echo
echo "== 200 labels, median of $runs runs (font: $(head -1 "$out/text-labels.txt"))"
printf '%-10s %12s\n' renderer "median ms"
printf '%-10s %12s\n' ours "$ours_ms"
printf '%-10s %12s\n' cairo "$cairo_ms"
awk -v o="$ours_ms" -v c="$cairo_ms" 'BEGIN { printf "ours / cairo = %.2fx the time\n", o / c }'
