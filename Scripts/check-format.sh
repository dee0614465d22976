#!/usr/bin/env bash
# Checks that the Swift sources are formatted as `.swift-format` says (2 spaces, 100
# columns), and that library code (Sources/.swift-format) has no `!` force unwrap or `try!`.
# `swift format` ships with the toolchain. With --fix it formats them in place.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks Plugins Fuzz)
existing=()
for path in "${paths[@]}"; do [ -e "$path" ] && existing+=("$path"); done
if ! swift format --version >/dev/null 2>&1; then
  echo "check-format: swift format is not part of this toolchain; skipped" >&2
  exit 0
fi
if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place --parallel --recursive "${existing[@]}"
fi
swift format lint --strict --parallel --recursive "${existing[@]}"
echo "check-format: the sources are formatted"
