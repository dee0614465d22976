#!/usr/bin/env bash
# Our renders against pictures iOS itself drew: the 16 snapshot references in
# ../shared/corpus/ios-parity-refs (square/Blueprint's BoxTests and RuleTests, Texture's
# node, inset and stack tests, iOSSnapshotTestCase's demo), each reproduced with our API by
# the tests in Tests/DesignableTestingTests/Parity. The script runs those tests with
# DESIGNABLE_PARITY_TABLE set, so each measures its case and prints a row, and prints the
# rows as one table, sorted.
#
# Per case: the picture's size and scale, whether it shows text, then for each way of
# blending edge pixels (`regions`: Canvas.blendsEdgesByRegion, seam-free; `coverage`: each
# shape by its coverage, as Core Animation does and as renders do by default) the pixels
# that differ at all, and the mean and largest difference over the edge pixels, and
# whether the case meets the goal (mean <= 2 and largest <= 16; `text` cases are left out).
#
# The difference at a pixel is the largest of its four channels' differences (0-255).
# Edge pixels are the pixels whose 3x3 neighbourhood in the iOS picture (cut at its border)
# holds more than one colour (ParityFigures in the tests defines them).
#
# Usage: Scripts/ios-parity.sh [--pictures DIR]
#   --pictures DIR   also write each render to DIR (<case>-regions.png, <case>-coverage.png)
# Exit 65 when the references are not beside the repository or no row comes out.
set -euo pipefail
cd "$(dirname "$0")/.."

pictures=
while [ $# -gt 0 ]; do
  case "$1" in
    --pictures) pictures=$2; shift 2 ;;
    *) echo "usage: $0 [--pictures DIR]" >&2; exit 64 ;;
  esac
done
if [ ! -d ../shared/corpus/ios-parity-refs ]; then
  echo "designable: ../shared/corpus/ios-parity-refs is not beside the repository" >&2
  exit 65
fi
if [ -n "$pictures" ]; then
  mkdir -p "$pictures"
  pictures=$(cd "$pictures" && pwd)
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests >&2
status=0
DESIGNABLE_PARITY_TABLE=1 DESIGNABLE_PARITY_PICTURES=$pictures \
  swift test --skip-build --filter 'ParityTests' >"$log" 2>&1 || status=$?
if ! grep -q '^parity-row' "$log"; then
  cat "$log" >&2
  echo "designable: the parity tests printed no rows" >&2
  exit 65
fi

{
  printf 'project\tcase\tsize\ttext\tregions:differing\tmean\tmax\tgoal'
  printf '\tcoverage:differing\tmean\tmax\tgoal\n'
  grep '^parity-row' "$log" | cut -f2- | sort
} | column -t -s "$(printf '\t')"
if [ "$status" -ne 0 ]; then
  echo "designable: some parity tests failed (a figure past its bound); see swift test" >&2
  exit "$status"
fi
