#!/usr/bin/env bash
# PNG performance benchmark. Prints figures; it is not a timed test.
#
# Measures, on two synthetic app-screen renders (1024² and 3000² RGBA, written by
# `png-benchmark generate`) and on the shared corpus (../shared/corpus/reference-pngs and
# png-edge-cases), against these targets:
#   decode  at least 0.90x the speed of libpng's simplified API (../shared/bench/peers/pngdecode.c)
#   encode  at least 20 MB/s of raw pixels (width x height x 4 bytes per second)
#   size    at most 1.10x the file `optipng -o2` writes for the same image
#
# Usage: Scripts/bench-png.sh [--no-corpus] [--decode-runs N] [--encode-runs N]
# Everything it writes goes to Benchmarks/out/ (gitignored) and .build-bench/.
set -euo pipefail
cd "$(dirname "$0")/.."

decode_runs=9
encode_runs=5
use_corpus=1
while [ $# -gt 0 ]; do
  case "$1" in
    --no-corpus) use_corpus=0; shift ;;
    --decode-runs) decode_runs=$2; shift 2 ;;
    --encode-runs) encode_runs=$2; shift 2 ;;
    *) echo "usage: $0 [--no-corpus] [--decode-runs N] [--encode-runs N]" >&2; exit 64 ;;
  esac
done

