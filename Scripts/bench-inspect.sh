#!/usr/bin/env bash
# Reading speed of `designable inspect --json` over every IB document of the shared corpus,
# in MB/s of XML (process start and JSON output included). Usage: Scripts/bench-inspect.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${CORPUS:-../shared/corpus/ib-documents}"
runs="${1:-10}"
[ -d "$corpus" ] || { echo "bench-inspect: no corpus at $corpus" >&2; exit 1; }
swift build -c release --scratch-path .build-inspect --product designable >&2
binary="$(swift build -c release --scratch-path .build-inspect --show-bin-path)/designable"
mapfile -d '' files < <(find "$corpus" \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z)
bytes=$(cat "${files[@]}" | wc -c)
best=""
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  "$binary" inspect --json "${files[@]}" > /dev/null
  end=$(date +%s%N)
  elapsed=$((end - start))
  if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
done
awk -v b="$bytes" -v n="${#files[@]}" -v t="$best" -v r="$runs" 'BEGIN {
  printf "inspect --json: %d documents, %.2f MB, best of %d runs %.1f ms: %.1f MB/s\n",
    n, b / 1e6, r, t / 1e6, (b / 1e6) / (t / 1e9) }'
