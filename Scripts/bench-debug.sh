#!/usr/bin/env bash
# What a passing snapshot costs in a debug build against a release build of the test suite.
#
# Runs the example snapshots (ExampleSnapshotTests: every example component over its sizes,
# scales and attribute sets, all passing) in the debug and the release build of the test
# binary, and prints per snapshot:
#   - instructions, counted by valgrind's callgrind (a shared machine's load does not change
#     them): for the whole test process, and for the snapshot work alone (what the
#     parallel jobs of `inParallel` run: building, laying out and drawing the component,
#     reading and decoding the reference, comparing);
#   - the fastest wall time of --runs runs (default 3), from the test library's own report;
#   - each figure's debug/release ratio.
# The release build is the one the README documents: `-Xswiftc -enable-testing`.
#
# Usage: bash Scripts/bench-debug.sh [--skip-build] [--runs N] [--keep DIR]
#   --keep DIR   keep the callgrind profiles there (read them with callgrind_annotate)
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
runs=3
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-build) build=0 ;;
    --runs) runs="$2"; shift ;;
    --keep) keep="$2"; shift ;;
    *) echo "usage: bash Scripts/bench-debug.sh [--skip-build] [--runs N] [--keep DIR]" >&2
       exit 64 ;;
  esac
  shift
done

if [ "$build" = 1 ]; then
  swift build --build-tests >/dev/null
  swift build -c release --build-tests -Xswiftc -enable-testing >/dev/null
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
snapshots=$(find __Snapshots__/ExampleSnapshotTests -name '*.png' | wc -l)
[ "$snapshots" -gt 0 ] || { echo "no references in __Snapshots__/ExampleSnapshotTests" >&2; exit 1; }

run_tests() {  # binary, then extra command words before it
  local binary="$1"; shift
  # The run's record goes to a folder of its own, not into the package's last run.
  CI=true SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$work/artifacts" "$@" "$binary" \
    --testing-library swift-testing --filter ExampleSnapshotTests
}

counting=1
if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
  echo "valgrind is missing (apt-get install valgrind): wall times only" >&2
  counting=0
else
  # Valgrind up to 3.19 stops at DWARF 5 debug information and writes into the signal mask
  # libdispatch hands to sigsuspend, which is read-only: the profiled copies keep their
  # symbols but no debug information, and a preloaded sigsuspend passes a writable copy.
  cat >"$work/sigsuspend.c" <<'EOF'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
int sigsuspend(const sigset_t *mask) {
  sigset_t copy = *mask;
  return (int)syscall(SYS_rt_sigsuspend, &copy, 8);
}
EOF
  cc -shared -fPIC -O2 -o "$work/sigsuspend.so" "$work/sigsuspend.c"
fi

declare -A total work_ir wall
for config in debug release; do
  binary=".build/$config/DesignablePackageTests.xctest"
  [ -x "$binary" ] || { echo "missing $binary; run without --skip-build" >&2; exit 1; }
  best=""
  for _ in $(seq "$runs"); do
    seconds=$(run_tests "$binary" 2>&1 | sed -n 's/.*Test run with .* passed after \([0-9.]*\) seconds.*/\1/p')
    [ -n "$seconds" ] || { echo "the $config example snapshots did not pass" >&2; exit 1; }
    if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then
      best="$seconds"
    fi
  done
  wall[$config]=$(awk -v s="$best" -v n="$snapshots" 'BEGIN { printf "%.2f", s * 1000 / n }')
  if [ "$counting" = 1 ]; then
    objcopy --strip-debug "$binary" "$work/$config.xctest"
    profile="$work/$config.callgrind"
    run_tests "$work/$config.xctest" env LD_PRELOAD="$work/sigsuspend.so" \
      valgrind --tool=callgrind --callgrind-out-file="$profile" >"$work/$config.log" 2>&1 \
      || { tail -20 "$work/$config.log" >&2; exit 1; }
    callgrind_annotate --inclusive=yes --threshold=100 "$profile" 2>/dev/null \
      | swift demangle --simplified >"$work/$config.txt"
    total[$config]=$(awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }' "$work/$config.txt")
    work_ir[$config]=$(awk '/closure #1 in inParallel<A>\(_:_:\)/ {
      gsub(",", "", $1); if ($1 + 0 > best) best = $1 + 0 } END { print best + 0 }' "$work/$config.txt")
    if [ -n "$keep" ]; then mkdir -p "$keep"; cp "$profile" "$keep/"; fi
  fi
done

per() { awk -v a="$1" -v n="$snapshots" 'BEGIN { printf "%.2f", a / n / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1fx", a / b }'; }
echo "$snapshots passing example snapshots (ExampleSnapshotTests), per snapshot:"
printf '%-34s %10s %10s %7s\n' "" debug release ratio
if [ "$counting" = 1 ]; then
  printf '%-34s %10s %10s %7s\n' "instructions, whole process (M)" \
    "$(per "${total[debug]}")" "$(per "${total[release]}")" \
    "$(ratio "${total[debug]}" "${total[release]}")"
  printf '%-34s %10s %10s %7s\n' "instructions, snapshot work (M)" \
    "$(per "${work_ir[debug]}")" "$(per "${work_ir[release]}")" \
    "$(ratio "${work_ir[debug]}" "${work_ir[release]}")"
fi
printf '%-34s %10s %10s %7s\n' "wall time, fastest of $runs (ms)" \
  "${wall[debug]}" "${wall[release]}" "$(ratio "${wall[debug]}" "${wall[release]}")"
