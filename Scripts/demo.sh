#!/usr/bin/env bash
# The main job: renders every example component over its matrix, verifies the references in
# __Snapshots__/ExampleSnapshotTests, runs the divergence checker, prints a summary table and
# writes an HTML report. Extra arguments go to `designable-examples demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-system-packages.sh
swift build --product designable-examples
.build/debug/designable-examples demo "$@"
