#!/usr/bin/env bash
# check-shards.sh - run the snapshot tests once whole and then as three shards (with the
# DESIGNABLE_SHARD_COUNT/DESIGNABLE_SHARD_INDEX variables), and check that the shards
# together verify exactly the references the whole run verifies, each exactly once, and
# that the largest shard is within 15% of the mean.
#
# Usage: Scripts/check-shards.sh [FILTER]   (default: ExampleSnapshotTests)
# Exit status: 0 when both hold, 1 when either does not, 2 on a build failure.
# Needs python3 to read the run parts.
set -euo pipefail
cd "$(dirname "$0")/.."

filter="${1:-ExampleSnapshotTests}"
shards=3
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

swift build --build-tests >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 2; }

run() { # NAME [INDEX]
  env -u DESIGNABLE_SHARD_COUNT -u DESIGNABLE_SHARD_INDEX -u TEST_TOTAL_SHARDS \
    -u TEST_SHARD_INDEX -u BUILDKITE_PARALLEL_JOB_COUNT -u BUILDKITE_PARALLEL_JOB \
    -u CIRCLE_NODE_TOTAL -u CIRCLE_NODE_INDEX \
    ${2:+DESIGNABLE_SHARD_COUNT=$shards DESIGNABLE_SHARD_INDEX=$2} \
    CI=true DESIGNABLE_RUN_ID="$1" SNAPSHOT_ARTIFACTS="$out/$1" \
    swift test --skip-build --filter "$filter" >"$out/$1.log" 2>&1 || true
}

run whole
for index in $(seq 0 $((shards - 1))); do run "shard-$index" "$index"; done

python3 - "$out" "$shards" <<'PY'
import glob, json, sys
out, shards = sys.argv[1], int(sys.argv[2])

def verified(name):
    names = []
    for path in glob.glob(f"{out}/{name}/runs/*/*.jsonl"):
        for line in open(path):
            record = json.loads(line)
            if "snapshot" in record:
                names.append(record["snapshot"]["group"] + "/" + record["snapshot"]["name"])
    return names

whole = verified("whole")
parts = [verified(f"shard-{index}") for index in range(shards)]
joined = [name for part in parts for name in part]
sizes = [len(part) for part in parts]
mean = len(joined) / shards if joined else 0
same = sorted(joined) == sorted(whole) and len(set(joined)) == len(joined)
largest = max(sizes) / mean if mean else float("inf")
print(f"whole run: {len(whole)} references verified")
print(f"{shards} shards: {sizes} = {len(joined)} ({len(set(joined))} distinct)")
print(f"same references as the whole run, each once: {'yes' if same else 'NO'}")
print(f"largest shard: {largest:.3f} x the mean (goal at most 1.15)")
sys.exit(0 if same and whole and largest <= 1.15 else 1)
PY
