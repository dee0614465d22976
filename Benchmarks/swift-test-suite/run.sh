#!/usr/bin/env bash
# What `swift test` costs per snapshot on a user's package of N generated tests, in debug and
# release, beside a floor in C (cairo draw + libpng decode + compare). See README.md here.
#
#   bash Benchmarks/swift-test-suite/run.sh [--counts 100,2000,10000]
#       [--configurations debug,release] [--runs 1] [--package DIR]
#
# The package is generated in the temporary folder (kept, so that a second run builds
# incrementally); the floor is built there too. Needs python3, a C compiler, pkg-config and
# the development files of cairo and libpng (Debian: libcairo2-dev libpng-dev).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
for tool in python3 cc pkg-config; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "swift-test-suite: $tool is missing;" \
      "install it (Debian: apt-get install python3 gcc pkg-config)" >&2
    exit 2
  fi
done
if ! pkg-config --exists cairo libpng; then
  echo "swift-test-suite: cairo's and libpng's development files are missing;" \
    "install them (Debian: apt-get install libcairo2-dev libpng-dev)" >&2
  exit 2
fi
floor="${TMPDIR:-/tmp}/designable-swift-test-suite-floor-$(id -u)"
# shellcheck disable=SC2046
cc -O2 "$here/floor.c" -o "$floor" $(pkg-config --cflags --libs cairo libpng) -lm
exec python3 "$here/run.py" --floor "$floor" "$@"
