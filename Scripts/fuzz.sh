#!/usr/bin/env bash
# Builds a fuzzer of Fuzz/ with libFuzzer and AddressSanitizer and runs it.
#
# Usage: [FUZZER=png|ib|cli] Scripts/fuzz.sh [SECONDS] [LIBFUZZER_FLAG ...]
#   FUZZER picks PNGDecodeFuzzer (png, the default), IBDocumentFuzzer (ib) or
#   CLIOptionsFuzzer (cli: the command line's parsing and validation, and diff's options).
#   SECONDS defaults to 600. Extra flags go to libFuzzer (for example -seed=1).
#   PNG_SEED_DIR names a folder of PNGs to add to the seed corpus (default ../shared/corpus);
#   IB_SEED_DIRS names folders of IB documents, separated by colons (default the shared
#   corpus's ib-documents and bad-inputs).
#
# Crashes, timeouts and out-of-memory inputs are written to Fuzz/FailCases/ (png),
# Fuzz/FailCases/IBDocument/ (ib) or Fuzz/FailCases/cli-… (cli); the corpus grows in
# Fuzz/corpus/, Fuzz/corpus-ib/ or Fuzz/cli-corpus/.
# Exits 0 when the run ends without finding anything, else 1.
set -uo pipefail
cd "$(dirname "$0")/../Fuzz"

seconds="${1:-600}"
shift || true
scratch=.build/fuzzer
case "${FUZZER:-png}" in
  png)
    product=PNGDecodeFuzzer corpus=corpus failures=FailCases prefix= dict=png.dict
    # -max_len 1 MiB covers multi-chunk images.
    max_len=1048576
    ;;
  ib)
    product=IBDocumentFuzzer corpus=corpus-ib failures=FailCases/IBDocument prefix= dict=ib.dict
    # Larger inputs only repeat elements and slow every mutation down.
    max_len=131072
    ;;
  cli)
    product=CLIOptionsFuzzer corpus=cli-corpus failures=FailCases prefix=cli- dict=cli.dict
    # Arguments are short, so 4 KiB inputs are plenty.
    max_len=4096
    ;;
  *)
    echo "fuzz.sh: FUZZER must be png, ib or cli, not ${FUZZER}" >&2
    exit 64
    ;;
esac
seed_dir="${PNG_SEED_DIR:-../../shared/corpus}"
ib_seed_dirs="${IB_SEED_DIRS:-../../shared/corpus/ib-documents:../../shared/corpus/bad-inputs}"
log="$scratch/fuzz-$product.log"

# SwiftPM passes its sanitizer set as separate -sanitize= flags in hash order, and swiftc
# keeps only the last one, so half the builds lacked coverage. The combined -Xswiftc flag comes
# last and enables both; deterministic hashing keeps the flags, and so the build, stable.
export SWIFT_DETERMINISTIC_HASHING=1
build=(swift build -c release --sanitize=fuzzer --sanitize=address
  -Xswiftc -sanitize=fuzzer,address --scratch-path "$scratch" --product "$product")
"${build[@]}" || exit 1
fuzzer="$("${build[@]}" --show-bin-path)/$product"
if [[ "$("$fuzzer" -runs=0 2>&1)" != *"inline 8-bit counters"* ]]; then
  echo "fuzz.sh: the fuzzer was built without coverage instrumentation" >&2
  exit 1
fi

mkdir -p "$corpus" "$failures"
if [ "$product" = IBDocumentFuzzer ]; then
  # Every IB document and bad input up to 256 KiB, named by its SHA-1 so none is added twice.
  IFS=: read -ra dirs <<<"$ib_seed_dirs"
  for dir in "${dirs[@]}"; do
    [ -d "$dir" ] || continue
    find "$dir" -type f \( -name '*.xib' -o -name '*.storyboard' \) -size -256k -print0 |
      while IFS= read -r -d '' file; do
        cp "$file" "$corpus/$(sha1sum "$file" | cut -c1-40)"
      done
  done
elif [ "$product" = CLIOptionsFuzzer ]; then
  # A first byte choosing the command (see main.swift), then NUL-separated arguments.
  seed() { printf "$2" > "$corpus/seed-$1"; }
  seed diff-region '\x01--ignore-region\x001e19,0,1,1'
  seed diff-scale '\x01--scale\x00nan\x00--ignore-region=0,0,2,2'
  seed diff-tolerances '\x01--channel-tolerance\x00255\x00--perceptual-tolerance\x002.5\x00--max-ratio\x000.1'
  seed diff-yiq '\x01--yiq-threshold\x000.1\x00--ignore-antialiasing\x00--max-pixels\x003'
  seed diff-image-pixels '\x01--max-image-pixels\x004096\x00--json'
  seed png-info '\x02a.png\x00b.png\x00--json'
  seed check '\x04--timeout\x003\x00--scale\x002\x00doc.storyboard'
  seed check-instance '\x05--id=-h\x00--scale=2\x00--\x00doc.xib'
  seed report '\x07--artifacts\x00a'
elif command -v python3 >/dev/null; then
  seeds=()
  [ -d "$seed_dir" ] && seeds=("$seed_dir")
  python3 make-corpus.py corpus "${seeds[@]}"
elif [ -d "$seed_dir" ]; then
  find "$seed_dir" -name '*.png' -size -256k -exec cp {} corpus/ \;
fi

before="$(ls "$failures" | sort)"
started=$(date +%s)
# One process, one job: the machine is shared. -rss_limit_mb 2048 leaves room for
# AddressSanitizer's shadow memory around a 16 MiB image.
"$fuzzer" "$corpus" -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len="$max_len" -artifact_prefix="$failures/$prefix" -print_final_stats=1 "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
elapsed=$(($(date +%s) - started))

stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
coverage="$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9A-Za-z]+' "$log" | tail -1)"
found="$(comm -13 <(echo "$before") <(ls "$failures" | sort) | sed "s|^|Fuzz/$failures/|")"

echo
echo "== $product summary =="
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
