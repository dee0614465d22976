#!/usr/bin/env bash
# Runs the whole test suite, after installing the system packages it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-system-packages.sh
swift test "$@"
