#!/usr/bin/env bash
# check-bazel-shards.sh - run the example snapshot tests under Bazel's own test runner: an
# sh_test with shard_count = 3 and the same test unsharded, in a workspace generated in a
# temporary folder, each running this package's test binary (its Swift Testing runner,
# --filter ExampleSnapshotTests) in the runfiles, as Bazel starts a test. Checks that
# - Bazel set TEST_TOTAL_SHARDS and TEST_SHARD_INDEX (and nothing for the unsharded test);
# - each shard's test process touched TEST_SHARD_STATUS_FILE (absent before it ran);
# - the shards, writing their parts to one artifacts folder, verify exactly the references
#   the unsharded run verifies, each once, read from DESIGNABLE_SNAPSHOTS in the runfiles,
#   and the largest shard is within 15% of the mean;
# - `designable report` and `prune` read the shards as one run, from the one folder and
#   from three folders (one shard each, as when the shards run on different machines);
# - with one reference changed and one missing, the shards fail without recording (the
#   target sets SNAPSHOT_TESTING_RECORD=never), and `report` and `accept --all`, run from
#   the workspace root, show and adopt the new pictures into the workspace's references.
#
# Usage: Scripts/check-bazel-shards.sh [--bin-path DIR] [--keep]
#   --bin-path DIR   use DIR/DesignablePackageTests.xctest and DIR/designable (a SwiftPM
#                    build folder such as .build/debug) instead of building this checkout
#   --keep           keep the temporary folder (workspace, logs, artifacts) and print it
# Exit status: 0 when every check holds, or when bazel is not installed (skipped);
# 1 when a check fails; 2 when the build or Bazel cannot run. Needs python3. Not run by CI.
#
# Tried with Bazel 4.2.3 (Debian's bazel-bootstrap) and no network: the workspace maps the
# repositories Bazel would download for any test (rules_cc, rules_java, the coverage tools)
# to local stand-ins, which an sh_test on Linux never builds.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=""
keep=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --bin-path) bin="$(cd "${2:?--bin-path needs a folder}" && pwd)"; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "usage: Scripts/check-bazel-shards.sh [--bin-path DIR] [--keep]" >&2; exit 2 ;;
  esac
done

if ! command -v bazel >/dev/null 2>&1; then
  echo "skipped: bazel not installed (Debian: apt-get install bazel-bootstrap)"
  exit 0
fi

out="$(mktemp -d)"
cleanup() {
  if [[ -n "$keep" ]]; then echo "kept: $out"; return; fi
  chmod -R u+w "$out" 2>/dev/null || true
  rm -rf "$out"
}
trap cleanup EXIT

if [[ -z "$bin" ]]; then
  swift build --build-tests >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 2; }
  bin="$(swift build --show-bin-path)"
fi
for file in DesignablePackageTests.xctest designable; do
  if [[ ! -x "$bin/$file" ]]; then
    echo "designable: no $file in $bin; build the tests there first (swift build --build-tests)" >&2
    exit 2
  fi
done
designable="$bin/designable"

# The workspace: the test binary by a link, a copy of the references, one script for both
# tests, and local stand-ins for the repositories every test rule refers to.
ws="$out/ws"
mkdir -p "$ws/offline/coverage" "$ws/offline/rules_cc/cc" "$ws/offline/rules_java/java"
ln -s "$bin/DesignablePackageTests.xctest" "$ws/DesignablePackageTests.xctest"
cp -RL __Snapshots__ "$ws/__Snapshots__"  # a copy, never a link: the check changes it
cat >"$ws/WORKSPACE" <<'EOF'
local_repository(name = "remote_coverage_tools", path = "offline/coverage")
local_repository(name = "rules_cc", path = "offline/rules_cc")
local_repository(name = "rules_java", path = "offline/rules_java")
EOF
for target in snapshots snapshots_whole; do
  shards=""
  [[ $target == snapshots ]] && shards=$'\n    shard_count = 3,'
  cat <<EOF