export LC_ALL=C
out=Benchmarks/out
peers=../shared/bench/peers
corpus=../shared/corpus
mkdir -p "$out/bin" "$out/optipng"
rm -f "$out"/optipng/*.png

bash Scripts/install-system-packages.sh
if ! command -v optipng >/dev/null 2>&1; then
  echo "Installing optipng..."
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get install -y optipng >/dev/null 2>&1 ||
    { "${sudo_cmd[@]}" apt-get update >/dev/null && "${sudo_cmd[@]}" apt-get install -y optipng >/dev/null; }
fi

echo "== Building png-benchmark (release, .build-bench)"
swift build -c release --scratch-path .build-bench --product png-benchmark 2>&1 | tail -1
bench=.build-bench/release/png-benchmark

pngdecode=""
if [ -f "$peers/pngdecode.c" ]; then
  pngdecode="$out/bin/pngdecode"
  if [ ! -x "$pngdecode" ] || [ "$peers/pngdecode.c" -nt "$pngdecode" ]; then
    # shellcheck disable=SC2046
    gcc -O2 "$peers/pngdecode.c" -o "$pngdecode" $(pkg-config --cflags --libs libpng)
  fi
else
  echo "SKIP: $peers/pngdecode.c not found, so there is no libpng decode comparison"
fi

echo "== Generating the synthetic images into $out"
"$bench" generate "$out"

synthetic=("$out/ui_1024.png" "$out/ui_3000.png")
corpus_dirs=()
if [ "$use_corpus" -eq 1 ] && [ -d "$corpus/reference-pngs" ]; then
  for dir in "$corpus/reference-pngs" "$corpus/png-edge-cases"; do
    [ -d "$dir" ] && corpus_dirs+=("$dir")
  done
fi

echo
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo
echo "== Our codec: synthetic images (decode, encode, re-decode check)"
"$bench" --decode-runs "$decode_runs" --encode-runs "$encode_runs" --tsv "$out/ours-synthetic.tsv" \
  "${synthetic[@]}" || echo "(png-benchmark exited with status $?)"
sets=(synthetic)
if [ "${#corpus_dirs[@]}" -gt 0 ]; then
  sets+=(corpus)
  echo
  echo "== Our codec: corpus"
  "$bench" --decode-runs "$decode_runs" --encode-runs "$encode_runs" --tsv "$out/ours-corpus.tsv" \
    "${corpus_dirs[@]}" || echo "(png-benchmark exited with status $?)"
else
  echo
  echo "SKIP: corpus ($corpus/reference-pngs not found, or --no-corpus)"
fi

now_ns() { date +%s%N; }

# The files of a set, one per line, in the order of our TSV.
files_of() { awk -F'\t' 'NR > 1 { print $1 }' "$out/ours-$1.tsv"; }

# Decode timing, interleaved: each round times our decoder (PNGFile.read, which reads the file
# and decodes it, as pngdecode does) on every file of the set, then libpng on the same files;
# three rounds, so that both sides see the same machine load. libpng: `pngdecode F F ... F`
# decodes F once per argument in one process, so all but the first decode run warm, as ours
# do; its figure per round is the median of its timings. Writes "path<TAB>ms" rows.
decode_rounds() {
  local set=$1 round file args i
  local -a files
  mapfile -t files < <(files_of "$set")
  : >"$out/decode-ours-$set.txt"
  : >"$out/decode-libpng-$set.txt"
  for round in 1 2 3; do
    "$bench" --decode-only --decode-runs "$decode_runs" --tsv "$out/decode-round.tsv" \
      "${files[@]}" >/dev/null || true
    awk -F'\t' 'NR > 1 { print $1 "\t" $6 }' "$out/decode-round.tsv" >>"$out/decode-ours-$set.txt"
    [ -n "$pngdecode" ] || continue
    for file in "${files[@]}"; do
      args=()
      for ((i = 0; i < decode_runs; i++)); do args+=("$file"); done
      "$pngdecode" "${args[@]}" |
        awk '$NF ~ /ms$/ && $1 != "total" { sub(/ms$/, "", $NF); print $NF }' | sort -g |
        awk -v f="$file" '{ v[NR] = $1 }
          END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; print f "\t" m }' \
          >>"$out/decode-libpng-$set.txt"
    done
  done
}

# The median of the values recorded for `path` in a "path<TAB>ms" file, or "nan".
median_for() {
  awk -F'\t' -v f="$2" '$1 == f { v[++n] = $2 }
    END {
      if (n == 0) { print "nan"; exit }
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
      print (n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2)
    }' "$1"
}

# optipng -o2 on a copy, timed. The synthetic files were written by our encoder, and plain
# optipng keeps its input when no trial is smaller, so they get -force: optipng then writes
# its own best trial. Corpus files (written by other encoders) get plain `optipng -o2`.
optipng_run() {
  local file=$1 copy=$2 force=$3 start end
  cp "$file" "$copy"
  start=$(now_ns)
  if [ "$force" -eq 1 ]; then optipng -quiet -o2 -force "$copy"; else optipng -quiet -o2 "$copy"; fi
  end=$(now_ns)
  echo "$(stat -c %s "$copy") $(((end - start) / 1000))"
}

# Joins our figures with libpng's and optipng's: one row per file.
compare() {
  local set=$1 force=$2 joined=$out/joined-$1.tsv n=0
  : >"$joined"
  while IFS=$'\t' read -r path width height file_bytes decode_ms read_decode_ms encode_ms mbps \
    our_bytes lossless encode_cpu_ms; do
    [ "$path" = path ] && continue
    n=$((n + 1))
    read -r opt_bytes opt_us < <(optipng_run "$path" "$out/optipng/$set-$n.png" "$force")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$path" "$width" "$height" \
      "$file_bytes" "$(median_for "$out/decode-ours-$set.txt" "$path")" \
      "$(median_for "$out/decode-libpng-$set.txt" "$path")" "$encode_ms" "$our_bytes" \
      "$opt_bytes" "$(awk -v u="$opt_us" 'BEGIN { printf "%.1f", u / 1000 }')" "$lossless" \
      "$encode_cpu_ms" >>"$joined"
  done <"$out/ours-$set.tsv"
}

echo
echo "== Decode rounds: ours and libpng (pngdecode), interleaved, 3 rounds"
for set in "${sets[@]}"; do decode_rounds "$set"; done
echo "== optipng -o2 on copies of the same files"
for set in "${sets[@]}"; do compare "$set" "$([ "$set" = synthetic ] && echo 1 || echo 0)"; done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"

# Summary rows. Columns of a joined file: 1 path, 2 width, 3 height, 4 file bytes,
# 5 our read+decode ms, 6 libpng ms, 7 our encode ms (wall), 8 our bytes, 9 optipng bytes,
# 10 optipng ms, 11 lossless, 12 our encode ms (thread CPU time).
summaries() {
  local kind=$1
  shift
  awk -F'\t' -v kind="$kind" '
    function name(p,   n, parts) { n = split(p, parts, "/"); return parts[n] }
    function verdict(ok) { return ok ? "PASS" : "FAIL" }
    function decodeRow(label, ours, lib) {
      if (lib == "") { printf "%-26s %10.2f %10s %8s  %s\n", label, ours, "-", "-", "SKIP"; return }
      printf "%-26s %10.2f %10.2f %8.2fx  %s\n", label, ours, lib, lib / ours, verdict(lib / ours >= 0.9)
    }
    function encodeRow(label, raw, ms, cpu) {
      printf "%-26s %10.1f %10.1f %8.1f %9.1f  %s\n", label, raw / 1e6, ms, raw / 1e3 / ms, raw / 1e3 / cpu, verdict(raw / 1e3 / ms >= 20)
    }
    function sizeRow(label, ours, ms, opt, optMs) {
      printf "%-26s %10d %8.1f %10d %9.1f %7.3fx  %s\n", label, ours, ms, opt, optMs, ours / opt, verdict(ours / opt <= 1.10)
    }
    FNR == 1 { set = (FILENAME ~ /corpus/) ? "corpus" : "synthetic" }
    {
      raw = $2 * $3 * 4
      hasLib = ($6 != "nan")
      if (set == "synthetic") {
        if (kind == "decode") decodeRow(name($1), $5, hasLib ? $6 : "")
        else if (kind == "encode") encodeRow(name($1), raw, $7, $12)
        else sizeRow(name($1), $8, $7, $9, $10)
        next
      }
      n++; ours_dec += $5; enc += $7; cpu += $12; rawsum += raw; ob += $8; pb += $9; pt += $10
      if (hasLib) {
        libn++; lib_dec += $6; r = $6 / $5; lr += log(r)
        if (libn == 1 || r < worst_dec) { worst_dec = r; worst_dec_file = name($1) }
      }
      m = raw / 1e3 / $7
      if (n == 1 || m < worst_mbps) { worst_mbps = m; worst_mbps_file = name($1) }
      if (m < 20) slow++
      r = $8 / $9
      if (r > 1.10) { over++; overlist = overlist sprintf("\n    %-58s %7.3fx (%d vs %d bytes)", name($1), r, $8, $9) }
      if (n == 1 || r > worst_size) { worst_size = r; worst_size_file = name($1) }
    }
    END {
      if (n == 0) exit
      label = "corpus (" n " files)"
      if (kind == "decode") {
        decodeRow(label, ours_dec, libn ? lib_dec : "")
        if (libn) printf "  per file: geometric mean %.2fx, lowest %.2fx (%s)\n", exp(lr / libn), worst_dec, worst_dec_file
      } else if (kind == "encode") {
        encodeRow(label, rawsum, enc, cpu)
        printf "  per file: lowest %.1f MB/s (%s); %d of %d files below 20 MB/s\n", worst_mbps, worst_mbps_file, slow, n
      } else {
        sizeRow(label, ob, enc, pb, pt)
        printf "  per file: largest ratio %.3fx (%s); %d of %d files above 1.10x%s\n", worst_size, worst_size_file, over, n, overlist
      }
    }' "$@"
}

joined=("$out/joined-synthetic.tsv")
[ "${#corpus_dirs[@]}" -gt 0 ] && joined+=("$out/joined-corpus.tsv")

echo
echo "== Summary 1: decode speed vs libpng simplified API (target: ours at least 0.90x as fast)"
echo "   ours = PNGFile.read (file read + decode), libpng = pngdecode.c (file read + decode);"
echo "   per file: median of 3 interleaved rounds, each the median of $decode_runs warm decodes;"
echo "   corpus row: sums over all files; ratio = libpng ms / ours ms (speed of ours relative to libpng)"
printf '%-26s %10s %10s %9s  %s\n' image "ours ms" "libpng ms" ratio result
summaries decode "${joined[@]}"

echo
echo "== Summary 2: encode throughput (target: at least 20 MB/s of raw RGBA pixels)"
echo "   median of $encode_runs encodes of the decoded bitmap; corpus row = all raw bytes / all time;"
echo "   MB/s from wall time (judged), cpu MB/s from the thread's CPU time (load-independent)"
printf '%-26s %10s %10s %8s %9s  %s\n' image "raw MB" "ours ms" "MB/s" "cpu MB/s" result
summaries encode "${joined[@]}"

echo
echo "== Summary 3: file size vs optipng -o2 (target: ours at most 1.10x optipng's bytes)"
printf '%-26s %10s %8s %10s %9s %8s  %s\n' image "ours B" "ours ms" "optipng B" "opt ms" ratio result
summaries size "${joined[@]}"

if awk -F'\t' '$11 != 1 { bad = 1 } END { exit bad ? 0 : 1 }' "${joined[@]}"; then
  echo
  echo "FAIL: a re-encoded image did not decode to the same pixels (see the tables above)"
fi
