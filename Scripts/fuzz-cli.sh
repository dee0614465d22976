#!/usr/bin/env bash
# Builds CLIOptionsFuzzer (Fuzz/) with libFuzzer and AddressSanitizer and runs it: the
# `designable` command line's parsing and validation, and `diff`'s options in a comparison.
#
# Usage: Scripts/fuzz-cli.sh [SECONDS] [LIBFUZZER_FLAG ...]
#   SECONDS defaults to 600. Extra flags go to libFuzzer (for example -seed=1).
#
# Crashes, timeouts and out-of-memory inputs are written to Fuzz/FailCases/ (named
# cli-crash-…, cli-timeout-…); the corpus grows in Fuzz/cli-corpus/. Exits 0 when the run
# ends without finding anything, else 1.
set -uo pipefail
cd "$(dirname "$0")/../Fuzz"

seconds="${1:-600}"
shift || true
scratch=.build/fuzzer
log="$scratch/fuzz-cli.log"

# As in fuzz.sh: the combined -Xswiftc flag enables both sanitizers whatever order SwiftPM
# passes its own flags in, and deterministic hashing keeps the build stable.
export SWIFT_DETERMINISTIC_HASHING=1
build=(swift build -c release --sanitize=fuzzer --sanitize=address
  -Xswiftc -sanitize=fuzzer,address --scratch-path "$scratch" --product CLIOptionsFuzzer)
"${build[@]}" || exit 1
fuzzer="$("${build[@]}" --show-bin-path)/CLIOptionsFuzzer"
if [[ "$("$fuzzer" -runs=0 2>&1)" != *"inline 8-bit counters"* ]]; then
  echo "fuzz-cli.sh: the fuzzer was built without coverage instrumentation" >&2
  exit 1
fi

# Seeds: a first byte choosing the command (see main.swift), then NUL-separated arguments.
mkdir -p cli-corpus FailCases
seed() { printf "$2" > "cli-corpus/seed-$1"; }
seed diff-region '\x01--ignore-region\x001e19,0,1,1'
seed diff-scale '\x01--scale\x00nan\x00--ignore-region=0,0,2,2'
seed diff-tolerances '\x01--channel-tolerance\x00255\x00--perceptual-tolerance\x002.5\x00--max-ratio\x000.1'
seed diff-yiq '\x01--yiq-threshold\x000.1\x00--ignore-antialiasing\x00--max-pixels\x003'
seed diff-image-pixels '\x01--max-image-pixels\x004096\x00--json'
seed png-info '\x02a.png\x00b.png\x00--json'
seed check '\x04--timeout\x003\x00--scale\x002\x00doc.storyboard'
seed check-instance '\x05--id=-h\x00--scale=2\x00--\x00doc.xib'
seed report '\x07--artifacts\x00a'

before="$(ls FailCases | sort)"
started=$(date +%s)
# One process, one job: the machine is shared. Arguments are short, so 4 KiB inputs are plenty.
"$fuzzer" cli-corpus -dict=cli.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=4096 -artifact_prefix=FailCases/cli- -print_final_stats=1 "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
elapsed=$(($(date +%s) - started))

stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
coverage="$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9A-Za-z]+' "$log" | tail -1)"
found="$(comm -13 <(echo "$before") <(ls FailCases | sort) | sed 's|^|Fuzz/FailCases/|')"

echo
echo "== CLIOptionsFuzzer summary =="
echo "duration:   ${elapsed} s (limit ${seconds} s)"
echo "executions: $(stat number_of_executed_units) ($(stat average_exec_per_sec) exec/s)"
echo "coverage:   ${coverage:-unknown}"
echo "new units:  $(stat new_units_added), peak RSS $(stat peak_rss_mb) MB," \
  "slowest unit $(stat slowest_unit_time_sec) s"
if [ "$status" -eq 0 ] && [ -z "$found" ]; then
  echo "result:     no crash, hang or out-of-memory input found"
  exit 0
fi
echo "result:     libFuzzer exited with $status"
[ -n "$found" ] && echo "$found" | sed 's/^/found:      /'
echo "replay:     $fuzzer <file>; minimize: $fuzzer -minimize_crash=1 -runs=10000 <file>"
exit 1