sh_test(
    name = "$target",
    srcs = ["run-snapshots.sh"],
    data = ["DesignablePackageTests.xctest"] + glob(["__Snapshots__/**"]),
    env = {"DESIGNABLE_SNAPSHOTS": "__Snapshots__", "SNAPSHOT_TESTING_RECORD": "never"},$shards
)

EOF
done >"$ws/BUILD"
cat >"$ws/run-snapshots.sh" <<'EOF'
#!/bin/bash
# The Swift Testing runner of the test binary, as Bazel starts it (in the runfiles, with
# Bazel's environment); then what Bazel set and whether the tests touched the status file.
status_file="${TEST_SHARD_STATUS_FILE:-}"
before=absent; [[ -n "$status_file" && -e "$status_file" ]] && before=present
./DesignablePackageTests.xctest --testing-library swift-testing --filter ExampleSnapshotTests
code=$?
after=absent; [[ -n "$status_file" && -e "$status_file" ]] && after=present
echo "check: TEST_TOTAL_SHARDS=${TEST_TOTAL_SHARDS-unset}" \
  "TEST_SHARD_INDEX=${TEST_SHARD_INDEX-unset}"
echo "check: TEST_SHARD_STATUS_FILE=${status_file:-unset} before=$before after=$after"
exit "$code"
EOF
chmod +x "$ws/run-snapshots.sh"
printf '%s\n' 'package(default_visibility = ["//visibility:public"])' \
  'filegroup(name = "coverage_report_generator")' 'filegroup(name = "lcov_merger")' \
  >"$ws/offline/coverage/BUILD"
printf '%s\n' 'package(default_visibility = ["//visibility:public"])' \
  'alias(name = "toolchain_type", actual = "@bazel_tools//tools/cpp:toolchain_type")' \
  >"$ws/offline/rules_cc/cc/BUILD"
touch "$ws/offline/coverage/WORKSPACE" "$ws/offline/rules_cc/WORKSPACE" \
  "$ws/offline/rules_java/WORKSPACE" "$ws/offline/rules_java/java/BUILD"
forward() { # FILE RULE...: Starlark macros that call the built-in rules of those names
  local file="$1" rule
  shift
  for rule in "$@"; do
    printf 'def %s(**kwargs):\n    native.%s(**kwargs)\n\n' "$rule" "$rule"
  done >"$file"
}
forward "$ws/offline/rules_cc/cc/defs.bzl" cc_binary cc_library cc_test cc_toolchain \
  cc_toolchain_suite cc_proto_library objc_library
forward "$ws/offline/rules_java/java/defs.bzl" java_binary java_import java_library \
  java_plugin java_proto_library java_runtime java_test java_toolchain

bazel_test() { # NAME TARGET: run TARGET with its artifacts in $out/NAME, run id bazel-NAME
  mkdir -p "$out/$1"
  local status=0
  (cd "$ws" && bazel --batch --nohome_rc --noworkspace_rc --output_user_root="$out/bazel" \
    test "$2" --nocache_test_results --test_output=errors \
    --test_env=SNAPSHOT_ARTIFACTS="$out/$1" --sandbox_writable_path="$out/$1" \
    --test_env=DESIGNABLE_RUN_ID="bazel-$1") >"$out/$1.bazel.log" 2>&1 || status=$?
  echo "$status" >"$out/$1.status"
  case "$status" in
    0|3) ;;  # 3: the build went through and a test failed
    *) tail -40 "$out/$1.bazel.log"; echo "designable: bazel could not run $2" >&2; exit 2 ;;
  esac
}
bazel_test whole //:snapshots_whole
bazel_test sharded //:snapshots
logs="$ws/bazel-testlogs"
grep -h '^check: ' "$logs/snapshots_whole/test.log" >"$out/whole.check" || true
for index in 1 2 3; do
  grep -h '^check: ' "$logs/snapshots/shard_${index}_of_3/test.log" || true
  if [[ -e "$logs/snapshots/shard_${index}_of_3/test.shard" ]]; then
    echo "kept: shard_${index}_of_3/test.shard"
  fi
done >"$out/sharded.check"

