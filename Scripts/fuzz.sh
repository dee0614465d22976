#!/usr/bin/env bash
# Builds PNGDecodeFuzzer (Fuzz/) with libFuzzer and AddressSanitizer and runs it.
#
# Usage: Scripts/fuzz.sh [SECONDS] [LIBFUZZER_FLAG ...]
#   SECONDS defaults to 600. Extra flags go to libFuzzer (for example -seed=1).
#   PNG_SEED_DIR names a folder of PNGs to add to the seed corpus (default ../shared/corpus).
#
# Crashes, timeouts and out-of-memory inputs are written to Fuzz/FailCases/; the corpus
# grows in Fuzz/corpus/. Exits 0 when the run ends without finding anything, else 1.
set -uo pipefail
cd "$(dirname "$0")/../Fuzz"

seconds="${1:-600}"
shift || true
scratch=.build/fuzzer
seed_dir="${PNG_SEED_DIR:-../../shared/corpus}"
log="$scratch/fuzz.log"

# SwiftPM passes its sanitizer set as separate -sanitize= flags in hash order, and swiftc
# keeps only the last one, so half the builds lacked coverage. The combined -Xswiftc flag comes
# last and enables both; deterministic hashing keeps the flags, and so the build, stable.
export SWIFT_DETERMINISTIC_HASHING=1
build=(swift build -c release --sanitize=fuzzer --sanitize=address
  -Xswiftc -sanitize=fuzzer,address --scratch-path "$scratch" --product PNGDecodeFuzzer)
"${build[@]}" || exit 1
fuzzer="$("${build[@]}" --show-bin-path)/PNGDecodeFuzzer"
if [[ "$("$fuzzer" -runs=0 2>&1)" != *"inline 8-bit counters"* ]]; then
  echo "fuzz.sh: the fuzzer was built without coverage instrumentation" >&2
  exit 1
fi

mkdir -p corpus FailCases
if command -v python3 >/dev/null; then
  seeds=()
  [ -d "$seed_dir" ] && seeds=("$seed_dir")
  python3 make-corpus.py corpus "${seeds[@]}"
elif [ -d "$seed_dir" ]; then
  find "$seed_dir" -name '*.png' -size -256k -exec cp {} corpus/ \;
fi

before="$(ls FailCases | sort)"
started=$(date +%s)
# One process, one job: the machine is shared. -max_len 1 MiB covers multi-chunk images;
# -rss_limit_mb 2048 leaves room for AddressSanitizer's shadow memory around a 16 MiB image.
"$fuzzer" corpus -dict=png.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=1048576 -artifact_prefix=FailCases/ -print_final_stats=1 "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
elapsed=$(($(date +%s) - started))

stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
coverage="$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9A-Za-z]+' "$log" | tail -1)"
found="$(comm -13 <(echo "$before") <(ls FailCases | sort) | sed 's|^|Fuzz/FailCases/|')"

echo
echo "== PNGDecodeFuzzer summary =="
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