# Each shard's part in a folder of its own, for report and prune over three folders.
for part in "$out"/sharded/runs/*/*.jsonl; do
  index="$(python3 -c 'import json, sys
print((json.loads(open(sys.argv[1]).readline())["part"].get("shard") or {}).get("index"))' "$part")"
  run="$(basename "$(dirname "$part")")"
  mkdir -p "$out/shard-$index/runs/$run"
  cp "$part" "$out/shard-$index/runs/$run/"
done
cd "$ws"
"$designable" report "$out/sharded" >"$out/report-one.txt" 2>>"$out/report.log" || true
"$designable" report "$out/shard-0" "$out/shard-1" "$out/shard-2" >"$out/report-three.txt" \
  2>>"$out/report.log" || true
"$designable" prune --artifacts "$out/sharded" >"$out/prune-one.txt" 2>&1 || true
"$designable" prune --artifacts "$out/shard-0" --artifacts "$out/shard-1" \
  --artifacts "$out/shard-2" >"$out/prune-three.txt" 2>&1 || true

# Two faults in the workspace's references: one replaced by another picture of its size,
# one missing. Then report and accept from the workspace root, and compare what accept
# wrote with the references as they were.
group="__Snapshots__/ExampleSnapshotTests"
changed="snapshots-of.CircleStepper.120x120@2x.seven"
missing="snapshots-of.PieChartView.120x120@1x.quarter"
mkdir -p "$out/originals"
cp "$group/$changed.png" "$group/$missing.png" "$out/originals/"
cp "$group/snapshots-of.CircleStepper.120x120@2x.start.png" "$group/$changed.png"
rm "$group/$missing.png"
bazel_test failing //:snapshots
"$designable" report "$out/failing" >"$out/report-failing.txt" 2>>"$out/report.log" || true
"$designable" accept --all --artifacts "$out/failing" >"$out/accept.txt" 2>&1 || true
for name in "$changed" "$missing"; do
  if "$designable" diff "$group/$name.png" "$out/originals/$name.png" >/dev/null 2>&1; then
    echo "$name: accepted picture matches the reference"
  else
    echo "$name: accepted picture DIFFERS from the reference"
  fi
done >"$out/accepted.txt"

python3 - "$out" "$changed" "$missing" <<'PY'
import glob, json, os, re, sys
out, changed, missing = sys.argv[1:4]
shards, failures = 3, []

def check(ok, text):
    print(("ok     " if ok else "FAILED ") + text)
    if not ok:
        failures.append(text)

def text(name):
    """A file's text without the notes on claimed references (shown once per reference)."""
    with open(os.path.join(out, name)) as handle:
        lines = handle.read().strip().split("\n")
    notes = [line for line in lines if line.startswith("designable: note:")]
    lines = [line for line in lines if not line.startswith("designable: note:")]
    return "\n".join(lines + ([f"({len(notes)} notes left out)"] if notes else []))

def parts(name):
    for path in sorted(glob.glob(f"{out}/{name}/runs/*/*.jsonl")):
        lines = [json.loads(line) for line in open(path)]
        yield lines[0]["part"], [line["snapshot"] for line in lines if "snapshot" in line], lines

def key(snapshot):
    return snapshot["group"] + "/" + snapshot["name"]

print("What each test printed after its run, and the status files Bazel kept:")
whole_env, shard_env = text("whole.check").split("\n"), text("sharded.check").split("\n")
for line in whole_env + shard_env:
    print("  " + line)
check(text("whole.status") == "0" and text("sharded.status") == "0", "both tests passed")
check("TEST_TOTAL_SHARDS=unset TEST_SHARD_INDEX=unset" in whole_env[0],
      "the unsharded test got no shard variables")
pairs = sorted(re.search(r"TEST_TOTAL_SHARDS=(\S+) TEST_SHARD_INDEX=(\S+)", line).groups()
               for line in shard_env if "TEST_TOTAL_SHARDS" in line)
check(pairs == [("3", "0"), ("3", "1"), ("3", "2")],
      f"Bazel set TEST_TOTAL_SHARDS=3 and TEST_SHARD_INDEX 0, 1, 2 ({pairs})")
touched = [line for line in shard_env if "before=absent after=present" in line]
check(len(touched) == shards, f"{len(touched)} of {shards} shards touched TEST_SHARD_STATUS_FILE")
kept = [line for line in shard_env if line.startswith("kept: ")]
check(len(kept) == shards, f"Bazel kept {len(kept)} of {shards} status files (test.shard)")

whole = [key(s) for _, snapshots, _ in parts("whole") for s in snapshots]
by_shard, sources, complete, references = {}, set(), True, []
for header, snapshots, lines in parts("sharded"):
    shard = header.get("shard") or {}
    by_shard.setdefault(shard.get("index"), []).extend(key(s) for s in snapshots)
    sources.add((shard.get("count"), shard.get("source")))
    complete = complete and "end" in lines[-1]
    references += [s.get("referencePath", "") for s in snapshots]
check(sources == {(3, "TEST_TOTAL_SHARDS/TEST_SHARD_INDEX")},
      f"every part took its shard from Bazel's variables ({sorted(sources, key=str)})")
check(complete and sorted(by_shard, key=str) == list(range(shards)),
      "each shard wrote one complete part to the one folder")
sizes = [len(by_shard.get(index, [])) for index in range(shards)]
joined = [name for index in range(shards) for name in by_shard.get(index, [])]
mean = len(joined) / shards if joined else 0
largest = max(sizes) / mean if mean else float("inf")
print(f"whole run: {len(whole)} references verified")
print(f"{shards} shards: {sizes} = {len(joined)} ({len(set(joined))} distinct)")
check(bool(whole) and sorted(joined) == sorted(whole) and len(set(joined)) == len(joined),
      "the shards verified the whole run's references, each once")
check(largest <= 1.15, f"largest shard: {largest:.3f} x the mean (goal at most 1.15)")
check(bool(references) and all(path.startswith("__Snapshots__/") for path in references),
      "the references were read from DESIGNABLE_SNAPSHOTS (__Snapshots__/ in the runfiles)")

for folders in ["one", "three"]:
    report, prune = text(f"report-{folders}.txt"), text(f"prune-{folders}.txt")
    print(f"report over {folders} folder(s): {report}")
    lines = prune.split("\n")
    problems = [line for line in lines if line.startswith("- ")]
    shown = lines[:5] + ([f"({len(lines) - 5} more lines)"] if len(lines) > 5 else [])
    print(f"prune over {folders} folder(s):\n  " + "\n  ".join(shown))
    page = open(report).read() if report.endswith("index.html") and os.path.isfile(report) else ""
    check(f"{shards} parts" in page and f"{len(whole)} passed" in page,
          f"report over {folders} folder(s): one run of {shards} parts, {len(whole)} passed")
    check(len(problems) == shards and all("run was filtered" in line for line in problems),
          f"prune over {folders} folder(s): one run, every shard, refused only as filtered")

print("The run with one reference changed and one missing:")
statuses = {s["name"]: s["status"] for _, snapshots, _ in parts("failing") for s in snapshots}
faults = {name: status for name, status in statuses.items() if status != "passed"}
print(f"  bazel exit status {text('failing.status')}; not passed: {faults}")
check(text("failing.status") == "3" and sorted(faults) == sorted([changed, missing]),
      "Bazel reported the test failed, with exactly the two faults")
check(faults.get(missing) != "recorded" and all(
    os.path.exists(f"{out}/failing/ExampleSnapshotTests/{name}.png") for name in faults),
      "the missing reference was not recorded; both new pictures are in the artifacts folder")
images = os.listdir(f"{out}/failing/report/images") if os.path.isdir(
    f"{out}/failing/report/images") else []
pictures = [image for image in images if re.fullmatch(re.escape(changed) + r"-\w+\.png", image)]
check(len(pictures) == 2, f"report from the workspace root shows the changed snapshot's "
      f"reference beside its picture ({len(pictures)} of 2)")
print("  " + text("accept.txt").replace("\n", "\n  "))
print("  " + text("accepted.txt").replace("\n", "\n  "))
check(text("accepted.txt").count("matches") == 2,
      "accept --all from the workspace root wrote both references as they were")
sys.exit(1 if failures else 0)
PY
